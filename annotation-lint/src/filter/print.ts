// Canonical text of filter syntax: duplicate detection compares constraints
// by it, and the language server can show it.
import type { Constraint, Expr, FilterEvent, Region } from './ast.js';

export function printExpr(e: Expr): string {
  switch (e.kind) {
    case 'number':
      return e.text;
    case 'name':
      return e.name;
    case 'binary':
      return `(${printExpr(e.left)} ${e.op} ${printExpr(e.right)})`;
    case 'unary':
      return `${e.op}${printExpr(e.operand)}`;
    case 'index':
      return `${printExpr(e.base)}[${printExpr(e.index)}]`;
    case 'field':
      return `${printExpr(e.base)}${e.op}${e.field}`;
    case 'call':
      return `${printExpr(e.callee)}(${e.args.map(printExpr).join(', ')})`;
  }
}

/** The event without its occurrence count: what identifies the program point and instance. */
export function printEventPoint(e: FilterEvent): string {
  return `${e.file}:${e.line}${e.expr ? ` (${printExpr(e.expr)})` : ''}`;
}

export function printEvent(e: FilterEvent): string {
  return `${printEventPoint(e)}${e.count ? ` {${printExpr(e.count)}}` : ''}`;
}

export function printRegion(r: Region): string {
  if (r.kind === 'functionRegion') return `${r.name}${r.args ? `(${r.args.map(printExpr).join(', ')})` : ''}`;
  return `{${r.entries.map(printEvent).join(', ')}; ${r.exits.map(printEvent).join(', ')}}`;
}

/** Canonical constraint text; mutual exclusion is symmetric, so its regions are sorted. */
export function printConstraint(c: Constraint): string {
  switch (c.kind) {
    case 'executionOrder':
      return c.events.map(printEvent).join(' > ');
    case 'mutualExclusion':
      return c.regions.map(printRegion).sort().join(' <> ');
    case 'unilateralExclusion':
      return `${printRegion(c.region)} <> *`;
  }
}
