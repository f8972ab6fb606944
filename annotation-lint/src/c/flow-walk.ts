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
  const end = walk(body, entry, v, undefined);
  if (end) v.exit?.(undefined, end);
}

/** Where `break`, `continue` and `case` lead from inside the innermost loop or switch. */
interface Targets {
  /** States at each `break`: they join the loop's or switch's exit. */
  breaks: (FlowState | undefined)[];
  /** States at each `continue` of the innermost loop: they join its next test. */
  continues: (FlowState | undefined)[] | undefined;
  /** The state entering the innermost switch: every `case` label can be reached from it. */
  switchEntry: FlowState | undefined;
}

function joinAll(states: readonly (FlowState | undefined)[]): FlowState | undefined {
  return states.reduce<FlowState | undefined>((a, b) => join(a, b), undefined);
}

function walk(f: Flow, s: FlowState | undefined, v: FlowVisitor, t: Targets | undefined): FlowState | undefined {
  // A case label is reached from the switch's entry even when the code before it cannot fall through.
  if (f.k === 'case') return join(s, t?.switchEntry);
  if (f.k === 'seq') {
    let cur: FlowState | undefined = s;
    for (const item of f.items) cur = walk(item, cur, v, t);
    return cur;
  }
  if (!s) return undefined; // unreachable code: nothing to report against
  switch (f.k) {
    case 'branch':
      return joinAll(f.arms.map((arm) => walk(arm, s, v, t)));
    case 'loop':
      return walkLoop(f, s, v, t);
    case 'switch': {
      const inner: Targets = { breaks: [], continues: t?.continues, switchEntry: s };
      const end = walk(f.body, undefined, v, inner);
      // Without a default label, no case may match and the switch is skipped.
      return joinAll([end, ...inner.breaks, f.hasDefault ? undefined : s]);
    }
    case 'jump':
      if (f.to === 'break') t?.breaks.push(s);
      else if (f.to === 'continue') t?.continues?.push(s);
      return undefined; // goto: the path is not followed
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

/** One pass over a loop: test then body (or body then test); the state after the test fails, the state
 * reaching the next test (body end and every `continue`), and the states at each `break`. */
function iteration(f: Extract<Flow, { k: 'loop' }>, head: FlowState, v: FlowVisitor, outer: Targets | undefined) {
  const inner: Targets = { breaks: [], continues: [], switchEntry: outer?.switchEntry };
  if (f.testFirst) {
    const afterTest = walk(f.test, head, v, inner);
    const next = joinAll([walk(f.body, afterTest, v, inner), ...inner.continues!]);
    return { afterTest, next, breaks: inner.breaks };
  }
  const beforeTest = joinAll([walk(f.body, head, v, inner), ...inner.continues!]);
  const afterTest = walk(f.test, beforeTest, v, inner);
  return { afterTest, next: afterTest, breaks: inner.breaks };
}

function walkLoop(f: Extract<Flow, { k: 'loop' }>, entry: FlowState, v: FlowVisitor, outer: Targets | undefined): FlowState | undefined {
  let head = entry;
  for (let i = 0; i < MAX_LOOP_ROUNDS; i++) {
    const next = join(head, iteration(f, head, QUIET, outer).next)!;
    if (sameState(next, head)) break;
    head = next;
  }
  // The loop leaves when its test fails or through a `break`.
  const last = iteration(f, head, v, outer);
  const exit = joinAll([last.afterTest, ...last.breaks]);
  return exit && last.next ? withoutJoinedEachRound(exit, head, last.next) : exit;
}

/**
 * Threads the loop body joins on every path (`for (…) pthread_join(t[i], 0)`) are joined when the loop ends:
 * a may-analysis would keep them running (the state at the test still holds the first round's handles).
 */
function withoutJoinedEachRound(exit: FlowState, head: FlowState, next: FlowState): FlowState {
  const joined = [...head.unjoined].filter((h) => !next.unjoined.has(h));
  if (joined.length === 0) return exit;
  return { ...exit, unjoined: new Set([...exit.unjoined].filter((h) => !joined.includes(h))) };
}
