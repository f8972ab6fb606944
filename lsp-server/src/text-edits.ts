// Conversions between LSP content changes and the two things that must follow an edit: tree-sitter's
// incremental reparse (an Edit in UTF-16 code units, which is what web-tree-sitter counts for JS strings
// and what LSP positions count by default) and the ranges of runtime results that follow the code they
// point at until the next run.
import { uinteger, type DiagnosticRelatedInformation, type Location, type Position, type Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { Edit } from 'web-tree-sitter';

/** One ranged change, as applied to the document text it was computed against. */
export interface RangedChange {
  readonly range: Range;
  readonly text: string;
  readonly startOffset: number;
  readonly oldEndOffset: number;
  /** The text it replaced: code inside it is found again in `text` by its line (a File: Revert File). */
  readonly oldText?: string;
  /** It starts at the end of its line: what it inserts there is not part of the line's code (Enter at a line's end). */
  readonly atLineEnd?: boolean;
}

/** Where `text` ends when inserted at `start`. */
export function endOfInsertion(start: Position, text: string): Position {
  const lastBreak = text.lastIndexOf('\n');
  if (lastBreak < 0) return { line: start.line, character: start.character + text.length };
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  return { line: start.line + lines, character: text.length - lastBreak - 1 };
}

/** Describes `change` (a range of `before`, replaced by `text`) against the text it applies to. */
export function rangedChange(before: TextDocument, range: Range, text: string): RangedChange {
  // Clamp through offsetAt/positionAt so a client sending positions past the end cannot derail the tree.
  const startOffset = before.offsetAt(range.start);
  const oldEndOffset = Math.max(startOffset, before.offsetAt(range.end));
  const start = before.positionAt(startOffset);
  const lineEnd = before.offsetAt({ line: start.line, character: uinteger.MAX_VALUE });
  const atLineEnd = startOffset === lineEnd || (startOffset === lineEnd - 1 && before.getText({ start, end: before.positionAt(lineEnd) }) === '\r');
  return {
    range: { start, end: before.positionAt(oldEndOffset) },
    text,
    startOffset,
    oldEndOffset,
    // Only what spans lines can hold code that moved (a typed character cannot): no copy per keystroke.
    ...(text.includes('\n') && oldEndOffset > startOffset && { oldText: before.getText().slice(startOffset, oldEndOffset) }),
    ...(atLineEnd && { atLineEnd }),
  };
}

const toPoint = (p: Position) => ({ row: p.line, column: p.character });

export function syntaxEdit(change: RangedChange): Edit {
  return new Edit({
    startIndex: change.startOffset,
    oldEndIndex: change.oldEndOffset,
    newEndIndex: change.startOffset + change.text.length,
    startPosition: toPoint(change.range.start),
    oldEndPosition: toPoint(change.range.end),
    newEndPosition: toPoint(endOfInsertion(change.range.start, change.text)),
  });
}

function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.character - b.character;
}

/**
 * Moves a position that lies at or after the end of the replaced text so it keeps pointing at the same code.
 * The end of a line (LSP's largest character: a result whose log gives no column spans its whole line) stays
 * the end of its line: shifted by the edit it would leave the protocol's range, and every keystroke on that
 * line would "move" the result and resend the document's whole list.
 */
function shiftPosition(p: Position, change: RangedChange, newEnd: Position): Position {
  const { end } = change.range;
  if (p.line === end.line) {
    const character = p.character === uinteger.MAX_VALUE ? p.character : newEnd.character + (p.character - end.character);
    return { line: newEnd.line, character };
  }
  return { line: p.line + (newEnd.line - end.line), character: p.character };
}

/**
 * The range a result should have after `change`. Code before the change does not move; code after it moves
 * with it; a result whose own text was edited stays where the edit starts (it is refreshed by the next run).
 * A range the change does not move is returned as is (the same object), so callers can tell by identity
 * whether anything moved and skip re-publishing an unchanged list.
 */
export function followEdit(range: Range, change: RangedChange): Range {
  const newEnd = endOfInsertion(change.range.start, change.text);
  const move = (p: Position): Position => {
    if (comparePositions(p, change.range.start) <= 0) return p;
    // Enter (or anything) at the end of a whole-line result's line: the new text is not the result's code.
    if (p.character === uinteger.MAX_VALUE && p.line === change.range.start.line && change.atLineEnd) return p;
    if (comparePositions(p, change.range.end) >= 0) return shiftPosition(p, change, newEnd);
    return insideReplaced(p, change) ?? change.range.start;
  };
  const start = move(range.start);
  const end = move(range.end);
  return comparePositions(start, range.start) === 0 && comparePositions(end, range.end) === 0 ? range : { start, end };
}

/**
 * Where a position inside replaced text went, when its line is in the new text unchanged: the nearest line of
 * the same content (File: Revert File replaces everything from the first changed line to the last, and the
 * results between are on lines that came back as they were). Undefined when its line is not there any more.
 */
function insideReplaced(p: Position, change: RangedChange): Position | undefined {
  if (change.oldText === undefined || p.line === change.range.start.line) return undefined;
  const oldLines = change.oldText.split('\n');
  const index = p.line - change.range.start.line;
  // The first and last old lines are cut by the change's start and end columns: only whole lines compare.
  const line = index < oldLines.length - 1 ? oldLines[index] : undefined;
  // A line of whitespace or a lone brace is everywhere: no evidence of where its code went.
  if (line === undefined || line.trim().length < 3) return undefined;
  const newLines = change.text.split('\n');
  let best: number | undefined;
  for (let j = 1; j < newLines.length - 1; j++) {
    if (newLines[j] === line && (best === undefined || Math.abs(j - index) < Math.abs(best - index))) best = j;
  }
  return best === undefined ? undefined : { line: change.range.start.line + best, character: p.character };
}

/** `range` after each of `changes` in order (the same object if none moves it). */
export function followEdits(range: Range, changes: readonly RangedChange[]): Range {
  return changes.reduce((r, change) => followEdit(r, change), range);
}

/** `items` mapped by `f`; the same array when `f` returned every item unchanged (so no copy means no move). */
export function mapUnlessSame<T>(items: readonly T[], f: (item: T) => T): readonly T[] {
  let out: T[] | undefined;
  items.forEach((item, i) => {
    const next = f(item);
    if (next !== item && !out) out = items.slice(0, i);
    out?.push(next);
  });
  return out ?? items;
}

/** A location in `uri` moved along with `changes` (locations elsewhere, or not moved, returned as they are). */
export function followEditsAt(location: Location, uri: string, changes: readonly RangedChange[]): Location {
  if (location.uri !== uri) return location;
  const range = followEdits(location.range, changes);
  return range === location.range ? location : { uri, range };
}

/** Related locations in `uri` moved along with `changes`; the same array if none moved. */
export function followEditsInRelated(
  related: readonly DiagnosticRelatedInformation[] | undefined,
  uri: string,
  changes: readonly RangedChange[],
): readonly DiagnosticRelatedInformation[] | undefined {
  return related && mapUnlessSame(related, (info) => {
    const location = followEditsAt(info.location, uri, changes);
    return location === info.location ? info : { ...info, location };
  });
}
