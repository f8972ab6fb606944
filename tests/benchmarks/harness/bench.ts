// The overhead harness (a benchmark, not a test): `npm run bench [-- --quick]`.
// For every program it builds four binaries (plain `cc -O2`, heddle's check
// backend via heddle-cc, gcc and clang -fsanitize=thread), runs them interleaved
// for several repetitions, and reports median wall time, spread, ratio to native
// and peak RSS; then runs every variant at the test scale under heddle and both
// ThreadSanitizers and scores their reports against the ground truth. Prints a
// Markdown table on stdout and writes bench-results.json. Progress goes to stderr.
import { mkdirSync, writeFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { annotationCosts } from './annotations.js';
import { FLAVORS, build, findToolchain, requestFor, type BuildRequest, type Flavor } from './build.js';
import { DETECTORS, detect, runFlavor, type Detector } from './detect.js';
import type { Score } from './compare.js';
import { renderMarkdown, renderShort } from './markdown.js';
import { describeEnd, parseResultLine } from './run.js';
import { geomean, median, relativeSpread } from './stats.js';
import { REPO_DIR, loadSuite, type Program } from './suite.js';
import type { BenchResults, FlavorFigures, ProgramResult } from './results.js';

const USAGE = `usage: npm run bench -- [--quick] [--reps N] [--scale S] [--threads N] [--programs a,b]
                      [--examples] [--no-detect] [--short] [--build-dir DIR] [--out FILE] [--timeout SECONDS]
  --quick      3 repetitions at scale 0.1 (for the main job and CI); default: 5 at scale 1
  --examples   also time runtime/examples/*.c (issue 2's overhead figures)
  --no-detect  skip running the seeded-bug variants
  --short      print a few summary lines instead of the Markdown tables (bench-results.json is complete)`;

const OPTIONS = {
  quick: { type: 'boolean', default: false },
  reps: { type: 'string' },
  scale: { type: 'string' },
  threads: { type: 'string', default: '2' },
  programs: { type: 'string', default: '' },
  examples: { type: 'boolean', default: false },
  'no-detect': { type: 'boolean', default: false },
  short: { type: 'boolean', default: false },
  'build-dir': { type: 'string', default: join(REPO_DIR, 'build') },
  out: { type: 'string', default: join(REPO_DIR, 'bench-results.json') },
  timeout: { type: 'string', default: '900' },
  help: { type: 'boolean', default: false },
} as const;

function parseOptions() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (e) {
    console.error(`bench: ${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}
const values = parseOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function positive(flag: string, text: string, integer: boolean): number {
  const n = Number(text);
  if (!(n > 0) || (integer && !Number.isInteger(n))) {
    console.error(`bench: --${flag} ${text}: expected a positive ${integer ? 'whole number' : 'number'}\n${USAGE}`);
    process.exit(2);
  }
  return n;
}
const reps = positive('reps', values.reps ?? (values.quick ? '3' : '5'), true);
const scale = positive('scale', values.scale ?? (values.quick ? '0.1' : '1'), false);
const threads = positive('threads', values.threads!, true);
const timeoutSeconds = positive('timeout', values.timeout!, false);
const tc = findToolchain(resolve(values['build-dir']!));
const suite = loadSuite(values.programs ? values.programs.split(',') : []);
const work = join(tc.buildDir, 'benchmarks', 'runs');
mkdirSync(work, { recursive: true });
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

/** Something to time: a benchmark program (correct variant) or a runtime example. */
interface Target {
  name: string;
  program?: Program;
  requests: Record<Flavor, BuildRequest>;
  args: string[];
  /** Basenames of its sources, to attribute TSan frames. */
  ownFiles: Set<string>;
}

function targets(): Target[] {
  const list: Target[] = suite.map((p) => {
    const correct = p.variants[0]!;
    return {
      name: p.program,
      program: p,
      requests: Object.fromEntries(FLAVORS.map((f) => [f, requestFor(p, correct, f)])) as Record<Flavor, BuildRequest>,
      args: ['--threads', String(threads), '--scale', String(scale)],
      ownFiles: new Set(p.sources.map((s) => basename(s))),
    };
  });
  if (values.examples) {
    const dir = join(REPO_DIR, 'runtime', 'examples');
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.c')).sort()) {
      const name = `example-${f.replace(/\.c$/, '')}`;
      list.push({
        name,
        requests: Object.fromEntries(FLAVORS.map((fl) => [fl, { name, sources: [join(dir, f)], flavor: fl }])) as Record<Flavor, BuildRequest>,
        args: [],
        ownFiles: new Set([f]),
      });
    }
  }
  return list;
}

interface Sample {
  seconds: number;
  rssKb: number;
  /** Distinct reports of this run (heddle results, TSan warnings). */
  reports: number;
  problem?: string;
}

async function timeOnce(t: Target, flavor: Flavor, bin: string, rep: number): Promise<Sample> {
  const sarif = join(work, `${t.name}-rep${rep}.sarif`);
  const { run, heddleReports, tsanWarnings } = await runFlavor(flavor, tc, bin, t.args, { sarif, timeoutSeconds, ownFiles: t.ownFiles });
  const reports = flavor === 'heddle' ? (heddleReports?.length ?? NaN) : (tsanWarnings?.length ?? 0);
  let problem: string | undefined;
  if (t.program) {
    const line = parseResultLine(run.stdout);
    if (!line) problem = `no result line (${describeEnd(run)})`;
    else if (!line.ok) problem = 'wrong output';
  } else if (run.timedOut || run.signal) problem = describeEnd(run);
  return { seconds: run.timedOut ? NaN : run.seconds, rssKb: run.maxRssKb, reports, problem };
}

async function main(): Promise<void> {
  const list = targets();
  progress(`building ${list.length} targets x ${FLAVORS.length} flavours in ${tc.buildDir}/benchmarks`);
  const bins = list.map((t) => Object.fromEntries(FLAVORS.map((f) => [f, build(t.requests[f], tc)])) as Record<Flavor, string>);

  const samples = list.map(() => Object.fromEntries(FLAVORS.map((f) => [f, [] as Sample[]])) as Record<Flavor, Sample[]>);
  for (let rep = 0; rep < reps; rep++)
    for (const [i, t] of list.entries()) {
      // Rotate the flavour order per repetition so no flavour always runs first (warm caches, load drift).
      const order = FLAVORS.map((_, k) => FLAVORS[(k + rep + i) % FLAVORS.length]!);
      for (const f of order) {
        const s = await timeOnce(t, f, bins[i]![f], rep);
        samples[i]![f].push(s);
        progress(`rep ${rep + 1}/${reps} ${t.name} ${f}: ${s.seconds.toFixed(2)} s, ${(s.rssKb / 1024).toFixed(0)} MiB${s.problem ? ` (${s.problem})` : ''}`);
      }
    }

  const detections = new Map<string, Record<Detector, Score>>();
  if (!values['no-detect'])
    for (const p of suite)
      for (const v of p.variants) {
        const scores = {} as Record<Detector, Score>;
        for (const tool of DETECTORS) {
          const args = ['--threads', String(p.test.threads), '--scale', String(p.test.scale)];
          const d = await detect(p, v, tool, args, tc, work, timeoutSeconds);
          scores[tool] = d.score;
          progress(`detect ${p.program}/${v.name} ${tool}: TP ${d.score.truePositives} FP ${d.score.falsePositives} FN ${d.score.falseNegatives}`);
        }
        detections.set(`${p.program}/${v.name}`, scores);
      }

  const programs: ProgramResult[] = list.map((t, i) => {
    const figures = (f: Flavor): FlavorFigures => {
      const s = samples[i]![f];
      return {
        seconds: median(s.map((x) => x.seconds)),
        spread: relativeSpread(s.map((x) => x.seconds)),
        runs: s.map((x) => x.seconds),
        rss_kb: median(s.map((x) => x.rssKb)),
        reports: Math.max(0, ...s.map((x) => (Number.isFinite(x.reports) ? x.reports : 0))),
        problems: [...new Set(s.flatMap((x) => (x.problem ? [x.problem] : [])))],
      };
    };
    const fig = Object.fromEntries(FLAVORS.map((f) => [f, figures(f)])) as Record<Flavor, FlavorFigures>;
    const ratio = (f: Flavor) => fig[f].seconds / fig.native.seconds;
    const rssRatio = (f: Flavor) => fig[f].rss_kb / fig.native.rss_kb;
    const result: ProgramResult = {
      name: t.name,
      kind: t.program ? 'benchmark' : 'example',
      threads: t.program ? threads : undefined,
      scale: t.program ? scale : undefined,
      native: fig.native,
      heddle: fig.heddle,
      tsan_gcc: fig.tsan_gcc,
      tsan_clang: fig.tsan_clang,
      ratio: { heddle: ratio('heddle'), tsan_gcc: ratio('tsan_gcc'), tsan_clang: ratio('tsan_clang') },
      rss_ratio: { heddle: rssRatio('heddle'), tsan_gcc: rssRatio('tsan_gcc'), tsan_clang: rssRatio('tsan_clang') },
    };
    if (t.program && detections.size > 0) {
      const p = t.program;
      const total = (tool: Detector) => {
        const per = p.variants.map((v) => detections.get(`${p.program}/${v.name}`)![tool]);
        // A correct program's reports at the benchmark scale are false positives too.
        const fpAtScale = fig[tool].reports;
        return {
          expected: per.reduce((a, s) => a + s.expected, 0),
          found: per.reduce((a, s) => a + s.found, 0),
          true_positives: per.reduce((a, s) => a + s.truePositives, 0),
          false_positives: Math.max(per[0]!.falsePositives, fpAtScale) + per.slice(1).reduce((a, s) => a + s.falsePositives, 0),
          false_negatives: per.reduce((a, s) => a + s.falseNegatives, 0),
          known_misses: per.reduce((a, s) => a + s.knownMisses, 0),
          problems: p.variants.flatMap((v, k) => per[k]!.problems.map((x) => `${v.name}: ${x}`)),
        };
      };
      result.reports = { heddle: total('heddle'), tsan_gcc: total('tsan_gcc'), tsan_clang: total('tsan_clang') };
    }
    return result;
  });

  const benchRows = programs.filter((p) => p.kind === 'benchmark');
  const overhead = (r: number) => r - 1;
  const geo = (f: 'heddle' | 'tsan_gcc' | 'tsan_clang') => geomean(benchRows.map((p) => p.ratio[f]));
  const summary = {
    geomean_ratio: { heddle: geo('heddle'), tsan_gcc: geo('tsan_gcc'), tsan_clang: geo('tsan_clang') },
    geomean_rss_ratio: {
      heddle: geomean(benchRows.map((p) => p.rss_ratio.heddle)),
      tsan_gcc: geomean(benchRows.map((p) => p.rss_ratio.tsan_gcc)),
      tsan_clang: geomean(benchRows.map((p) => p.rss_ratio.tsan_clang)),
    },
    /** How many times heddle's overhead (ratio - 1) is below each TSan's. */
    overhead_advantage: {
      tsan_gcc: overhead(geo('tsan_gcc')) / overhead(geo('heddle')),
      tsan_clang: overhead(geo('tsan_clang')) / overhead(geo('heddle')),
    },
    targets: {
      heddle_geomean_at_most_2_5x: geo('heddle') <= 2.5,
      three_times_lower_overhead_than_tsan: Math.min(overhead(geo('tsan_gcc')), overhead(geo('tsan_clang'))) >= 3 * overhead(geo('heddle')),
      heddle_exact_ground_truth:
        detections.size === 0 ? null : benchRows.every((p) => p.reports!.heddle.false_positives === 0 && p.reports!.heddle.false_negatives === 0),
    },
  };
  const results: BenchResults = {
    generated: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadavg_at_end: loadavg() },
    config: { reps, scale, threads, quick: values.quick!, interleaved: true },
    programs,
    annotations: annotationCosts(suite),
    summary,
  };
  writeFileSync(values.out!, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(values.short ? renderShort(results) : renderMarkdown(results));
  progress(`wrote ${values.out}`);
}

await main();
