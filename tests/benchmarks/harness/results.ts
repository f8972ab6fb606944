// The shape of bench-results.json (written by bench.ts from summary.ts's
// figures, rendered by markdown.ts).
import type { AnnotationCost } from './annotations.js';
import type { HeddleFlavor, PerDetector, PerFlavor, TsanFlavor } from './flavors.js';

export interface FlavorFigures {
  /** Median wall time over the repetitions. */
  seconds: number;
  /** (max - min) / median over the repetitions. */
  spread: number;
  runs: number[];
  /** Median peak resident set size. */
  rss_kb: number;
  /** Most distinct reports seen in one run (heddle results, race mode's without notes, TSan warnings); 0 for native. */
  reports: number;
  /** Runs that did not end well: "wrong output", "timed out", ... */
  problems: string[];
}

export interface ToolReports {
  expected: number;
  found: number;
  true_positives: number;
  false_positives: number;
  false_negatives: number;
  /** Of the false negatives: ground-truth reports heddle is known to miss (see heddleKnownMiss). */
  known_misses: number;
  problems: string[];
}

export interface ProgramResult {
  name: string;
  kind: 'benchmark' | 'example';
  threads?: number;
  scale?: number;
  /** Time and memory of each flavour. */
  figures: PerFlavor<FlavorFigures>;
  /** Wall time relative to native. */
  ratio: PerDetector<number>;
  /** Peak RSS relative to native. */
  rss_ratio: PerDetector<number>;
  /** Reports over every variant (correct and seeded) vs. the ground truth (heddle exactly; the race detectors,
   * heddle_race included, per seeded bug by line). */
  reports?: PerDetector<ToolReports>;
  /** Race mode's annotation suggestions (heddle_race's run of the correct program) vs. the hand annotations. */
  inference?: InferenceResult;
}

/** One hand annotation (hand-annotations.ts) and what race mode suggested for its object. */
export interface AnnotationMatch {
  /** `global:name` or `heap:file.c:line lhs` (the allocating call). */
  object: string;
  /** `file.c:line` of its first annotation. */
  at: string;
  policies: string[];
  /** The kinds suggested for the same object. */
  suggested: string[];
  reproduced: boolean;
}

/** One variant of the program patched by `heddle annotate --apply`, built with the annotations on, run in strict mode. */
export interface AppliedVariant {
  variant: string;
  builds: boolean;
  /** The first error line of a failed build. */
  build_error?: string;
  /** heddle's results in strict mode (null when it did not build or wrote no SARIF). */
  reports: number | null;
  /** Seeded bugs: a report on one of the bug's lines (compare.ts bugLines). */
  finds_bug?: boolean;
  problem?: string;
}

export interface InferenceResult {
  hand_annotations: number;
  reproduced: number;
  /** annotation-suggestion results of the race run. */
  suggestions: number;
  annotations: AnnotationMatch[];
  /** heddle_* calls whose object the extraction could not tell (not counted). */
  unresolved: string[];
  applied: {
    /** `heddle annotate --apply`'s exit status (0 all applied, 1 some refused) and its refusals. */
    annotate_status: number | null;
    refused: string[];
    /** The correct program first, then every seeded bug. */
    variants: AppliedVariant[];
  };
}

export interface InferenceSummary {
  hand_annotations: number;
  reproduced: number;
  suggestions: number;
  programs: number;
  builds: number;
  runs_clean: number;
  bug_variants: number;
  bugs_found: number;
}

/** The targets: null when not measured (detection skipped). */
export interface Targets {
  /** heddle (strict, annotated): geometric mean time ≤ 2.5× native. */
  heddle_geomean_at_most_2_5x: boolean;
  /** heddle's overhead (ratio − 1) at least 3× below both ThreadSanitizers'. */
  three_times_lower_overhead_than_tsan: boolean;
  /** heddle reports exactly the annotated suite's ground truth. */
  heddle_exact_ground_truth: boolean | null;
  /** heddle_race (race mode, no annotations): geometric mean time ≤ 2× native. */
  race_geomean_at_most_2x: boolean;
  /** clang TSan's slowdown (geometric mean ratio) at least 3× heddle_race's. */
  race_slowdown_3x_below_tsan_clang: boolean;
  /** heddle_race's peak RSS, geometric mean ≤ 1.5× native. */
  race_rss_at_most_1_5x: boolean;
  /** heddle_race finds every seeded race and reports nothing else (correct programs included). */
  race_finds_every_seeded_race: boolean | null;
  /** Race mode's suggestions reproduce at least 80% of the hand annotations (null: not measured). */
  inference_reproduces_80_percent: boolean | null;
  /** Every program patched with the suggestions builds and runs with no report in strict mode. */
  inference_applied_clean: boolean | null;
  /** Every patched seeded-bug variant still reports its bug in strict mode. */
  inference_bugs_still_found: boolean | null;
}

export interface Summary {
  geomean_ratio: PerDetector<number>;
  geomean_rss_ratio: PerDetector<number>;
  /** How many times heddle's overhead (ratio − 1) is below each TSan's (PUSh Table 6's measure). */
  overhead_advantage: Record<TsanFlavor, number>;
  /** How many times each TSan's slowdown (geometric mean ratio to native) is heddle_race's. */
  race_slowdown_advantage: Record<TsanFlavor, number>;
  /** Totals of the programs' inference results (absent when not measured). */
  inference?: InferenceSummary;
  targets: Targets;
}

/** One program of scripts/loom-slot-overhead.py: [without slots, with slots]. */
export interface SlotOverheadProgram {
  name: string;
  cpu_s: [number, number];
  wall_s: [number, number];
  binary_bytes: [number, number];
}

/** scripts/loom-slot-overhead.py --json: what the execution-filter slots cost with no filter installed. */
export interface SlotOverhead {
  runs: number;
  scale: number;
  threads: number;
  /** The machine's load average when the measurement ended. */
  loadavg: number[];
  programs: SlotOverheadProgram[];
  geomean_cpu_overhead_pct: number;
  geomean_wall_overhead_pct: number;
}

/** One load of scripts/loom-install-latency.py: `heddle filter add` latency as the user sees it. */
export interface InstallLatencyLoad {
  load: string;
  installs: number;
  median_ms: number;
  p95_ms: number;
  max_ms: number;
}

/** scripts/loom-install-latency.py --json. */
export interface InstallLatency {
  rounds: number;
  loadavg: number[];
  loads: InstallLatencyLoad[];
}

/** The execution-filter figures of `npm run bench -- --filters` (issue 13; docs/filters.md). Absent: not measured. */
export interface FilterFigures {
  slot_overhead: SlotOverhead | null;
  install_latency: InstallLatency | null;
  /** A script that failed: its command and the end of its error output. */
  problems: string[];
  /** The targets: slots with no filter ≤ 2% geomean CPU time; install p95 ≤ 100 ms under every load. */
  targets: { slot_overhead_at_most_2_percent: boolean | null; install_p95_at_most_100_ms: boolean | null };
}

export interface BenchResults {
  generated: string;
  machine: { cpus: number; model: string; loadavg_at_end: number[] };
  config: {
    reps: number;
    scale: number;
    threads: number;
    quick: boolean;
    interleaved: boolean;
    /** Whether the runtime has race mode (the HEDDLE_OPTIONS key `unannotated`). Without it heddle_race runs in
     * strict mode, the only one: its figures are not race mode's. */
    runtime_has_race_mode: boolean;
    /** The HEDDLE_OPTIONS each heddle flavour ran with ('' when the runtime has no modes). */
    heddle_options: Record<HeddleFlavor, string>;
  };
  programs: ProgramResult[];
  annotations: AnnotationCost[];
  summary: Summary;
  /** With --filters only. */
  filters?: FilterFigures;
}
