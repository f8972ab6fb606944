// Go to definition from a filter: an event `file:line` goes to that line, a function region to the
// function's definition in the C sources the filter can name.
import type { Location } from 'vscode-languageserver';
import { functionDefinitions } from './c-queries.js';
import { FileFacts } from './file-facts.js';
import { candidateSources } from './filter-sources.js';
import { filterReferences, parsedFilter } from './filter-model.js';
import { resolveFilterFile } from './filter-targets.js';
import { contains } from './positions.js';
import type { ServerContext } from './server.js';
import { honouringCancellation } from './cancellation.js';

export function registerDefinition(context: ServerContext): void {
  const functions = new FileFacts(context.workspace, context.syntax, functionDefinitions);
  context.connection.onDefinition(honouringCancellation('position', ({ textDocument: { uri }, position }): Location[] => {
    const document = context.documents.get(uri);
    const path = context.workspace.pathOf(uri);
    if (!document || document.kind !== 'filter' || !path) return [];
    const parsed = parsedFilter(document);
    const reference = filterReferences(parsed).find((r) => contains(r.range, position));
    if (!reference) return [];
    if (reference.kind === 'event') {
      const target = resolveFilterFile(reference.file, path, context.workspace);
      const line = reference.line - 1;
      const text = target && context.workspace.read(target)?.text.split('\n')[line];
      if (!target || text === undefined) return [];
      const indent = text.length - text.trimStart().length;
      return [{ uri: context.workspace.uriOf(target), range: { start: { line, character: indent }, end: { line, character: text.length } } }];
    }
    const found: Location[] = [];
    for (const source of candidateSources(parsed, path, context.workspace)) {
      const name = reference.name.split('::').at(-1) ?? reference.name;
      for (const def of functions.of(source) ?? []) if (def.name === name) found.push({ uri: context.workspace.uriOf(source), range: def.nameRange });
    }
    return found;
  }));
}
