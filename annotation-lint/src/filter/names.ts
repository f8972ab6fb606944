// The variables an execution-filter expression reads, for checking that each
// is visible where the runtime evaluates it (LOOM §3.3 evaluates `expr` and `n`
// from debug information at the event's statement, function-region arguments
// in the called function).
import type { Expr } from './ast.js';
import type { Range } from '../types.js';
import { childExprs } from './expr-children.js';

export interface NameUse {
  name: string;
  range: Range;
}

/** Names read as variables (`a`, the `a` of `a.f`, `&a->f`, `a[i]`…), not field names; `this` is implicit. */
export function namesIn(e: Expr, out: NameUse[] = []): NameUse[] {
  if (e.kind === 'name') {
    if (e.name !== 'this') out.push({ name: e.name, range: e.range });
  } else if (e.kind !== 'call') {
    for (const c of childExprs(e)) namesIn(c, out);
  } else {
    for (const a of e.args) namesIn(a, out); // the callee is no variable (and calls are errors anyway)
  }
  return out;
}

/** Names whose value an expression reads (the `(expr)`/`{n}` key is computed from them): not those only
 * located (`&s`, the `s` of `s.f` or `&s.f`), so a struct variable used whole can be told apart. */
export function valueNames(e: Expr, out: NameUse[] = []): NameUse[] {
  switch (e.kind) {
    case 'name':
      if (e.name !== 'this') out.push({ name: e.name, range: e.range });
      return out;
    case 'unary':
      return e.op === '&' ? placeNames(e.operand, out) : valueNames(e.operand, out);
    case 'field':
      return e.op === '.' ? placeNames(e.base, out) : valueNames(e.base, out);
    case 'call':
      for (const a of e.args) valueNames(a, out);
      return out;
    default:
      for (const c of childExprs(e)) valueNames(c, out);
      return out;
  }
}

function placeNames(e: Expr, out: NameUse[]): NameUse[] {
  if (e.kind === 'name') return out;
  if (e.kind === 'field' && e.op === '.') return placeNames(e.base, out);
  return valueNames(e, out);
}
