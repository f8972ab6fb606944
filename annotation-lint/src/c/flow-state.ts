// The abstract state the C rules track along a function's Flow, and how
// calls change it: held mutexes (must-hold: a lockset), acquired heddle
// objects (must and may, to catch both unbalanced directions), whether
// another thread may have been started, and which started threads may still
// run (not joined yet).
import type { CallEvent } from './facts.js';
import { normalize } from './syntax.js';

export interface FlowState {
  locks: ReadonlySet<string>;
  acquiredMust: ReadonlySet<string>;
  acquiredMay: ReadonlyMap<string, CallEvent>;
  /** A thread may have been started before this point (or this is thread code): rule 3's "before threads start". */
  threadsMayRun: boolean;
  /** Handles of threads this function started on some path and has not joined since (`t`, `t[]` for `t[i]`). */
  unjoined: ReadonlySet<string>;
  /** Other threads may run for reasons outside this function's handles: thread code, or a caller's state. */
  inherited: boolean;
}

export const EMPTY_STATE: FlowState = { locks: new Set(), acquiredMust: new Set(), acquiredMay: new Map(), threadsMayRun: false, unjoined: new Set(), inherited: false };

/** Whether another thread may be running right here: rule 5. A thread joined again (pthread_join of its handle) no longer runs. */
export function othersMayRunNow(s: FlowState): boolean {
  return s.inherited || s.unjoined.size > 0;
}

/** The handle a pthread_create/pthread_join argument names: `&t`, `t` → `t`; `&t[i]`, `t[k]` → `t[]` (a loop over an array of threads). */
export function threadHandle(argText: string): string {
  return normalize(argText).replace(/^&/, '').replace(/\[[^\]]*\]/g, '[]');
}

// trylock/timedlock/clocklock count as taking the lock: code checks their result and unlocks only on success.
const LOCK = /^pthread_(mutex_(lock|trylock|timedlock|clocklock)|rwlock_(rdlock|wrlock|tryrdlock|trywrlock|timedrdlock|timedwrlock|clockrdlock|clockwrlock)|spin_(lock|trylock))$/;
const UNLOCK = /^pthread_(mutex_unlock|rwlock_unlock|spin_unlock)$/;
export const ACQUIRE = /^heddle_acquire_(read|write)$/;
export const RELEASE = /^heddle_release_(read|write)$/;
/** Calls that end whatever this thread acquired of their first argument: freeing it, or giving it
 * a new policy (PUSh handles free as an acquire-write that ends the object). */
const ENDS_ACQUISITION = /^(free|heddle_set_racy|heddle_set_sticky_read|heddle_set_locked)$/;

/** The key of the object or mutex an argument names: `&m` and `m` of a pointer both name m's target. */
export function objectKey(argText: string): string {
  const t = normalize(argText);
  return t.startsWith('&') ? t.slice(1) : `*${t}`;
}

/** heddle_acquire_write(&g) is balanced by heddle_release_write(&g): key on the kind and the object. */
export function acquisitionKey(call: CallEvent): string | undefined {
  if (call.loopVariant) return undefined;
  const m = /^heddle_(?:acquire|release)_(read|write)$/.exec(call.callee);
  const arg = call.args[0];
  return m && arg ? `${m[1]}:${objectKey(arg.text)}` : undefined;
}

export function transfer(s: FlowState, call: CallEvent): FlowState {
  const arg = call.args[0];
  if (LOCK.test(call.callee) && arg) return { ...s, locks: new Set([...s.locks, objectKey(arg.text)]) };
  if (UNLOCK.test(call.callee) && arg) {
    const locks = new Set(s.locks);
    locks.delete(objectKey(arg.text));
    return { ...s, locks };
  }
  if (call.callee === 'pthread_create') return { ...s, threadsMayRun: true, unjoined: new Set([...s.unjoined, arg ? threadHandle(arg.text) : '?']) };
  if (call.callee === 'pthread_join' && arg && s.unjoined.has(threadHandle(arg.text))) {
    const unjoined = new Set(s.unjoined);
    unjoined.delete(threadHandle(arg.text));
    return { ...s, unjoined };
  }
  if (ENDS_ACQUISITION.test(call.callee) && arg) {
    const object = objectKey(arg.text);
    const ended = (key: string) => key === `read:${object}` || key === `write:${object}`;
    if (![...s.acquiredMay.keys()].some(ended)) return s;
    return { ...s, acquiredMust: new Set([...s.acquiredMust].filter((k) => !ended(k))), acquiredMay: new Map([...s.acquiredMay].filter(([k]) => !ended(k))) };
  }
  const key = acquisitionKey(call);
  if (key && ACQUIRE.test(call.callee)) {
    return { ...s, acquiredMust: new Set([...s.acquiredMust, key]), acquiredMay: new Map([...s.acquiredMay, [key, call]]) };
  }
  if (key && RELEASE.test(call.callee)) {
    const must = new Set(s.acquiredMust);
    must.delete(key);
    const may = new Map(s.acquiredMay);
    may.delete(key);
    return { ...s, acquiredMust: must, acquiredMay: may };
  }
  return s;
}

function intersect<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): Set<T> {
  return new Set([...a].filter((x) => b.has(x)));
}

/** Join at a control-flow merge; `undefined` is "unreachable". */
export function join(a: FlowState | undefined, b: FlowState | undefined): FlowState | undefined {
  if (!a) return b;
  if (!b) return a;
  return {
    locks: intersect(a.locks, b.locks),
    acquiredMust: intersect(a.acquiredMust, b.acquiredMust),
    acquiredMay: new Map([...b.acquiredMay, ...a.acquiredMay]),
    threadsMayRun: a.threadsMayRun || b.threadsMayRun,
    unjoined: a.unjoined.size === 0 ? b.unjoined : b.unjoined.size === 0 ? a.unjoined : new Set([...a.unjoined, ...b.unjoined]),
    inherited: a.inherited || b.inherited,
  };
}

export function sameState(a: FlowState | undefined, b: FlowState | undefined): boolean {
  if (!a || !b) return a === b;
  const eqSet = (x: ReadonlySet<string>, y: ReadonlySet<string>) => x.size === y.size && [...x].every((v) => y.has(v));
  return eqSet(a.locks, b.locks) && eqSet(a.acquiredMust, b.acquiredMust) && eqSet(new Set(a.acquiredMay.keys()), new Set(b.acquiredMay.keys())) && a.threadsMayRun === b.threadsMayRun && eqSet(a.unjoined, b.unjoined) && a.inherited === b.inherited;
}
