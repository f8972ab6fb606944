// Steps 1–4 of a run (main.ts): the SARIF files to merge — the shards' (merge-sarif), or this
// job's: heddle present or built, the project built with heddle's compilers, each manifest entry
// (this shard's) under `heddle run`, heddle-lint over lint-paths. Paths of the inputs are
// relative to working-directory (the project), result paths to the workspace (the repository).
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import * as glob from '@actions/glob';
import { buildDirectory, buildNativeProject, buildProject } from './build-project.js';
import type { Cancellation, CancelSignal } from './cancellation.js';
import { UserError } from './errors.js';
import { HEDDLE_EXIT_REPORTS } from './heddle-exit.js';
import { ensureLinter, ensureRuntime } from './heddle-tools.js';
import type { ActionInputs } from './inputs.js';
import { runLint } from './lint.js';
import { checkFilterFiles, loadManifest } from './manifest.js';
import type { EntryRun } from './run-entry.js';
import { runManifest } from './run-manifest.js';
import { selectShard } from './shard.js';

export interface Collected {
  sarifFiles: string[];
  runs: EntryRun[];
  notes: string[];
  /** Entries that hung, crashed or did not start, and a linter that could not run: each an error annotation. */
  problems: string[];
  /** Why the results are partial, when the job was cancelled. */
  cancelled?: string;
}

/** working-directory as an absolute directory inside the workspace. */
export function projectDirectory(workspace: string, workingDirectory: string): string {
  const dir = resolve(workspace, workingDirectory);
  const rel = relative(workspace, dir);
  if (rel.split(sep)[0] === '..' || isAbsolute(rel)) {
    throw new UserError(`input working-directory: "${workingDirectory}" is outside the workspace ${workspace}; give the project's directory relative to the repository root, e.g. working-directory: src/engine`);
  }
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UserError(`input working-directory: "${workingDirectory}" is not a directory of the workspace (${dir}); check the path, or check out the repository first`);
  }
  return dir;
}

/** A lint-paths glob relative to the project made relative to the workspace (heddle-lint runs there), `!` kept. */
function workspaceGlob(pattern: string, workspace: string, projectDir: string): string {
  const negated = pattern.startsWith('!');
  const body = negated ? pattern.slice(1) : pattern;
  const rebased = isAbsolute(body) ? body : relative(workspace, join(projectDir, body)) || '.';
  return `${negated ? '!' : ''}${rebased}`;
}

/** What the step says when the job is cancelled before anything ran under heddle. */
const cancelledWhile = (what: string) => (signal: CancelSignal) =>
  new UserError(`the job was cancelled (${signal}) while ${what}; nothing ran under heddle and no SARIF was written`);

export async function collectResults(inputs: ActionInputs, workspace: string, projectDir: string, cancellation: Cancellation): Promise<Collected> {
  const c: Collected = { sarifFiles: [], runs: [], notes: [], problems: [] };
  if (inputs.mergeSarif.length > 0) {
    const globber = await glob.create(inputs.mergeSarif.map((p) => resolve(projectDir, p)).join('\n'), { matchDirectories: false });
    c.sarifFiles = (await globber.glob()).sort();
    if (c.sarifFiles.length === 0) throw new UserError(`merge-sarif matched no files (patterns: ${inputs.mergeSarif.join(', ')}); download the shards' SARIF artifacts first`);
    c.notes.push(`Merged ${c.sarifFiles.length} SARIF file(s) from other jobs.`);
    return c;
  }
  const manifest = loadManifest(resolve(projectDir, inputs.manifest));
  // Every entry's, not only this shard's: a bad path fails every shard alike, before anything is built.
  checkFilterFiles(manifest, projectDir, inputs.manifest);
  const entries = selectShard(manifest, inputs.shard);
  if (inputs.shard) c.notes.push(`Shard ${inputs.shard.index}/${inputs.shard.count}: ${entries.length} manifest entr${entries.length === 1 ? 'y' : 'ies'}.`);
  const wantsNativeBuild = entries.some((e) => e.nativeBuild);
  if (wantsNativeBuild && inputs.buildCommand) {
    throw new UserError(`manifest ${inputs.manifest}: "native: true" needs the CMake build (the action builds the project a second time without heddle); with build-command, build the native programs yourself and give each entry "native: <command>"`);
  }
  const tools = await cancellation.unlessCancelled(ensureRuntime({ cache: inputs.cache, cancellation }), cancelledWhile('setting up heddle'));
  // The builds stop their own process groups when the job is cancelled, and say so (build-project.ts).
  const buildRequest = { workspace: projectDir, buildCommand: inputs.buildCommand, cmakeArgs: inputs.cmakeArgs, buildDir: inputs.buildDir, cancellation };
  const buildDir = buildDirectory(buildRequest);
  await buildProject(buildRequest, tools);
  const nativeBuild = wantsNativeBuild ? await buildNativeProject(buildRequest, tools) : undefined;
  if (nativeBuild && 'problem' in nativeBuild) c.notes.push(`No overhead figures: ${nativeBuild.problem}.`);
  // The runtime has one backend (inputs.ts checked it); the summary says what the results were found with.
  c.notes.push(`heddle run: backend ${inputs.backend}${inputs.heddleOptions ? `, HEDDLE_OPTIONS "${inputs.heddleOptions}"` : ''}.`);
  c.runs = await runManifest(entries, tools, { workspace, projectDir, buildDir, heddleOptions: inputs.heddleOptions, reportStatuses: [HEDDLE_EXIT_REPORTS], nativeBuild, cancellation });
  // A cancelled entry is not a problem of the project: the verdict says the job was cancelled.
  c.problems.push(...c.runs.filter((r) => r.outcome !== 'ok' && r.outcome !== 'cancelled').map((r) => `${r.entry.name} ${r.detail}`));
  c.sarifFiles.push(...c.runs.flatMap((r) => (r.sarifPath ? [r.sarifPath] : [])));
  if (cancellation.signal) {
    const ran = c.runs.filter((r) => r.outcome !== 'cancelled' || r.wallMs > 0).length;
    c.cancelled = `the job was cancelled (${cancellation.signal}): ${ran} of ${c.runs.length} manifest entries ran or were stopped; the results are those found until then`;
    c.notes.push(`${c.cancelled.replace(/^./, (ch) => ch.toUpperCase())}. heddle-lint, the baseline artifact, the pull request's files, the check run and the upload were skipped to finish before the runner's SIGKILL.`);
    return c;
  }
  if (inputs.lintPaths.length > 0) {
    // The build's compile database, when it wrote one (the CMake build always does), is heddle-lint's program model.
    const database = join(buildDir, 'compile_commands.json');
    const buildPath = existsSync(database) ? buildDir : undefined;
    const lint = await runLint(await ensureLinter(), inputs.lintPaths.map((p) => workspaceGlob(p, workspace, projectDir)), workspace, buildPath);
    if (lint.ran) {
      c.notes.push(buildPath ? `heddle-lint: programs as the build made them (${relative(workspace, database)}).` : `heddle-lint: no compile_commands.json in ${relative(workspace, buildDir) || '.'}, so each file defining main is taken as one program with the files defining none (write one there for the build's own programs, e.g. with bear).`);
      c.sarifFiles.push(lint.sarifPath);
      c.notes.push(...lint.notes);
    } else if (lint.problem) c.problems.push(`heddle-lint: ${lint.problem}`);
  }
  return c;
}
