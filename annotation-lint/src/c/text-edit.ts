// Turns "old text → new text" into the one tree-sitter edit that covers the
// change, so callers that only have the new text (the CLI in watch-like use,
// the language server's full-sync documents) still get an incremental reparse.
import { Edit, type Point } from 'web-tree-sitter';

function pointAt(text: string, index: number): Point {
  let row = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  // web-tree-sitter (0.27) counts indices and columns in UTF-16 code units, like JavaScript.
  return { row, column: index - lineStart };
}

/** The smallest single edit turning `before` into `after`, or undefined when they are equal. */
export function diffEdit(before: string, after: string): Edit | undefined {
  if (before === after) return undefined;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let oldEnd = before.length;
  let newEnd = after.length;
  while (oldEnd > start && newEnd > start && before.charCodeAt(oldEnd - 1) === after.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  return new Edit({
    startIndex: start,
    oldEndIndex: oldEnd,
    newEndIndex: newEnd,
    startPosition: pointAt(before, start),
    oldEndPosition: pointAt(before, oldEnd),
    newEndPosition: pointAt(after, newEnd),
  });
}
