// The overhead harness (a benchmark, not a test): `npm run bench [-- --quick]`.
// For every program it builds one binary per flavour (flavors.ts: plain `cc -O2`;
// heddle-cc in strict mode with the annotations; heddle-cc with the annotations
// compiled out, in race mode; gcc and clang -fsanitize=thread), runs them
// interleaved for several repetitions, and reports median wall time, spread,
// ratio to native and peak RSS; then runs every variant at the test scale under
// every detector and scores their reports against the ground truth. Prints a
// Markdown table on stdout and writes bench-results.json. Progress goes to stderr.
// With race mode, each program's heddle_race run of its correct variant also gives
// the inference figures (apply.ts: suggestions vs. hand annotations, then applied).
// With --filters, also the execution-filter figures (filters.ts: slot overhead with no filter, install latency).
import { mkdirSync, writeFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { annotationCosts } from './annotations.js';
import { build, findToolchain, requestFor, type BuildRequest } from './build.js';
import type { Score } from './compare.js';
import { detect, detectionSarif, reportCount, runFlavor } from './detect.js';
import { measureInference } from './apply.js';
import { measureFilters } from './filters.js';
import { DETECTORS, FLAVORS, perFlavor, type Flavor, type PerDetector, type PerFlavor } from './flavors.js';
import { renderMarkdown, renderShort } from './markdown.js';
import { heddleOptions, runtimeHasModes } from './modes.js';
import type { BenchResults, InferenceResult } from './results.js';
import { describeEnd, parseResultLine } from './run.js';
import { flavorFigures, programResult, summarize, type Sample } from './summary.js';
import { REPO_DIR, loadSuite, testArgs, timingScale, type Program } from './suite.js';

const USAGE = `usage: npm run bench -- [--quick] [--reps N] [--scale S] [--threads N] [--programs a,b]
                      [--examples] [--no-detect] [--filters] [--short] [--build-dir DIR] [--out FILE]
                      [--timeout SECONDS]
  --quick      3 repetitions at scale 0.1 (for the main job and CI); default: 5 at scale 1
               (each program's timing runs multiply --scale by its ground truth's timing.scale)
  --examples   also time runtime/examples/*.c (issue 2's overhead figures)
  --filters    also the execution filters' figures (issue 13): the slots' cost with no filter installed
               (scripts/loom-slot-overhead.py, --reps runs at --scale, the --programs) and the install
               latency under load (scripts/loom-install-latency.py, 10 rounds per load, 40 without --quick)
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
  filters: { type: 'boolean', default: false },
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
  requests: PerFlavor<BuildRequest>;
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
      requests: perFlavor(FLAVORS, (f) => requestFor(p, correct, f)),
      args: ['--threads', String(threads), '--scale', String(timingScale(p, scale))],
      ownFiles: new Set(p.sources.map((s) => basename(s))),
    };
  });
  if (values.examples) {
    const dir = join(REPO_DIR, 'runtime', 'examples');
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.c')).sort()) {
      const name = `example-${f.replace(/\.c$/, '')}`;
      list.push({
        name,
        requests: perFlavor(FLAVORS, (fl): BuildRequest => ({ name, sources: [join(dir, f)], flavor: fl })),
        args: [],
        ownFiles: new Set([f]),
      });
    }
  }
  return list;
}

async function timeOnce(t: Target, flavor: Flavor, bin: string, rep: number): Promise<Sample> {
  const sarif = join(work, `${t.name}-rep${rep}.${flavor}.sarif`);
  const fr = await runFlavor(flavor, tc, bin, t.args, { sarif, timeoutSeconds, ownFiles: t.ownFiles });
  const { run } = fr;
  let problem: string | undefined;
  if (t.program) {
    const line = parseResultLine(run.stdout);
    if (!line) problem = `no result line (${describeEnd(run)})`;
    else if (!line.ok) problem = 'wrong output';
  } else if (run.timedOut || run.signal) problem = describeEnd(run);
  return { seconds: run.timedOut ? NaN : run.seconds, rssKb: run.maxRssKb, reports: reportCount(flavor, fr), problem };
}

async function main(): Promise<void> {
  const list = targets();
  const hasModes = runtimeHasModes(tc);
  if (!hasModes)
    progress('this runtime has no race mode (HEDDLE_OPTIONS has no key "unannotated"): heddle_race runs in strict mode, its figures are not race mode\'s');
  progress(`building ${list.length} targets x ${FLAVORS.length} flavours in ${tc.buildDir}/benchmarks`);
  const bins = list.map((t) => perFlavor(FLAVORS, (f) => build(t.requests[f], tc)));

  const samples = list.map(() => perFlavor(FLAVORS, (): Sample[] => []));
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

  // Per program, per detector: the score of every variant, the correct program first.
  const detections = new Map<Program, PerDetector<Score[]>>();
  // Per program: race mode's suggestions (its heddle_race detection run of the correct program) vs. its hand annotations.
  const inference = new Map<Program, InferenceResult>();
  const raceSarif = (p: Program) => detectionSarif(work, p, p.variants[0]!, 'heddle_race');
  if (!values['no-detect'])
    for (const p of suite) {
      const scores = perFlavor(DETECTORS, (): Score[] => []);
      for (const v of p.variants)
        for (const tool of DETECTORS) {
          const d = await detect(p, v, tool, testArgs(p, v), tc, work, timeoutSeconds);
          scores[tool].push(d.score);
          progress(`detect ${p.program}/${v.name} ${tool}: TP ${d.score.truePositives} FP ${d.score.falsePositives} FN ${d.score.falseNegatives}`);
        }
      detections.set(p, scores);
      if (hasModes) {
        const i = await measureInference(p, raceSarif(p), tc, work, timeoutSeconds);
        inference.set(p, i);
        progress(`inference ${p.program}: reproduced ${i.reproduced}/${i.hand_annotations}, applied: ${i.applied.variants.map((v) => `${v.variant} ${v.builds ? `${v.reports} report(s)` : 'does not build'}`).join(', ')}`);
      }
    }

  const programs = list.map((t, i) => {
    const p = t.program;
    const scores = p && detections.get(p);
    const row = programResult(
      { name: t.name, kind: p ? 'benchmark' : 'example', threads: p ? threads : undefined, scale: p ? timingScale(p, scale) : undefined },
      perFlavor(FLAVORS, (f) => flavorFigures(samples[i]![f])),
      p && scores ? { variants: p.variants.map((v) => v.name), scores } : undefined,
    );
    const inferred = p && inference.get(p);
    return inferred ? { ...row, inference: inferred } : row;
  });

  const filters = values.filters
    ? measureFilters({
        buildDir: tc.buildDir,
        runs: reps,
        rounds: values.quick ? 10 : 40,
        scale,
        threads,
        programs: values.programs ? values.programs.split(',') : [],
        timeoutSeconds: timeoutSeconds * 4,
        progress,
      })
    : undefined;

  const results: BenchResults = {
    generated: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadavg_at_end: loadavg() },
    config: {
      reps,
      scale,
      threads,
      quick: values.quick!,
      interleaved: true,
      runtime_has_race_mode: hasModes,
      heddle_options: { heddle: heddleOptions('heddle', hasModes), heddle_race: heddleOptions('heddle_race', hasModes) },
    },
    programs,
    annotations: annotationCosts(suite),
    summary: summarize(programs),
    ...(filters ? { filters } : {}),
  };
  writeFileSync(values.out!, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(values.short ? renderShort(results) : renderMarkdown(results));
  progress(`wrote ${values.out}`);
}

await main();
