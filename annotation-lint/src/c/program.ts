// The whole program as far as the linted files show it: functions and globals
// by name, which functions run in threads (start routines passed to
// pthread_create and everything they call), and for each function the state
// on entry (locks held by every caller, whether threads may already run),
// computed to a fixed point over the call graph. Rules 3-5 read the resolved
// global accesses and calls this produces.
import type { AccessEvent, CallEvent, FileFacts, Flow, FunctionFacts, GlobalVar, ReturnEvent } from './facts.js';
import { walkFunction } from './flow-walk.js';
import { EMPTY_STATE, join, othersMayRunNow, sameState, type FlowState } from './flow-state.js';
import { bareName } from './cpp-syntax.js';
import { definitionOf } from './parts.js';

export interface Located<T> {
  file: FileFacts;
  item: T;
}

export interface GlobalAccess {
  global: Located<GlobalVar>;
  fn: Located<FunctionFacts>;
  event: AccessEvent;
  /** Whether the global itself is written (`p[i] = …` writes what a pointer global points to, not the pointer). */
  write: boolean;
  state: FlowState;
  inThread: boolean;
}

export interface StatefulCall {
  fn: Located<FunctionFacts>;
  event: CallEvent;
  state: FlowState;
}

/** A global's identity across files: a static one is its file's own (two files may each have `static int count`). */
export function globalId(file: FileFacts, name: string): string {
  return file.globals.get(name)?.isStatic ? `${file.path}#${name}` : name;
}

const MAX_ROUNDS = 10;
/** Entry state of thread code: another thread may run. */
const THREAD_ENTRY: FlowState = { ...EMPTY_STATE, threadsMayRun: true, inherited: true };

function sameGlobals(a: ReadonlyMap<string, Located<GlobalVar>>, b: ReadonlyMap<string, Located<GlobalVar>>): boolean {
  if (a.size !== b.size) return false;
  for (const [name, x] of a) {
    const y = b.get(name);
    if (!y || y.item !== x.item || y.file.path !== x.file.path) return false;
  }
  return true;
}

function sameNames(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  for (const name of a.keys()) if (!b.has(name)) return false;
  return true;
}

interface Visited<E> {
  event: E;
  state: FlowState;
}

export interface WalkResult {
  calls: Visited<CallEvent>[];
  accesses: Visited<AccessEvent>[];
  /** Returns (event) and falling off the end (event undefined), with the state there. */
  exits: Visited<ReturnEvent | undefined>[];
}

/**
 * Walks of a function by entry state. Facts of unchanged functions keep their identity
 * across incremental updates (extract.ts reuses them), so after an edit only the edited
 * function is walked again; the rest of the whole-program analysis is lookups.
 */
const walks = new WeakMap<FunctionFacts, Map<string, WalkResult>>();

const stateKeys = new WeakMap<FlowState, string>();

/** What a walk depends on in an entry state (memoised: entry states are compared every round). */
function stateKey(s: FlowState): string {
  let key = stateKeys.get(s);
  if (key === undefined) stateKeys.set(s, (key = `${s.threadsMayRun ? 1 : 0}${s.inherited ? 1 : 0}|${[...s.locks].sort().join(',')}`));
  return key;
}

function walkOnce(fn: FunctionFacts, entry: FlowState): WalkResult {
  let byEntry = walks.get(fn);
  if (!byEntry) walks.set(fn, (byEntry = new Map()));
  const key = stateKey(entry);
  let result = byEntry.get(key);
  if (!result) {
    const r: WalkResult = { calls: [], accesses: [], exits: [] };
    walkFunction(fn.body, entry, {
      call: (event, state) => r.calls.push({ event, state }),
      access: (event, state) => r.accesses.push({ event, state }),
      exit: (event, state) => r.exits.push({ event, state }),
    });
    byEntry.set(key, (result = r));
  }
  return result;
}

function collectCalls(f: Flow, out: CallEvent[]): CallEvent[] {
  switch (f.k) {
    case 'seq':
      for (const i of f.items) collectCalls(i, out);
      break;
    case 'branch':
      for (const a of f.arms) collectCalls(a, out);
      break;
    case 'loop':
      collectCalls(f.test, out);
      collectCalls(f.body, out);
      break;
    case 'switch':
      collectCalls(f.body, out);
      break;
    case 'call':
      out.push(f);
  }
  return out;
}

const callLists = new WeakMap<Flow, CallEvent[]>();

/** Every call in a flow, in source order (memoised: facts of unchanged functions are reused). */
export function callsIn(f: Flow): readonly CallEvent[] {
  let calls = callLists.get(f);
  if (!calls) callLists.set(f, (calls = collectCalls(f, [])));
  return calls;
}

const calleeSets = new WeakMap<Flow, ReadonlySet<string>>();

/** The names a flow calls (memoised like callsIn). */
function calleesIn(f: Flow): ReadonlySet<string> {
  let names = calleeSets.get(f);
  if (!names) calleeSets.set(f, (names = new Set(callsIn(f).map((c) => c.callee))));
  return names;
}

/** The calls rules read from Program.calls: thread creation and heddle.h's API. */
const WATCHED_CALL = /^(pthread_create$|heddle_)/;
const watchedCalls = new WeakMap<WalkResult, Visited<CallEvent>[]>();

function watchedCallsOf(walk: WalkResult): Visited<CallEvent>[] {
  let out = watchedCalls.get(walk);
  if (!out) watchedCalls.set(walk, (out = walk.calls.filter((c) => WATCHED_CALL.test(c.event.callee))));
  return out;
}

const nonLocalAccesses = new WeakMap<WalkResult, Visited<AccessEvent>[]>();

/** The accesses of a walk to names the function does not declare (memoised: only these can be globals). */
function accessesToNonLocals(fn: FunctionFacts, walk: WalkResult): Visited<AccessEvent>[] {
  let out = nonLocalAccesses.get(walk);
  if (!out) nonLocalAccesses.set(walk, (out = walk.accesses.filter((a) => !fn.locals.has(a.event.name))));
  return out;
}

/**
 * The function a pthread_create start-routine argument names (`worker`, `&worker`, `(void *(*)(void *))worker`;
 * C++: `&Worker::run`, a lambda's `main::lambda#1`).
 */
function startRoutineName(text: string): string | undefined {
  return /([A-Za-z_][\w#]*(?:::[A-Za-z_][\w#]*)*)\s*\)*\s*$/.exec(text)?.[1];
}

export class Program {
  readonly functions = new Map<string, Located<FunctionFacts>>();
  /** C++: a member function's bare name (`run` of `Worker::run`) when no other function has it: how `w.run()` is called. */
  private readonly bareNames = new Map<string, string | null>();
  readonly globals = new Map<string, Located<GlobalVar>>();
  /** Start routine → the call that starts it (pthread_create, or a helper's call passing it). */
  readonly threadStarts = new Map<string, Located<CallEvent>>();
  readonly threadCode = new Set<string>();
  readonly entry = new Map<string, FlowState>();
  readonly accesses: GlobalAccess[] = [];
  /** Calls of pthread_create and of heddle_* functions (the ones rules 3-5 read), with their state. */
  readonly calls: StatefulCall[] = [];

  /**
   * The same object as the previous Program's while the globals are the same facts and the
   * function names the same (an edit inside a function body): per-call checks memoised under
   * it stay valid. They read globals' declarations and whether a name is a function, nothing else.
   */
  readonly epoch: object;

  constructor(readonly files: readonly FileFacts[], previous?: Program) {
    for (const file of files) {
      for (const fn of file.functions) if (!this.functions.has(fn.name)) this.functions.set(fn.name, { file, item: fn });
      for (const g of file.globals.values()) {
        if (g.isStatic) continue; // visible in its own file only: globalFor()
        const known = this.globals.get(g.name);
        if (!known || (known.item.isExtern && !g.isExtern)) this.globals.set(g.name, { file, item: definitionOf(known?.item, g) });
      }
    }
    for (const name of this.functions.keys()) {
      const bare = bareName(name);
      // Two functions with one bare name (A::run, B::run): which one `x.run()` calls is not known, so neither.
      if (bare !== name) this.bareNames.set(bare, this.bareNames.has(bare) ? null : name);
    }
    this.epoch = previous && sameGlobals(previous.globals, this.globals) && sameNames(previous.functions, this.functions) ? previous.epoch : {};
    const callees = new Map<string, Set<string>>();
    for (const [name, { item }] of this.functions) {
      const known = new Set<string>();
      for (const c of calleesIn(item.body)) {
        const target = this.functionNamed(c, item.scope);
        if (target) known.add(target);
      }
      callees.set(name, known);
    }
    this.findThreadStarts();
    const work = [...this.threadStarts.keys()];
    while (work.length > 0) {
      const f = work.pop()!;
      if (this.threadCode.has(f)) continue;
      this.threadCode.add(f);
      for (const g of callees.get(f) ?? []) work.push(g);
    }
    this.computeEntryStates(callees);
    this.collect();
  }

  /**
   * Start routines: the function pthread_create is given, or — when that is a parameter of
   * the function calling pthread_create (a thread-pool helper like run_threads(n, fn, …)) —
   * the functions its callers pass in that position, through any number of such helpers.
   */
  private findThreadStarts(): void {
    const spawners = new Map<string, number>(); // helper function → index of its start-routine parameter
    const consider = ({ file, item: caller }: Located<FunctionFacts>, call: CallEvent, argIndex: number) => {
      const arg = call.args[argIndex];
      const written = arg && startRoutineName(arg.text);
      if (!written) return false;
      const name = caller.locals.has(written) ? written : this.functionNamed(written, caller.scope) ?? written;
      if (this.functions.has(name) && !caller.locals.has(name)) {
        if (!this.threadStarts.has(name)) this.threadStarts.set(name, { file, item: call });
        return false;
      }
      const param = caller.params.indexOf(name);
      if (param < 0 || spawners.get(caller.name) === param) return false;
      spawners.set(caller.name, param);
      return true;
    };
    for (let changed = true, round = 0; changed && round < MAX_ROUNDS; round++) {
      changed = false;
      for (const fn of this.functions.values()) {
        const names = calleesIn(fn.item.body);
        if (!names.has('pthread_create') && ![...spawners.keys()].some((s) => names.has(s))) continue; // nothing to consider
        for (const c of callsIn(fn.item.body)) {
          if (c.callee === 'pthread_create') changed = consider(fn, c, 2) || changed;
          const through = spawners.get(this.functionNamed(c.callee, fn.item.scope) ?? c.callee);
          if (through !== undefined) changed = consider(fn, c, through) || changed;
        }
      }
    }
  }

  /** The walk of a function from its entry state (acquisitions always start empty). */
  walkOf(fn: FunctionFacts): WalkResult {
    return walkOnce(fn, this.entry.get(fn.name) ?? this.baseEntry(fn.name));
  }

  /** The global `name` refers to in `file`: the file's own static one, else the program's global of that name. */
  globalFor(file: FileFacts, name: string): Located<GlobalVar> | undefined {
    const own = file.globals.get(name);
    return own?.isStatic ? { file, item: own } : this.globals.get(name);
  }

  /**
   * C++ names: in a member function of class `scope`, `n` is first `scope::n`; a qualified `ns::n` whose scope is
   * a namespace (namespaces are not part of names: cpp-syntax.ts) is `n`. C names are looked up as they are.
   */
  private scoped<T>(name: string, scope: string | undefined, lookup: (name: string) => T | undefined): T | undefined {
    if (scope && !name.includes('::')) {
      const member = lookup(`${scope}::${name}`);
      if (member !== undefined) return member;
    }
    const found = lookup(name);
    if (found !== undefined || !name.includes('::')) return found;
    return lookup(bareName(name));
  }

  /** The global an access in function `fn` of `file` names. */
  globalAt(file: FileFacts, fn: FunctionFacts, name: string): Located<GlobalVar> | undefined {
    if (fn.scope === undefined && !name.includes(':')) return this.globalFor(file, name); // C: no closure per access
    return this.scoped(name, fn.scope, (n) => this.globalFor(file, n));
  }

  /** The function a call names (by its name as written, in a function of class `scope`), or undefined. */
  functionNamed(callee: string, scope?: string): string | undefined {
    return scope === undefined && !callee.includes(':') ? this.ownFunction(callee) : this.scoped(callee, scope, this.ownFunction);
  }

  /** A function of the program by its name, or by the bare name of the one member function that has it. */
  private readonly ownFunction = (name: string): string | undefined => (this.functions.has(name) ? name : this.bareNames.get(name) ?? undefined);

  private baseEntry(name: string): FlowState {
    return this.threadCode.has(name) ? THREAD_ENTRY : EMPTY_STATE;
  }

  private computeEntryStates(callees: Map<string, Set<string>>): void {
    const called = new Set([...callees.values()].flatMap((s) => [...s]));
    const isRoot = (name: string) => !called.has(name) || this.threadStarts.has(name) || name === 'main';
    for (const name of this.functions.keys()) if (isRoot(name)) this.entry.set(name, this.baseEntry(name));
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const atCalls = new Map<string, FlowState | undefined>();
      for (const [name, { item }] of this.functions) {
        const entry = this.entry.get(name);
        if (!entry || callees.get(name)!.size === 0) continue; // calls no function of the program
        for (const { event: c, state } of walkOnce(item, entry).calls) {
          const callee = this.functionNamed(c.callee, item.scope);
          if (callee && !isRoot(callee)) atCalls.set(callee, join(atCalls.get(callee), state));
        }
      }
      let changed = false;
      for (const [name, s] of atCalls) {
        const base = this.baseEntry(name);
        // The callee starts with no handles of its own; threads its callers may leave running are inherited.
        const next: FlowState = { ...s!, acquiredMust: new Set(), acquiredMay: new Map(), threadsMayRun: s!.threadsMayRun || base.threadsMayRun, unjoined: new Set(), inherited: othersMayRunNow(s!) || base.inherited };
        if (!sameState(next, this.entry.get(name))) {
          this.entry.set(name, next);
          changed = true;
        }
      }
      if (!changed) break;
    }
    // Called only from code no root reaches (or only recursively): analyse with no assumptions.
    for (const name of this.functions.keys()) if (!this.entry.has(name)) this.entry.set(name, this.baseEntry(name));
  }

  private collect(): void {
    for (const file of this.files) for (const item of file.functions) {
      const fn = { file, item };
      const inThread = this.threadCode.has(item.name);
      const walked = this.walkOf(item);
      for (const { event, state } of accessesToNonLocals(item, walked)) {
        const global = this.globalAt(file, item, event.name); // locals were filtered out
        if (global) this.accesses.push({ global, fn, event, state, inThread, write: event.write && !(event.indexed && global.item.pointer && !global.item.array) });
      }
      for (const { event, state } of watchedCallsOf(walked)) this.calls.push({ fn, event, state });
    }
  }
}
