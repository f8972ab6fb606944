// Runs a command in a process group of its own, so that everything it starts — cmake → ninja →
// heddle-cc → clang for a build, heddle run → the program for an entry — can be signalled at once:
//   - at a deadline: SIGTERM to the group, SIGKILL after a grace period;
//   - when the job is cancelled (cancellation.ts): the runner's signal forwarded to the group,
//     SIGKILL after CANCEL_GRACE_MS (the runner kills the action 10 s after its first signal);
//   - when the command itself exits: SIGKILL to whatever of its group is left (a daemonized
//     grandchild would hold the output pipes open, and must not outlive the step anyway);
//   - when the action exits while a group still runs (a step abandoned on cancellation): SIGKILL.
import { spawn } from 'node:child_process';
import type { Cancellation, CancelSignal } from './cancellation.js';

/** After the runner's first signal the action has 10 s before SIGKILL; the rest is for the SARIF and summary. */
export const CANCEL_GRACE_MS = 5_000;
/** How long to wait for the output pipes once the command exited and its group was killed. */
const PIPES_GRACE_MS = 2_000;

export interface GroupOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Each chunk the command writes, stdout and stderr alike. */
  onOutput: (data: Buffer) => void;
  cancellation?: Cancellation;
  /** Told once per signal, before it is forwarded (for the log). */
  onCancel?: (signal: CancelSignal) => void;
  /** SIGTERM to the group after `ms`, then SIGKILL after `graceMs`; `onExpire` is told first. */
  deadline?: { ms: number; graceMs: number; onExpire?: () => void };
  /** The grace before SIGKILL on cancellation, if shorter than CANCEL_GRACE_MS. */
  cancelGraceMs?: number;
}

export interface GroupEnd {
  exitCode: number | null;
  /** The signal that ended the command, when one did. */
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The job's cancel signal, when it came while the command ran. */
  cancelledBy: CancelSignal | undefined;
  /** The command could not be started. */
  startError?: Error;
}

/** Groups still running, killed when the action exits (process.on('exit') can only do synchronous work). */
const running = new Set<number>();
let killOnExit = false;

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  try {
    if (pid) process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function runInGroup(cmd: string, args: readonly string[], opts: GroupOptions): Promise<GroupEnd> {
  if (!killOnExit) {
    killOnExit = true;
    process.on('exit', () => running.forEach((pid) => signalGroup(pid, 'SIGKILL')));
  }
  return new Promise((resolvePromise) => {
    let timedOut = false;
    let cancelledBy: CancelSignal | undefined;
    let settled = false;
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const pid = child.pid;
    if (pid) running.add(pid);
    child.stdout.on('data', opts.onOutput);
    child.stderr.on('data', opts.onOutput);

    let killTimer: NodeJS.Timeout | undefined;
    const stop = (signal: NodeJS.Signals, graceMs: number) => {
      signalGroup(pid, signal);
      killTimer ??= setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    };
    const deadline = opts.deadline
      ? setTimeout(() => {
          timedOut = true;
          opts.deadline!.onExpire?.();
          stop('SIGTERM', opts.deadline!.graceMs);
        }, opts.deadline.ms)
      : undefined;
    const forward = (signal: CancelSignal) => {
      cancelledBy ??= signal;
      opts.onCancel?.(signal);
      stop(signal, Math.min(opts.cancelGraceMs ?? CANCEL_GRACE_MS, CANCEL_GRACE_MS));
    };
    const stopListening = opts.cancellation?.onCancel(forward);
    // A signal that came before the group existed (after the caller's last look, a few awaits before the spawn) is
    // forwarded now: listeners hear only later signals, and the command would otherwise run on to its deadline.
    if (opts.cancellation?.signal) forward(opts.cancellation.signal);

    let pipesTimer: NodeJS.Timeout | undefined;
    const finish = (end: Omit<GroupEnd, 'timedOut' | 'cancelledBy'>) => {
      if (settled) return;
      settled = true;
      if (pid) running.delete(pid);
      clearTimeout(deadline);
      clearTimeout(killTimer);
      clearTimeout(pipesTimer);
      stopListening?.();
      resolvePromise({ ...end, timedOut, cancelledBy });
    };

    child.on('error', (e) => finish({ exitCode: null, signal: null, startError: e }));
    child.on('exit', (code, signal) => {
      signalGroup(pid, 'SIGKILL');
      // A member that left the group (setsid) may still hold the pipes: do not wait for them forever.
      pipesTimer = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish({ exitCode: code, signal });
      }, PIPES_GRACE_MS);
    });
    child.on('close', (code, signal) => finish({ exitCode: code, signal }));
  });
}
