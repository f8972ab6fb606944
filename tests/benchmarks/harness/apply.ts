// Applies race mode's suggestions to a copy of a program and checks the result: `heddle annotate --apply` on
// the heddle_race run's SARIF (its paths are relative to the repository, `heddle run --srcroot`, heddle.ts), so
// the copy mirrors tests/benchmarks/{programs,common} under a fresh srcroot; then every variant of the patched
// copy is built as the `heddle` flavour (annotations on) and run the way that flavour runs (strict mode,
// detect.ts runFlavor) at the test scale.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build, requestFor, type Toolchain } from './build.js';
import { scoreHeddleRace } from './compare.js';
import { runFlavor } from './detect.js';
import { allocationWrappers, extractHandAnnotations, type SourceFile } from './hand-annotations.js';
import { matchSuggestions, suggestionsOf } from './inference.js';
import { readHeddleReports, type HeddleReport } from './reports.js';
import type { AppliedVariant, InferenceResult } from './results.js';
import { describeEnd, parseResultLine } from './run.js';
import { BENCH_DIR, REPO_DIR, testArgs, type Program } from './suite.js';

/**
 * Maps a patched file's line numbers back to the original's when the patch only inserted whole lines (as
 * `heddle annotate` does): an inserted line maps to the original line after it.
 */
export function originalLine(original: string, patched: string): (line: number) => number {
  const a = original.split('\n');
  const b = patched.split('\n');
  const map: number[] = [];
  let i = 0;
  for (const line of b) {
    map.push(i + 1);
    if (i < a.length && line === a[i]) i++;
  }
  return (line) => map[line - 1] ?? line;
}

/** A heddle report with its sites in `files` (basename → line map) moved back to the original lines. */
function unpatched(r: HeddleReport, maps: Map<string, (line: number) => number>): HeddleReport {
  const move = (site: string) => {
    const m = /^(.*):(\d+)$/.exec(site);
    const f = m && maps.get(m[1]!);
    return f ? `${m![1]}:${f(Number(m![2]))}` : site;
  };
  return { ...r, location: move(r.location), sites: new Set([...r.sites].map(move)) };
}

/** The first line of a compiler's output that says "error" (else its first line). */
export function firstErrorLine(output: string): string {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  return (lines.find((l) => /\berror\b/i.test(l)) ?? lines[0] ?? '').trim();
}

export async function applySuggestions(
  p: Program,
  raceSarif: string,
  tc: Toolchain,
  workDir: string,
  timeoutSeconds: number,
): Promise<InferenceResult['applied']> {
  const srcroot = join(workDir, 'inferred', p.program);
  rmSync(srcroot, { recursive: true, force: true });
  const root = join(srcroot, 'tests', 'benchmarks');
  for (const d of ['programs', 'common']) {
    mkdirSync(join(root, d), { recursive: true });
    cpSync(join(BENCH_DIR, d), join(root, d), { recursive: true });
  }
  const annotate = spawnSync(tc.heddle, ['annotate', '--apply', '--srcroot', srcroot, raceSarif], { encoding: 'utf8', cwd: REPO_DIR });
  const refused = (annotate.stderr ?? '').split('\n').filter((l) => /^(heddle-lint: )?refused /.test(l)).map((l) => l.replace(/^heddle-lint: /, ''));
  // Reports on the patched copy name its lines; the ground truth names the original's.
  const maps = new Map(
    p.sources.map((s) => [basename(s), originalLine(readFileSync(join(BENCH_DIR, s), 'utf8'), readFileSync(join(root, s), 'utf8'))] as const),
  );
  const ownFiles = new Set(p.sources.map((s) => basename(s)));
  const variants: AppliedVariant[] = [];
  for (const v of p.variants) {
    let bin: string;
    try {
      bin = build(requestFor(p, v, 'heddle', { root, prefix: 'inferred' }), tc);
    } catch (e) {
      variants.push({ variant: v.name, builds: false, build_error: firstErrorLine((e as Error).message.split('\n').slice(2).join('\n')), reports: null });
      continue;
    }
    const sarif = join(srcroot, `${v.name}.heddle.sarif`);
    const fr = await runFlavor('heddle', tc, bin, testArgs(p, v), { sarif, timeoutSeconds, ownFiles });
    const reports = fr.heddleReports?.map((r) => unpatched(r, maps)) ?? null;
    const line = parseResultLine(fr.run.stdout);
    const problem = !reports ? `no SARIF (${describeEnd(fr.run)})` : v.name === 'correct' && !line?.ok ? `no ok result line (${describeEnd(fr.run)})` : undefined;
    variants.push({
      variant: v.name,
      builds: true,
      reports: reports ? reports.length : null,
      ...(v.name !== 'correct' && { finds_bug: reports ? scoreHeddleRace(v, reports).truePositives > 0 : false }),
      ...(problem && { problem }),
    });
  }
  return { annotate_status: annotate.status, refused, variants };
}

/** The whole inference figure of one program: its hand annotations matched with the race run's suggestions, then applied. */
export async function measureInference(
  p: Program,
  raceSarif: string,
  tc: Toolchain,
  workDir: string,
  timeoutSeconds: number,
): Promise<InferenceResult> {
  const read = (rel: string): SourceFile => ({ path: join(BENCH_DIR, rel), text: readFileSync(join(BENCH_DIR, rel), 'utf8') });
  const files = p.sources.map(read);
  const { annotations, unresolved } = extractHandAnnotations(files, allocationWrappers([...files, read('common/bench.c')]));
  const suggestions = suggestionsOf(await readHeddleReports(raceSarif));
  const matches = matchSuggestions(annotations, suggestions);
  return {
    hand_annotations: matches.length,
    reproduced: matches.filter((m) => m.reproduced).length,
    suggestions: suggestions.length,
    annotations: matches,
    unresolved,
    applied: await applySuggestions(p, raceSarif, tc, workDir, timeoutSeconds),
  };
}
