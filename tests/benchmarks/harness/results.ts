// The shape of bench-results.json (written by bench.ts, rendered by markdown.ts).

export interface FlavorFigures {
  /** Median wall time over the repetitions. */
  seconds: number;
  /** (max - min) / median over the repetitions. */
  spread: number;
  runs: number[];
  /** Median peak resident set size. */
  rss_kb: number;
  /** Most distinct reports seen in one run (heddle results, TSan warnings); 0 for native. */
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

type PerTool<T> = { heddle: T; tsan_gcc: T; tsan_clang: T };

export interface ProgramResult {
  name: string;
  kind: 'benchmark' | 'example';
  threads?: number;
  scale?: number;
  native: FlavorFigures;
  heddle: FlavorFigures;
  tsan_gcc: FlavorFigures;
  tsan_clang: FlavorFigures;
  /** Wall time relative to native. */
  ratio: PerTool<number>;
  /** Peak RSS relative to native. */
  rss_ratio: PerTool<number>;
  /** Reports over every variant (correct and seeded) vs. the ground truth. */
  reports?: PerTool<ToolReports>;
}

export interface BenchResults {
  generated: string;
  machine: { cpus: number; model: string; loadavg_at_end: number[] };
  config: { reps: number; scale: number; threads: number; quick: boolean; interleaved: boolean };
  programs: ProgramResult[];
  annotations: { name: string; loc: number; annotations: number; percent: number }[];
  summary: {
    geomean_ratio: PerTool<number>;
    geomean_rss_ratio: PerTool<number>;
    overhead_advantage: { tsan_gcc: number; tsan_clang: number };
    targets: {
      heddle_geomean_at_most_2_5x: boolean;
      three_times_lower_overhead_than_tsan: boolean;
      heddle_exact_ground_truth: boolean | null;
    };
  };
}
