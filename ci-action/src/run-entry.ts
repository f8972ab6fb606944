// Runs one manifest entry under `heddle run` with a deadline. A program that hangs
// (a deadlock is a concurrency bug too) is stopped: SIGTERM to its process group, so
// heddle can still write the SARIF of what it saw, then SIGKILL after a grace period.
// A cancelled job (cancellation.ts) is handled the same way with the runner's signal and a
// shorter grace, as the runner kills the action 10 s after its first signal.
// How the entry ended is judged by entry-outcome.ts; the caller goes on with the next entry.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as core from '@actions/core';
import type { Cancellation, CancelSignal } from './cancellation.js';
import { classifyEnd, type ProgramEnd, type RunOutcome } from './entry-outcome.js';
import type { ManifestEntry } from './manifest.js';

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
}

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
/** After the runner's first signal the action has 10 s before SIGKILL; the rest is for the SARIF and summary. */
export const CANCEL_GRACE_MS = 5_000;

export function runEntry(req: RunRequest): Promise<EntryRun> {
  const { entry } = req;
  const started = process.hrtime.bigint();
  const elapsed = () => Number((process.hrtime.bigint() - started) / 1_000_000n);
  return new Promise((resolvePromise) => {
    let timedOut = false;
    let cancelledBy: CancelSignal | undefined;
    let settled = false;
    const [cmd, ...args] = req.argv as [string, ...string[]];
    const child = spawn(cmd, args, { cwd: req.cwd, env: req.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => process.stdout.write(d));
    child.stderr.on('data', (d: Buffer) => process.stdout.write(d));

    const signalGroup = (sig: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, sig);
      } catch {
        // The group is already gone.
      }
    };
    let killTimer: NodeJS.Timeout | undefined;
    const stop = (sig: NodeJS.Signals, graceMs: number) => {
      signalGroup(sig);
      killTimer ??= setTimeout(() => signalGroup('SIGKILL'), graceMs);
    };
    const deadline = setTimeout(() => {
      timedOut = true;
      core.info(`${entry.name}: no exit after ${entry.timeoutSeconds}s; stopping it (SIGTERM, then SIGKILL)`);
      stop('SIGTERM', req.graceMs ?? DEFAULT_GRACE_MS);
    }, entry.timeoutSeconds * 1000);
    const stopListening = req.cancellation?.onCancel((sig) => {
      cancelledBy ??= sig;
      core.info(`${entry.name}: ${sig} received (the job is cancelled); passing it to the entry's process group, SIGKILL in ${CANCEL_GRACE_MS / 1000}s`);
      stop(sig, Math.min(req.graceMs ?? CANCEL_GRACE_MS, CANCEL_GRACE_MS));
    });

    const finish = (run: Omit<EntryRun, 'entry' | 'wallMs' | 'sarifPath'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (killTimer) clearTimeout(killTimer);
      stopListening?.();
      const sarifPath = req.sarifPath && existsSync(req.sarifPath) ? req.sarifPath : undefined;
      resolvePromise({ entry, wallMs: elapsed(), sarifPath, ...run });
    };

    child.on('error', (e) => {
      finish({ outcome: 'failed-to-start', exitCode: null, signal: null, detail: `could not start ${cmd}: ${e.message}` });
    });
    // A leftover of the group (e.g. a daemonized grandchild) would hold the output pipes
    // open, and must not outlive the step anyway: kill the rest of the group on exit.
    child.on('exit', () => signalGroup('SIGKILL'));
    child.on('close', (code, signal) => {
      const program = req.sarifPath && existsSync(req.sarifPath) ? req.programEnd(req.sarifPath) : undefined;
      const end = classifyEnd(
        { exitCode: code, signal, viaHeddle: req.sarifPath !== undefined, timedOut, cancelledBy, program },
        { expectExit: entry.expectExit, reportStatuses: req.reportStatuses, timeoutSeconds: entry.timeoutSeconds },
      );
      finish({ ...end, exitCode: code });
    });
  });
}
