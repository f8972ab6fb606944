// A C file's facts kept per top-level node ("slot"): where the node is in the
// text, its type, and the facts extracted from it (extract.ts). FileFacts are
// assembled from the slots, so an edit inside one function replaces one slot
// (local-update.ts) and every other slot keeps its facts — the same objects,
// which is what lets the rules (program.ts) reuse their per-function work.
import type { SyntaxNode } from './syntax-node.js';
import { extractPart, type Part } from './extract.js';
import type { FileFacts, GlobalVar } from './facts.js';
import { nodeRange } from './ranges.js';
import type { Range } from '../types.js';

export interface PartSlot {
  /** The node's start and end index in the file's text (UTF-16 code units, as web-tree-sitter counts). */
  start: number;
  end: number;
  type: string;
  /** slotKey: the node's text and the text of its line before it (indentation and columns depend on it). */
  key: string;
  part: Part;
}

/**
 * The slot of top-level node `n` of a tree parsed from `text`. A known slot of the same text and
 * type gives its part (moved to the node's row) unless `n` has syntax errors (their recovery may
 * differ); a known slot is taken at most once, since moving a part moves it for every holder.
 */
export function slotOf(n: SyntaxNode, text: string, known?: Map<string, PartSlot>, treeHasErrors = false, cpp = false): PartSlot {
  const start = n.startIndex;
  const end = n.endIndex;
  const key = slotKey(text, start - n.startPosition.column, start, end);
  const type = n.type;
  const candidate = known?.get(key);
  const reuse = candidate?.type === type && !(treeHasErrors && n.hasError);
  if (reuse) known!.delete(key);
  const part = reuse ? shiftPart(candidate.part, n.startPosition.row - candidate.part.base.row) : extractPart(text, n, cpp);
  return { start, end, type, key, part };
}

/** What identifies a top-level node's facts: its line up to the node, and the node's text. */
export function slotKey(text: string, lineStart: number, start: number, end: number): string {
  return `${text.slice(lineStart, start)}\u0000${text.slice(start, end)}`;
}

/**
 * Every top-level node's slot (`root`: a tree's root node, web-tree-sitter's or a FlatTree's; `cpp`: tree-sitter-cpp's);
 * parts of `previous` slots with the same text are reused (moved if they moved).
 */
export function slotsFromTree(root: SyntaxNode, text: string, previous: readonly PartSlot[] = [], cpp = false): PartSlot[] {
  const known = new Map(previous.map((s) => [s.key, s]));
  const hasErrors = previous.length > 0 && root.hasError;
  // One crossing into wasm for all top-level nodes (their start index and position come with them).
  return root.namedChildren.flatMap((n) => (n ? [slotOf(n, text, known, hasErrors, cpp)] : []));
}

/** Moves a part by `delta` lines, in place: all its positions count from its base row (ranges.ts). */
export function shiftPart(part: Part, delta: number): Part {
  part.base.row += delta;
  return part;
}

/** Moves a slot by `indexDelta` code units and `lineDelta` lines (its text unchanged), in place. */
export function shiftSlot(slot: PartSlot, indexDelta: number, lineDelta: number): PartSlot {
  slot.start += indexDelta;
  slot.end += indexDelta;
  shiftPart(slot.part, lineDelta);
  return slot;
}

/** The parts that contribute file-scope facts to a FileFacts (globals, top-level calls, includes). */
const fileScopeParts = new WeakMap<FileFacts, Part[]>();

function atFileScope(p: Part): boolean {
  return p.globals.length > 0 || p.topLevelCalls.length > 0 || p.includesHeddle || p.includeInsertLine !== undefined;
}

/**
 * FileFacts from the slots in file order. With `previous` (the facts before an edit), its globals
 * map and top-level calls are reused when the same parts contribute them (an edit inside a function).
 */
export function assembleFacts(path: string, slots: readonly PartSlot[], lineCount: number, syntaxErrors: Range[], previous?: FileFacts, cpp = false): FileFacts {
  const parts = slots.map((s) => s.part);
  const scope = parts.filter(atFileScope);
  const known = previous && fileScopeParts.get(previous);
  const sameScope = known !== undefined && known.length === scope.length && known.every((p, i) => p === scope[i]);
  let statementRows: Set<number> | undefined;
  const facts: FileFacts = {
    path,
    globals: sameScope ? previous!.globals : new Map(),
    functions: [],
    topLevelCalls: sameScope ? previous!.topLevelCalls : [],
    // Built on first use: only filters (rule 6) read it, and it has an entry per statement.
    get statementRows() {
      statementRows ??= new Set(parts.flatMap((p) => p.statementRows.map((r) => r + p.base.row)));
      return statementRows;
    },
    lineCount,
    includesHeddle: false,
    includeInsertLine: 0,
    syntaxErrors,
    tooDeep: parts.flatMap((p) => (p.tooDeep ? [p.tooDeep] : [])),
  };
  if (cpp) facts.cpp = true;
  fileScopeParts.set(facts, scope);
  for (const part of parts) for (const f of part.functions) facts.functions.push(f);
  for (const part of scope) {
    if (!sameScope) {
      for (const g of part.globals) {
        const known = facts.globals.get(g.name);
        if (!known || (known.isExtern && !g.isExtern)) facts.globals.set(g.name, definitionOf(known, g));
      }
      for (const c of part.topLevelCalls) facts.topLevelCalls.push(c);
    }
    if (part.includesHeddle) facts.includesHeddle = true;
    if (part.includeInsertLine !== undefined) facts.includeInsertLine = part.base.row + part.includeInsertLine;
  }
  return facts;
}

/**
 * The definition `g` that replaces declaration `known`, keeping what only the declaration says: a C++ class
 * declares whether its static member is private (`noFix`), the definition outside the class does not.
 */
export function definitionOf(known: GlobalVar | undefined, g: GlobalVar): GlobalVar {
  if (!known?.noFix || g.noFix) return g;
  // The same merged object while both facts stay: Program.epoch (and the memos under it) lasts across edits elsewhere.
  const cached = merged.get(g);
  if (cached?.known === known) return cached.definition;
  const definition = { ...g, noFix: known.noFix };
  merged.set(g, { known, definition });
  return definition;
}

const merged = new WeakMap<GlobalVar, { known: GlobalVar; definition: GlobalVar }>();

export function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The ERROR and MISSING nodes of a tree (only subtrees that have errors are visited). */
export function syntaxErrors(root: SyntaxNode): Range[] {
  const out: Range[] = [];
  if (root.hasError) collectErrors(root, out);
  return out;
}

/** Depth-first with an explicit stack, in document order: deeply nested broken code cannot overflow the call stack. */
function collectErrors(root: SyntaxNode, out: Range[]): void {
  const stack: SyntaxNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.isError || n.isMissing) {
      out.push(nodeRange(n, { row: 0 }));
      continue;
    }
    const next = n.children.filter((c): c is SyntaxNode => c !== null && (c.hasError || c.isMissing));
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
}
