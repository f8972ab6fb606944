// Turns measurements into bench-results.json's figures: per flavour (median,
// spread, peak RSS), per program (ratios to native; reports over every variant
// against the ground truth) and the summary: geometric means and the issue's
// targets. Pure functions; bench.ts measures, markdown.ts renders.
import type { Score } from './compare.js';
import { DETECTORS, TSAN_FLAVORS, perFlavor, type PerDetector, type PerFlavor } from './flavors.js';
import type { FlavorFigures, InferenceSummary, ProgramResult, Summary, ToolReports } from './results.js';
import { geomean, median, relativeSpread } from './stats.js';

/** One timed run. */
export interface Sample {
  seconds: number;
  rssKb: number;
  /** Distinct reports of this run (detect.ts reportCount). */
  reports: number;
  problem?: string;
}

/** The targets' limits (the issue's numbers); markdown.ts words them. */
export const LIMITS = {
  /** heddle (strict) geometric mean time, × native, at most. */
  heddleGeomean: 2.5,
  /** heddle's overhead (ratio − 1) below each TSan's, at least this many times. */
  overheadAdvantage: 3,
  /** heddle_race geometric mean time, × native, at most. */
  raceGeomean: 2,
  /** clang TSan's slowdown over heddle_race's, at least. */
  raceSlowdownAdvantage: 3,
  /** heddle_race geometric mean peak RSS, × native, at most. */
  raceRss: 1.5,
  /** Share of the hand annotations race mode's suggestions reproduce, at least. */
  inferenceReproduced: 0.8,
} as const;

export function flavorFigures(samples: Sample[]): FlavorFigures {
  return {
    seconds: median(samples.map((x) => x.seconds)),
    spread: relativeSpread(samples.map((x) => x.seconds)),
    runs: samples.map((x) => x.seconds),
    rss_kb: median(samples.map((x) => x.rssKb)),
    reports: Math.max(0, ...samples.map((x) => (Number.isFinite(x.reports) ? x.reports : 0))),
    problems: [...new Set(samples.flatMap((x) => (x.problem ? [x.problem] : [])))],
  };
}

/**
 * One tool's reports over a program's variants. `scores[k]` belongs to `variants[k]`, the correct program
 * first; `reportsAtScale`, what the correct program reported at the benchmark scale, counts as false positives
 * too (the larger of the two counts for the correct program).
 */
export function toolReports(variants: string[], scores: Score[], reportsAtScale: number): ToolReports {
  const sum = (k: keyof Omit<Score, 'problems'>) => scores.reduce((a, s) => a + s[k], 0);
  return {
    expected: sum('expected'),
    found: sum('found'),
    true_positives: sum('truePositives'),
    false_positives: Math.max(scores[0]!.falsePositives, reportsAtScale) + scores.slice(1).reduce((a, s) => a + s.falsePositives, 0),
    false_negatives: sum('falseNegatives'),
    known_misses: sum('knownMisses'),
    problems: variants.flatMap((v, k) => scores[k]!.problems.map((x) => `${v}: ${x}`)),
  };
}

/** A program's row: its figures, their ratios to native and, when its variants were run, its reports. */
export function programResult(
  row: Pick<ProgramResult, 'name' | 'kind' | 'threads' | 'scale'>,
  figures: PerFlavor<FlavorFigures>,
  detection?: { variants: string[]; scores: PerDetector<Score[]> },
): ProgramResult {
  const result: ProgramResult = {
    ...row,
    figures,
    ratio: perFlavor(DETECTORS, (f) => figures[f].seconds / figures.native.seconds),
    rss_ratio: perFlavor(DETECTORS, (f) => figures[f].rss_kb / figures.native.rss_kb),
  };
  if (detection) result.reports = perFlavor(DETECTORS, (f) => toolReports(detection.variants, detection.scores[f], figures[f].reports));
  return result;
}

/** Totals of the programs' inference results; undefined when none was measured. */
export function summarizeInference(programs: ProgramResult[]): InferenceSummary | undefined {
  const rows = programs.flatMap((p) => (p.inference ? [p.inference] : []));
  if (rows.length === 0) return undefined;
  const sum = (f: (i: (typeof rows)[number]) => number) => rows.reduce((a, i) => a + f(i), 0);
  const correct = rows.map((i) => i.applied.variants[0]);
  const bugs = rows.flatMap((i) => i.applied.variants.slice(1));
  return {
    hand_annotations: sum((i) => i.hand_annotations),
    reproduced: sum((i) => i.reproduced),
    suggestions: sum((i) => i.suggestions),
    programs: rows.length,
    builds: correct.filter((v) => v?.builds).length,
    runs_clean: correct.filter((v) => v?.builds && v.reports === 0 && !v.problem).length,
    bug_variants: bugs.length,
    bugs_found: bugs.filter((v) => v.finds_bug).length,
  };
}

/** Geometric means over the benchmark programs (not the examples) and the verdict on every target. */
export function summarize(programs: ProgramResult[]): Summary {
  const rows = programs.filter((p) => p.kind === 'benchmark');
  const geo = perFlavor(DETECTORS, (f) => geomean(rows.map((p) => p.ratio[f])));
  const rss = perFlavor(DETECTORS, (f) => geomean(rows.map((p) => p.rss_ratio[f])));
  const overhead = (r: number) => r - 1;
  const detected = rows.length > 0 && rows.every((p) => p.reports);
  const clean = (f: 'heddle' | 'heddle_race') =>
    detected ? rows.every((p) => p.reports![f].false_positives === 0 && p.reports![f].false_negatives === 0) : null;
  const inference = summarizeInference(rows);
  return {
    geomean_ratio: geo,
    geomean_rss_ratio: rss,
    overhead_advantage: perFlavor(TSAN_FLAVORS, (t) => overhead(geo[t]) / overhead(geo.heddle)),
    race_slowdown_advantage: perFlavor(TSAN_FLAVORS, (t) => geo[t] / geo.heddle_race),
    ...(inference && { inference }),
    targets: {
      heddle_geomean_at_most_2_5x: geo.heddle <= LIMITS.heddleGeomean,
      three_times_lower_overhead_than_tsan:
        Math.min(...TSAN_FLAVORS.map((t) => overhead(geo[t]))) >= LIMITS.overheadAdvantage * overhead(geo.heddle),
      heddle_exact_ground_truth: clean('heddle'),
      race_geomean_at_most_2x: geo.heddle_race <= LIMITS.raceGeomean,
      race_slowdown_3x_below_tsan_clang: geo.tsan_clang >= LIMITS.raceSlowdownAdvantage * geo.heddle_race,
      race_rss_at_most_1_5x: rss.heddle_race <= LIMITS.raceRss,
      race_finds_every_seeded_race: clean('heddle_race'),
      inference_reproduces_80_percent: inference
        ? inference.hand_annotations > 0 && inference.reproduced >= LIMITS.inferenceReproduced * inference.hand_annotations
        : null,
      inference_applied_clean: inference ? inference.runs_clean === inference.programs : null,
      inference_bugs_still_found: inference ? inference.bugs_found === inference.bug_variants : null,
    },
  };
}
