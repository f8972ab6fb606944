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
  // C++: HEDDLE_GLOBAL_LOCKED(g, m.native_handle()) names the std::mutex m (p->native_handle(): what p points to).
  const handle = /^(.*?)(\.|->)native_handle\(\)$/.exec(t);
  if (handle) return handle[2] === '.' ? handle[1]! : `*${handle[1]}`;
  return t.startsWith('&') ? t.slice(1) : `*${t}`;
}

/** heddle_acquire_write(&g) is balanced by heddle_release_write(&g): key on the kind and the object. */
export function acquisitionKey(call: CallEvent): string | undefined {
  if (call.loopVariant) return undefined;
  const m = /^heddle_(?:acquire|release)_(read|write)$/.exec(call.callee);
  const arg = call.args[0];
  return m && arg ? `${m[1]}:${objectKey(arg.text)}` : undefined;
}

/** `set` plus `item` (a new set: states are shared between paths and never changed in place). */
function adding<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  return set.has(item) ? set : new Set(set).add(item);
}

export function transfer(s: FlowState, call: CallEvent): FlowState {
  const arg = call.args[0];
  if (LOCK.test(call.callee) && arg) return { ...s, locks: adding(s.locks, objectKey(arg.text)) };
  if (UNLOCK.test(call.callee) && arg) {
    const locks = new Set(s.locks);
    locks.delete(objectKey(arg.text));
    return { ...s, locks };
  }
  if (call.callee === 'pthread_create') return { ...s, threadsMayRun: true, unjoined: adding(s.unjoined, arg ? threadHandle(arg.text) : '?') };
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
    return { ...s, acquiredMust: adding(s.acquiredMust, key), acquiredMay: new Map(s.acquiredMay).set(key, call) };
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

function subset<T>(a: ReadonlySet<T> | ReadonlyMap<T, unknown>, b: ReadonlySet<T> | ReadonlyMap<T, unknown>): boolean {
  if (a.size > b.size) return false;
  for (const x of a.keys()) if (!b.has(x)) return false;
  return true;
}

// Joins and comparisons run at every branch and loop round of every function: paths that did not change
// a part of the state share it, so identity and subsets answer most of them without building a new one.
// The shortcuts keep the old element order too (rule 3 names the first common mutex it finds).
/** The elements of a that b has, in a's order. */
function intersect<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): ReadonlySet<T> {
  if (subset(a, b)) return a;
  const out = new Set<T>();
  for (const x of a) if (b.has(x)) out.add(x);
  return out;
}

/** a's elements, then b's others. */
function union<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): ReadonlySet<T> {
  if (subset(b, a)) return a;
  const out = new Set(a);
  for (const x of b) out.add(x);
  return out;
}

/** Every key of both, b's first; where both have a key, a's value (the acquisition a finding names). */
function unionMap<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): ReadonlyMap<K, V> {
  if (a === b) return a;
  const out = new Map(b);
  for (const [k, v] of a) out.set(k, v);
  return out;
}

/** Join at a control-flow merge; `undefined` is "unreachable". */
export function join(a: FlowState | undefined, b: FlowState | undefined): FlowState | undefined {
  if (!a) return b;
  if (!b || a === b) return a;
  return {
    locks: intersect(a.locks, b.locks),
    acquiredMust: intersect(a.acquiredMust, b.acquiredMust),
    acquiredMay: unionMap(a.acquiredMay, b.acquiredMay),
    threadsMayRun: a.threadsMayRun || b.threadsMayRun,
    unjoined: union(a.unjoined, b.unjoined),
    inherited: a.inherited || b.inherited,
  };
}

function sameKeys<T>(x: ReadonlySet<T> | ReadonlyMap<T, unknown>, y: ReadonlySet<T> | ReadonlyMap<T, unknown>): boolean {
  return x === y || (x.size === y.size && subset(x, y));
}

export function sameState(a: FlowState | undefined, b: FlowState | undefined): boolean {
  if (!a || !b || a === b) return a === b;
  return sameKeys(a.locks, b.locks) && sameKeys(a.acquiredMust, b.acquiredMust) && sameKeys(a.acquiredMay, b.acquiredMay) && a.threadsMayRun === b.threadsMayRun && sameKeys(a.unjoined, b.unjoined) && a.inherited === b.inherited;
}
