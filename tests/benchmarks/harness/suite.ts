// The suite as data: one ground-truth file per program (groundtruth/<program>.json)
// lists its sources, its variants (the correct program and each seeded bug, with
// the -D switch that selects it), the reports heddle must produce for each, and
// the output expected at the test scale. The test driver, the harness and
// CMakeLists.txt all read these files; nothing else lists the programs.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = resolve(BENCH_DIR, '..', '..');

/** The runtime's policy rules, and the misuse reports any mode makes: what the annotated suite's ground truth
 * (strict mode) may expect. Race mode's rules (data-race, lock-order-inversion, annotation-suggestion) are scored by
 * line, compare.ts. */
export const RULE_IDS = [
  'sharing-violation',
  'unordered-policy-change',
  'invalid-policy-change',
  'lock-not-held',
  'api-misuse',
  'mutex-misuse',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** One report heddle must produce: `file.c:line` of the access, and of a related location. */
export interface ExpectedReport {
  rule: RuleId;
  /** The result's primary location: `file.c:line` (file name relative to programs/). */
  location: string;
  /** A location the report must also name (allocation site, last policy change, other access). */
  related?: string;
  why: string;
  /** Set while heddle is known to miss this report: why, and who was told. The test then
   * expects the miss (and fails once heddle finds it, so the note gets removed); the
   * harness counts it as a false negative either way. */
  heddleKnownMiss?: string;
}

export interface Variant {
  /** `correct`, or the seeded bug's name. */
  name: string;
  /** The compile-time switch that selects the bug (absent for `correct`). */
  define?: string;
  description: string;
  expected: ExpectedReport[];
  /** Extra lines where a race detector (ThreadSanitizer, heddle's race mode) may report the same bug (its
   * racing accesses), besides the expected reports' own lines. */
  tsanLines?: string[];
  /** Reports the seeded bug may cause or not, depending on the run's timing (its race freeing an item
   * another thread then reads): scored neither as found nor as false positives. */
  consequences?: ExpectedReport[];
  /** The variant's own program switches, given to every run of it after the test's `--threads`/`--scale`
   * (pipeline's `--late`: its bug hit through an ordering whatever the schedule, not through a sleep). */
  args?: string[];
}

export interface Program {
  program: string;
  /** Which benchmark of the papers it is shaped like. */
  shape: string;
  /** Relative to tests/benchmarks/. common/bench.c is added to every build. */
  sources: string[];
  /** The run the tests make, and the checksum its result line must show. */
  test: { threads: number; scale: number; checksum: string };
  /** The benchmark's timing runs: `--scale` is multiplied by `timing.scale` (default 1), chosen so that the
   * program runs ≥ 1 s natively at scale 1 on the reference machine (shorter runs time noise, not overhead). */
  timing?: { scale: number };
  variants: Variant[];
  /** The ground-truth file this came from. */
  file: string;
}

export class GroundTruthError extends Error {}

function fail(file: string, where: string, problem: string): never {
  throw new GroundTruthError(`${file}: ${where}: ${problem} (see tests/benchmarks/harness/suite.ts for the format)`);
}

const LOCATION = /^[\w.-]+\.[ch]:\d+$/;

function checkLocation(file: string, where: string, value: unknown): string {
  if (typeof value !== 'string' || !LOCATION.test(value)) fail(file, where, `expected "file.c:LINE", got ${JSON.stringify(value)}`);
  return value;
}

function checkProgram(file: string, raw: unknown): Program {
  const p = raw as Program;
  if (typeof p !== 'object' || p === null) fail(file, '$', 'not a JSON object');
  if (typeof p.program !== 'string' || `${p.program}.json` !== basename(file)) fail(file, '$.program', 'must name the file');
  if (!Array.isArray(p.sources) || p.sources.length === 0) fail(file, '$.sources', 'needs at least one source file');
  const t = p.test;
  if (!t || !Number.isInteger(t.threads) || !(t.scale > 0) || !/^[0-9a-f]{16}$/.test(t.checksum))
    fail(file, '$.test', 'needs threads (integer), scale (> 0) and checksum (16 hex digits)');
  if (p.timing !== undefined && !(typeof p.timing === 'object' && p.timing !== null && p.timing.scale > 0 && p.timing.scale <= 100))
    fail(file, '$.timing', 'optional; when present {"scale": S} with 0 < S ≤ 100 (the timing runs\' --scale multiplier)');
  if (!Array.isArray(p.variants) || p.variants[0]?.name !== 'correct') fail(file, '$.variants', 'the first variant must be "correct"');
  p.variants.forEach((v, i) => {
    const at = `$.variants[${i}]`;
    if (typeof v.name !== 'string' || !/^[a-z0-9-]+$/.test(v.name)) fail(file, `${at}.name`, 'lower-case words joined by "-"');
    if ((v.name === 'correct') !== (v.define === undefined)) fail(file, `${at}.define`, 'every seeded bug has a define, "correct" has none');
    if (v.name !== 'correct' && v.expected.length === 0) fail(file, `${at}.expected`, 'a seeded bug must expect reports');
    v.expected.forEach((e, j) => {
      if (!RULE_IDS.includes(e.rule)) fail(file, `${at}.expected[${j}].rule`, `one of ${RULE_IDS.join(', ')}`);
      checkLocation(file, `${at}.expected[${j}].location`, e.location);
      if (e.related !== undefined) checkLocation(file, `${at}.expected[${j}].related`, e.related);
    });
    (v.tsanLines ?? []).forEach((l, j) => checkLocation(file, `${at}.tsanLines[${j}]`, l));
    if (v.args !== undefined && !(Array.isArray(v.args) && v.args.every((a) => typeof a === 'string' && /^--[a-z-]+$/.test(a))))
      fail(file, `${at}.args`, 'optional; when present a list of switches like "--late"');
    (v.consequences ?? []).forEach((e, j) => {
      if (!RULE_IDS.includes(e.rule)) fail(file, `${at}.consequences[${j}].rule`, `one of ${RULE_IDS.join(', ')}`);
      checkLocation(file, `${at}.consequences[${j}].location`, e.location);
    });
  });
  return { ...p, file };
}

/** Every program, in name order; `only` restricts to those names (unknown names are an error). */
export function loadSuite(only: string[] = [], dir = join(BENCH_DIR, 'groundtruth')): Program[] {
  const programs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        throw new GroundTruthError(`${file}: not valid JSON: ${(e as Error).message}`);
      }
      return checkProgram(file, raw);
    });
  const unknown = only.filter((name) => !programs.some((p) => p.program === name));
  if (unknown.length > 0)
    throw new GroundTruthError(`unknown program(s) ${unknown.join(', ')}; known: ${programs.map((p) => p.program).join(', ')}`);
  return only.length > 0 ? programs.filter((p) => only.includes(p.program)) : programs;
}

/** The program arguments of a test-scale run of `v` (detection, the ctest, inference). */
export function testArgs(p: Program, v: Variant): string[] {
  return ['--threads', String(p.test.threads), '--scale', String(p.test.scale), ...(v.args ?? [])];
}

/** The `--scale` a timing run of `p` uses when the harness is asked for `scale`. */
export function timingScale(p: Program, scale: number): number {
  return Number((scale * (p.timing?.scale ?? 1)).toPrecision(6));
}

/** `file.c:LINE` for a path and line, the form the ground truth uses. */
export function siteKey(path: string, line: number): string {
  return `${basename(path)}:${line}`;
}
