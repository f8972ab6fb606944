// A guard for pathological nesting (generated code: a sum of thousands of terms,
// thousands of nested ifs). Extraction and the rules recurse over syntax and
// Flow, so such a definition would overflow the stack and crash the linter.
// Instead it is left out of the facts and reported as a parse-error: rules skip
// what they cannot read, as they do with syntax errors.
import type { Flow } from './facts.js';

/** Deeper Flow than this is not analysed (real functions nest a few dozen levels at most). */
export const MAX_FLOW_DEPTH = 400;

/**
 * Whether a Flow nests deeper than MAX_FLOW_DEPTH. Recursive, but it stops descending there, so the
 * recursion is bounded whatever the input; and it allocates nothing (it runs on every definition).
 */
export function flowTooDeep(f: Flow, depth = 1): boolean {
  if (depth > MAX_FLOW_DEPTH) return true;
  switch (f.k) {
    case 'seq':
      for (const item of f.items) if (flowTooDeep(item, depth + 1)) return true;
      return false;
    case 'branch':
      for (const arm of f.arms) if (flowTooDeep(arm, depth + 1)) return true;
      return false;
    case 'loop':
      return flowTooDeep(f.test, depth + 1) || flowTooDeep(f.body, depth + 1);
    case 'switch':
      return flowTooDeep(f.body, depth + 1);
    default:
      return false;
  }
}

/** A stack overflow (V8 throws RangeError "Maximum call stack size exceeded"). */
export function isStackOverflow(err: unknown): boolean {
  return err instanceof RangeError && /call stack/i.test(err.message);
}
