// Scores what a tool reported against the ground truth of one variant.
// heddle is held to the exact set: every expected (rule, site) found, nothing
// else, and each expected related site named by the report. ThreadSanitizer has
// no policies, so it is scored per bug: a warning that touches one of the bug's
// lines finds it; any other warning is a false positive.
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
  const extra = [...byKey.keys()].filter((k) => !expectedKeys.has(k));
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

export function scoreTsan(variant: Variant, warnings: TsanWarning[]): Score {
  const lines = bugLines(variant);
  const hits = warnings.filter((w) => w.sites.some((s) => lines.has(s)));
  const others = warnings.filter((w) => !hits.includes(w));
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
      ...others.map((w) => `unexpected ${w.kind} at ${w.sites.join(' / ') || '(no frame in the program)'}`),
    ],
  };
}
