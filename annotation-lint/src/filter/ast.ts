// The syntax tree of an execution filter (.hfilter, LOOM §3.2 Table 2).
// This shape is a contract: tests/filters/valid/*.json holds it (ranges written
// compactly, see corpus-json.ts) and the runtime's filter parser is held to it.
import type { Range } from '../types.js';

/** Expressions in `(expr)`, `{n}` and `func(args)`. The parser accepts a wider C
 * subset than LOOM allows so it can say precisely what is not allowed
 * (calls, dereferences, operators other than `+`: see expression-rules.ts). */
export type Expr =
  | { kind: 'number'; text: string; range: Range }
  | { kind: 'name'; name: string; range: Range }
  | { kind: 'binary'; op: string; left: Expr; right: Expr; range: Range }
  | { kind: 'unary'; op: string; operand: Expr; range: Range }
  | { kind: 'index'; base: Expr; index: Expr; range: Range }
  | { kind: 'field'; op: '.' | '->'; base: Expr; field: string; range: Range }
  | { kind: 'call'; callee: Expr; args: Expr[]; range: Range };

/** `file:line`, `file:line (expr)`, `e{n}`. */
export interface FilterEvent {
  kind: 'event';
  file: string;
  fileRange: Range;
  line: number;
  lineRange: Range;
  expr?: Expr;
  count?: Expr;
  range: Range;
}

/** `{e1, …, ei; ei+1, …, en}`: entries before `;`, exits after. `{a, b}` (no `;`,
 * exactly two events, LOOM Fig. 3) is the region from entry a to exit b. */
export interface CodeRegion {
  kind: 'codeRegion';
  entries: FilterEvent[];
  exits: FilterEvent[];
  range: Range;
}

/** `func` or `func (args)`; `name` may be qualified (`MYSQL_LOG::is_open`). */
export interface FunctionRegion {
  kind: 'functionRegion';
  name: string;
  nameRange: Range;
  args?: Expr[];
  range: Range;
}

export type Region = CodeRegion | FunctionRegion;

/** `e1 > e2 > … > en`: e1 happens before e2, e2 before e3, … */
export interface ExecutionOrder {
  kind: 'executionOrder';
  events: FilterEvent[];
  range: Range;
}

/** `r1 <> r2 <> … <> rn`: every pair of regions is mutually exclusive. */
export interface MutualExclusion {
  kind: 'mutualExclusion';
  regions: Region[];
  range: Range;
}

/** `r <> *`: r runs while every other thread is paused. */
export interface UnilateralExclusion {
  kind: 'unilateralExclusion';
  region: Region;
  starRange: Range;
  range: Range;
}

export type Constraint = ExecutionOrder | MutualExclusion | UnilateralExclusion;

export interface FilterFile {
  kind: 'filter';
  constraints: Constraint[];
}

/** Error codes of the filter language; stable, listed in docs/filters.md. */
export type FilterErrorCode =
  | 'syntax'
  | 'unclosed'
  | 'bad-line-number'
  | 'missing-operator'
  | 'mixed-operators'
  | 'event-expected'
  | 'region-expected'
  | 'star-position'
  | 'region-shape'
  | 'count-outside-order'
  | 'expr-call'
  | 'expr-dereference'
  | 'expr-operator';

export interface FilterDiagnostic {
  code: FilterErrorCode;
  message: string;
  range: Range;
}

export interface FilterParseResult {
  ast: FilterFile;
  diagnostics: FilterDiagnostic[];
}
