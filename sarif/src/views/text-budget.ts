// Fitting text into GitHub's size limits. A step summary is measured in UTF-8 bytes (1 MiB at
// most), so every part of a summary — the Markdown view here, the action's own tables — counts
// the same way and fits rows with the same function; annotation texts are cut in bytes, titles
// and check-run summaries in characters (UTF-16 code units), never inside a character.

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** The bytes of `lines` joined one per line (each counted with its newline). */
export function linesBytes(lines: readonly string[]): number {
  return lines.reduce((n, line) => n + utf8Bytes(line) + 1, 0);
}

/** How many leading `lines` fit in `budget` bytes, each counted with its newline (0 when the budget is negative). */
export function linesThatFit(lines: readonly string[], budget: number): number {
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    used += utf8Bytes(lines[i]!) + 1;
    if (used > budget) return i;
  }
  return lines.length;
}

const ELLIPSIS = '…';

/** Cuts text to at most `maxBytes` UTF-8 bytes, ending in an ellipsis when cut. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text;
  const room = maxBytes - utf8Bytes(ELLIPSIS);
  // Decoding a cut buffer may end in a partial character (U+FFFD): drop it.
  const cut = Buffer.from(text, 'utf8').subarray(0, room).toString('utf8').replace(/\uFFFD$/, '');
  return cut + ELLIPSIS;
}

/**
 * Cuts text to at most `max` characters (UTF-16 code units, as GitHub counts), ending in `marker`
 * when cut. Never splits a surrogate pair: half of an emoji is not valid Unicode in a request's JSON.
 */
export function truncateChars(text: string, max: number, marker = ELLIPSIS): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - marker.length);
  if (/[\uDC00-\uDFFF]/.test(text[end] ?? '')) end--;
  return `${text.slice(0, end)}${marker}`;
}
