// The step's verdict per fail-on: `new` fails on results the baseline does not have,
// `any` on any result, `never` never. Entries that hung or exited unexpectedly fail the
// step too (unless `never`): a deadlock is a concurrency bug, and a crash hides results.
import { levelRank, type Level } from '@heddle/sarif';
import type { FailOn } from './inputs.js';

export interface GateInput {
  failOn: FailOn;
  newResults: number;
  totalResults: number;
  runProblems: number;
  /** Why the comparison with the baseline cannot be trusted (e.g. a malformed baseline). */
  baselineProblem: string | undefined;
  /** Why the results are partial: the job was cancelled (cancellation.ts). */
  cancelled?: string;
}

export interface Verdict {
  fail: boolean;
  reason: string;
}

/** The lowest level that gates (input fail-level). */
export type FailLevel = 'error' | 'warning' | 'note';
export const FAIL_LEVELS: readonly FailLevel[] = ['error', 'warning', 'note'];

/**
 * The results that gate: those at `failLevel` or above. By default (warning) notes — heddle's
 * annotation suggestions — inform and never fail a step.
 */
export function gateCounts(results: readonly { level: Level; baselineState?: string }[], failLevel: FailLevel = 'warning'): { newResults: number; totalResults: number } {
  const gated = results.filter((r) => levelRank(r.level) >= levelRank(failLevel));
  return { newResults: gated.filter((r) => r.baselineState === 'new').length, totalResults: gated.length };
}

export function decide(g: GateInput): Verdict {
  const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  // A cancelled job is failed whatever fail-on says: what it did not run cannot pass.
  if (g.cancelled) return { fail: true, reason: g.cancelled };
  if (g.failOn === 'never') return { fail: false, reason: `fail-on: never (${plural(g.totalResults, 'result')}, ${g.newResults} new)` };
  if (g.runProblems > 0) return { fail: true, reason: `${g.runProblems} of the runs (manifest entries, heddle-lint) did not complete as expected` };
  if (g.failOn === 'any' && g.totalResults > 0) return { fail: true, reason: `fail-on: any and there ${g.totalResults === 1 ? 'is' : 'are'} ${plural(g.totalResults, 'result')}` };
  if (g.failOn === 'new' && g.baselineProblem) return { fail: true, reason: `the baseline could not be used: ${g.baselineProblem}` };
  if (g.failOn === 'new' && g.newResults > 0) return { fail: true, reason: `${plural(g.newResults, 'new result')} not in the baseline` };
  return { fail: false, reason: g.totalResults === 0 ? 'no results' : `no new results (${plural(g.totalResults, 'result')} already in the baseline)` };
}
