// Fitting text into a byte budget. GitHub measures a step summary in UTF-8 bytes (1 MiB at
// most), so every part of a summary — the Markdown view here, the action's own tables — counts
// the same way and fits rows with the same function.

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
