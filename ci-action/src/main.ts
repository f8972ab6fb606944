// The action, step by step. index.ts only calls run(); everything here reads its
// environment the way the runner provides it (INPUT_*, GITHUB_*), so tests run the
// bundled action as a runner would.
//   1. inputs and manifest (bad ones fail before anything runs)
//   2. heddle present or built; the user's project built with heddle's compilers
//   3. each manifest entry (this shard's) under `heddle run`, with its timeout
//   4. heddle-lint over lint-paths
//   5. merge all SARIF, compare with the baseline, write sarif-output
//   6. annotations (annotate.ts): lines mapped to the pull request's head (head-lines.ts), changed lines
//      first as workflow commands, the rest in a check run
//   7. job summary, outputs, verdict per fail-on
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as core from '@actions/core';
import * as glob from '@actions/glob';
import { noteworthyInvocations, resolveResults, writeSarifFile, type Log } from '@heddle/sarif';
import { annotate, changedLinesFilter, rankAnnotations, type AnnotationReport } from './annotate.js';
import { locateBaseline } from './baseline-source.js';
import { buildDirectory, buildNativeProject, buildProject } from './build-project.js';
import { Cancellation, type CancelSignal } from './cancellation.js';
import { fetchChangedLines, type ChangedLines } from './changed-lines.js';
import { UserError } from './errors.js';
import { decide, gateCounts } from './gate.js';
import { makeClient, type GitHubClient } from './github-client.js';
import { ensureLinter, ensureRuntime } from './heddle-tools.js';
import { HEDDLE_EXIT_REPORTS } from './heddle-exit.js';
import { placeOnHeadLines } from './head-lines.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { runLint } from './lint.js';
import { loadManifest } from './manifest.js';
import { readEvent, type EventInfo } from './pull-request.js';
import { runManifest } from './run-manifest.js';
import type { EntryRun } from './run-entry.js';
import { compareWithBaseline, mergeForCategory, readLog } from './sarif-glue.js';
import { selectShard } from './shard.js';
import { annotationsOf } from './result-annotations.js';
import { renderSummary } from './summary.js';

interface Collected {
  sarifFiles: string[];
  runs: EntryRun[];
  notes: string[];
  /** Entries that hung, crashed or did not start, and a linter that could not run: each an error annotation. */
  problems: string[];
  /** Why the results are partial, when the job was cancelled. */
  cancelled?: string;
}

/** What the step says when the job is cancelled before anything ran under heddle. */
const cancelledWhile = (what: string) => (signal: CancelSignal) =>
  new UserError(`the job was cancelled (${signal}) while ${what}; nothing ran under heddle and no SARIF was written`);

async function collectResults(inputs: ActionInputs, workspace: string, cancellation: Cancellation): Promise<Collected> {
  const c: Collected = { sarifFiles: [], runs: [], notes: [], problems: [] };
  if (inputs.mergeSarif.length > 0) {
    const globber = await glob.create(inputs.mergeSarif.map((p) => resolve(workspace, p)).join('\n'), { matchDirectories: false });
    c.sarifFiles = (await globber.glob()).sort();
    if (c.sarifFiles.length === 0) throw new UserError(`merge-sarif matched no files (patterns: ${inputs.mergeSarif.join(', ')}); download the shards' SARIF artifacts first`);
    c.notes.push(`Merged ${c.sarifFiles.length} SARIF file(s) from other jobs.`);
    return c;
  }
  const entries = selectShard(loadManifest(resolve(workspace, inputs.manifest)), inputs.shard);
  if (inputs.shard) c.notes.push(`Shard ${inputs.shard.index}/${inputs.shard.count}: ${entries.length} manifest entr${entries.length === 1 ? 'y' : 'ies'}.`);
  const wantsNativeBuild = entries.some((e) => e.nativeBuild);
  if (wantsNativeBuild && inputs.buildCommand) {
    throw new UserError(`manifest ${inputs.manifest}: "native: true" needs the CMake build (the action builds the project a second time without heddle); with build-command, build the native programs yourself and give each entry "native: <command>"`);
  }
  const tools = await cancellation.unlessCancelled(ensureRuntime(), cancelledWhile('setting up heddle'));
  const buildRequest = { workspace, buildCommand: inputs.buildCommand, cmakeArgs: inputs.cmakeArgs, buildDir: inputs.buildDir };
  const buildDir = buildDirectory(buildRequest);
  await cancellation.unlessCancelled(buildProject(buildRequest, tools), cancelledWhile('building the project'));
  const nativeBuild = wantsNativeBuild ? await cancellation.unlessCancelled(buildNativeProject(buildRequest, tools), cancelledWhile('building the project without heddle')) : undefined;
  if (nativeBuild && 'problem' in nativeBuild) c.notes.push(`No overhead figures: ${nativeBuild.problem}.`);
  // The runtime has one backend (inputs.ts checked it); the summary says what the results were found with.
  c.notes.push(`heddle run: backend ${inputs.backend}${inputs.heddleOptions ? `, HEDDLE_OPTIONS "${inputs.heddleOptions}"` : ''}.`);
  c.runs = await runManifest(entries, tools, { workspace, buildDir, heddleOptions: inputs.heddleOptions, reportStatuses: [HEDDLE_EXIT_REPORTS], nativeBuild, cancellation });
  // A cancelled entry is not a problem of the project: the verdict says the job was cancelled.
  c.problems.push(...c.runs.filter((r) => r.outcome !== 'ok' && r.outcome !== 'cancelled').map((r) => `${r.entry.name} ${r.detail}`));
  c.sarifFiles.push(...c.runs.flatMap((r) => (r.sarifPath ? [r.sarifPath] : [])));
  if (cancellation.signal) {
    const ran = c.runs.filter((r) => r.outcome !== 'cancelled' || r.wallMs > 0).length;
    c.cancelled = `the job was cancelled (${cancellation.signal}): ${ran} of ${c.runs.length} manifest entries ran or were stopped; the results are those found until then`;
    c.notes.push(`${c.cancelled.replace(/^./, (ch) => ch.toUpperCase())}. heddle-lint, the baseline artifact, the pull request's files and the check run were skipped to finish before the runner's SIGKILL.`);
    return c;
  }
  if (inputs.lintPaths.length > 0) {
    const lint = await runLint(await ensureLinter(), inputs.lintPaths, workspace);
    if (lint.ran) {
      c.sarifFiles.push(lint.sarifPath);
      c.notes.push(...lint.notes);
    } else if (lint.problem) c.problems.push(`heddle-lint: ${lint.problem}`);
  }
  return c;
}

async function changedLinesOf(event: EventInfo, client: GitHubClient | undefined, notes: string[]): Promise<ChangedLines> {
  if (!event.pullRequest || !event.repo || !client) return new Map();
  try {
    return await fetchChangedLines(client, event.repo, event.pullRequest.number);
  } catch (e) {
    notes.push(`Could not list the pull request's changed files (${(e as Error).message}); results are ranked by severity only.`);
    return new Map();
  }
}

export async function run(cancellation = new Cancellation()): Promise<void> {
  const inputs = readInputs();
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const event = readEvent();

  const collected = await collectResults(inputs, workspace, cancellation);
  const { notes } = collected;
  // Cancelled: no request that could outlast the runner's grace period (baseline download, files, check run).
  const client = inputs.token && !collected.cancelled ? makeClient(inputs.token) : undefined;

  const merged: Log = mergeForCategory(collected.sarifFiles.map(readLog), inputs.category, workspace);

  let baselineProblem: string | undefined;
  let baselineLog: Log | undefined;
  const baseline = await locateBaseline(inputs.baseline, { workspace, client, token: inputs.token, repo: event.repo, branch: event.pullRequest?.baseRef ?? process.env.GITHUB_REF_NAME });
  if (baseline.path === undefined) {
    notes.push(`Baseline: ${baseline.why}.`);
    baselineProblem = baseline.problem;
  } else {
    try {
      baselineLog = readLog(baseline.path);
      notes.push(`Baseline: ${baseline.origin}.`);
    } catch (e) {
      baselineProblem = e instanceof UserError ? e.message : String(e);
      notes.push(`The baseline cannot be used: ${baselineProblem}`);
    }
  }
  const compared = compareWithBaseline(merged, baselineLog);

  const sarifPath = resolve(workspace, inputs.sarifOutput);
  mkdirSync(dirname(sarifPath), { recursive: true });
  writeSarifFile(sarifPath, compared);

  // Absent results are the baseline's that this run no longer has: fixed. They are no result of
  // this run (not counted, not annotated), but the summary counts them as fixed.
  const resolved = resolveResults(compared);
  const results = resolved.filter((r) => r.baselineState !== 'absent');
  const { newResults, totalResults } = gateCounts(results);
  const gate = { failOn: inputs.failOn, newResults, totalResults, runProblems: collected.problems.length, baselineProblem, cancelled: collected.cancelled };
  // A shard leaves the results to the merge job, which cannot see a shard's hung or crashed entries.
  const verdict = inputs.shard && collected.problems.length === 0 && !collected.cancelled
    ? { fail: false, reason: `shard ${inputs.shard.index}/${inputs.shard.count}: the merge job gates on the results (${results.length} here)` }
    : decide(gate);

  // Shards annotate nothing (annotate.ts), so they need no head lines either.
  const onHead = await placeOnHeadLines(annotationsOf(results, { srcRoot: workspace, baselineAsNotices: inputs.failOn !== 'any' }), {
    workspace,
    headSha: inputs.shard ? undefined : event.pullRequest?.headSha,
    workflowSha: event.workflowSha,
    fetch: collected.cancelled ? 'no-network' : { token: inputs.token, serverUrl: event.serverUrl },
  });
  if (onHead.note) notes.push(onHead.note);
  if (onHead.warning) core.warning(onHead.warning);
  const onChangedLines = changedLinesFilter(await changedLinesOf(event, client, notes), Boolean(event.pullRequest));
  const ranked = rankAnnotations(onHead.placed, onChangedLines);
  // The results view links the lines the results carry: those of the checked-out commit.
  const linkBase = event.repo ? `${event.serverUrl}/${event.repo.owner}/${event.repo.repo}/blob/${onHead.checkedOut}/` : undefined;
  const invocations = noteworthyInvocations(compared);
  const summaryOf = (a: AnnotationReport) => renderSummary({ verdict, runs: collected.runs, notes, results: resolved, invocations, linkBase, annotations: a, notOnHeadLines: onHead.unplaced });
  // The action's own error annotations share the per-step budget with the results'.
  const ownErrors = collected.problems.map((p) => `heddle: ${p}`);
  if (baselineProblem) ownErrors.push(`heddle: the baseline cannot be used: ${baselineProblem}`);
  // Slots the step has spent or will spend outside the results: its own errors, the failure message, library warnings,
  // the warning that lines could not be mapped.
  const reserved = { failure: ownErrors.length + (verdict.fail ? 1 : 0), warning: (baseline.path === undefined ? (baseline.warningsPrinted ?? 0) : 0) + (onHead.warning ? 1 : 0) };
  const noCheckRun = collected.cancelled ? 'the job was cancelled, so no check run was written' : undefined;
  const annotations = await annotate(ranked, { event, client, inputs, verdict, summaryFor: summaryOf, reserved, onChangedLines, noCheckRun }, notes);
  await core.summary.addRaw(summaryOf(annotations)).write();

  core.setOutput('sarif-file', sarifPath);
  core.setOutput('new-results', newResults);
  core.setOutput('total-results', totalResults);
  for (const message of ownErrors) core.error(message);
  if (verdict.fail) core.setFailed(`heddle: ${verdict.reason}`);
  else core.info(`heddle: ${verdict.reason}`);
}
