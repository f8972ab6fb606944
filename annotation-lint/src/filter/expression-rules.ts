// LOOM §3.3: `expr` and `n` may be constants, variables, a+b, &a, &a[i], &a->f
// and combinations of these — no function calls and no dereferences, because
// the controller evaluates them from debug information while the program runs.
// Reading a variable (or a field of a struct variable, `a.f`) is not a
// dereference; `a[i]`, `a->f` and `*p` read through a pointer and are, unless
// their address is taken (`&a[i]`, `&a->f` only add offsets).
import type { Expr, FilterDiagnostic } from './ast.js';
import { printExpr } from './print.js';

const ALLOWED = 'allowed are constants, variables, a+b, &a, &a[i] and &a->f (LOOM §3.3)';

export function checkExpression(e: Expr): FilterDiagnostic[] {
  const out: FilterDiagnostic[] = [];
  value(e, out);
  return out;
}

function value(e: Expr, out: FilterDiagnostic[]): void {
  switch (e.kind) {
    case 'number':
    case 'name':
      return;
    case 'binary':
      if (e.op !== '+') {
        out.push({ code: 'expr-operator', message: `operator '${e.op}' is not allowed in a filter expression; ${ALLOWED}`, range: e.range });
      }
      value(e.left, out);
      value(e.right, out);
      return;
    case 'unary':
      if (e.op === '&') return place(e.operand, out);
      if (e.op === '*') {
        out.push({ code: 'expr-dereference', message: `'*' dereferences a pointer, which a filter expression must not do; ${ALLOWED}`, range: e.range });
      } else {
        out.push({ code: 'expr-operator', message: `operator '${e.op}' is not allowed in a filter expression; ${ALLOWED}`, range: e.range });
      }
      return value(e.operand, out);
    case 'index':
      out.push({ code: 'expr-dereference', message: `'${printExpr(e)}' reads through a pointer, which a filter expression must not do; take its address instead ('&${printExpr(e)}')`, range: e.range });
      value(e.base, out);
      return value(e.index, out);
    case 'field':
      if (e.op === '->') {
        out.push({ code: 'expr-dereference', message: `'${printExpr(e)}' reads through a pointer, which a filter expression must not do; take its address instead ('&${printExpr(e)}')`, range: e.range });
      }
      return value(e.base, out);
    case 'call':
      out.push({ code: 'expr-call', message: `a filter expression must not call a function; ${ALLOWED}`, range: e.range });
      for (const a of e.args) value(a, out);
      return;
  }
}

/** The operand of `&`: only offsets are added to a value that is read. */
function place(e: Expr, out: FilterDiagnostic[]): void {
  switch (e.kind) {
    case 'name':
      return;
    case 'field':
      return e.op === '.' ? place(e.base, out) : value(e.base, out);
    case 'index':
      value(e.base, out);
      return value(e.index, out);
    case 'unary':
      if (e.op === '*') return value(e, out);
      break;
  }
  out.push({ code: 'expr-operator', message: `'&' needs a variable, an element (&a[i]) or a field (&a->f); ${ALLOWED}`, range: e.range });
  value(e, out);
}
