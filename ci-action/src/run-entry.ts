// Runs one manifest entry under `heddle run` with a deadline, in a process group of its own
// (process-group.ts). A program that hangs (a deadlock is a concurrency bug too) is stopped:
// SIGTERM to its process group, so heddle can still write the SARIF of what it saw, then SIGKILL
// after a grace period. A cancelled job (cancellation.ts) is handled the same way with the
// runner's signal and a shorter grace, as the runner kills the action 10 s after its first signal.
// How the entry ended is judged by entry-outcome.ts; the caller goes on with the next entry.
import { existsSync } from 'node:fs';
import * as core from '@actions/core';
import type { Cancellation } from './cancellation.js';
import { classifyEnd, type ProgramEnd, type RunOutcome } from './entry-outcome.js';
import type { ManifestEntry } from './manifest.js';
import { CANCEL_GRACE_MS, runInGroup } from './process-group.js';

export type { RunOutcome } from './entry-outcome.js';

export interface EntryRun {
  entry: ManifestEntry;
  outcome: RunOutcome;
  exitCode: number | null;
  /** The signal that ended the program (or heddle run), when one did. */
  signal: string | null;
  wallMs: number;
  /** The entry's SARIF, when heddle wrote one. */
  sarifPath: string | undefined;
  detail: string;
  /** Wall time of the entry's `native` command, when it has one and both ran to the end. */
  nativeWallMs?: number;
  /** heddle run or the runtime said it did not run the program because of its execution filters. */
  filtersRefused?: boolean;
}

/**
 * What heddle run (exit 64) and the runtime (exit 2, at start-up) print when they refuse the execution filters
 * (runtime/loom/cli_filters.c, runtime/lib/init.c); the SARIF does not say it.
 */
const FILTERS_REFUSED = 'the program was not run: fix the execution filters';

export interface RunRequest {
  entry: ManifestEntry;
  /** Full argv, e.g. [heddle, run, --out, F, --, prog, args] or the plain program for benchmarks. */
  argv: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where heddle run writes its SARIF; undefined for a run without heddle (the native one). */
  sarifPath: string | undefined;
  /** Exit statuses that mean "ran and found reports" (heddle run's documented code), besides expect-exit. */
  reportStatuses: readonly number[];
  /** How heddle's SARIF says the program ended (sarif-glue.ts programEndOf). */
  programEnd: (sarifPath: string) => ProgramEnd | undefined;
  cancellation?: Cancellation;
  graceMs?: number;
}

const DEFAULT_GRACE_MS = 10_000;

export async function runEntry(req: RunRequest): Promise<EntryRun> {
  const { entry } = req;
  const started = process.hrtime.bigint();
  const [cmd, ...args] = req.argv as [string, ...string[]];
  // The end of the output so far, to find FILTERS_REFUSED split across two chunks.
  let recent = '';
  let filtersRefused = false;
  const end = await runInGroup(cmd, args, {
    cwd: req.cwd,
    env: req.env,
    onOutput: (d) => {
      process.stdout.write(d);
      // Searched before it is cut: one chunk may hold the line and more after it (the run's summary, a long
      // SARIF path) on a loaded machine. What is kept is only what a line split across chunks needs.
      const text = recent + d.toString('utf8');
      filtersRefused ||= text.includes(FILTERS_REFUSED);
      recent = text.slice(-FILTERS_REFUSED.length);
    },
    deadline: {
      ms: entry.timeoutSeconds * 1000,
      graceMs: req.graceMs ?? DEFAULT_GRACE_MS,
      onExpire: () => core.info(`${entry.name}: no exit after ${entry.timeoutSeconds}s; stopping it (SIGTERM, then SIGKILL)`),
    },
    cancellation: req.cancellation,
    cancelGraceMs: req.graceMs,
    onCancel: (sig) => core.info(`${entry.name}: ${sig} received (the job is cancelled); passing it to the entry's process group, SIGKILL in ${CANCEL_GRACE_MS / 1000}s`),
  });
  const wallMs = Number((process.hrtime.bigint() - started) / 1_000_000n);
  const sarifPath = req.sarifPath && existsSync(req.sarifPath) ? req.sarifPath : undefined;
  if (end.startError) {
    return { entry, wallMs, sarifPath, outcome: 'failed-to-start', exitCode: null, signal: null, detail: `could not start ${cmd}: ${end.startError.message}` };
  }
  const program = sarifPath ? req.programEnd(sarifPath) : undefined;
  const outcome = classifyEnd(
    { exitCode: end.exitCode, signal: end.signal, viaHeddle: req.sarifPath !== undefined, timedOut: end.timedOut, cancelledBy: end.cancelledBy, program },
    { expectExit: entry.expectExit, reportStatuses: req.reportStatuses, timeoutSeconds: entry.timeoutSeconds },
  );
  return { entry, wallMs, sarifPath, ...outcome, exitCode: end.exitCode, ...(filtersRefused ? { filtersRefused } : {}) };
}
