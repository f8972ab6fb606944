// Unit tests of the figures and their rendering: per-program ratios and report
// totals, the geometric means and every target of the issue (heddle in strict
// mode and heddle_race), the summary lines and the Markdown tables.
// Run: node scripts/ts-test.mjs tests/benchmarks (ctest: benchmarks-harness-unit).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Score } from '../harness/compare.js';
import { DETECTORS, FLAVORS, perFlavor, type Flavor, type PerDetector } from '../harness/flavors.js';
import { MAX_LISTED_PROBLEMS, renderMarkdown, renderShort } from '../harness/markdown.js';
import { filterTargets } from '../harness/filters.js';
import type { BenchResults, InstallLatency, ProgramResult, SlotOverhead } from '../harness/results.js';
import { flavorFigures, programResult, summarize, toolReports } from '../harness/summary.js';

const score = (tp: number, fp: number, fn: number, expected = tp + fn): Score => ({
  expected,
  found: tp + fp,
  truePositives: tp,
  falsePositives: fp,
  falseNegatives: fn,
  knownMisses: 0,
  problems: fp || fn ? ['mismatch'] : [],
});

/** A benchmark whose flavours took `seconds[f]` and `rss[f]` KiB, every detector exact unless `scores` says otherwise. */
function program(name: string, seconds: Record<Flavor, number>, rss: Record<Flavor, number>, scores?: Partial<PerDetector<Score[]>>): ProgramResult {
  return programResult(
    { name, kind: 'benchmark', threads: 2, scale: 0.1 },
    perFlavor(FLAVORS, (f) => flavorFigures([{ seconds: seconds[f], rssKb: rss[f], reports: 0 }])),
    { variants: ['correct', 'bug'], scores: perFlavor(DETECTORS, (d) => scores?.[d] ?? [score(0, 0, 0), score(1, 0, 0)]) },
  );
}

const times = { native: 1, heddle: 2, heddle_race: 2, tsan_gcc: 10, tsan_clang: 6 };
const memory = { native: 100, heddle: 120, heddle_race: 150, tsan_gcc: 500, tsan_clang: 400 };

describe('per program', () => {
  test('ratios to native for every detector', () => {
    const p = program('p', times, memory);
    assert.deepEqual(p.ratio, { heddle: 2, heddle_race: 2, tsan_gcc: 10, tsan_clang: 6 });
    assert.equal(p.rss_ratio.heddle_race, 1.5);
    assert.equal(p.figures.heddle_race.seconds, 2);
  });
  test('report totals: a correct program\'s reports at the benchmark scale are false positives too', () => {
    const r = toolReports(['correct', 'bug'], [score(0, 1, 0), score(1, 2, 0)], 3);
    assert.deepEqual([r.expected, r.true_positives, r.false_positives, r.false_negatives], [1, 1, 5, 0]);
    assert.deepEqual(r.problems, ['correct: mismatch', 'bug: mismatch']);
  });
});

describe('summarize: the issue\'s targets', () => {
  test('race mode exactly at its limits meets them', () => {
    const t = summarize([program('a', times, memory), program('b', times, memory)]);
    assert.equal(t.geomean_ratio.heddle_race, 2);
    assert.equal(t.race_slowdown_advantage.tsan_clang, 3);
    assert.equal(t.geomean_rss_ratio.heddle_race, 1.5);
    assert.deepEqual(t.targets, {
      heddle_geomean_at_most_2_5x: true,
      three_times_lower_overhead_than_tsan: true,
      heddle_exact_ground_truth: true,
      race_geomean_at_most_2x: true,
      race_slowdown_3x_below_tsan_clang: true,
      race_rss_at_most_1_5x: true,
      race_finds_every_seeded_race: true,
      inference_reproduces_80_percent: null,
      inference_applied_clean: null,
      inference_bugs_still_found: null,
    });
  });
  test('just past each limit, and a missed race, fail only race mode\'s targets', () => {
    const slow = { ...times, heddle_race: 2.1 };
    const fat = { ...memory, heddle_race: 151 };
    const missed = { heddle_race: [score(0, 0, 0), score(0, 0, 1)] };
    const t = summarize([program('a', slow, fat, missed), program('b', times, memory)]).targets;
    assert.deepEqual(
      [t.race_geomean_at_most_2x, t.race_slowdown_3x_below_tsan_clang, t.race_rss_at_most_1_5x, t.race_finds_every_seeded_race],
      [false, false, false, false],
    );
    assert.deepEqual([t.heddle_geomean_at_most_2_5x, t.heddle_exact_ground_truth], [true, true]);
  });
  test('a false positive on a correct program fails race mode\'s detection target', () => {
    const t = summarize([program('a', times, memory, { heddle_race: [score(0, 1, 0), score(1, 0, 0)] })]).targets;
    assert.equal(t.race_finds_every_seeded_race, false);
  });
  test('without detection runs the ground-truth targets are not measured; examples are left out of the means', () => {
    const noDetect = programResult({ name: 'a', kind: 'benchmark' }, perFlavor(FLAVORS, (f) => flavorFigures([{ seconds: times[f], rssKb: memory[f], reports: 0 }])));
    const example = programResult({ name: 'example-x', kind: 'example' }, perFlavor(FLAVORS, (f) => flavorFigures([{ seconds: f === 'native' ? 1 : 50, rssKb: 1, reports: 0 }])));
    const s = summarize([noDetect, example]);
    assert.equal(s.targets.heddle_exact_ground_truth, null);
    assert.equal(s.targets.race_finds_every_seeded_race, null);
    assert.equal(s.geomean_ratio.heddle_race, 2);
  });
});

function results(hasRaceMode: boolean): BenchResults {
  const programs = [program('a', times, memory), program('b', times, memory)];
  return {
    generated: '2026-11-26T00:00:00Z',
    machine: { cpus: 2, model: 'test', loadavg_at_end: [0, 0, 0] },
    config: {
      reps: 1,
      scale: 0.1,
      threads: 2,
      quick: true,
      interleaved: true,
      runtime_has_race_mode: hasRaceMode,
      heddle_options: hasRaceMode ? { heddle: 'unannotated=private', heddle_race: 'unannotated=race' } : { heddle: '', heddle_race: '' },
    },
    programs,
    annotations: [{ name: 'a', loc: 10, annotations: 1, percent: 10 }],
    summary: summarize(programs),
  };
}

describe('rendering', () => {
  test('the summary lines: one per detector, race mode\'s targets with their figures', () => {
    const text = renderShort(results(true));
    assert.match(text, /^ {2}heddle race +2\.00× time, 1\.50× memory, found 2\/2 seeded bugs, 0 false positive\(s\)$/m);
    assert.match(text, /^ {2}race mode targets: ≤ 2× native \(2\.00×\) met; 3× below clang TSan's slowdown \(3\.00×\) met; RSS ≤ 1\.5× native \(1\.50×\) met; every seeded race, no false positive met$/m);
    assert.match(text, /^ {2}targets: heddle ≤ 2\.5× met; /m);
    assert.doesNotMatch(text, /no race mode/);
  });
  test('a runtime without race mode is said so, in both renderings', () => {
    assert.match(renderShort(results(false)), /note: heddle race: this runtime has no race mode/);
    assert.match(renderMarkdown(results(false)), /^> \*\*Note:\*\* heddle race: this runtime has no race mode/m);
  });
  test('every Markdown table row has as many cells as its header', () => {
    const md = renderMarkdown(results(true));
    assert.match(md, /\| heddle race s \| × \|/);
    assert.match(md, /\| RSS × heddle race \|/);
    let columns = 0;
    for (const line of md.split('\n')) {
      if (!line.startsWith('|')) {
        columns = 0;
        continue;
      }
      const cells = line.split(' | ').length;
      if (columns === 0) columns = cells;
      assert.equal(cells, columns, line);
    }
    assert.match(md, /- heddle race mode, geometric mean ≤ 2× native: 2\.00× — met/);
  });
  test('mismatches are listed per program up to a limit', () => {
    const r = results(false);
    const noisy: Score = { ...score(0, 12, 1), problems: Array.from({ length: 12 }, (_, i) => `unexpected data-race at a.c:${i}`) };
    r.programs[0]!.reports!.heddle_race = toolReports(['correct'], [noisy], 0);
    const md = renderMarkdown(r);
    assert.equal(md.split('\n').filter((l) => l.startsWith('- a/correct: unexpected data-race')).length, MAX_LISTED_PROBLEMS);
    assert.match(md, /^- a: … and 2 more \(bench-results\.json lists them all\)$/m);
  });
});

describe('execution filters (--filters)', () => {
  const slots = (pct: number): SlotOverhead => ({
    runs: 3,
    scale: 0.1,
    threads: 2,
    loadavg: [1, 1, 1],
    programs: [{ name: 'a', cpu_s: [1, 1 + pct / 100], wall_s: [1, 1], binary_bytes: [1024, 2048] }],
    geomean_cpu_overhead_pct: pct,
    geomean_wall_overhead_pct: 0,
  });
  const latency = (...p95: number[]): InstallLatency => ({
    rounds: 10,
    loadavg: [1, 1, 1],
    loads: p95.map((p, i) => ({ load: `load ${i}`, installs: 10, median_ms: p / 2, p95_ms: p, max_ms: p })),
  });
  test('the targets: slots ≤ 2% CPU, every load\'s install p95 ≤ 100 ms; null when not measured', () => {
    assert.deepEqual(filterTargets(slots(2), latency(100, 99)), { slot_overhead_at_most_2_percent: true, install_p95_at_most_100_ms: true });
    assert.deepEqual(filterTargets(slots(2.1), latency(50, 100.5)), { slot_overhead_at_most_2_percent: false, install_p95_at_most_100_ms: false });
    assert.deepEqual(filterTargets(null, null), { slot_overhead_at_most_2_percent: null, install_p95_at_most_100_ms: null });
  });
  test('both renderings show the figures and verdicts; a failed script is named', () => {
    const r = results(true);
    r.filters = { slot_overhead: slots(1.5), install_latency: null, problems: ['loom-install-latency.py: exit 1: boom'], targets: filterTargets(slots(1.5), null) };
    assert.match(renderShort(r), /^ {2}filters: slots with no filter installed: \+1\.5% CPU time \(geomean of 1 programs, median of 3 runs, scale 0\.1; load average 1\.0 1\.0 1\.0\) — ≤ 2% met$/m);
    assert.match(renderShort(r), /^ {2}filters: not measured: loom-install-latency\.py: exit 1: boom$/m);
    const md = renderMarkdown(r);
    assert.match(md, /^### Execution filters/m);
    assert.match(md, /^\| a \| 1\.000 \| 1\.015 \| \+1\.5% \| 1 → 2 \|$/m);
    assert.doesNotMatch(renderMarkdown(results(true)), /Execution filters/);
  });
});
