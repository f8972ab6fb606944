// The one place the server imports annotation-lint, so the rest of the server depends on these names only.
export { parseFilter } from '@heddle/annotation-lint/src/filter/parser.js';
export type {
  Constraint, Expr, FilterEvent, FilterParseResult, FunctionRegion, Region,
} from '@heddle/annotation-lint/src/filter/ast.js';
export type { Finding, Fix, Range, Severity } from '@heddle/annotation-lint/src/types.js';
