// A guard for pathological nesting (generated code: a sum of thousands of terms,
// thousands of nested ifs). Extraction and the rules recurse over syntax and
// Flow, so such a definition would overflow the stack and crash the linter.
// Instead it is left out of the facts and reported as a parse-error: rules skip
// what they cannot read, as they do with syntax errors.
import type { Flow } from './facts.js';

/** Deeper Flow than this is not analysed (real functions nest a few dozen levels at most). */
export const MAX_FLOW_DEPTH = 400;

/** Whether a Flow nests deeper than MAX_FLOW_DEPTH (walked with an explicit stack: no recursion). */
export function flowTooDeep(root: Flow): boolean {
  const stack: [Flow, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [f, depth] = stack.pop()!;
    if (depth > MAX_FLOW_DEPTH) return true;
    if (f.k === 'seq') for (const item of f.items) stack.push([item, depth + 1]);
    else if (f.k === 'branch') for (const arm of f.arms) stack.push([arm, depth + 1]);
    else if (f.k === 'loop') stack.push([f.test, depth + 1], [f.body, depth + 1]);
    else if (f.k === 'switch') stack.push([f.body, depth + 1]);
  }
  return false;
}

/** A stack overflow (V8 throws RangeError "Maximum call stack size exceeded"). */
export function isStackOverflow(err: unknown): boolean {
  return err instanceof RangeError && /call stack/i.test(err.message);
}
