// Runs a FlowState through a function's Flow, telling a visitor the state at
// every call, access and return. Loops are iterated (quietly) to a fixed point
// first, so the visitor sees each event once, with the state that holds on
// every iteration.
import type { AccessEvent, CallEvent, Flow, ReturnEvent } from './facts.js';
import { join, sameState, transfer, type FlowState } from './flow-state.js';

export interface FlowVisitor {
  call?(e: CallEvent, before: FlowState): void;
  access?(e: AccessEvent, s: FlowState): void;
  /** A return statement, or (e undefined) falling off the function's end. */
  exit?(e: ReturnEvent | undefined, s: FlowState): void;
}

const QUIET: FlowVisitor = {};
const MAX_LOOP_ROUNDS = 8;

export function walkFunction(body: Flow, entry: FlowState, v: FlowVisitor): void {
  const end = walk(body, entry, v);
  if (end) v.exit?.(undefined, end);
}

function walk(f: Flow, s: FlowState | undefined, v: FlowVisitor): FlowState | undefined {
  if (!s) return undefined; // unreachable code: nothing to report against
  switch (f.k) {
    case 'seq': {
      let cur: FlowState | undefined = s;
      for (const item of f.items) cur = walk(item, cur, v);
      return cur;
    }
    case 'branch':
      return f.arms.map((arm) => walk(arm, s, v)).reduce<FlowState | undefined>((a, b) => join(a, b), undefined);
    case 'loop':
      return walkLoop(f, s, v);
    case 'jump':
      return undefined;
    case 'return':
      v.exit?.(f, s);
      return undefined;
    case 'call':
      v.call?.(f, s);
      return transfer(s, f);
    case 'access':
      v.access?.(f, s);
      return s;
  }
}

/** One pass over a loop: test then body (or body then test); returns the state after the test. */
function iteration(f: Extract<Flow, { k: 'loop' }>, head: FlowState, v: FlowVisitor): { afterTest: FlowState | undefined; next: FlowState | undefined } {
  if (f.testFirst) {
    const afterTest = walk(f.test, head, v);
    return { afterTest, next: walk(f.body, afterTest, v) };
  }
  const afterTest = walk(f.test, walk(f.body, head, v), v);
  return { afterTest, next: afterTest };
}

function walkLoop(f: Extract<Flow, { k: 'loop' }>, entry: FlowState, v: FlowVisitor): FlowState | undefined {
  let head = entry;
  for (let i = 0; i < MAX_LOOP_ROUNDS; i++) {
    const next = join(head, iteration(f, head, QUIET).next)!;
    if (sameState(next, head)) break;
    head = next;
  }
  // The loop leaves when its test fails (states leaving through `break` are approximated by this one).
  return iteration(f, head, v).afterTest;
}
