// Applying a server's text edits the way a client would, to a document's text.
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-protocol';

export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'c', 1, text), [...edits]);
}
