// A character cursor over one line of a filter file. Constraints never span
// lines (docs/filters.md), so every range is within `line`.
import type { Position, Range } from '../types.js';
import type { FilterErrorCode } from './ast.js';

/** Expression parts (operands, operators, selectors) one constraint may have: bounds the parse's recursion and
 * the depth of the trees later walks recurse over, so absurd input is an error instead of a stack overflow. */
export const MAX_EXPRESSION_PARTS = 1000;

export class LineCursor {
  pos = 0;
  /** Expression parts parsed in the current constraint (see MAX_EXPRESSION_PARTS). */
  expressionParts = 0;
  constructor(
    readonly text: string,
    readonly line: number,
    /** Where the line's content stops (a `//` comment or the line's end). */
    readonly end: number,
  ) {}

  at(offset: number): Position {
    return { line: this.line, character: offset };
  }

  range(from: number, to: number = this.pos): Range {
    return { start: this.at(from), end: this.at(to) };
  }

  peek(ahead = 0): string {
    const i = this.pos + ahead;
    return i < this.end ? this.text[i]! : '';
  }

  atEnd(): boolean {
    return this.pos >= this.end;
  }

  skipSpaces(): void {
    while (this.pos < this.end && (this.text[this.pos] === ' ' || this.text[this.pos] === '\t' || this.text[this.pos] === '\r')) this.pos++;
  }

  /** Consumes `s` when it comes next (after spaces). */
  eat(s: string): boolean {
    this.skipSpaces();
    if (this.text.startsWith(s, this.pos) && this.pos + s.length <= this.end) {
      this.pos += s.length;
      return true;
    }
    return false;
  }

  lookingAt(s: string): boolean {
    this.skipSpaces();
    return this.text.startsWith(s, this.pos) && this.pos + s.length <= this.end;
  }

  /** Consumes the longest run of characters matching `re` (a one-character class). */
  takeWhile(re: RegExp): string {
    const start = this.pos;
    while (this.pos < this.end && re.test(this.text[this.pos]!)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  /** Counts one expression part; fails once the constraint has more than MAX_EXPRESSION_PARTS. */
  spendExpressionPart(): void {
    if (++this.expressionParts > MAX_EXPRESSION_PARTS) {
      throw new FilterSyntaxError('syntax', `expression too long or too deeply nested (over ${MAX_EXPRESSION_PARTS} parts): simplify it`, this.range(this.pos, Math.min(this.pos + 1, this.end)));
    }
  }

  /** Describes what comes next, for "expected X, found Y" messages. */
  describeNext(): string {
    this.skipSpaces();
    if (this.atEnd()) return 'the end of the line';
    return `'${this.text[this.pos]}'`;
  }
}

/** Thrown to abandon the current constraint; the parser records it and moves on. */
export class FilterSyntaxError extends Error {
  constructor(
    readonly code: FilterErrorCode,
    message: string,
    readonly range: Range,
  ) {
    super(message);
  }
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/**
 * Called right after an opening bracket at `openAt` was consumed: fails with
 * `unclosed` (ranged on the bracket) when the line never closes it, so the
 * error names the real problem instead of whatever comes next. Returns the closing bracket's index.
 */
export function requireClosed(c: LineCursor, openAt: number): number {
  const open = c.text[openAt]!;
  const close = CLOSING[open]!;
  let depth = 0;
  for (let i = openAt; i < c.end; i++) {
    if (c.text[i] === open) depth++;
    else if (c.text[i] === close && --depth === 0) return i;
  }
  throw new FilterSyntaxError('unclosed', `'${open}' is not closed on this line: add '${close}' (a constraint cannot span lines)`, c.range(openAt, openAt + 1));
}
