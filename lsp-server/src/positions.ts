// Small position helpers shared by the request handlers.
import type { Position, Range } from 'vscode-languageserver';

export function contains(range: Range, p: Position): boolean {
  const after = (a: Position, b: Position) => a.line > b.line || (a.line === b.line && a.character >= b.character);
  return after(p, range.start) && after(range.end, p);
}

/** The C identifier around `offset`, if any. */
export function wordAt(text: string, offset: number): string | undefined {
  const isWord = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
  let start = offset;
  while (start > 0 && isWord(text[start - 1])) start--;
  let end = offset;
  while (isWord(text[end])) end++;
  return end > start ? text.slice(start, end) : undefined;
}
