// Rule 6: an execution order that waits inside an exclusion for an event the
// exclusion holds up. LOOM §3.3 implements `e1 > e2` with a semaphore (a thread at
// e2 waits until e1 has run), `r1 <> r2 <> …` with one lock taken at every region's
// entry and released at its exits, and `r <> *` by pausing every other thread while
// r runs. So a thread waiting at e2 inside region R blocks whoever must run e1 when
// e1 lies in another region of R's mutual exclusion, or anywhere else when R is
// unilateral: a deadlock (unless e1 ran before, hence "possible").
//
// Where a region runs is read statically from the sources: a function region is the
// function's lines; a code region runs, in the function of an entry event, from the
// entry's line through the first exit line after it (both inclusive: LOOM Fig. 3's
// {log.cc:5, log.cc:6} covers the close and the open). A thread may also wait inside a
// region in any function called there (transitively), but an awaited event is held up
// only where nothing else runs it: the region's own lines, or a function called from
// nowhere else (Extent). "Waits for" follows chains of orders (a > b, b > c: c
// waits for a). An awaited event in the waiting event's own region is not reported: one
// thread can run both, in order, inside one instance of the region.
import type { Constraint, FilterEvent, Region } from './ast.js';
import { regionsOf } from './operands.js';
import type { FileFacts, FunctionFacts } from '../c/facts.js';
import { callsIn } from '../c/program.js';
import { finding, where } from '../finding.js';
import type { Finding, Range } from '../types.js';

/** Rows (0-based, inclusive) of one source file in which a region's code runs. */
interface Span {
  file: string;
  first: number;
  last: number;
}

/** An event's statement: its (resolved) file and 0-based row. */
type Point = string;

const pointOf = (e: FilterEvent): Point => `${e.file}:${e.line - 1}`;

interface Located {
  file: FileFacts;
  fn: FunctionFacts;
}

/** "e2 waits for e1" edges of the execution orders, with the constraint that makes each. */
interface Wait {
  waiter: Point;
  awaited: Point;
  order: Constraint;
}

/** Where a region's code may run (its own lines and every function called from them, transitively), and
 * where only it runs: its own lines and the callees every call of which is there too. A thread may wait
 * inside the region anywhere in the first; an event is held up by the region only in the second. */
interface Extent {
  may: Span[];
  only: Span[];
}

interface CallSite {
  file: string;
  row: number;
}

class Extents {
  private readonly byName = new Map<string, Located[]>();
  private readonly callSites = new Map<string, CallSite[]>();

  constructor(private readonly sources: readonly FileFacts[]) {
    for (const file of sources) {
      for (const fn of file.functions) {
        listIn(this.byName, fn.name).push({ file, fn });
        for (const call of callsIn(fn.body)) listIn(this.callSites, call.callee).push({ file: file.path, row: call.range.start.line });
      }
    }
  }

  of(region: Region): Extent {
    const own: { at: Located; span: Span }[] = [];
    if (region.kind === 'functionRegion') for (const at of this.byName.get(region.name) ?? []) own.push({ at, span: wholeSpan(at) });
    else for (const entry of region.entries) {
      const at = this.codeSpan(entry, region.exits);
      if (at) own.push(at);
    }
    const callees = this.calleesOf(own);
    const may = [...own.map((o) => o.span), ...[...callees.values()].flat().map(wholeSpan)];
    const only = own.map((o) => o.span);
    // A callee joins `only` once every call of it lies there; repeat until none joins.
    for (let grew = true; grew;) {
      grew = false;
      for (const [name, at] of callees) {
        const sites = this.callSites.get(name) ?? [];
        if (sites.length === 0 || !sites.every((site) => within(only, site.file, site.row))) continue;
        for (const a of at) only.push(wholeSpan(a));
        callees.delete(name);
        grew = true;
      }
    }
    return { may, only };
  }

  /** The functions called from the given spans, transitively, by name (a worklist: call chains may be long). */
  private calleesOf(own: readonly { at: Located; span: Span }[]): Map<string, Located[]> {
    const found = new Map<string, Located[]>();
    const work = [...own];
    while (work.length > 0) {
      const { at, span } = work.pop()!;
      for (const call of callsIn(at.fn.body)) {
        const row = call.range.start.line;
        const defs = this.byName.get(call.callee);
        if (row < span.first || row > span.last || !defs || found.has(call.callee)) continue;
        found.set(call.callee, defs);
        for (const d of defs) work.push({ at: d, span: wholeSpan(d) });
      }
    }
    return found;
  }

  /** From an entry's line through the first exit line after it in the same function (or the function's end). */
  private codeSpan(entry: FilterEvent, exits: readonly FilterEvent[]): { at: Located; span: Span } | undefined {
    const file = this.sources.find((s) => s.path === entry.file);
    const first = entry.line - 1;
    const fn = file?.functions.find((f) => f.range.start.line <= first && first <= f.range.end.line);
    if (!file || !fn) return undefined;
    const exitRows = exits.filter((x) => x.file === entry.file).map((x) => x.line - 1).filter((row) => row >= first && row <= fn.range.end.line);
    return { at: { file, fn }, span: { file: file.path, first, last: exitRows.length > 0 ? Math.min(...exitRows) : fn.range.end.line } };
  }
}

function listIn<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

function wholeSpan(at: Located): Span {
  return { file: at.file.path, first: at.fn.range.start.line, last: at.fn.range.end.line };
}

function within(spans: readonly Span[], file: string, row: number): boolean {
  return spans.some((s) => s.file === file && s.first <= row && row <= s.last);
}

function inside(spans: readonly Span[], p: Point): boolean {
  const cut = p.lastIndexOf(':');
  return within(spans, p.slice(0, cut), Number(p.slice(cut + 1)));
}

/**
 * What the waiter of one wait waits for: the wait's own awaited point, then what that one waits for
 * through further orders (breadth first, so the shortest chain names each point), each with the points
 * in between. Undefined when a chain leads back to the waiter: the wait lies on a cycle, which
 * filter-contradictory-constraint reports already (as an error). `byWaiter` indexes the waits by waiter;
 * the chains are kept as links back to the previous point and spelled out only when asked (`via`).
 */
function awaitedThrough(byWaiter: ReadonlyMap<Point, readonly Wait[]>, first: Wait): Awaited | undefined {
  const before = new Map<Point, Point | undefined>([[first.awaited, undefined]]);
  const order: Point[] = [first.awaited];
  for (let at = 0; at < order.length; at++) {
    const p = order[at]!;
    for (const w of byWaiter.get(p) ?? []) {
      if (before.has(w.awaited)) continue;
      if (w.awaited === first.waiter) return undefined;
      before.set(w.awaited, p);
      order.push(w.awaited);
    }
  }
  const via = (p: Point): Point[] => {
    const chain: Point[] = [];
    for (let q = before.get(p); q !== undefined; q = before.get(q)) chain.push(q);
    return chain.reverse();
  };
  return { order, via };
}

/** The points one waiter waits for, nearest first, and the points between it and each. */
interface Awaited {
  order: readonly Point[];
  via: (p: Point) => Point[];
}

/** The text of a constraint's part as the filter writes it (parts never span lines). */
function textAt(text: string, range: Range): string {
  return (text.split('\n')[range.start.line] ?? '').slice(range.start.character, range.end.character);
}

export interface DeadlockInput {
  path: string;
  text: string;
  constraints: readonly Constraint[];
  /** Each constraint with its event files resolved to the sources' paths (check.ts). */
  resolved: ReadonlyMap<Constraint, Constraint>;
  sources: readonly FileFacts[];
}

/** Findings on the execution orders of one filter that may deadlock with one of its exclusions. */
export function exclusionDeadlocks(input: DeadlockInput): Finding[] {
  const { constraints, resolved } = input;
  const waits: Wait[] = [];
  const shown = new Map<Point, string>(); // a point as the filter writes it
  for (const c of constraints) {
    const r = resolved.get(c)!;
    if (r.kind !== 'executionOrder' || c.kind !== 'executionOrder') continue;
    r.events.forEach((e, i) => {
      if (!shown.has(pointOf(e))) shown.set(pointOf(e), `${c.events[i]!.file}:${e.line}`);
    });
    for (let i = 0; i + 1 < r.events.length; i++) waits.push({ waiter: pointOf(r.events[i + 1]!), awaited: pointOf(r.events[i]!), order: c });
  }
  const exclusions = constraints.filter((c) => c.kind !== 'executionOrder');
  if (waits.length === 0 || exclusions.length === 0) return [];
  const extents = new Extents(input.sources);
  const byWaiter = new Map<Point, Wait[]>();
  for (const w of waits) listIn(byWaiter, w.waiter).push(w);
  const chains = new Map<Wait, Awaited | undefined>();
  const chainsOf = (w: Wait) => (chains.has(w) ? chains.get(w) : chains.set(w, awaitedThrough(byWaiter, w)).get(w));
  const out: Finding[] = [];
  for (const x of exclusions) {
    const regions = regionsOf(resolved.get(x)!).map((region) => extents.of(region));
    const reported = new Set<Constraint>(); // one finding per order and exclusion
    for (const w of waits) {
      if (reported.has(w.order)) continue;
      const mine = regions.filter((extent) => inside(extent.may, w.waiter));
      if (mine.length === 0) continue;
      const chain = chainsOf(w);
      for (const awaited of chain?.order ?? []) {
        if (mine.some((extent) => inside(extent.may, awaited))) continue; // one thread can run both inside its region
        const held = x.kind === 'unilateralExclusion' ? undefined : regions.findIndex((extent) => inside(extent.only, awaited));
        if (held === -1) continue; // the awaited event runs outside every region: nothing holds it up
        reported.add(w.order);
        const show = (p: Point) => shown.get(p) ?? p;
        out.push(deadlockFinding(input, w, x, { waiter: regions.indexOf(mine[0]!), held }, { waiter: show(w.waiter), awaited: show(awaited), via: chain!.via(awaited).map(show) }));
        break;
      }
    }
  }
  return out;
}

/** The message names both constraints, the two events (and the chain between) and the regions involved. */
function deadlockFinding(input: DeadlockInput, w: Wait, x: Constraint, at: { waiter: number; held: number | undefined }, shown: { waiter: string; awaited: string; via: string[] }): Finding {
  const regions = regionsOf(x);
  const region = textAt(input.text, regions[at.waiter]!.range);
  const chain = shown.via.length > 0 ? ` (through ${shown.via.join(', ')})` : '';
  const blocked = at.held === undefined
    ? `${region} <> * pauses every other thread, so no other thread can run ${shown.awaited}`
    : `${shown.awaited} runs inside ${textAt(input.text, regions[at.held]!.range)}, which no thread can enter while another is inside ${region} (one lock serves every region of that exclusion)`;
  const kind = at.held === undefined ? 'unilateral exclusion' : 'mutual exclusion';
  return finding('filter-exclusion-deadlock', input.path, w.order.range,
    `this execution order (${textAt(input.text, w.order.range)}) may deadlock with the ${kind} ${textAt(input.text, x.range)} at ${where(input.path, x.range, input.path)}: ${shown.waiter} waits inside ${region} for ${shown.awaited}${chain}, but ${blocked}; move the waiting event out of the region (or the awaited one out of the excluded code), or remove one of the two constraints`,
    [], [{ file: input.path, range: x.range, message: textAt(input.text, x.range) }]);
}
