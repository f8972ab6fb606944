// Shared test helpers: lint a folder of fixtures as one project, read the
// `// expect: rule-id` marks, apply fixes to texts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LintProject, type Finding, type TextEdit } from '../src/index.js';

export function readFolder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) files.set(name, readFileSync(join(dir, name), 'utf8'));
  return files;
}

export async function lintTexts(files: ReadonlyMap<string, string>): Promise<Finding[]> {
  const project = await LintProject.create();
  await project.prepare(files.keys());
  for (const [path, text] of files) project.setFile(path, text);
  return project.lint();
}

/** "file:line" (1-based) of every line marked `// expect: <rule>`. */
export function expectedMarks(files: ReadonlyMap<string, string>, rule: string): string[] {
  const out: string[] = [];
  for (const [path, text] of files) {
    text.split('\n').forEach((line, i) => {
      const m = /\/\/ expect: ([\w, -]+)/.exec(line);
      if (m && m[1]!.split(',').map((s) => s.trim()).includes(rule)) out.push(`${path}:${i + 1}`);
    });
  }
  return out.sort();
}

function offsetOf(text: string, line: number, character: number): number {
  let offset = 0;
  for (let l = 0; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return offset + character;
}

/** Applies edits (non-overlapping) to the files they name. */
export function applyEdits(files: ReadonlyMap<string, string>, edits: readonly TextEdit[]): Map<string, string> {
  const out = new Map(files);
  const byFile = new Map<string, TextEdit[]>();
  for (const e of edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  for (const [file, list] of byFile) {
    let text = out.get(file);
    if (text === undefined) throw new Error(`edit of unknown file ${file}`);
    const sorted = [...list].sort((a, b) => offsetOf(text!, b.range.start.line, b.range.start.character) - offsetOf(text!, a.range.start.line, a.range.start.character));
    for (const e of sorted) {
      const start = offsetOf(text, e.range.start.line, e.range.start.character);
      const end = offsetOf(text, e.range.end.line, e.range.end.character);
      text = text.slice(0, start) + e.newText + text.slice(end);
    }
    out.set(file, text);
  }
  return out;
}
