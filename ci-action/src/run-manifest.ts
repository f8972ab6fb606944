// Runs the manifest's entries one after another under `heddle run`, each writing its
// own SARIF file (and installing the entry's execution filters, `--filter`). One entry's
// failure or hang never stops the others.
import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import * as core from '@actions/core';
import * as glob from '@actions/glob';
import type { Cancellation } from './cancellation.js';
import { HEDDLE_EXIT_FAILURE, HEDDLE_EXIT_USAGE } from './heddle-exit.js';
import type { HeddleTools } from './heddle-tools.js';
import type { ManifestEntry } from './manifest.js';
import { runEntry, type EntryRun } from './run-entry.js';
import { heddleFailureReasons, programEndOf } from './sarif-glue.js';
import { withCommandsStopped } from './untrusted-output.js';

export interface RunSettings {
  /** The repository root: heddle's --srcroot, so result paths are repository-relative. */
  workspace: string;
  /** working-directory: entries run there, and their relative paths start there. */
  projectDir: string;
  buildDir: string;
  heddleOptions: string;
  /** heddle run's exit status for "ran, reports written" (docs/reports.md). */
  reportStatuses: readonly number[];
  /** The native build of `native: true` benchmarks, or why there is none. */
  nativeBuild?: { dir: string } | { problem: string };
  /** A cancelled job starts no further entry; the running one gets the runner's signal. */
  cancellation?: Cancellation;
}

/** HEDDLE_OPTIONS is colon-separated key=value, as for the sanitizers; an entry's own options come last and win. */
export function heddleOptions(actionOptions: string, entryOptions: string | undefined): string {
  return [actionOptions, entryOptions ?? ''].filter((s) => s !== '').join(':');
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A relative path with a directory part is relative to the entry's cwd; a bare name is looked up on PATH. */
function programPath(program: string, cwd: string): string {
  return program.includes('/') && !isAbsolute(program) ? resolve(cwd, program) : program;
}

/** The uninstrumented program of an entry: its `native` command, or for `native: true` the benchmark of the native build. */
async function nativeArgv(entry: ManifestEntry, cwd: string, s: RunSettings): Promise<string[] | string> {
  if (entry.native) return [programPath(entry.native[0]!, cwd), ...entry.native.slice(1)];
  if (!s.nativeBuild) return 'no native build';
  if ('problem' in s.nativeBuild) return s.nativeBuild.problem;
  const found = await resolveBenchmark(entry.benchmark!, s.nativeBuild.dir);
  return found ? [found, ...entry.command.slice(1)] : `no executable named "${entry.benchmark}" in the native build ${s.nativeBuild.dir}`;
}

/** Runs the entry's uninstrumented build the same way (same timeout, no heddle) for the overhead figure. */
async function measureNative(run: EntryRun, cwd: string, env: NodeJS.ProcessEnv, s: RunSettings): Promise<void> {
  const argv = await nativeArgv(run.entry, cwd, s);
  if (typeof argv === 'string') {
    run.detail += `; ${argv}, no overhead figure`;
    return;
  }
  const native = await core.group(`native run: ${run.entry.name}`, () =>
    withCommandsStopped(() => runEntry({ entry: run.entry, argv, cwd, env, sarifPath: undefined, reportStatuses: [], programEnd: programEndOf, cancellation: s.cancellation })),
  );
  if (native.outcome === 'ok') run.nativeWallMs = native.wallMs;
  else run.detail += `; native run ${native.detail}, no overhead figure`;
}

/** A benchmark is named by its executable's file name; it is looked up anywhere in the build directory. */
async function resolveBenchmark(name: string, buildDir: string): Promise<string | undefined> {
  const globber = await glob.create(join(buildDir, '**', name), { followSymbolicLinks: false, matchDirectories: false });
  const hits = (await globber.glob()).filter(isExecutable).sort((a, b) => a.length - b.length);
  return hits[0];
}

export async function runManifest(entries: readonly ManifestEntry[], tools: HeddleTools, s: RunSettings): Promise<EntryRun[]> {
  const outDir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle-runs-'));
  const runs: EntryRun[] = [];
  for (const [i, entry] of entries.entries()) {
    if (s.cancellation?.signal) {
      runs.push({ entry, outcome: 'cancelled', exitCode: null, signal: null, wallMs: 0, sarifPath: undefined, detail: `not run: the job was cancelled (${s.cancellation.signal})` });
      continue;
    }
    const cwd = entry.cwd ? resolve(s.projectDir, entry.cwd) : s.projectDir;
    const sarifPath = join(outDir, `${i + 1}.sarif`);
    let program: string;
    if (entry.benchmark) {
      const found = await resolveBenchmark(entry.benchmark, s.buildDir);
      if (!found) {
        runs.push({ entry, outcome: 'failed-to-start', exitCode: null, signal: null, wallMs: 0, sarifPath: undefined, detail: `no executable named "${entry.benchmark}" in the build directory ${s.buildDir}; check the benchmark name or the build` });
        continue;
      }
      program = found;
    } else program = programPath(entry.command[0]!, cwd);
    const filterArgs = entry.filters.flatMap((f) => ['--filter', resolve(s.projectDir, f)]);
    const argv = [tools.heddle, 'run', '--out', sarifPath, '--srcroot', s.workspace, ...filterArgs, '--', program, ...entry.command.slice(1)];
    const env = { ...process.env, ...entry.env, HEDDLE_OPTIONS: heddleOptions(s.heddleOptions, entry.env.HEDDLE_OPTIONS) };
    const run = await core.group(`heddle run: ${entry.name}`, () =>
      withCommandsStopped(() => runEntry({ entry, argv, cwd, env, sarifPath, reportStatuses: s.reportStatuses, programEnd: programEndOf, cancellation: s.cancellation })),
    );
    if (run.exitCode === HEDDLE_EXIT_FAILURE) {
      const reasons = run.sarifPath ? heddleFailureReasons(run.sarifPath) : [];
      run.detail += reasons.length > 0 ? `; heddle could not finish its job: ${reasons.join(' ')}` : '; heddle could not finish its job and wrote no SARIF saying why (see the log)';
    }
    if (entry.filters.length > 0) {
      run.detail +=
        // The program's own output could say the words too: only a run that did not end as expected is taken as refused.
        run.outcome !== 'ok' && (run.exitCode === HEDDLE_EXIT_USAGE || run.filtersRefused)
          ? `; heddle refused its execution filters (${entry.filters.join(', ')}) and did not run the program: its reasons are in the log group "heddle run: ${entry.name}" (docs/filters.md)`
          : `; with execution filters ${entry.filters.join(', ')}`;
    }
    if ((entry.native || entry.nativeBuild) && run.outcome === 'ok' && !s.cancellation?.signal) await measureNative(run, cwd, env, s);
    core.info(`${entry.name}: ${run.detail} (${(run.wallMs / 1000).toFixed(2)}s)${run.sarifPath ? '' : '; no SARIF written'}`);
    runs.push(run);
  }
  return runs;
}
