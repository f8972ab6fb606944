// The editor's fast path: an edit inside one top-level definition changes only
// that definition's slot (parts.ts). Instead of reparsing and re-reading the
// whole file, the edited definition is read again — from a standalone parse of
// its new text (when the project parses itself), or from the caller's new tree —
// and the slots after it are moved. Anything this cannot prove local (an edit
// across definitions, a definition whose extent or kind changes, syntax
// errors) returns undefined and the caller falls back to the whole-file path.
import type { Edit, Node, Parser, Tree } from 'web-tree-sitter';
import { shiftSlot, slotKey, slotOf, type PartSlot } from './parts.js';
import { pointAt } from './text-edit.js';

/** Definitions whose standalone parse is the parse they get inside the file: each ends with its own `}` or `;`. */
const SELF_CONTAINED = new Set(['function_definition', 'declaration', 'namespace_definition']);
/** Neighbours that whitespace between items cannot change (a preprocessor line ends at its newline). */
const WHITESPACE_INSENSITIVE = new Set(['function_definition', 'declaration', 'expression_statement', 'type_definition']);

export interface Before {
  text: string;
  slots: readonly PartSlot[];
}

/** Where the new version of the edited definition comes from. */
export type Reader =
  | { kind: 'parse'; parser: Parser }
  | { kind: 'tree'; tree: Tree };

/**
 * The slots after `edit` (which turned `before.text` into `text`), or undefined when the edit is not
 * local. The slots after the edit are moved in place (the caller replaces its slots either way).
 */
export function updateSlots(before: Before, text: string, edit: Edit, reader: Reader, cpp = false): PartSlot[] | undefined {
  const { slots } = before;
  const i = firstEndingAfter(slots, edit.startIndex);
  const slot = slots[i];
  const lineDelta = edit.newEndPosition.row - edit.oldEndPosition.row;
  const indexDelta = edit.newEndIndex - edit.oldEndIndex;
  let replaced: PartSlot[];
  if (slot && slot.start < edit.startIndex && edit.oldEndIndex < slot.end) {
    const next = reread(before, slot, text, indexDelta, reader, cpp);
    if (!next) return undefined;
    replaced = [next];
  } else if (whitespaceOnly(before, text, edit, slots[i - 1], slot)) {
    replaced = slot ? [shiftSlot(slot, indexDelta, lineDelta)] : [];
  } else {
    return undefined;
  }
  const out = slots.slice(0, i);
  out.push(...replaced);
  for (let k = i + 1; k < slots.length; k++) out.push(shiftSlot(slots[k]!, indexDelta, lineDelta));
  // A moved definition keeps its facts only if its line still begins as before (the edit may share its line).
  for (const s of [out[i], out[i + 1]]) if (s && keyAt(text, s) !== s.key) return undefined;
  return out;
}

/** The index of the first slot ending after `index` (slots.length when none does). */
function firstEndingAfter(slots: readonly PartSlot[], index: number): number {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (slots[mid]!.end <= index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function keyAt(text: string, slot: PartSlot): string {
  return slotKey(text, text.lastIndexOf('\n', slot.start - 1) + 1, slot.start, slot.end);
}

/** An edit between two definitions that changes only whitespace there: the parse is the same, only moved. */
function whitespaceOnly(before: Before, text: string, edit: Edit, prev: PartSlot | undefined, next: PartSlot | undefined): boolean {
  if ((prev && (prev.end > edit.startIndex || !WHITESPACE_INSENSITIVE.has(prev.type))) || (next && (next.start < edit.oldEndIndex || !WHITESPACE_INSENSITIVE.has(next.type)))) return false;
  const gapStart = prev?.end ?? 0;
  const oldGap = before.text.slice(gapStart, next?.start ?? before.text.length);
  const newGap = text.slice(gapStart, next ? next.start + edit.newEndIndex - edit.oldEndIndex : text.length);
  return /^\s*$/.test(oldGap) && /^\s*$/.test(newGap);
}

/** The edited definition's new slot, if it is still one definition of the same kind and extent. */
function reread(before: Before, slot: PartSlot, text: string, indexDelta: number, reader: Reader, cpp: boolean): PartSlot | undefined {
  const end = slot.end + indexDelta;
  if (reader.kind === 'tree') {
    const root = reader.tree.rootNode;
    const n = root.firstNamedChildForIndex(slot.start);
    if (!n || n.startIndex !== slot.start || n.endIndex !== end || n.type !== slot.type || root.hasError) return undefined;
    return slotOf(n, text, undefined, false, cpp);
  }
  if (!SELF_CONTAINED.has(slot.type)) return undefined;
  // Only the definition's text is parsed (tree-sitter's included ranges), with the file's positions.
  const row = slot.part.base.row;
  const column = slot.start - (before.text.lastIndexOf('\n', slot.start - 1) + 1);
  const tree = reader.parser.parse(text, null, {
    includedRanges: [{ startIndex: slot.start, endIndex: end, startPosition: { row, column }, endPosition: pointAt(text, end, { row, column }, slot.start) }],
  });
  if (!tree) return undefined;
  try {
    const root = tree.rootNode;
    const nodes = root.namedChildren;
    const n: Node | null | undefined = nodes.length === 1 ? nodes[0] : undefined;
    if (!n || root.hasError || n.type !== slot.type || n.startIndex !== slot.start || n.endIndex !== end) return undefined;
    return slotOf(n, text, undefined, false, cpp);
  } finally {
    tree.delete();
  }
}

