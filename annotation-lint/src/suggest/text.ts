// A file's text as lines: SARIF regions (1-based, columns in UTF-16 code units or code points) to offsets,
// the file's line ending, and edits applied to text.
import type { ColumnKind, TextRegion } from '@heddle/sarif';
import type { PlannedEdit } from './model.js';

export class LineIndex {
  /** Offset where each line starts; one more entry than line breaks (the last line may be empty). */
  readonly starts: number[] = [0];
  /** Offset where each line's content ends (before its line break). */
  readonly ends: number[] = [];
  /** The file's line ending: CRLF when most of its line breaks are, else LF. */
  readonly eol: '\n' | '\r\n';

  constructor(readonly text: string) {
    let crlf = 0;
    let breaks = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.ends.push(i);
      breaks++;
      if (c === 13 && text.charCodeAt(i + 1) === 10) {
        crlf++;
        i++;
      }
      this.starts.push(i + 1);
    }
    this.ends.push(text.length);
    this.eol = crlf * 2 > breaks ? '\r\n' : '\n';
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** 1-based line of an offset. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** The offset of a 1-based line and column, or a reason it is not in the file. */
  private offset(line: number, column: number, kind: ColumnKind, what: string): number | string {
    const changed = 'was the file changed after the run?';
    if (!Number.isInteger(line) || line < 1 || line > this.lineCount) {
      return `its ${what} line ${line} is not in the file (${this.lineCount} lines, counting the one after the last line break): ${changed}`;
    }
    const start = this.starts[line - 1]!;
    const end = this.ends[line - 1]!;
    const past = `its ${what} column ${column} is past the end of line ${line}: ${changed}`;
    if (!Number.isInteger(column) || column < 1) return past;
    let at = start + column - 1;
    if (kind === 'unicodeCodePoints') {
      at = start;
      for (let n = 1; n < column; n++) {
        if (at >= end) return past;
        at += (this.text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
      }
    }
    return at > end ? past : at;
  }

  /** [start, end) of a region with SARIF's defaults (start column 1, end column the end of the line). */
  range(region: TextRegion, kind: ColumnKind): { start: number; end: number } | string {
    const start = this.offset(region.startLine, region.startColumn ?? 1, kind, 'start');
    if (typeof start === 'string') return start;
    const endLine = region.endLine;
    const end = region.endColumn === undefined
      ? (endLine >= 1 && endLine <= this.lineCount ? this.ends[endLine - 1]! : this.offset(endLine, 1, kind, 'end'))
      : this.offset(endLine, region.endColumn, kind, 'end');
    if (typeof end === 'string') return end;
    if (end < start) return `its region ends (line ${endLine}) before it starts (line ${region.startLine})`;
    return { start, end };
  }
}

/** `text` with its line breaks written as `eol`. */
export function withLineEnding(text: string, eol: '\n' | '\r\n'): string {
  return text.replace(/\r\n|\r|\n/g, eol);
}

/** The text with non-overlapping edits (any order) applied. */
export function applyEdits(text: string, edits: readonly PlannedEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

/** Where an offset of the original text is after the edits (an offset inside a replaced range maps to its start). */
export function mapOffset(offset: number, edits: readonly PlannedEdit[]): number {
  let delta = 0;
  for (const e of edits) {
    if (e.end <= offset && !(e.start === e.end && e.start === offset)) delta += e.text.length - (e.end - e.start);
    else if (e.start < offset && offset < e.end) return e.start + delta;
  }
  return offset + delta;
}

/** Where an offset of the edited text was in the original (inside inserted text: where the edit starts). */
export function unmapOffset(offset: number, edits: readonly PlannedEdit[]): number {
  let delta = 0;
  for (const e of edits) {
    const start = e.start + delta;
    if (offset < start) break;
    if (offset < start + e.text.length) return e.start;
    delta += e.text.length - (e.end - e.start);
  }
  return offset - delta;
}
