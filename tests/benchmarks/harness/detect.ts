// Runs one variant of a program under a tool and scores its reports against the
// ground truth: heddle (both modes) through `heddle run` and its SARIF,
// ThreadSanitizer through its text reports on stderr.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { arch } from 'node:os';
import { basename, join } from 'node:path';
import { build, requestFor, type Toolchain } from './build.js';
import { raceFindings, scoreHeddle, scoreHeddleRace, scoreTsan, type Score } from './compare.js';
import { isHeddleFlavor, type Detector, type Flavor } from './flavors.js';
import { runUnderHeddle } from './heddle.js';
import { heddleOptions, runtimeHasModes } from './modes.js';
import { parseTsanWarnings, readHeddleReports, type HeddleReport, type TsanWarning } from './reports.js';
import { describeEnd, runMeasured, type RunResult } from './run.js';
import type { Program, Variant } from './suite.js';

/** TSan's defaults, spelled out: keep going after a report; exit status 66 when it reported. */
export const TSAN_ENV = { TSAN_OPTIONS: 'halt_on_error=0:exitcode=66' };

/**
 * The command line that runs a ThreadSanitizer-built program: under `setarch -R` (no address
 * randomisation) where the kernel allows it. The shadow layout of gcc 12's and LLVM 16's TSan
 * assumes at most 28 bits of mmap randomisation; on kernels with a larger vm.mmap_rnd_bits the
 * program aborts at start ("FATAL: ThreadSanitizer: unexpected memory mapping") or segfaults
 * silently, at random (seen on CI: 1 in 2 runs at 29 bits, every run at 32). LLVM 18's runtime
 * re-executes itself without randomisation; this does the same from outside for older ones.
 */
export function tsanArgv(argv: string[]): string[] {
  return noRandomizePrefix().concat(argv);
}

let prefix: string[] | undefined;
function noRandomizePrefix(): string[] {
  if (!prefix) {
    const machine = arch() === 'x64' ? 'x86_64' : arch() === 'arm64' ? 'aarch64' : arch();
    const probe = spawnSync('setarch', [machine, '-R', 'true']);
    // A sandbox may refuse personality(2); TSan then runs as is, and may fail as described.
    prefix = probe.status === 0 ? ['setarch', machine, '-R'] : [];
  }
  return prefix;
}

export interface FlavorRun {
  run: RunResult;
  /** heddle: its results, read back from the SARIF (undefined when none was written). */
  heddleReports?: HeddleReport[];
  /** ThreadSanitizer: its warnings on stderr. */
  tsanWarnings?: TsanWarning[];
}

/**
 * Runs a built program the way its flavour is run, for the timing loop, detection and the ctest alike: native
 * as is, heddle and heddle_race under `heddle run` writing `sarif` with their mode's HEDDLE_OPTIONS (modes.ts),
 * ThreadSanitizer under `tsanArgv` with TSAN_ENV.
 */
export async function runFlavor(
  flavor: Flavor,
  tc: Toolchain,
  bin: string,
  args: string[],
  opts: { sarif: string; timeoutSeconds: number; ownFiles: Set<string> },
): Promise<FlavorRun> {
  if (isHeddleFlavor(flavor)) {
    rmSync(opts.sarif, { force: true }); // a SARIF left by an earlier run must not pass for this one's
    const run = runUnderHeddle(tc, bin, args, opts.sarif, opts.timeoutSeconds, heddleOptions(flavor, runtimeHasModes(tc)));
    return { run, heddleReports: existsSync(opts.sarif) ? await readHeddleReports(opts.sarif) : undefined };
  }
  if (flavor === 'native') return { run: runMeasured([bin, ...args], { timeoutSeconds: opts.timeoutSeconds, env: {} }) };
  const run = runMeasured(tsanArgv([bin, ...args]), { timeoutSeconds: opts.timeoutSeconds, env: TSAN_ENV });
  return { run, tsanWarnings: parseTsanWarnings(run.stderr, opts.ownFiles) };
}

/** How many things a run reported: heddle's results (race mode: its findings, notes left out), TSan's warnings. */
export function reportCount(flavor: Flavor, fr: FlavorRun): number {
  if (flavor === 'heddle') return fr.heddleReports?.length ?? NaN;
  if (flavor === 'heddle_race') return fr.heddleReports ? raceFindings(fr.heddleReports).length : NaN;
  return fr.tsanWarnings?.length ?? 0;
}

/** Scores a detection run the way its flavour is held to the ground truth (compare.ts). */
export function scoreRun(flavor: Detector, v: Variant, fr: FlavorRun): Score {
  switch (flavor) {
    case 'heddle':
      return scoreHeddle(v, fr.heddleReports!);
    case 'heddle_race':
      return scoreHeddleRace(v, fr.heddleReports!);
    case 'tsan_gcc':
    case 'tsan_clang':
      return scoreTsan(v, fr.tsanWarnings!);
  }
}

export interface Detection {
  run: RunResult;
  score: Score;
}

/** Where `detect` writes a heddle flavour's SARIF of a variant. */
export function detectionSarif(sarifDir: string, p: Program, v: Variant, tool: Detector): string {
  return join(sarifDir, `${p.program}-${v.name}.${tool}.sarif`);
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
  const sarif = detectionSarif(sarifDir, p, v, tool);
  const ownFiles = new Set(p.sources.map((s) => basename(s)));
  const fr = await runFlavor(tool, tc, bin, args, { sarif, timeoutSeconds, ownFiles });
  if (isHeddleFlavor(tool) && !fr.heddleReports)
    throw new Error(`${p.program}/${v.name} (${tool}): heddle wrote no SARIF to ${sarif} (${describeEnd(fr.run)})`);
  return { run: fr.run, score: scoreRun(tool, v, fr) };
}
