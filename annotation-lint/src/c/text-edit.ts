// Turns "old text → new text" into the one tree-sitter edit that covers the
// change, so callers that only have the new text (the CLI in watch-like use,
// the language server's full-sync documents) still get an incremental reparse.
// It runs on every keystroke in the editor, so the common prefix and suffix are
// found a block at a time (string comparison is a memcmp), and lines are
// counted only once up to the change.
import { Edit, type Point } from 'web-tree-sitter';

const BLOCK = 1024;

/** Length of the common prefix of a and b. */
function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let n = 0;
  while (n + BLOCK <= max && a.slice(n, n + BLOCK) === b.slice(n, n + BLOCK)) n += BLOCK;
  while (n < max && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  return n;
}

/** Length of the common suffix of a and b that does not reach into their first `floor` characters. */
function commonSuffix(a: string, b: string, floor: number): number {
  const max = Math.min(a.length, b.length) - floor;
  let n = 0;
  while (n + BLOCK <= max && a.slice(a.length - n - BLOCK, a.length - n) === b.slice(b.length - n - BLOCK, b.length - n)) n += BLOCK;
  while (n < max && a.charCodeAt(a.length - n - 1) === b.charCodeAt(b.length - n - 1)) n++;
  return n;
}

/** The point of `index` in `text`, counting lines from a known point `from` (at index `fromIndex`). */
export function pointAt(text: string, index: number, from: Point = { row: 0, column: 0 }, fromIndex = 0): Point {
  let row = from.row;
  let lineStart = fromIndex - from.column;
  for (let i = text.indexOf('\n', fromIndex); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  // web-tree-sitter (0.27) counts indices and columns in UTF-16 code units, like JavaScript.
  return { row, column: index - lineStart };
}

/** The smallest single edit turning `before` into `after`, or undefined when they are equal. */
export function diffEdit(before: string, after: string): Edit | undefined {
  if (before === after) return undefined;
  const start = commonPrefix(before, after);
  const suffix = commonSuffix(before, after, start);
  const oldEnd = before.length - suffix;
  const newEnd = after.length - suffix;
  const startPosition = pointAt(before, start); // the same in both texts: they agree up to `start`
  return new Edit({
    startIndex: start,
    oldEndIndex: oldEnd,
    newEndIndex: newEnd,
    startPosition,
    oldEndPosition: pointAt(before, oldEnd, startPosition, start),
    newEndPosition: pointAt(after, newEnd, startPosition, start),
  });
}
