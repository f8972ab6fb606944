// Renders bench-results.json as Markdown: timing, memory, reports vs. ground
// truth, annotation cost, and the verdict on the issue's targets.
import type { BenchResults, FlavorFigures, ToolReports } from './results.js';

const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : 'n/a');
const secs = (f: FlavorFigures) => (Number.isFinite(f.seconds) ? `${f.seconds.toFixed(2)} ±${(f.spread * 50).toFixed(0)}%` : 'n/a');
const mib = (kb: number) => (Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)}` : 'n/a');
const score = (r: ToolReports) => `${r.true_positives}/${r.expected} · ${r.false_positives} · ${r.false_negatives}${r.known_misses ? ` (${r.known_misses} known)` : ''}`;
const flag = (f: FlavorFigures) => (f.problems.length ? ` ⚠ ${f.problems.join(', ')}` : '');

/** A few lines for the main job's summary: the geometric means, the reports, the verdicts. */
export function renderShort(r: BenchResults): string {
  const s = r.summary;
  const rows = r.programs.filter((p) => p.reports);
  const sum = (tool: 'heddle' | 'tsan_gcc' | 'tsan_clang', k: 'true_positives' | 'false_positives' | 'false_negatives' | 'expected') =>
    rows.reduce((a, p) => a + p.reports![tool][k], 0);
  const line = (tool: 'heddle' | 'tsan_gcc' | 'tsan_clang', label: string) =>
    `${label} ${x(s.geomean_ratio[tool])} time, ${x(s.geomean_rss_ratio[tool])} memory` +
    (rows.length ? `, found ${sum(tool, 'true_positives')}/${sum(tool, 'expected')} seeded reports, ${sum(tool, 'false_positives')} false positive(s)` : '');
  const t = s.targets;
  const known = rows.reduce((a, p) => a + p.reports!.heddle.known_misses, 0);
  const exact = t.heddle_exact_ground_truth === null ? 'not measured' : t.heddle_exact_ground_truth ? 'met' : `NOT met${known ? ` (${known} known miss${known > 1 ? 'es' : ''})` : ''}`;
  return [
    `benchmarks (${r.programs.filter((p) => p.kind === 'benchmark').length} programs, scale ${r.config.scale}, ${r.config.reps} reps; geometric mean vs native):`,
    `  ${line('heddle', 'heddle     ')}`,
    `  ${line('tsan_gcc', 'TSan gcc   ')}`,
    `  ${line('tsan_clang', 'TSan clang ')}`,
    `  targets: heddle ≤ 2.5× ${t.heddle_geomean_at_most_2_5x ? 'met' : 'NOT met'}; 3× lower overhead than TSan ${t.three_times_lower_overhead_than_tsan ? 'met' : 'NOT met'}; exact ground truth ${exact}`,
    '',
  ].join('\n');
}

export function renderMarkdown(r: BenchResults): string {
  const out: string[] = [];
  const { reps, scale, threads } = r.config;
  out.push(`### Overhead (${reps} interleaved repetitions, median ± half the min–max spread; scale ${scale}, ${threads} threads; ${r.machine.cpus} CPUs: ${r.machine.model})`, '');
  out.push('| program | native s | heddle s | × | TSan gcc s | × | TSan clang s | × | RSS MiB native | RSS × heddle | × gcc | × clang |');
  out.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of r.programs)
    out.push(
      `| ${p.name} | ${secs(p.native)}${flag(p.native)} | ${secs(p.heddle)}${flag(p.heddle)} | ${x(p.ratio.heddle)} | ${secs(p.tsan_gcc)}${flag(p.tsan_gcc)} | ${x(p.ratio.tsan_gcc)} | ` +
        `${secs(p.tsan_clang)}${flag(p.tsan_clang)} | ${x(p.ratio.tsan_clang)} | ${mib(p.native.rss_kb)} | ${x(p.rss_ratio.heddle)} | ${x(p.rss_ratio.tsan_gcc)} | ${x(p.rss_ratio.tsan_clang)} |`,
    );
  const s = r.summary;
  out.push(
    `| **geometric mean** (benchmarks) | | | **${x(s.geomean_ratio.heddle)}** | | **${x(s.geomean_ratio.tsan_gcc)}** | | **${x(s.geomean_ratio.tsan_clang)}** | | ${x(s.geomean_rss_ratio.heddle)} | ${x(s.geomean_rss_ratio.tsan_gcc)} | ${x(s.geomean_rss_ratio.tsan_clang)} |`,
    '',
  );
  const withReports = r.programs.filter((p) => p.reports);
  if (withReports.length > 0) {
    out.push('### Reports vs. ground truth (all variants; true positives/expected · false positives · false negatives)', '');
    out.push('| program | heddle | TSan gcc | TSan clang |', '| --- | --- | --- | --- |');
    for (const p of withReports) out.push(`| ${p.name} | ${score(p.reports!.heddle)} | ${score(p.reports!.tsan_gcc)} | ${score(p.reports!.tsan_clang)} |`);
    out.push('');
    const problems = withReports.flatMap((p) => p.reports!.heddle.problems.map((m) => `- ${p.name}/${m}`));
    if (problems.length) out.push('heddle mismatches:', ...problems, '');
  }
  out.push('### Annotation cost (as PUSh Table 1: lines without blanks and comments)', '');
  out.push('| program | LOC | annotations | % |', '| --- | ---: | ---: | ---: |');
  for (const a of r.annotations) out.push(`| ${a.name} | ${a.loc} | ${a.annotations} | ${a.percent.toFixed(1)}% |`);
  out.push('');
  const t = s.targets;
  const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : '**not met**');
  out.push('### Targets', '');
  out.push(`- heddle overhead, geometric mean ≤ 2.5× native: ${x(s.geomean_ratio.heddle)} — ${verdict(t.heddle_geomean_at_most_2_5x)}`);
  out.push(
    `- heddle's overhead (time − native) at least 3× lower than ThreadSanitizer's: ${x(s.overhead_advantage.tsan_gcc)} lower than gcc's, ` +
      `${x(s.overhead_advantage.tsan_clang)} lower than clang's — ${verdict(t.three_times_lower_overhead_than_tsan)}`,
  );
  out.push(`- heddle reports exactly the ground truth: ${verdict(t.heddle_exact_ground_truth)}`, '');
  return out.join('\n');
}
