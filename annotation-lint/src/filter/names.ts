// The variables an execution-filter expression reads, for checking that each
// is visible where the runtime evaluates it (LOOM §3.3 evaluates `expr` and `n`
// from debug information at the event's statement, function-region arguments
// in the called function).
import type { Expr } from './ast.js';
import type { Range } from '../types.js';

export interface NameUse {
  name: string;
  range: Range;
}

/** Names read as variables (`a`, the `a` of `a.f`, `&a->f`, `a[i]`…), not field names; `this` is implicit. */
export function namesIn(e: Expr, out: NameUse[] = []): NameUse[] {
  switch (e.kind) {
    case 'name':
      if (e.name !== 'this') out.push({ name: e.name, range: e.range });
      break;
    case 'binary':
      namesIn(e.left, out);
      namesIn(e.right, out);
      break;
    case 'unary':
      namesIn(e.operand, out);
      break;
    case 'index':
      namesIn(e.base, out);
      namesIn(e.index, out);
      break;
    case 'field':
      namesIn(e.base, out);
      break;
    case 'call':
      for (const a of e.args) namesIn(a, out);
      break;
  }
  return out;
}
