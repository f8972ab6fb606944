// textDocument/documentHighlight for filter files: with the cursor on an event's file name, every mention of
// that file lights up; on its line number, every event naming that same file:line; on a function region's
// name, every region of that function. (Coloring is semantic-tokens.ts; this answers "where else is this used".)
import { DocumentHighlightKind, type DocumentHighlight, type Range } from 'vscode-languageserver';
import { honouringCancellation } from './cancellation.js';
import { filterReferences, parsedFilter } from './filter-model.js';
import type { FilterEvent, FunctionRegion } from './lint-api.js';
import { contains } from './positions.js';
import type { ServerContext } from './server.js';

type Reference = FilterEvent | FunctionRegion;

/** The ranges that mean the same thing as the part of `target` under `at`. */
function sameAs(target: Reference, at: 'file' | 'line' | 'function', references: readonly Reference[]): Range[] {
  if (target.kind === 'functionRegion') {
    return references.filter((r): r is FunctionRegion => r.kind === 'functionRegion' && r.name === target.name).map((r) => r.nameRange);
  }
  const events = references.filter((r): r is FilterEvent => r.kind === 'event' && r.file === target.file);
  return at === 'file' ? events.map((e) => e.fileRange) : events.filter((e) => e.line === target.line).map((e) => e.lineRange);
}

export function registerDocumentHighlight(context: ServerContext): void {
  context.connection.onDocumentHighlight(honouringCancellation('position', ({ textDocument: { uri }, position }): DocumentHighlight[] => {
    const document = context.documents.get(uri);
    if (!document || document.kind !== 'filter') return [];
    const references = filterReferences(parsedFilter(document));
    for (const reference of references) {
      const at =
        reference.kind === 'functionRegion'
          ? contains(reference.nameRange, position) && 'function'
          : (contains(reference.fileRange, position) && 'file') || (contains(reference.lineRange, position) && 'line');
      if (at) return sameAs(reference, at, references).map((range) => ({ range, kind: DocumentHighlightKind.Text }));
    }
    return [];
  }));
}
