// The sub-expressions of an expression, for walks that treat every kind alike
// (name collection here; semantic tokens in the language server).
import type { Expr } from './ast.js';

export function childExprs(e: Expr): Expr[] {
  switch (e.kind) {
    case 'number':
    case 'name':
      return [];
    case 'binary':
      return [e.left, e.right];
    case 'unary':
      return [e.operand];
    case 'index':
      return [e.base, e.index];
    case 'field':
      return [e.base];
    case 'call':
      return [e.callee, ...e.args];
  }
}
