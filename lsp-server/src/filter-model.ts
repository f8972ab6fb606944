// The parsed form of each open execution-filter document, parsed by annotation-lint's filter parser once per
// document version and shared by every filter feature (symbols, highlighting, definition, completion, lint).
import { parseFilter, type FilterEvent, type FilterParseResult, type FunctionRegion } from './lint-api.js';
import type { OpenDocument } from './documents.js';

const cache = new WeakMap<OpenDocument['text'], { version: number; parsed: FilterParseResult }>();

export function parsedFilter(document: OpenDocument): FilterParseResult {
  const cached = cache.get(document.text);
  if (cached && cached.version === document.text.version) return cached.parsed;
  const parsed = parseFilter(document.text.getText());
  cache.set(document.text, { version: document.text.version, parsed });
  return parsed;
}

/** Every event and function region a filter mentions, in source order. */
export function filterReferences(parsed: FilterParseResult): (FilterEvent | FunctionRegion)[] {
  const found: (FilterEvent | FunctionRegion)[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const kind = (node as { kind?: unknown }).kind;
    if (kind === 'event' || kind === 'functionRegion') {
      found.push(node as FilterEvent | FunctionRegion);
      return;
    }
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(parsed.ast.constraints);
  return found.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}
