// Outline of a filter file: one symbol per constraint, named by its kind, with its events and regions inside.
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { Constraint, FilterEvent, Region } from './lint-api.js';
import { parsedFilter } from './filter-model.js';
import type { ServerContext } from './server.js';
import { honouringCancellation } from './cancellation.js';

const CONSTRAINT_NAMES: Record<Constraint['kind'], string> = {
  executionOrder: 'execution order (>)',
  mutualExclusion: 'mutual exclusion (<>)',
  unilateralExclusion: 'unilateral exclusion (<> *)',
};

function eventSymbol(event: FilterEvent, text: string): DocumentSymbol {
  return { name: text.trim(), detail: 'event', kind: SymbolKind.Event, range: event.range, selectionRange: event.lineRange };
}

function regionSymbol(region: Region, slice: (r: FilterEvent['range']) => string): DocumentSymbol {
  if (region.kind === 'functionRegion') {
    return { name: region.name, detail: 'function region', kind: SymbolKind.Function, range: region.range, selectionRange: region.nameRange };
  }
  return {
    name: slice(region.range),
    detail: 'code region',
    kind: SymbolKind.Namespace,
    range: region.range,
    selectionRange: region.range,
    children: [...region.entries, ...region.exits].map((e) => eventSymbol(e, slice(e.range))),
  };
}

export function filterSymbols(constraints: readonly Constraint[], slice: (r: FilterEvent['range']) => string): DocumentSymbol[] {
  return constraints.map((constraint) => {
    const children =
      constraint.kind === 'executionOrder'
        ? constraint.events.map((e) => eventSymbol(e, slice(e.range)))
        : constraint.kind === 'mutualExclusion'
          ? constraint.regions.map((r) => regionSymbol(r, slice))
          : [regionSymbol(constraint.region, slice)];
    return {
      name: CONSTRAINT_NAMES[constraint.kind],
      detail: slice(constraint.range),
      kind: SymbolKind.Struct,
      range: constraint.range,
      selectionRange: constraint.range,
      children,
    };
  });
}

export function registerDocumentSymbols(context: ServerContext): void {
  context.connection.onDocumentSymbol(honouringCancellation('document', ({ textDocument }) => {
    const document = context.documents.get(textDocument.uri);
    if (!document || document.kind !== 'filter') return [];
    const text = document.text;
    return filterSymbols(parsedFilter(document).ast.constraints, (range) => text.getText(range));
  }));
}
