// "Work around with an execution filter" (LOOM §2): the constraint that keeps a result from happening again,
// or why no filter can. A filter only orders threads, so it is written for the results that an order prevents:
// - a data race: mutual exclusion between the two threads' conflicting accesses — the reported one
//   (locations[0]) and the earlier one (the other thread's "previous access"). When both are statements of one
//   block, one region from the first through the second, which both threads run as a critical section (a
//   read-modify-write keeps its update); otherwise each statement is a region, and the two exclude each other.
// - a use after free and an unordered policy change: an execution order (filter-order.ts).
// Strict mode's policy checks (lock-not-held, a private or read-only object touched) do not depend on the order
// of threads, so a filter cannot remove them: the action says so instead (the annotation fixes apply there).
import { accessPlace, eventAt, otherThreads, type FilterContext, type FilterPlace, type Workaround } from './filter-places.js';
import { policyChangeOrder, useAfterFreeOrder } from './filter-order.js';
import type { RuntimeResult } from './runtime-results.js';

const ACCESS_EVENT = /^(read|write)\b/i;

function region(from: FilterPlace, to: FilterPlace): string {
  return `{${eventAt(from)}, ${eventAt(to)}}`;
}

function dataRaceExclusion(result: RuntimeResult, context: FilterContext): Workaround {
  const reported = result.threads[0];
  const earlier = otherThreads(result).find((t) => ACCESS_EVENT.test(t.event ?? ''));
  if (!reported || !earlier) {
    return { problem: 'the result names no earlier access by another thread (its "previous access"), so there is no second region to exclude' };
  }
  const [a, b] = [accessPlace(reported, context), accessPlace(earlier, context)];
  if (!a || !b) return { problem: 'an access of the race is not on a statement of a readable C file in the workspace' };
  const [first, second] = a.row <= b.row ? [a, b] : [b, a];
  if (first.path === second.path && first.block === second.block && !second.compound) {
    const span = region(first, second);
    const lines = first.row === second.row ? `line ${first.row + 1}` : `lines ${first.row + 1}-${second.row + 1}`;
    return { constraint: `${span} <> ${span}`, explanation: `both threads' accesses (${lines}) run as one critical section` };
  }
  return {
    constraint: `${region(a, a)} <> ${region(b, b)}`,
    explanation: `the access at ${eventAt(a)} and the earlier one at ${eventAt(b)} never run at the same time`,
  };
}

/** Race mode's `use-after-free` (memory the program gave no policy), or an annotated object's: strict mode's
 * `sharing-violation` whose detail says so. */
function isUseAfterFree(result: RuntimeResult): boolean {
  if (result.ruleId === 'use-after-free') return true;
  return result.ruleId === 'sharing-violation' && /^use after free/i.test(result.detail ?? '');
}

/** Why a filter cannot remove this result, for the reports whose check does not depend on the order of threads. */
const NO_FILTER: Record<string, (result: RuntimeResult) => string> = {
  'lock-not-held': () =>
    'lock-not-held is reported whenever the thread does not hold the object\'s own mutex, and a filter\'s lock is another lock, so the report would stay: take the mutex around the access (an annotation fix) instead',
  'sharing-violation': (result) =>
    `the object's policy${result.policy ? ` (${result.policy})` : ''} forbids this access in whatever order the threads run, so a filter cannot remove it: correct the annotation or the access`,
};

/**
 * The constraint that prevents `result`, with what it does; or why no filter can, for the reports about two
 * threads that a filter cannot prevent; undefined for the others (notes, API misuse: a filter is no answer there).
 */
export function workaroundConstraint(result: RuntimeResult, context: FilterContext): Workaround | undefined {
  if (result.ruleId === 'data-race') return dataRaceExclusion(result, context);
  if (isUseAfterFree(result)) return useAfterFreeOrder(result, context);
  if (result.ruleId === 'unordered-policy-change') return policyChangeOrder(result, context);
  const why = NO_FILTER[result.ruleId];
  return why && { problem: why(result) };
}
