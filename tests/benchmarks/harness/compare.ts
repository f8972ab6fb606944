// Scores what a tool reported against the ground truth of one variant.
// heddle (strict mode, annotated) is held to the exact set: every expected
// (rule, site) found, nothing else, and each expected related site named by the
// report. A race detector has no policies, so it is scored per bug: a report
// that touches one of the bug's lines finds it; any other report is a false
// positive. ThreadSanitizer and heddle's race mode (heddle_race: the suite with
// its annotations compiled out) are both race detectors.
import type { HeddleReport, TsanWarning } from './reports.js';
import type { Variant } from './suite.js';

export interface Score {
  expected: number;
  found: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Human-readable reasons for every mismatch; empty when the tool matched exactly. */
  problems: string[];
  /** Expected reports heddle is known to miss (heddleKnownMiss): counted in falseNegatives too. */
  knownMisses: number;
}

const key = (rule: string, location: string) => `${rule} at ${location}`;

export function scoreHeddle(variant: Variant, reports: HeddleReport[]): Score {
  const byKey = new Map<string, HeddleReport[]>();
  for (const r of reports) byKey.set(key(r.rule, r.location), [...(byKey.get(key(r.rule, r.location)) ?? []), r]);
  const expectedKeys = new Set(variant.expected.map((e) => key(e.rule, e.location)));
  const problems: string[] = [];
  let tp = 0;
  for (const e of variant.expected) {
    const k = key(e.rule, e.location);
    const hits = byKey.get(k);
    if (!hits) {
      if (!e.heddleKnownMiss) problems.push(`missing: ${k} (${e.why})`);
      continue;
    }
    tp++;
    if (e.heddleKnownMiss) problems.push(`${k} is reported now: remove its heddleKnownMiss note from the ground truth`);
    if (e.related && !hits.some((h) => h.sites.has(e.related!)))
      problems.push(`${k}: the report does not name ${e.related} (${e.why}); it names ${[...hits[0]!.sites].join(', ') || 'no other site'}`);
  }
  const maybe = new Set((variant.consequences ?? []).map((e) => key(e.rule, e.location)));
  const extra = [...byKey.keys()].filter((k) => !expectedKeys.has(k) && !maybe.has(k));
  for (const k of extra) problems.push(`unexpected: ${k}: ${byKey.get(k)![0]!.message}`);
  return {
    expected: expectedKeys.size,
    found: byKey.size,
    truePositives: tp,
    falsePositives: extra.length,
    falseNegatives: expectedKeys.size - tp,
    problems,
    knownMisses: variant.expected.filter((e) => e.heddleKnownMiss && !byKey.has(key(e.rule, e.location))).length,
  };
}

/** The lines where a bug may show up in a race detector's report. */
export function bugLines(variant: Variant): Set<string> {
  return new Set([
    ...variant.expected.flatMap((e) => (e.related ? [e.location, e.related] : [e.location])),
    ...(variant.tsanLines ?? []),
  ]);
}

/** A race detector's report reduced to what scoring needs: its kind and the program lines it names. */
export interface LineReport {
  kind: string;
  sites: string[];
}

/**
 * Scores a race detector's reports against a variant: one bug per seeded variant, found when a report
 * touches one of its lines; every other report is a false positive.
 */
export function scoreLines(variant: Variant, reports: LineReport[]): Score {
  const lines = bugLines(variant);
  const hits = reports.filter((r) => r.sites.some((s) => lines.has(s)));
  const others = reports.filter((r) => !hits.includes(r));
  const bug = variant.expected.length > 0 ? 1 : 0;
  const found = hits.length > 0 ? 1 : 0;
  return {
    expected: bug,
    found: found + others.length,
    truePositives: Math.min(bug, found),
    falsePositives: others.length,
    falseNegatives: bug - Math.min(bug, found),
    knownMisses: 0,
    problems: [
      ...(bug && !found ? [`missed the seeded bug (${variant.name})`] : []),
      ...others.map((r) => `unexpected ${r.kind} at ${r.sites.join(' / ') || '(no frame in the program)'}`),
    ],
  };
}

export function scoreTsan(variant: Variant, warnings: TsanWarning[]): Score {
  return scoreLines(variant, warnings);
}

/** heddle results that report nothing wrong: race mode's annotation suggestions (SARIF level "note"). */
export const NOTE_RULES: ReadonlySet<string> = new Set(['annotation-suggestion']);

/** What race mode found: every heddle result but notes, at its own location and every site it names. */
export function raceFindings(reports: HeddleReport[]): LineReport[] {
  return reports.filter((r) => !NOTE_RULES.has(r.rule)).map((r) => ({ kind: r.rule, sites: [...new Set([r.location, ...r.sites])] }));
}

/**
 * heddle_race against what a race detector must find (the bug's lines, `tsanLines` included), exactly as
 * ThreadSanitizer is scored: any finding on a bug line finds it. Besides `data-race` that includes the
 * quarantine's `use-after-free` naming the free (as TSan's heap-use-after-free warning) and a `double-free`.
 */
export function scoreHeddleRace(variant: Variant, reports: HeddleReport[]): Score {
  return scoreLines(variant, raceFindings(reports));
}
