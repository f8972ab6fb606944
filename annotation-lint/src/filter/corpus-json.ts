// The conformance corpus's JSON form of a parse (tests/filters/): the syntax
// tree with every range written "L:C-L:C" (1-based line and column, end
// exclusive), so the files stay readable and a C parser can produce them too.
import type { FilterParseResult } from './ast.js';
import type { Range } from '../types.js';

export function compactRange(r: Range): string {
  return `${r.start.line + 1}:${r.start.character + 1}-${r.end.line + 1}:${r.end.character + 1}`;
}

function isRange(v: unknown): v is Range {
  return typeof v === 'object' && v !== null && 'start' in v && 'end' in v && Object.keys(v).length === 2;
}

function compact(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(compact);
  if (isRange(v)) return compactRange(v);
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, compact(x)]));
  return v;
}

/** `{ tree, errors }` as the corpus stores them. */
export function toCorpusJson(result: FilterParseResult): { tree: unknown; errors: unknown } {
  return {
    tree: compact(result.ast),
    errors: result.diagnostics.map((d) => ({ code: d.code, range: compactRange(d.range), message: d.message })),
  };
}
