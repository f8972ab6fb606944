// Runs a child process (node + tsx) that reports each input it processes
// ({input}) and ends with {done} or {fail}. A synchronous hang cannot be
// interrupted inside the test process (node:test's timeout never fires while
// the event loop is blocked), so the child is killed when one input takes
// longer than `perInputMs` of the child's CPU time, and the failure names that
// input. CPU time, not wall time: on a loaded machine the child waits for a core
// (100 k orders failed their 5 s at load 20 on 2 cores), while a hang spins. A
// child that stops without spinning is caught by a wall bound ten times longer.
// Start-up (tsx loading the sources) gets its own generous bound, so a slow
// machine is no hang.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface BoundedResult {
  inputs: number;
}

const STARTUP_MS = 120_000;
const POLL_MS = 100;
/** Linux's clock ticks per second in /proc (USER_HZ: 100 on every architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/** The CPU time (user + system) process `pid` has used, in ms; undefined once it is gone. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from field 3, `state`
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND; // fields 14 and 15
  } catch {
    return undefined;
  }
}

export function runBounded(entry: URL, args: string[], perInputMs: number): Promise<BoundedResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(entry), args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let inputs = 0;
    let last = '(none yet)';
    let settled = false;
    let since = { wall: performance.now(), cpu: 0 }; // the last progress
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      child.kill('SIGKILL');
      if (err) reject(err);
      else resolve({ inputs });
    };
    const hung = (what: string) => finish(new Error(`no progress for ${what} (a hang?) on input ${inputs}: ${JSON.stringify(last)}`));
    const watchdog = setInterval(() => {
      const wall = performance.now() - since.wall;
      if (inputs === 0) {
        const bound = Math.max(STARTUP_MS, perInputMs);
        if (wall > bound) hung(`${bound} ms`);
        return;
      }
      const cpu = (cpuMs(child.pid!) ?? since.cpu) - since.cpu;
      if (cpu > perInputMs) hung(`${perInputMs} ms of CPU time`);
      else if (wall > Math.max(STARTUP_MS, 10 * perInputMs)) hung(`${Math.max(STARTUP_MS, 10 * perInputMs)} ms`);
    }, POLL_MS);
    child.on('message', (m: { input?: string; done?: boolean; fail?: string }) => {
      if (m.input !== undefined) {
        inputs++;
        last = m.input;
        since = { wall: performance.now(), cpu: cpuMs(child.pid!) ?? since.cpu };
      } else if (m.done) {
        finish();
      } else if (m.fail !== undefined) {
        finish(new Error(`${m.fail}\non input ${inputs}: ${JSON.stringify(last)}`));
      }
    });
    child.on('error', (err) => finish(err));
    child.on('exit', (code, signal) => finish(new Error(`the fuzz child exited (${code ?? signal}) before finishing, after input ${inputs}: ${JSON.stringify(last)}`)));
  });
}
