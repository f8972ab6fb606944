// Runs a child process (node + tsx) that reports each input it processes
// ({input}) and ends with {done} or {fail}. A synchronous hang cannot be
// interrupted inside the test process (node:test's timeout never fires while
// the event loop is blocked), so the child is killed when one input takes
// longer than `perInputMs`, and the failure names that input. Start-up (tsx
// loading the sources) gets its own generous bound, so a slow machine is no hang.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BoundedResult {
  inputs: number;
}

const STARTUP_MS = 120_000;

export function runBounded(entry: URL, args: string[], perInputMs: number): Promise<BoundedResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(entry), args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let inputs = 0;
    let last = '(none yet)';
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      if (err) reject(err);
      else resolve({ inputs });
    };
    const hung = () => finish(new Error(`no progress for ${inputs === 0 ? Math.max(STARTUP_MS, perInputMs) : perInputMs} ms (a hang?) on input ${inputs}: ${JSON.stringify(last)}`));
    let timer = setTimeout(hung, Math.max(STARTUP_MS, perInputMs));
    child.on('message', (m: { input?: string; done?: boolean; fail?: string }) => {
      if (m.input !== undefined) {
        inputs++;
        last = m.input;
        clearTimeout(timer);
        timer = setTimeout(hung, perInputMs);
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
