// Runs a heddle-built program under `heddle run`, which always leaves the SARIF
// (also when the program crashes). Exit status 66 means something was reported.
// `options` is the whole HEDDLE_OPTIONS of the run (modes.ts): the caller's own
// is never inherited.
import { type Toolchain } from './build.js';
import { heddleEnv } from './modes.js';
import { runMeasured, type RunResult } from './run.js';
import { REPO_DIR } from './suite.js';

export function runUnderHeddle(
  tc: Toolchain,
  binary: string,
  args: string[],
  sarifOut: string,
  timeoutSeconds: number,
  options: string,
): RunResult {
  return runMeasured([tc.heddle, 'run', '--out', sarifOut, '--srcroot', REPO_DIR, '--format', 'none', '--', binary, ...args], {
    timeoutSeconds,
    env: heddleEnv(options),
  });
}
