// Renders bench-results.json as Markdown: timing, memory, reports vs. ground
// truth, annotation cost, and the verdict on the issue's targets (or as the few
// summary lines the main job prints).
import { FILTER_LIMITS } from './filters.js';
import { DETECTORS, LABELS, type Detector } from './flavors.js';
import type { BenchResults, FilterFigures, FlavorFigures, InferenceSummary, Summary, ToolReports } from './results.js';
import { LIMITS } from './summary.js';

const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : 'n/a');
const secs = (f: FlavorFigures) => (Number.isFinite(f.seconds) ? `${f.seconds.toFixed(2)} ±${(f.spread * 50).toFixed(0)}%` : 'n/a');
const mib = (kb: number) => (Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)}` : 'n/a');
const score = (r: ToolReports) => `${r.true_positives}/${r.expected} · ${r.false_positives} · ${r.false_negatives}${r.known_misses ? ` (${r.known_misses} known)` : ''}`;
const flag = (f: FlavorFigures) => (f.problems.length ? ` ⚠ ${f.problems.join(', ')}` : '');
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
/** At most this many mismatches per program in the Markdown (bench-results.json has them all). */
export const MAX_LISTED_PROBLEMS = 10;
const listed = (program: string, problems: string[]) =>
  (problems.length <= MAX_LISTED_PROBLEMS
    ? problems.map((m) => `${program}/${m}`)
    : [
        ...problems.slice(0, MAX_LISTED_PROBLEMS).map((m) => `${program}/${m}`),
        `${program}: … and ${problems.length - MAX_LISTED_PROBLEMS} more (bench-results.json lists them all)`,
      ]
  ).map((line) => `- ${line}`);
const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : 'NOT met');

/** One of the issue's targets: a short name (summary line), the long wording with the figure (Markdown), the verdict. */
export interface TargetLine {
  short: string;
  long: string;
  met: boolean | null;
}

/** The targets of heddle in strict mode and of heddle_race, worded once for both renderings. */
export function targetLines(s: Summary): { heddle: TargetLine[]; heddle_race: TargetLine[]; inference: TargetLine[] } {
  const t = s.targets;
  const i = s.inference;
  const pct = i && i.hand_annotations ? ` (${percent(i.reproduced, i.hand_annotations)})` : '';
  return {
    inference: [
      {
        short: `≥ ${LIMITS.inferenceReproduced * 100}% reproduced${pct}`,
        long: `race mode's suggestions reproduce at least ${LIMITS.inferenceReproduced * 100}% of the hand annotations${pct}`,
        met: t.inference_reproduces_80_percent,
      },
      {
        short: 'applied: 0 reports in strict mode',
        long: 'every program patched with the suggestions builds and runs with no report in strict mode',
        met: t.inference_applied_clean,
      },
      { short: 'applied: every bug still found', long: 'every patched seeded-bug variant still reports its bug in strict mode', met: t.inference_bugs_still_found },
    ],
    heddle: [
      {
        short: `heddle ≤ ${LIMITS.heddleGeomean}×`,
        long: `heddle overhead, geometric mean ≤ ${LIMITS.heddleGeomean}× native: ${x(s.geomean_ratio.heddle)}`,
        met: t.heddle_geomean_at_most_2_5x,
      },
      {
        short: `${LIMITS.overheadAdvantage}× lower overhead than TSan`,
        long:
          `heddle's overhead (time − native) at least ${LIMITS.overheadAdvantage}× lower than ThreadSanitizer's: ` +
          `${x(s.overhead_advantage.tsan_gcc)} lower than gcc's, ${x(s.overhead_advantage.tsan_clang)} lower than clang's`,
        met: t.three_times_lower_overhead_than_tsan,
      },
      { short: 'exact ground truth', long: 'heddle reports exactly the ground truth', met: t.heddle_exact_ground_truth },
    ],
    heddle_race: [
      {
        short: `≤ ${LIMITS.raceGeomean}× native (${x(s.geomean_ratio.heddle_race)})`,
        long: `heddle race mode, geometric mean ≤ ${LIMITS.raceGeomean}× native: ${x(s.geomean_ratio.heddle_race)}`,
        met: t.race_geomean_at_most_2x,
      },
      {
        short: `${LIMITS.raceSlowdownAdvantage}× below clang TSan's slowdown (${x(s.race_slowdown_advantage.tsan_clang)})`,
        long:
          `clang ThreadSanitizer's slowdown at least ${LIMITS.raceSlowdownAdvantage}× race mode's (ratio of the geometric means): ` +
          `${x(s.race_slowdown_advantage.tsan_clang)} (gcc's: ${x(s.race_slowdown_advantage.tsan_gcc)})`,
        met: t.race_slowdown_3x_below_tsan_clang,
      },
      {
        short: `RSS ≤ ${LIMITS.raceRss}× native (${x(s.geomean_rss_ratio.heddle_race)})`,
        long: `race mode's peak RSS, geometric mean ≤ ${LIMITS.raceRss}× native: ${x(s.geomean_rss_ratio.heddle_race)}`,
        met: t.race_rss_at_most_1_5x,
      },
      {
        short: 'every seeded race, no false positive',
        long: 'race mode finds every seeded race (`tsanLines`) and reports nothing else, correct programs included',
        met: t.race_finds_every_seeded_race,
      },
    ],
  };
}

const percent = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`;

/** The inference figures in one line. */
export function inferenceLine(i: InferenceSummary): string {
  return (
    `reproduced ${i.reproduced}/${i.hand_annotations} hand annotations (${percent(i.reproduced, i.hand_annotations)}) with ${i.suggestions} suggestions; ` +
    `applied: ${i.builds}/${i.programs} build, ${i.runs_clean}/${i.programs} run clean in strict mode, ${i.bugs_found}/${i.bug_variants} still find their bug`
  );
}

/** A warning when heddle_race did not run in race mode (a runtime without it): its figures are strict mode's. */
export function raceModeNote(r: BenchResults): string | undefined {
  return r.config.runtime_has_race_mode
    ? undefined
    : 'heddle race: this runtime has no race mode (no HEDDLE_OPTIONS key "unannotated"), so heddle_race ran in strict mode on ' +
        'the unannotated programs: its reports and figures are not race mode\'s';
}

/** The execution filters' figures in one line each (--filters). */
export function filterLines(f: FilterFigures): string[] {
  const lines: string[] = [];
  const load = (l: number[]) => `load average ${l.map((n) => n.toFixed(1)).join(' ')}`;
  const so = f.slot_overhead;
  if (so)
    lines.push(
      `slots with no filter installed: ${so.geomean_cpu_overhead_pct >= 0 ? '+' : ''}${so.geomean_cpu_overhead_pct.toFixed(1)}% CPU time ` +
        `(geomean of ${so.programs.length} programs, median of ${so.runs} runs, scale ${so.scale}; ${load(so.loadavg)}) — ` +
        `≤ ${FILTER_LIMITS.slotOverheadPct}% ${verdict(f.targets.slot_overhead_at_most_2_percent)}`,
    );
  const il = f.install_latency;
  if (il)
    lines.push(
      `install latency: ${il.loads.map((l) => `${l.load}: median ${l.median_ms.toFixed(1)} ms, p95 ${l.p95_ms.toFixed(1)} ms`).join('; ')} ` +
        `(${il.rounds} installs each; ${load(il.loadavg)}) — p95 ≤ ${FILTER_LIMITS.installP95Ms} ms ${verdict(f.targets.install_p95_at_most_100_ms)}`,
    );
  for (const p of f.problems) lines.push(`not measured: ${p}`);
  return lines;
}

/** A few lines for the main job's summary: the geometric means, the reports, the verdicts. */
export function renderShort(r: BenchResults): string {
  const s = r.summary;
  const rows = r.programs.filter((p) => p.reports);
  const sum = (tool: Detector, k: 'true_positives' | 'false_positives' | 'expected') => rows.reduce((a, p) => a + p.reports![tool][k], 0);
  const width = Math.max(...DETECTORS.map((d) => LABELS[d].length));
  const line = (tool: Detector) =>
    `${LABELS[tool].padEnd(width)} ${x(s.geomean_ratio[tool])} time, ${x(s.geomean_rss_ratio[tool])} memory` +
    (rows.length
      ? `, found ${sum(tool, 'true_positives')}/${sum(tool, 'expected')} ${tool === 'heddle' ? 'expected reports' : 'seeded bugs'}, ` +
        `${sum(tool, 'false_positives')} false positive(s)`
      : '');
  const known = rows.reduce((a, p) => a + p.reports!.heddle.known_misses, 0);
  const verdicts = (lines: TargetLine[]) => lines.map((l) => `${l.short} ${verdict(l.met)}`).join('; ');
  const targets = targetLines(s);
  const note = raceModeNote(r);
  return [
    `benchmarks (${r.programs.filter((p) => p.kind === 'benchmark').length} programs, scale ${r.config.scale}, ${r.config.reps} reps; geometric mean vs native):`,
    ...DETECTORS.map((d) => `  ${line(d)}`),
    `  targets: ${verdicts(targets.heddle)}${known ? ` (${known} known miss${known > 1 ? 'es' : ''})` : ''}`,
    `  race mode targets: ${verdicts(targets.heddle_race)}`,
    ...(s.inference ? [`  inference: ${inferenceLine(s.inference)}`, `  inference targets: ${verdicts(targets.inference)}`] : []),
    ...(note ? [`  note: ${note}`] : []),
    ...(r.filters ? filterLines(r.filters).map((l) => `  filters: ${l}`) : []),
    '',
  ].join('\n');
}

export function renderMarkdown(r: BenchResults): string {
  const out: string[] = [];
  const { reps, scale, threads } = r.config;
  const note = raceModeNote(r);
  if (note) out.push(`> **Note:** ${note}.`, '');
  out.push(`### Overhead (${reps} interleaved repetitions, median ± half the min–max spread; scale ${scale} × each program's timing.scale, ${threads} threads; ${r.machine.cpus} CPUs: ${r.machine.model})`, '');
  out.push(
    row(['program', 'native s', ...DETECTORS.flatMap((d) => [`${LABELS[d]} s`, '×']), 'RSS MiB native', ...DETECTORS.map((d) => `RSS × ${LABELS[d]}`)]),
    row(['---', '---:', ...DETECTORS.flatMap(() => ['---:', '---:']), '---:', ...DETECTORS.map(() => '---:')]),
  );
  for (const p of r.programs)
    out.push(
      row([
        p.scale !== undefined && p.scale !== scale ? `${p.name} (scale ${p.scale})` : p.name,
        `${secs(p.figures.native)}${flag(p.figures.native)}`,
        ...DETECTORS.flatMap((d) => [`${secs(p.figures[d])}${flag(p.figures[d])}`, x(p.ratio[d])]),
        mib(p.figures.native.rss_kb),
        ...DETECTORS.map((d) => x(p.rss_ratio[d])),
      ]),
    );
  const s = r.summary;
  out.push(
    row([
      '**geometric mean** (benchmarks)',
      '',
      ...DETECTORS.flatMap((d) => ['', `**${x(s.geomean_ratio[d])}**`]),
      '',
      ...DETECTORS.map((d) => x(s.geomean_rss_ratio[d])),
    ]),
    '',
  );
  const withReports = r.programs.filter((p) => p.reports);
  if (withReports.length > 0) {
    out.push(
      '### Reports vs. ground truth (all variants; true positives/expected · false positives · false negatives)',
      '',
      'heddle is held to the exact expected reports; the race detectors (heddle race, both TSans) count one bug per seeded variant, found by a report on one of its lines.',
      '',
    );
    out.push(row(['program', ...DETECTORS.map((d) => LABELS[d])]), row(['---', ...DETECTORS.map(() => '---')]));
    for (const p of withReports) out.push(row([p.name, ...DETECTORS.map((d) => score(p.reports![d]))]));
    out.push('');
    for (const d of ['heddle', 'heddle_race'] as const) {
      const problems = withReports.flatMap((p) => listed(p.name, p.reports![d].problems));
      if (problems.length) out.push(`${LABELS[d]} mismatches:`, ...problems, '');
    }
  }
  const inferred = r.programs.filter((p) => p.inference);
  if (s.inference && inferred.length > 0) {
    out.push(`### Inference: race mode's suggestions vs. the hand annotations (test scale)`, '', inferenceLine(s.inference), '');
    out.push(
      row(['program', 'hand annotations', 'reproduced', 'suggestions', '%', 'annotate', 'patched: builds', 'strict reports', 'bugs still found']),
      row(['---', '---:', '---:', '---:', '---:', '---', '---', '---:', '---:']),
    );
    for (const p of inferred) {
      const i = p.inference!;
      const [correct, ...bugs] = i.applied.variants;
      out.push(
        row([
          p.name,
          String(i.hand_annotations),
          String(i.reproduced),
          String(i.suggestions),
          percent(i.reproduced, i.hand_annotations),
          i.applied.refused.length ? `${i.applied.refused.length} refused` : `exit ${i.applied.annotate_status}`,
          correct?.builds ? 'yes' : `no: ${correct?.build_error ?? ''}`.replace(/\|/g, '\\|'),
          correct?.reports === null || correct === undefined ? 'n/a' : `${correct.reports}${correct.problem ? ` ⚠ ${correct.problem}` : ''}`,
          `${bugs.filter((b) => b.finds_bug).length}/${bugs.length}`,
        ]),
      );
    }
    out.push('');
    const missed = inferred.flatMap((p) =>
      p.inference!.annotations
        .filter((a) => !a.reproduced)
        .map((a) => `- ${p.name}: ${a.object} (${a.at}) ${a.policies.join('/')}: suggested ${a.suggested.join('/') || 'nothing'}`),
    );
    if (missed.length) out.push('Not reproduced:', ...missed, '');
  }
  out.push('### Annotation cost (as PUSh Table 1: lines without blanks and comments)', '');
  out.push(row(['program', 'LOC', 'annotations', '%']), row(['---', '---:', '---:', '---:']));
  for (const a of r.annotations) out.push(row([a.name, String(a.loc), String(a.annotations), `${a.percent.toFixed(1)}%`]));
  out.push('');
  const targets = targetLines(s);
  const item = (l: TargetLine) => `- ${l.long} — ${l.met === false ? '**not met**' : verdict(l.met)}`;
  out.push('### Targets', '', ...targets.heddle.map(item), '', 'Race mode (`heddle_race`: annotations compiled out, `unannotated=race`):', '');
  out.push(...targets.heddle_race.map(item), '');
  if (s.inference) out.push('Inference (race mode\'s annotation suggestions vs. the hand annotations):', '', ...targets.inference.map(item), '');
  if (r.filters) out.push(...renderFilters(r.filters));
  return out.join('\n');
}

/** The execution filters' section (--filters): the slots' cost per program, the install latency per load. */
function renderFilters(f: FilterFigures): string[] {
  const out = ['### Execution filters (issue 13: docs/filters.md)', '', ...filterLines(f).map((l) => `- ${l}`), ''];
  const pct = (a: number, b: number) => `${b / a - 1 >= 0 ? '+' : ''}${((b / a - 1) * 100).toFixed(1)}%`;
  if (f.slot_overhead) {
    out.push(row(['program', 'CPU s without slots', 'CPU s with', 'CPU overhead', 'binary KiB']), row(['---', '---:', '---:', '---:', '---:']));
    for (const p of f.slot_overhead.programs)
      out.push(
        row([
          p.name,
          p.cpu_s[0].toFixed(3),
          p.cpu_s[1].toFixed(3),
          pct(p.cpu_s[0], p.cpu_s[1]),
          `${(p.binary_bytes[0] / 1024).toFixed(0)} → ${(p.binary_bytes[1] / 1024).toFixed(0)}`,
        ]),
      );
    out.push('');
  }
  if (f.install_latency) {
    out.push(row(['load', 'installs', 'median ms', 'p95 ms', 'max ms']), row(['---', '---:', '---:', '---:', '---:']));
    for (const l of f.install_latency.loads)
      out.push(row([l.load, String(l.installs), l.median_ms.toFixed(1), l.p95_ms.toFixed(1), l.max_ms.toFixed(1)]));
    out.push('');
  }
  return out;
}
