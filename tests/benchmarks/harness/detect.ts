// Runs one variant of a program under a tool and scores its reports against the
// ground truth: heddle through `heddle run` and its SARIF, ThreadSanitizer
// through its text reports on stderr.
import { join } from 'node:path';
import { basename } from 'node:path';
import { build, requestFor, type Flavor, type Toolchain } from './build.js';
import { scoreHeddle, scoreTsan, type Score } from './compare.js';
import { runUnderHeddle } from './heddle.js';
import { parseTsanWarnings, readHeddleReports } from './reports.js';
import { runMeasured, type RunResult } from './run.js';
import type { Program, Variant } from './suite.js';

export type Detector = Extract<Flavor, 'heddle' | 'tsan_gcc' | 'tsan_clang'>;
export const DETECTORS: Detector[] = ['heddle', 'tsan_gcc', 'tsan_clang'];

/** TSan's defaults, spelled out: keep going after a report; exit status 66 when it reported. */
export const TSAN_ENV = { TSAN_OPTIONS: 'halt_on_error=0:exitcode=66' };

export interface Detection {
  run: RunResult;
  score: Score;
}

export async function detect(
  p: Program,
  v: Variant,
  tool: Detector,
  args: string[],
  tc: Toolchain,
  sarifDir: string,
  timeoutSeconds: number,
): Promise<Detection> {
  const bin = build(requestFor(p, v, tool), tc);
  if (tool === 'heddle') {
    const sarif = join(sarifDir, `${p.program}-${v.name}.sarif`);
    const run = runUnderHeddle(tc, bin, args, sarif, timeoutSeconds);
    return { run, score: scoreHeddle(v, await readHeddleReports(sarif)) };
  }
  const run = runMeasured([bin, ...args], { timeoutSeconds, env: TSAN_ENV });
  const own = new Set(p.sources.map((s) => basename(s)));
  return { run, score: scoreTsan(v, parseTsanWarnings(run.stderr, own)) };
}
