// A unified diff of planned files (`--- a/path`, `+++ b/path`, three lines of context), built from the edits
// themselves rather than by diffing texts: each edit changes the whole lines it touches. Line breaks are kept as
// the file has them (a CRLF file's diff carries its CRs), so `git apply` and `patch -p1` reproduce the text.
import type { PlannedFile } from './model.js';
import { applyEdits, LineIndex } from './text.js';

const CONTEXT = 3;

/** The lines of a text, each with its line break (the last may have none); no empty line after a final break. */
function splitLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+$/g) ?? [];
}

/** Old lines [start, end) replaced by `lines`. */
interface Chunk {
  start: number;
  end: number;
  lines: string[];
}

function chunksOf(file: PlannedFile): Chunk[] {
  const index = new LineIndex(file.before);
  const lineStart = (line: number) => (line < index.lineCount ? index.starts[line]! : file.before.length);
  const chunks: { start: number; end: number; edits: PlannedFile['edits'] }[] = [];
  for (const edit of file.edits) {
    const first = index.lineOf(edit.start) - 1;
    const last = index.lineOf(edit.end) - 1;
    // An edit that starts and ends at line starts and leaves whole lines changes only the lines between.
    const wholeLines = edit.start === lineStart(first) && edit.end === lineStart(last) && (edit.text === '' || /[\r\n]$/.test(edit.text));
    const end = wholeLines ? last : last + 1;
    const open = chunks.at(-1);
    // Edits on the same lines are one chunk; chunks that only touch (an insertion before a changed line) stay apart.
    if (open && first < open.end) {
      open.end = Math.max(open.end, end);
      open.edits.push(edit);
    } else chunks.push({ start: first, end, edits: [edit] });
  }
  return chunks.map(({ start, end, edits }) => {
    const from = lineStart(start);
    const old = file.before.slice(from, lineStart(end));
    return { start, end, lines: splitLines(applyEdits(old, edits.map((e) => ({ ...e, start: e.start - from, end: e.end - from })))) };
  });
}

function line(prefix: string, text: string): string {
  return /[\r\n]$/.test(text) ? prefix + text : `${prefix}${text}\n\\ No newline at end of file\n`;
}

/** `git diff`-style header counts: a range of no lines starts at the line before it. */
const range = (start: number, count: number) => `${count === 0 ? start : start + 1},${count}`;

/** The unified diff of one file, `path` relative to the directory `patch -p1` runs in. */
export function unifiedDiff(file: PlannedFile, path: string): string {
  const old = splitLines(file.before);
  const chunks = chunksOf(file);
  let out = `--- a/${path}\n+++ b/${path}\n`;
  let delta = 0; // new lines minus old lines of the chunks before the hunk
  for (let i = 0; i < chunks.length; ) {
    let j = i;
    while (j + 1 < chunks.length && chunks[j + 1]!.start - chunks[j]!.end <= 2 * CONTEXT) j++;
    const start = Math.max(0, chunks[i]!.start - CONTEXT);
    const end = Math.min(old.length, chunks[j]!.end + CONTEXT);
    let body = '';
    let newCount = 0;
    let at = start;
    for (let k = i; k <= j; k++) {
      const chunk = chunks[k]!;
      for (; at < chunk.start; at++, newCount++) body += line(' ', old[at]!);
      for (; at < chunk.end; at++) body += line('-', old[at]!);
      for (const added of chunk.lines) {
        body += line('+', added);
        newCount++;
      }
    }
    for (; at < end; at++, newCount++) body += line(' ', old[at]!);
    out += `@@ -${range(start, end - start)} +${range(start + delta, newCount)} @@\n${body}`;
    for (let k = i; k <= j; k++) delta += chunks[k]!.lines.length - (chunks[k]!.end - chunks[k]!.start);
    i = j + 1;
  }
  return out;
}
