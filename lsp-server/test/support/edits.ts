// Applying a server's WorkspaceEdit the way a client would, to files on disk or to open documents' text.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';

export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'c', 1, text), [...edits]);
}

/** Applies every change of `edit` to the files on disk (creating files the edit creates). */
export function applyToDisk(edit: WorkspaceEdit): string[] {
  const touched: string[] = [];
  const editFile = (uri: string, edits: readonly TextEdit[]) => {
    const path = fileURLToPath(uri);
    const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
    writeFileSync(path, applyTextEdits(before, edits));
    touched.push(path);
  };
  for (const [uri, edits] of Object.entries(edit.changes ?? {})) editFile(uri, edits);
  for (const change of edit.documentChanges ?? []) {
    if ('kind' in change) {
      if (change.kind === 'create' && !existsSync(fileURLToPath(change.uri))) writeFileSync(fileURLToPath(change.uri), '');
    } else editFile(change.textDocument.uri, change.edits.filter((e): e is TextEdit => 'newText' in e));
  }
  return touched;
}
