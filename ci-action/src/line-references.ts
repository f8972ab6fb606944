// References to source lines inside an annotation's text: `app.c:34` or `app.c:23:11` in the
// message, the title and the raw details (the result's own location, thread stacks, related
// locations, "created by thread T0 at app.c:34"). The caller decides which references name a
// file of the repository and what their lines become; anything else that looks like one (an
// address, a URL's port) is left as it is. Text, not the SARIF locations, is rewritten because
// the runtime also writes locations into free text (thread names, messages).

/** A reference's line in the other commit, or a note saying why it keeps its number. */
export type MappedLine = { line: number } | { note: string };

/** `path:line`, the path starting the text or after a space, bracket or quote, and holding none of them (nor a colon). */
const REFERENCE = /(?<![^\s(\[`'"])([^\s:()[\]`'"]+):(\d+)(?!\d)/g;
const COLUMN = /^:\d+/;

/** `text` with each reference's line replaced; undefined from `mapLine` leaves the reference as it is. */
export async function mapLineReferences(text: string, mapLine: (path: string, line: number) => Promise<MappedLine | undefined>): Promise<string> {
  const found = [...text.matchAll(REFERENCE)];
  if (found.length === 0) return text;
  const mapped = await Promise.all(found.map((m) => mapLine(m[1]!, Number(m[2]))));
  let out = '';
  let copied = 0;
  found.forEach((m, i) => {
    const to = mapped[i];
    if (!to) return;
    const lineAt = m.index + m[1]!.length + 1;
    let end = m.index + m[0].length;
    if ('line' in to) out += text.slice(copied, lineAt) + String(to.line);
    else {
      // The note follows the whole reference, column included.
      end += COLUMN.exec(text.slice(end))?.[0].length ?? 0;
      out += `${text.slice(copied, end)} (${to.note})`;
    }
    copied = end;
  });
  return out + text.slice(copied);
}
