// The workspace's filter file (heddle.filterFile) as the execution-filter workaround writes it: the constraint is
// saved on disk (created with its folder when missing, appended otherwise, never a second copy of a line already
// there), so the next `heddle run --filter` sees it; then the file is checked with the linter's filter rules and
// shown. When the file is open with unsaved changes, the constraint goes into the editor's text instead
// (workspace/applyEdit) and the user's unsaved work is not overwritten.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ServerContext } from './server.js';
import { tellUser } from './user-messages.js';
import { pathToUri } from './workspace.js';

export const SAVE_FILTER_COMMAND = 'heddle.saveExecutionFilter';
export const VALIDATE_FILTER_COMMAND = 'heddle.validateFilter';

/** The text to append to `current` so that `constraint` is in it once ('' when an identical line is there). */
export function textToAppend(current: string, comment: string, constraint: string): string {
  if (current.split(/\r?\n/).some((line) => line.trim() === constraint.trim())) return '';
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  return `${separator}${comment}\n${constraint}\n`;
}

function readDisk(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Puts the constraint into the filter file; whether anything was added. */
async function append(context: ServerContext, path: string, comment: string, constraint: string): Promise<boolean> {
  const uri = pathToUri(path);
  const disk = existsSync(path) ? readDisk(path) : '';
  if (disk === undefined) throw new Error(`the filter file ${path} cannot be read`);
  const open = context.documents.get(context.workspace.uriOf(path));
  const editorText = open?.text.getText();
  if (editorText !== undefined && editorText !== disk) {
    const text = textToAppend(editorText, comment, constraint);
    if (text === '') return false;
    const lines = editorText.split('\n');
    const end = { line: lines.length - 1, character: (lines.at(-1) ?? '').length };
    const applied = await context.connection.workspace.applyEdit({ label: 'execution filter', edit: { changes: { [uri]: [{ range: { start: end, end }, newText: text }] } } });
    if (!applied.applied) throw new Error(`the editor refused the edit of ${path}${applied.failureReason ? `: ${applied.failureReason}` : ''}`);
    return true;
  }
  const text = textToAppend(disk, comment, constraint);
  if (text === '') return false;
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, text);
  return true;
}

/** Checks the filter file with the linter's filter rules and tells the user; the number of problems. */
export async function validateFilter(context: ServerContext, path: string): Promise<number> {
  const findings = await context.lint.lintFilterFile(path);
  const name = context.workspace.relativeToFolder(path);
  if (findings.length === 0) tellUser(context.connection, 'info', `${name} is a valid execution filter`);
  else {
    const first = findings[0];
    tellUser(context.connection, 'warning', `${name} has ${findings.length} problem(s); first at line ${(first?.range.start.line ?? 0) + 1}: ${first?.message}`);
  }
  return findings.length;
}

/** SAVE_FILTER_COMMAND: saves the constraint, validates the file and shows it. */
export async function saveExecutionFilter(context: ServerContext, path: string, comment: string, constraint: string): Promise<{ added: boolean; problems: number }> {
  let added: boolean;
  try {
    added = await append(context, path, comment, constraint);
  } catch (error) {
    tellUser(context.connection, 'error', `the execution filter was not saved: ${error instanceof Error ? error.message : String(error)}`);
    return { added: false, problems: 0 };
  }
  const name = context.workspace.relativeToFolder(path);
  if (!added) tellUser(context.connection, 'info', `${name} already has ${constraint}`);
  const problems = await validateFilter(context, path);
  // A client without window/showDocument answers with an error: the file is saved all the same.
  await context.connection.window.showDocument({ uri: pathToUri(path), takeFocus: true }).catch(() => undefined);
  return { added, problems };
}
