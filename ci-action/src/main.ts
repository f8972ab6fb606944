// The action, step by step. index.ts only calls run(); everything here reads its
// environment the way the runner provides it (INPUT_*, GITHUB_*), so tests run the
// bundled action as a runner would.
//   1. inputs and manifest (bad ones fail before anything runs)
//   2–4. heddle present or built, the project built, the entries run, heddle-lint (collect-results.ts)
//   5. merge all SARIF, compare with the baseline, write sarif-output
//   6. one annotation per line and problem (result-annotations.ts), lines mapped to the pull
//      request's head (head-lines.ts), filter-mode applied (filter-mode.ts)
//   7. the verdict per fail-on and fail-level; annotations: changed lines first as workflow
//      commands, the rest in the check run (annotate.ts); upload to code scanning when asked
//   8. job summary, outputs
// A cancelled job (cancellation.ts) skips every network request and still does 5–8.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as core from '@actions/core';
import { noteworthyInvocations, resolveResults, writeSarifFile, type Log } from '@heddle/sarif';
import { annotate, changedLinesFilter, rankAnnotations, type AnnotationReport } from './annotate.js';
import { locateBaseline, type BaselineFile } from './baseline-source.js';
import { Cancellation } from './cancellation.js';
import { fetchPullRequestDiff, type PullRequestDiff } from './changed-lines.js';
import { uploadToCodeScanning } from './code-scanning-upload.js';
import { collectResults, projectDirectory } from './collect-results.js';
import { UserError } from './errors.js';
import { passesFilter } from './filter-mode.js';
import { decide, gateCounts, type Verdict } from './gate.js';
import { makeClient, type GitHubClient } from './github-client.js';
import { placeOnHeadLines } from './head-lines.js';
import { readInputs } from './inputs.js';
import { readEvent, type EventInfo } from './pull-request.js';
import { groupResults } from './result-annotations.js';
import { compareWithBaseline, mergeForCategory, readLog } from './sarif-glue.js';
import { renderSummary } from './summary.js';

/** The pull request's diff; undefined when it cannot be had (no token, the API failed), said in a note. */
async function pullRequestDiffOf(event: EventInfo, client: GitHubClient | undefined, notes: string[]): Promise<PullRequestDiff | undefined> {
  if (!event.pullRequest || !event.repo || !client) return undefined;
  try {
    return await fetchPullRequestDiff(client, event.repo, event.pullRequest.number);
  } catch (e) {
    notes.push(`Could not list the pull request's changed files (${(e as Error).message}); results are ranked by severity only.`);
    return undefined;
  }
}

/** The baseline log, or why there is none usable (`problem`: one was asked for and cannot be used). */
async function baselineOf(located: BaselineFile, notes: string[]): Promise<{ log?: Log; problem?: string }> {
  if (located.path === undefined) {
    notes.push(`Baseline: ${located.why}.`);
    return { problem: located.problem };
  }
  try {
    const log = readLog(located.path);
    notes.push(`Baseline: ${located.origin}.`);
    return { log };
  } catch (e) {
    const problem = e instanceof UserError ? e.message : String(e);
    notes.push(`The baseline cannot be used: ${problem}`);
    return { problem };
  }
}

export async function run(cancellation = new Cancellation()): Promise<void> {
  const inputs = readInputs();
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const projectDir = projectDirectory(workspace, inputs.workingDirectory);
  const event = readEvent();

  const collected = await collectResults(inputs, workspace, projectDir, cancellation);
  const { notes } = collected;
  // Cancelled: no request that could outlast the runner's grace period (baseline download, files, check run, upload).
  const client = inputs.token && !collected.cancelled ? makeClient(inputs.token) : undefined;

  const merged: Log = mergeForCategory(collected.sarifFiles.map(readLog), inputs.category, workspace);
  const located = await locateBaseline(inputs.baseline, { workspace: projectDir, client, token: inputs.token, repo: event.repo, branch: event.pullRequest?.baseRef ?? process.env.GITHUB_REF_NAME });
  const baseline = await baselineOf(located, notes);
  const compared = compareWithBaseline(merged, baseline.log);

  const sarifPath = resolve(projectDir, inputs.sarifOutput);
  mkdirSync(dirname(sarifPath), { recursive: true });
  writeSarifFile(sarifPath, compared);

  // Absent results are the baseline's that this run no longer has: fixed. They are no result of
  // this run (not counted, not annotated), but the summary counts them as fixed.
  const resolved = resolveResults(compared);
  const results = resolved.filter((r) => r.baselineState !== 'absent');
  // Shards annotate and gate nothing on lines (the merge job does), so they need no head lines or diff.
  const onPullRequest = Boolean(event.pullRequest) && !inputs.shard;
  const groups = groupResults(results, { srcRoot: workspace, baselineAsNotices: inputs.failOn !== 'any' });
  const onHead = await placeOnHeadLines(groups, {
    workspace,
    headSha: onPullRequest ? event.pullRequest?.headSha : undefined,
    workflowSha: event.workflowSha,
    fetch: collected.cancelled ? 'no-network' : { token: inputs.token, serverUrl: event.serverUrl },
  });
  if (onHead.note) notes.push(onHead.note);
  if (onHead.warning) core.warning(onHead.warning);
  const fetchedDiff = onPullRequest ? await pullRequestDiffOf(event, client, notes) : undefined;
  const diff: PullRequestDiff = fetchedDiff ?? { added: new Map(), inDiff: new Map() };
  // Without the diff a filter would drop every result, and the gate would pass on nothing: every result counts then.
  if (onPullRequest && !fetchedDiff && inputs.filterMode !== 'nofilter') notes.push(`filter-mode ${inputs.filterMode} not applied: without the pull request's files every result counts.`);
  const filterMode = onPullRequest && fetchedDiff ? inputs.filterMode : 'nofilter';
  const placed = onHead.placed.filter((g) => passesFilter(filterMode, diff, g.annotation, true));
  const unplaced = onHead.unplaced.filter((g) => passesFilter(filterMode, diff, g.annotation, false));
  const filteredOut = onHead.placed.length + onHead.unplaced.length - placed.length - unplaced.length;
  if (filterMode !== 'nofilter') notes.push(`filter-mode ${filterMode}: ${filteredOut} result(s) outside it are neither annotated nor gating (they stay in the SARIF and the results below).`);
  const gated = filterMode === 'nofilter' ? results : [...placed, ...unplaced].flatMap((g) => g.findings);

  const { newResults, totalResults } = gateCounts(gated, inputs.failLevel);
  const gate = { failOn: inputs.failOn, newResults, totalResults, runProblems: collected.problems.length, baselineProblem: baseline.problem, cancelled: collected.cancelled };
  // A shard leaves the results to the merge job, which cannot see a shard's hung or crashed entries.
  const verdict: Verdict = inputs.shard && collected.problems.length === 0 && !collected.cancelled
    ? { fail: false, reason: `shard ${inputs.shard.index}/${inputs.shard.count}: the merge job gates on the results (${results.length} here)` }
    : decide(gate);

  const onChangedLines = changedLinesFilter(diff.added, onPullRequest);
  const ranked = rankAnnotations(placed.map((g) => g.annotation), onChangedLines);
  // The results view links the lines the results carry: those of the checked-out commit.
  const linkBase = event.repo ? `${event.serverUrl}/${event.repo.owner}/${event.repo.repo}/blob/${onHead.checkedOut}/` : undefined;
  const invocations = noteworthyInvocations(compared);
  const summaryOf = (a: AnnotationReport) => renderSummary({ verdict, runs: collected.runs, notes, results: resolved, invocations, linkBase, annotations: a, notOnHeadLines: unplaced, onPullRequest });
  // The action's own error annotations share the per-step budget with the results'. The baseline's
  // problem is the failure message itself when it decides the verdict: said once.
  const ownErrors = collected.problems.map((p) => `heddle: ${p}`);
  if (baseline.problem && !verdict.reason.includes(baseline.problem)) ownErrors.push(`heddle: the baseline cannot be used: ${baseline.problem}`);
  // Slots the step has spent or will spend outside the results: its own errors, the failure message, library warnings,
  // the warning that lines could not be mapped.
  const reserved = { failure: ownErrors.length + (verdict.fail ? 1 : 0), warning: (located.path === undefined ? (located.warningsPrinted ?? 0) : 0) + (onHead.warning ? 1 : 0) };
  const noCheckRun = collected.cancelled ? 'the job was cancelled, so no check run was written' : undefined;
  const annotations = await annotate(ranked, { event, client, inputs, verdict, summaryFor: summaryOf, reserved, onChangedLines, noCheckRun }, notes);

  if (inputs.upload && !collected.cancelled) {
    const uploaded = await uploadToCodeScanning(client, event, sarifPath, process.env.GITHUB_REF);
    if ('id' in uploaded) {
      core.setOutput('sarif-id', uploaded.id);
      notes.push(`Uploaded to code scanning (sarif-id ${uploaded.id}).`);
    } else if ('skipped' in uploaded) {
      core.notice(`heddle: not uploaded to code scanning: ${uploaded.skipped}.`);
      notes.push(`Not uploaded to code scanning: ${uploaded.skipped}.`);
    } else {
      core.warning(`heddle: ${uploaded.failed}`);
      notes.push(`Not uploaded to code scanning: ${uploaded.failed}.`);
    }
  }
  await core.summary.addRaw(summaryOf(annotations)).write();

  core.setOutput('sarif-file', sarifPath);
  core.setOutput('new-results', newResults);
  core.setOutput('total-results', totalResults);
  for (const message of ownErrors) core.error(message);
  if (verdict.fail) core.setFailed(`heddle: ${verdict.reason}`);
  else core.info(`heddle: ${verdict.reason}`);
}
