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
    case 'loop': {
      let head: FlowState = s;
      for (let i = 0; i < MAX_LOOP_ROUNDS; i++) {
        const next = join(head, walk(f.body, head, QUIET))!;
        if (sameState(next, head)) break;
        head = next;
      }
      const out = walk(f.body, head, v);
      return f.atLeastOnce ? join(out, out) : join(head, out);
    }
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
