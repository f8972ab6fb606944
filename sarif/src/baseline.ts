// Baseline comparison: every result of `current` is marked `new` or `unchanged`, and
// every baseline result with no match is added as `absent`. Matching, per run of the same
// tool and category and always within the same rule:
//   1. partialFingerprints: a key both results carry with the same value
//      (primaryLocationLineHash first), so results survive edits that move code;
//   2. location (path, start line) and message text;
//   3. location alone, when it is unique on both sides (the message carries run-dependent
//      details — heddle names threads T1, T2 by scheduling — and the fingerprint changed
//      because a neighbouring line did);
//   4. message text in the same file, when it is unique on both sides (code moved and
//      the producer writes no fingerprints).
// This agrees with the SARIF SDK's `match-results-forward` on the shared fixtures
// (test/baseline-sdk.test.ts runs both); the SDK's `updated` is this package's `unchanged`.
import { cloneJson } from './clone.js';
import { detachResult } from './detach.js';
import { GITHUB_FINGERPRINT_KEY } from './github-limits.js';
import { messageStrings } from './messages.js';
import { findRule, ruleIdOf } from './resolve.js';
import { spanOf } from './locations.js';
import { runKey } from './run-key.js';
import { RuleTable } from './rules.js';
import type { BaselineState, Log, Result, Run } from './types.js';

interface Candidate {
  result: Result;
  run: Run;
  ruleId: string;
  path: string;
  line: number;
  text: string;
  matched: boolean;
}

function candidate(result: Result, run: Run): Candidate {
  const span = spanOf(result.locations?.[0], run);
  return {
    result,
    run,
    ruleId: ruleIdOf(result, run),
    path: span?.path ?? '',
    line: span?.startLine ?? 0,
    text: messageStrings(result.message, findRule(result, run), run).text,
    matched: false,
  };
}

function sharedFingerprint(a: Result, b: Result): boolean {
  const fa = a.partialFingerprints;
  const fb = b.partialFingerprints;
  if (!fa || !fb) return false;
  const primaryA = fa[GITHUB_FINGERPRINT_KEY];
  const primaryB = fb[GITHUB_FINGERPRINT_KEY];
  if (primaryA !== undefined && primaryB !== undefined) return primaryA === primaryB;
  return Object.keys(fa).some((key) => fb[key] !== undefined && fb[key] === fa[key]);
}

/** Candidates grouped by a key, so each matching pass is linear rather than quadratic. */
function index(pool: Candidate[], keysOf: (c: Candidate) => string[]): Map<string, Candidate[]> {
  const map = new Map<string, Candidate[]>();
  for (const c of pool) {
    for (const key of keysOf(c)) {
      const list = map.get(key);
      if (list) list.push(c);
      else map.set(key, [c]);
    }
  }
  return map;
}

const fingerprintKeys = (c: Candidate): string[] => {
  const prints = c.result.partialFingerprints ?? {};
  const keys = Object.keys(prints).sort((a, b) => Number(b === GITHUB_FINGERPRINT_KEY) - Number(a === GITHUB_FINGERPRINT_KEY));
  return keys.map((key) => JSON.stringify([c.ruleId, key, prints[key]]));
};
const locationKey = (c: Candidate): string[] => [JSON.stringify([c.ruleId, c.path, c.line, c.text])];
const placeKey = (c: Candidate): string[] => [JSON.stringify([c.ruleId, c.path, c.line])];
const fileMessageKey = (c: Candidate): string[] => [JSON.stringify([c.ruleId, c.path, c.text])];

function pair(c: Candidate, p: Candidate): void {
  c.matched = true;
  p.matched = true;
}

/** Marks matched pairs of current and previous candidates, pass by pass. */
function match(current: Candidate[], previous: Candidate[]): void {
  const byPrint = index(previous, fingerprintKeys);
  for (const c of current) {
    for (const key of fingerprintKeys(c)) {
      const p = byPrint.get(key)?.find((p) => !p.matched && sharedFingerprint(c.result, p.result));
      if (p) {
        pair(c, p);
        break;
      }
    }
  }
  const byLocation = index(previous.filter((p) => !p.matched), locationKey);
  for (const c of current) {
    if (c.matched) continue;
    const p = byLocation.get(locationKey(c)[0]!)?.find((p) => !p.matched);
    if (p) pair(c, p);
  }
  pairUnique(current, previous, placeKey);
  pairUnique(current, previous, fileMessageKey);
}

/** Pairs the still unmatched candidates whose key is held by exactly one on each side. */
function pairUnique(current: Candidate[], previous: Candidate[], keyOf: (c: Candidate) => string[]): void {
  const unmatchedPrevious = index(previous.filter((p) => !p.matched), keyOf);
  const unmatchedCurrent = index(current.filter((c) => !c.matched), keyOf);
  for (const [key, cs] of unmatchedCurrent) {
    const ps = unmatchedPrevious.get(key);
    if (cs.length === 1 && ps?.length === 1) pair(cs[0]!, ps[0]!);
  }
}

export interface BaselineCounts {
  new: number;
  unchanged: number;
  absent: number;
}

/**
 * Returns a copy of `current` with baselineState on every result and the baseline's
 * unmatched results appended as `absent` (to the run of the same tool and category, or
 * to a copy of the baseline run when the current log has none).
 * Upload the merged log to code scanning, not this one: absent results are for people.
 */
export function compareWithBaseline(current: Log, baseline: Log): Log {
  const out: Log = cloneJson(current);
  const previousByKey = new Map<string, Candidate[]>();
  const baselineRunByKey = new Map<string, Run>();
  for (const run of baseline.runs) {
    const key = runKey(run);
    if (!baselineRunByKey.has(key)) baselineRunByKey.set(key, run);
    const pool = previousByKey.get(key) ?? [];
    for (const result of run.results ?? []) if (result.baselineState !== 'absent') pool.push(candidate(result, run));
    previousByKey.set(key, pool);
  }
  for (const run of out.runs) {
    const key = runKey(run);
    const currentPool = (run.results ?? []).map((r) => candidate(r, run));
    const previousPool = previousByKey.get(key) ?? [];
    match(currentPool, previousPool);
    for (const c of currentPool) c.result.baselineState = c.matched ? 'unchanged' : 'new';
    appendAbsent(run, previousPool.filter((p) => !p.matched));
    previousByKey.delete(key);
  }
  for (const [key, pool] of previousByKey) {
    if (pool.length === 0) continue;
    const source = baselineRunByKey.get(key)!;
    const run: Run = { ...cloneJson(source), results: [] };
    out.runs.push(run);
    appendAbsent(run, pool);
  }
  return out;
}

function appendAbsent(target: Run, gone: Candidate[]): void {
  if (gone.length === 0) return;
  const rules = new RuleTable(target);
  const results = (target.results ??= []);
  for (const p of gone) {
    const copy = cloneJson(p.result);
    detachResult(copy, p.run);
    rules.rehome(copy, p.run);
    copy.baselineState = 'absent';
    results.push(copy);
  }
}

/** How many results of the log are in each baseline state (results without one count as new). */
export function baselineCounts(log: Log): BaselineCounts {
  const counts: BaselineCounts = { new: 0, unchanged: 0, absent: 0 };
  for (const run of log.runs) {
    for (const result of run.results ?? []) {
      const state: BaselineState = result.baselineState === 'updated' ? 'unchanged' : ((result.baselineState as BaselineState | undefined) ?? 'new');
      counts[state]++;
    }
  }
  return counts;
}
