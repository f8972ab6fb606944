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
// {log.cc:5, log.cc:6} covers the close and the open); and both include every function
// called there, transitively. "Waits for" follows chains of orders (a > b, b > c: c
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

class Extents {
  private readonly byName = new Map<string, Located[]>();

  constructor(private readonly sources: readonly FileFacts[]) {
    for (const file of sources) for (const fn of file.functions) this.byName.set(fn.name, [...(this.byName.get(fn.name) ?? []), { file, fn }]);
  }

  /** Where a region's code runs: its own lines and every function called from them (a worklist, not recursion: call chains may be long). */
  of(region: Region): Span[] {
    const spans: Span[] = [];
    const seen = new Set<FunctionFacts>();
    const work: { at: Located; first: number; last: number }[] = [];
    const whole = (at: Located) => {
      if (seen.has(at.fn)) return;
      seen.add(at.fn);
      work.push({ at, first: at.fn.range.start.line, last: at.fn.range.end.line });
    };
    if (region.kind === 'functionRegion') for (const at of this.byName.get(region.name) ?? []) whole(at);
    else for (const entry of region.entries) {
      const span = this.codeSpan(entry, region.exits);
      if (span) work.push(span);
    }
    while (work.length > 0) {
      const { at, first, last } = work.pop()!;
      spans.push({ file: at.file.path, first, last });
      for (const call of callsIn(at.fn.body)) {
        const row = call.range.start.line;
        if (row >= first && row <= last) for (const callee of this.byName.get(call.callee) ?? []) whole(callee);
      }
    }
    return spans;
  }

  /** From an entry's line through the first exit line after it in the same function (or the function's end). */
  private codeSpan(entry: FilterEvent, exits: readonly FilterEvent[]): { at: Located; first: number; last: number } | undefined {
    const file = this.sources.find((s) => s.path === entry.file);
    const first = entry.line - 1;
    const fn = file?.functions.find((f) => f.range.start.line <= first && first <= f.range.end.line);
    if (!file || !fn) return undefined;
    const exitRows = exits.filter((x) => x.file === entry.file).map((x) => x.line - 1).filter((row) => row >= first && row <= fn.range.end.line);
    return { at: { file, fn }, first, last: exitRows.length > 0 ? Math.min(...exitRows) : fn.range.end.line };
  }
}

function inside(spans: readonly Span[], p: Point): boolean {
  const cut = p.lastIndexOf(':');
  const file = p.slice(0, cut);
  const row = Number(p.slice(cut + 1));
  return spans.some((s) => s.file === file && s.first <= row && row <= s.last);
}

/**
 * What the waiter of one wait waits for: the wait's own awaited point, then what that one waits for
 * through further orders (breadth first, so the shortest chain names each point), each with the points
 * in between. Undefined when a chain leads back to the waiter: the wait lies on a cycle, which
 * filter-contradictory-constraint reports already (as an error).
 */
function awaitedThrough(waits: readonly Wait[], first: Wait): Map<Point, Point[]> | undefined {
  const found = new Map<Point, Point[]>([[first.awaited, []]]);
  const work: { p: Point; via: Point[] }[] = [{ p: first.awaited, via: [first.awaited] }];
  while (work.length > 0) {
    const { p, via } = work.shift()!;
    for (const w of waits) {
      if (w.waiter !== p || found.has(w.awaited)) continue;
      if (w.awaited === first.waiter) return undefined;
      found.set(w.awaited, via);
      work.push({ p: w.awaited, via: [...via, w.awaited] });
    }
  }
  return found;
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
  const chains = new Map<Wait, Map<Point, Point[]> | undefined>();
  const chainsOf = (w: Wait) => (chains.has(w) ? chains.get(w) : chains.set(w, awaitedThrough(waits, w)).get(w));
  const out: Finding[] = [];
  for (const x of exclusions) {
    const regions = regionsOf(resolved.get(x)!).map((region) => extents.of(region));
    const reported = new Set<Constraint>(); // one finding per order and exclusion
    for (const w of waits) {
      if (reported.has(w.order)) continue;
      const mine = regions.filter((spans) => inside(spans, w.waiter));
      if (mine.length === 0) continue;
      for (const [awaited, via] of chainsOf(w) ?? []) {
        if (mine.some((spans) => inside(spans, awaited))) continue; // one thread can run both inside its region
        const held = x.kind === 'unilateralExclusion' ? undefined : regions.findIndex((spans) => inside(spans, awaited));
        if (held === -1) continue; // the awaited event runs outside every region: nothing holds it up
        reported.add(w.order);
        const show = (p: Point) => shown.get(p) ?? p;
        out.push(deadlockFinding(input, w, x, { waiter: regions.indexOf(mine[0]!), held }, `${show(awaited)}${via.length > 0 ? ` (through ${via.map(show).join(', ')})` : ''}`, show(w.waiter)));
        break;
      }
    }
  }
  return out;
}

function deadlockFinding(input: DeadlockInput, w: Wait, x: Constraint, at: { waiter: number; held: number | undefined }, awaited: string, waiter: string): Finding {
  const regions = regionsOf(x);
  const region = textAt(input.text, regions[at.waiter]!.range);
  const blocked = at.held === undefined
    ? `${region} <> * pauses every other thread, so no other thread can run it`
    : `it runs inside ${textAt(input.text, regions[at.held]!.range)}, which no thread can enter while another is inside ${region} (one lock serves every region of that exclusion)`;
  const kind = at.held === undefined ? 'unilateral exclusion' : 'mutual exclusion';
  return finding('filter-exclusion-deadlock', input.path, w.order.range,
    `this execution order may deadlock with the ${kind} at ${where(input.path, x.range, input.path)}: ${waiter} waits inside ${region} for ${awaited}, but ${blocked}; move the waiting event out of the region (or the awaited one out of the excluded code), or remove one of the two constraints`,
    [], [{ file: input.path, range: x.range, message: textAt(input.text, x.range) }]);
}
