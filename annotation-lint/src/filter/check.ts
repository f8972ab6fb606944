// Rule 6: an execution filter checked against the C sources — every event's
// file exists among the linted files and its line begins a statement, every
// function region names a defined function — plus duplicate constraints,
// execution orders that contradict each other (a cycle would deadlock), and
// orders that wait inside an exclusion for what the exclusion holds up (deadlock.ts).
import { posix } from 'node:path';
import type { Constraint, Expr, FilterEvent, FilterParseResult, FunctionRegion, Region } from './ast.js';
import { exclusionDeadlocks } from './deadlock.js';
import { eventsOf, regionsOf } from './operands.js';
import { namesIn, valueNames } from './names.js';
import { printConstraint, printEvent, printEventPoint } from './print.js';
import type { Declared, FileFacts, FunctionFacts } from '../c/facts.js';
import { finding, replaceRange, where } from '../finding.js';
import { closest } from '../similar.js';
import type { Finding, Range, RelatedLocation } from '../types.js';

export interface FilterCheckInput {
  path: string;
  text: string;
  parsed: FilterParseResult;
  /** The linted C sources, by path. */
  sources: readonly FileFacts[];
  /** Every function the sources define. */
  functionNames: ReadonlySet<string>;
}

/** Where an expression is evaluated: the source file of the event's line (or the region's function), and that function. */
interface Scope {
  file: FileFacts | undefined;
  fn: FunctionFacts | undefined;
}

/** A global visible in `file`: its own (also static) globals, and the non-static globals of every source. */
function globalIn(input: FilterCheckInput, file: FileFacts | undefined, name: string): Declared | undefined {
  return file?.globals.get(name) ?? input.sources.map((s) => s.globals.get(name)).find((g) => g !== undefined && !g.isStatic);
}

/** Variables an expression may name: the globals visible in the scope's file, and the function's parameters and locals. */
function visibleNames(input: FilterCheckInput, scope: Scope): Set<string> {
  const names = new Set(input.sources.flatMap((s) => [...s.globals.values()].filter((g) => !g.isStatic || s === scope.file).map((g) => g.name)));
  for (const n of scope.fn?.locals.keys() ?? []) names.add(n);
  return names;
}

/** The declaration a name has where the expression is evaluated: a parameter or local of the function, else a global. */
function declared(input: FilterCheckInput, scope: Scope, name: string): Declared | undefined {
  return scope.fn?.locals.get(name) ?? globalIn(input, scope.file, name);
}

/** LOOM §3.3 evaluates constants and primitive variables: a whole struct or union has no value to key on or count. */
function checkPrimitive(input: FilterCheckInput, e: Expr, scope: Scope, out: Finding[]): void {
  for (const use of valueNames(e)) {
    const d = declared(input, scope, use.name);
    if (!d || d.pointer || d.array || !/^(struct|union)\b/.test(d.typeText)) continue;
    out.push(finding('filter-expression', input.path, use.range, `'${use.name}' is a ${d.typeText}, not a primitive value (LOOM §3.3 evaluates constants and primitive variables): use its address &${use.name} to name the object, or one of its fields (${use.name}.f)`,
      [{ description: `Use &${use.name}`, edits: [replaceRange(input.path, use.range, `&${use.name}`)] }]));
  }
}

function checkNames(input: FilterCheckInput, exprs: (Expr | undefined)[], scope: Scope, where: string, out: Finding[]): void {
  if (!exprs.some((e) => e !== undefined)) return; // most events have no expression: skip collecting every global's name
  const visible = visibleNames(input, scope);
  for (const e of exprs) {
    if (!e) continue;
    checkPrimitive(input, e, scope, out);
    for (const use of namesIn(e)) {
      if (visible.has(use.name)) continue;
      const guess = closest(use.name, visible);
      const fixes = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(input.path, use.range, guess)] }] : [];
      out.push(finding('filter-unknown-variable', input.path, use.range, `'${use.name}' is not a variable ${where}${guess ? `; did you mean ${guess}?` : ': name a global, or a parameter or local of that function'}`, fixes));
    }
  }
}

export function checkFilter(input: FilterCheckInput): Finding[] {
  const out: Finding[] = [];
  for (const d of input.parsed.diagnostics) {
    const rule = d.code.startsWith('expr-') ? 'filter-expression' : 'filter-syntax';
    out.push(finding(rule, input.path, d.range, `${d.message} [${d.code}]`));
  }
  for (const c of input.parsed.ast.constraints) {
    for (const e of eventsOf(c)) {
      if (e.count?.kind === 'number' && Number(e.count.text.replace(/[uUlL]+$/, '')) === 0) {
        out.push(finding('filter-expression', input.path, e.count.range, `an occurrence count of 0 cannot be reached (each occurrence counts 1/n): use n >= 1`));
      }
      checkEvent(input, e, out);
    }
    for (const r of regionsOf(c)) if (r.kind === 'functionRegion') checkFunction(input, r, out);
  }
  // Each constraint resolved once, for both checks that compare constraints.
  const fileOf = fileResolver(input);
  const resolved = new Map(input.parsed.ast.constraints.map((c) => [c, resolvedCopy(c, fileOf)]));
  duplicates(input, resolved, out);
  contradictions(input, resolved, out);
  out.push(...exclusionDeadlocks({ path: input.path, text: input.text, constraints: input.parsed.ast.constraints, resolved, sources: input.sources }));
  return out;
}

/** Sources an event's file names: the same path, a path ending in /file, or file relative to the filter's folder. */
export function resolveEventFile(filterPath: string, file: string, sources: readonly FileFacts[]): FileFacts | undefined {
  const relative = posix.normalize(posix.join(posix.dirname(filterPath), file));
  return sources.find((s) => s.path === file || s.path === relative || s.path.endsWith(`/${file}`));
}

function checkEvent(input: FilterCheckInput, e: FilterEvent, out: Finding[]): void {
  const source = resolveEventFile(input.path, e.file, input.sources);
  if (!source) {
    const guess = closest(posix.basename(e.file), input.sources.map((s) => posix.basename(s.path)));
    const fixes = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(input.path, e.fileRange, guess)] }] : [];
    const hint = guess ? `did you mean ${guess}?` : input.sources.length > 0 ? 'lint the file too, or correct the name' : 'no C sources were linted with this filter';
    out.push(finding('filter-unknown-file', input.path, e.fileRange, `no linted C source is '${e.file}': ${hint}`, fixes));
    return;
  }
  const row = e.line - 1;
  if (source.statementRows.has(row)) {
    const fn = source.functions.find((f) => f.range.start.line <= row && row <= f.range.end.line);
    checkNames(input, [e.expr, e.count], { file: source, fn }, `visible at ${source.path}:${e.line}${fn ? ` (in ${fn.name}())` : ''}`, out);
    return;
  }
  const nearest = nearestStatementRow(source.statementRows, row);
  const fixes = nearest === undefined ? [] : [{ description: `Use line ${nearest + 1}`, edits: [replaceRange(input.path, e.lineRange, String(nearest + 1))] }];
  const what = e.line > source.lineCount ? `${source.path} has only ${source.lineCount} lines` : `line ${e.line} of ${source.path} does not begin a statement inside a function`;
  out.push(finding('filter-line-not-statement', input.path, e.lineRange, `${what}; point the event at the first line of a statement${nearest === undefined ? '' : ` (nearest: line ${nearest + 1})`}`, fixes));
}

function nearestStatementRow(rows: ReadonlySet<number>, row: number): number | undefined {
  let best: number | undefined;
  for (const r of rows) if (best === undefined || Math.abs(r - row) < Math.abs(best - row) || (Math.abs(r - row) === Math.abs(best - row) && r < best)) best = r;
  return best;
}

function checkFunction(input: FilterCheckInput, r: FunctionRegion, out: Finding[]): void {
  if (input.functionNames.has(r.name)) {
    const file = input.sources.find((s) => s.functions.some((f) => f.name === r.name));
    const fn = file?.functions.find((f) => f.name === r.name);
    checkNames(input, r.args ?? [], { file, fn }, `visible in ${r.name}()`, out);
    return;
  }
  const guess = closest(r.name, input.functionNames);
  const fixes = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(input.path, r.nameRange, guess)] }] : [];
  out.push(finding('filter-unknown-function', input.path, r.nameRange, `no linted C source defines a function '${r.name}'${guess ? `; did you mean ${guess}?` : ': correct the name, or lint the file that defines it'}`, fixes));
}

/** The constraint's whole line when it is alone on it, else just its text. */
function deletionRange(lines: readonly string[], c: Constraint): Range {
  const line = lines[c.range.start.line] ?? '';
  const rest = line.slice(0, c.range.start.character).trim() + line.slice(c.range.end.character).replace(/\/\/.*$/, '').trim();
  if (rest === '' || rest === ';') return { start: { line: c.range.start.line, character: 0 }, end: { line: c.range.start.line + 1, character: 0 } };
  return c.range;
}

/** The constraint with each event's file replaced by the source it resolves to, so `./log.c:5` and `log.c:5` compare
 * equal, and a code region's entries and exits each in a fixed order (they are sets: `{a, b; c}` is `{b, a; c}`).
 * A shallow copy: only events and code regions are new objects, expressions and ranges are shared (never changed). */
function resolvedCopy(c: Constraint, fileOf: (file: string) => string): Constraint {
  const event = (e: FilterEvent): FilterEvent => ({ ...e, file: fileOf(e.file) });
  const byText = (a: FilterEvent, b: FilterEvent) => printEvent(a).localeCompare(printEvent(b));
  const region = (r: Region): Region => (r.kind === 'codeRegion' ? { ...r, entries: r.entries.map(event).sort(byText), exits: r.exits.map(event).sort(byText) } : r);
  switch (c.kind) {
    case 'executionOrder':
      return { ...c, events: c.events.map(event) };
    case 'mutualExclusion':
      return { ...c, regions: c.regions.map(region) };
    case 'unilateralExclusion':
      return { ...c, region: region(c.region) };
  }
}

/** `resolveEventFile`'s path for an event's file (or the file normalized when no source matches), once per name. */
function fileResolver(input: FilterCheckInput): (file: string) => string {
  const known = new Map<string, string>();
  return (file) => {
    let path = known.get(file);
    if (path === undefined) known.set(file, (path = resolveEventFile(input.path, file, input.sources)?.path ?? posix.normalize(file)));
    return path;
  };
}

function duplicates(input: FilterCheckInput, resolved: ReadonlyMap<Constraint, Constraint>, out: Finding[]): void {
  const seen = new Map<string, Constraint>();
  let lines: string[] | undefined; // split once, for the first repeat
  for (const c of input.parsed.ast.constraints) {
    const key = printConstraint(resolved.get(c)!);
    const first = seen.get(key);
    if (!first) {
      seen.set(key, c);
      continue;
    }
    out.push(finding('filter-duplicate-constraint', input.path, c.range, `this constraint repeats the one at ${where(input.path, first.range, input.path)}; remove it`,
      [{ description: 'Remove the duplicate constraint', edits: [replaceRange(input.path, deletionRange((lines ??= input.text.split('\n')), c), '')] }],
      [{ file: input.path, range: first.range, message: 'first stated here' }]));
  }
}

/** At most this many other constraints of a cycle are named in each of its findings (message and related
 * locations); a longer cycle says how many more there are, so a big cycle's findings stay linear in size. */
export const CYCLE_NAMED_MAX = 10;

/** Execution-order edges (e_i happens before e_i+1) that lie on a cycle: an edge lies on one exactly when its two
 * events are in the same strongly connected component of the order graph (one linear pass, `components`). */
function contradictions(input: FilterCheckInput, resolved: ReadonlyMap<Constraint, Constraint>, out: Finding[]): void {
  const ids = new Map<string, number>();
  const id = (point: string) => ids.get(point) ?? ids.set(point, ids.size).get(point)!;
  const edges: { from: number; to: number; c: Constraint }[] = [];
  for (const c of input.parsed.ast.constraints) {
    const r = resolved.get(c)!;
    if (r.kind !== 'executionOrder') continue;
    const points = r.events.map((e) => id(printEventPoint(e)));
    for (let i = 0; i + 1 < points.length; i++) edges.push({ from: points[i]!, to: points[i + 1]!, c });
  }
  if (edges.length === 0) return;
  const component = components(ids.size, edges);
  // Separate cycles are reported separately, in the order their first constraint appears.
  const cycles = new Map<number, Set<Constraint>>();
  for (const e of edges) {
    if (component[e.from] !== component[e.to]) continue;
    const cycle = cycles.get(component[e.from]!) ?? new Set<Constraint>();
    cycles.set(component[e.from]!, cycle.add(e.c));
  }
  // Each constraint's place and text once: a long cycle names each in up to CYCLE_NAMED_MAX findings.
  const places = new Map<Constraint, { at: string; related: RelatedLocation }>();
  const place = (c: Constraint) => places.get(c) ?? places.set(c, { at: where(input.path, c.range, input.path), related: { file: input.path, range: c.range, message: printConstraint(c) } }).get(c)!;
  const at = (c: Constraint) => place(c).at;
  for (const members of cycles.values()) {
    const list = [...members];
    list.forEach((c, i) => {
      const more = list.length - 1 - CYCLE_NAMED_MAX;
      // The constraints after this one first (as they follow it round the file), so each finding names different ones.
      const others = more > 0 ? Array.from({ length: CYCLE_NAMED_MAX }, (_, k) => list[(i + 1 + k) % list.length]!) : list.filter((o) => o !== c);
      const named = others.map(at).join(', ') + (more > 0 ? ` and ${more} more execution orders of the same cycle` : '');
      const message = others.length === 0
        ? `this execution order makes an event wait for itself (${printConstraint(c)}): it would deadlock; remove or correct it`
        : `this execution order contradicts ${named}: together they form a cycle, so the events would wait for each other forever; remove or reverse one`;
      out.push(finding('filter-contradictory-constraint', input.path, c.range, message, [], others.map((o) => place(o).related)));
    });
  }
}

/** The strongly connected component of each of `count` nodes (Tarjan's algorithm with an explicit stack, so a
 * chain of any length cannot overflow the call stack): linear in nodes and edges. */
export function components(count: number, edges: readonly { from: number; to: number }[]): Int32Array {
  // Adjacency in compressed rows: the successors of n are next[start[n] .. start[n + 1]).
  const start = new Int32Array(count + 1);
  for (const e of edges) start[e.from + 1]!++;
  for (let n = 0; n < count; n++) start[n + 1]! += start[n]!;
  const next = new Int32Array(edges.length);
  const fill = start.slice(0, count);
  for (const e of edges) next[fill[e.from]!++] = e.to;

  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const component = new Int32Array(count).fill(-1);
  const onStack = new Uint8Array(count);
  const stack = new Int32Array(count); // Tarjan's stack of visited nodes not yet in a component
  const call = new Int32Array(count); // the depth-first path (explicit call stack)
  const cursor = new Int32Array(count); // per node on the path: its next successor to visit
  let visited = 0;
  let top = 0;
  let components = 0;
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    let depth = 0;
    const enter = (n: number) => {
      index[n] = low[n] = visited++;
      stack[top++] = n;
      onStack[n] = 1;
      cursor[n] = start[n]!;
      call[depth++] = n;
    };
    enter(root);
    while (depth > 0) {
      const n = call[depth - 1]!;
      if (cursor[n]! < start[n + 1]!) {
        const m = next[cursor[n]!++]!;
        if (index[m] === -1) enter(m);
        else if (onStack[m]) low[n] = Math.min(low[n]!, index[m]!);
        continue;
      }
      depth--;
      if (depth > 0) {
        const parent = call[depth - 1]!;
        low[parent] = Math.min(low[parent]!, low[n]!);
      }
      if (low[n] !== index[n]) continue;
      let m: number;
      do {
        m = stack[--top]!;
        onStack[m] = 0;
        component[m] = components;
      } while (m !== n);
      components++;
    }
  }
  return component;
}
