// Runs one manifest entry under `heddle run` with a deadline. A program that hangs
// (a deadlock is a concurrency bug too) is stopped: SIGTERM to its process group, so
// heddle can still write the SARIF of what it saw, then SIGKILL after a grace period.
// The result is recorded and the caller goes on with the next entry.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as core from '@actions/core';
import type { ManifestEntry } from './manifest.js';

export type RunOutcome = 'ok' | 'unexpected-exit' | 'timed-out' | 'failed-to-start';

export interface EntryRun {
  entry: ManifestEntry;
  outcome: RunOutcome;
  exitCode: number | null;
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
  sarifPath: string | undefined;
  /** Exit statuses that mean "ran and found reports" (heddle run's documented code), besides expect-exit. */
  reportStatuses: readonly number[];
  graceMs?: number;
}

const DEFAULT_GRACE_MS = 10_000;

export function runEntry(req: RunRequest): Promise<EntryRun> {
  const { entry } = req;
  const started = process.hrtime.bigint();
  const elapsed = () => Number((process.hrtime.bigint() - started) / 1_000_000n);
  return new Promise((resolvePromise) => {
    let timedOut = false;
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
    const deadline = setTimeout(() => {
      timedOut = true;
      core.info(`${entry.name}: no exit after ${entry.timeoutSeconds}s; stopping it (SIGTERM, then SIGKILL)`);
      signalGroup('SIGTERM');
      killTimer = setTimeout(() => signalGroup('SIGKILL'), req.graceMs ?? DEFAULT_GRACE_MS);
    }, entry.timeoutSeconds * 1000);

    const finish = (run: Omit<EntryRun, 'entry' | 'wallMs' | 'sarifPath'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (killTimer) clearTimeout(killTimer);
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
      if (timedOut) {
        finish({ outcome: 'timed-out', exitCode: code, signal, detail: `timed out after ${entry.timeoutSeconds}s and was stopped` });
      } else if (code !== null && entry.expectExit.includes(code)) {
        finish({ outcome: 'ok', exitCode: code, signal, detail: `exited with ${code}` });
      } else if (code !== null && req.reportStatuses.includes(code)) {
        finish({ outcome: 'ok', exitCode: code, signal, detail: `ran to the end; heddle reported findings (exit ${code})` });
      } else {
        const how = code !== null ? `exited with ${code}` : `was killed by ${signal}`;
        finish({ outcome: 'unexpected-exit', exitCode: code, signal, detail: `${how}; expected exit status ${entry.expectExit.join(' or ')}` });
      }
    });
  });
}
