// Line numbers of one file in two commits: `git diff --unified=0 <head> <checked-out> -- FILE`
// lists the checked-out commit's lines that differ from the head's as hunks. A line outside
// every hunk is the same line in both, moved by what the hunks above it added or removed; a
// line inside a hunk (the base branch changed it, or the merge resolved it) has no
// counterpart in the head.
import parseDiff from 'parse-diff';

/** A span of lines (1-based, inclusive) in the head commit, or undefined when a line of it has no counterpart there. */
export type HeadSpan = { start: number; end: number } | undefined;

export interface LineMap {
  toHead(start: number, end: number): HeadSpan;
}

interface Hunk {
  /** First line of the checked-out commit in the hunk; for a pure removal, the line after which the head's lines were. */
  newStart: number;
  newLines: number;
  /** What the hunk adds to a line number below it, going from the checked-out commit to the head. */
  shift: number;
}

/** The map of one file's diff, from the head (old side) to the checked-out commit (new side). */
export function lineMapFromDiff(diff: string): LineMap {
  const hunks: Hunk[] = parseDiff(diff)
    .flatMap((f) => f.chunks)
    .map((c) => ({ newStart: c.newStart, newLines: c.newLines, shift: c.oldLines - c.newLines }))
    .sort((a, b) => a.newStart - b.newStart);
  const touches = (h: Hunk, start: number, end: number) =>
    h.newLines > 0 ? h.newStart <= end && h.newStart + h.newLines - 1 >= start : start <= h.newStart && h.newStart < end;
  const isAbove = (h: Hunk, line: number) => (h.newLines > 0 ? h.newStart + h.newLines - 1 : h.newStart) < line;
  return {
    toHead(start, end) {
      if (hunks.some((h) => touches(h, start, end))) return undefined;
      const shift = hunks.filter((h) => isAbove(h, start)).reduce((sum, h) => sum + h.shift, 0);
      return { start: start + shift, end: end + shift };
    },
  };
}

/** Both commits have the file as it is: every line is its own counterpart. */
export const SAME_LINES: LineMap = { toHead: (start, end) => ({ start, end }) };
