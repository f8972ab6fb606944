// Parses the expressions of events and function regions. Deliberately wider
// than LOOM allows (any C operator, calls, dereferences): parsing them lets
// expression-rules.ts name exactly what is forbidden and where.
import type { Expr } from './ast.js';
import { FilterSyntaxError, requireClosed, type LineCursor } from './cursor.js';

const BINARY_PRECEDENCE: ReadonlyArray<readonly [string, number]> = [
  ['||', 1], ['&&', 2], ['==', 6], ['!=', 6], ['<=', 7], ['>=', 7], ['<<', 8], ['>>', 8],
  ['|', 3], ['^', 4], ['&', 5], ['<', 7], ['>', 7], ['+', 9], ['-', 9], ['*', 10], ['/', 10], ['%', 10],
];
const UNARY = ['&', '*', '-', '+', '!', '~'];
const IDENT_START = /[A-Za-z_]/;
const IDENT_CHAR = /[A-Za-z0-9_]/;

export function parseExpression(c: LineCursor): Expr {
  return parseBinary(c, 1);
}

function nextBinaryOperator(c: LineCursor): readonly [string, number] | undefined {
  c.skipSpaces();
  const found = BINARY_PRECEDENCE.find(([op]) => c.text.startsWith(op, c.pos) && c.pos + op.length <= c.end);
  // `->` is a postfix selector, never the binary minus.
  if (found && found[0] === '-' && c.peek(1) === '>') return undefined;
  return found;
}

function parseBinary(c: LineCursor, minPrecedence: number): Expr {
  let left = parseUnary(c);
  for (;;) {
    const op = nextBinaryOperator(c);
    if (!op || op[1] < minPrecedence) return left;
    c.spendExpressionPart();
    c.pos += op[0].length;
    const right = parseBinary(c, op[1] + 1);
    left = { kind: 'binary', op: op[0], left, right, range: { start: left.range.start, end: right.range.end } };
  }
}

function parseUnary(c: LineCursor): Expr {
  c.spendExpressionPart();
  c.skipSpaces();
  const start = c.pos;
  const op = UNARY.find((u) => c.peek() === u);
  if (op) {
    c.pos++;
    const operand = parseUnary(c);
    return { kind: 'unary', op, operand, range: c.range(start, operand.range.end.character) };
  }
  return parsePostfix(c);
}

function parsePostfix(c: LineCursor): Expr {
  let e = parsePrimary(c);
  const start = e.range.start.character;
  for (;;) {
    c.spendExpressionPart();
    if (c.eat('[')) {
      requireClosed(c, c.pos - 1);
      const index = parseExpression(c);
      expectClose(c, ']');
      e = { kind: 'index', base: e, index, range: c.range(start) };
    } else if (c.lookingAt('->') || c.lookingAt('.')) {
      const op = c.peek() === '.' ? '.' : '->';
      c.pos += op.length;
      c.skipSpaces();
      const field = c.takeWhile(IDENT_CHAR);
      if (!field || !IDENT_START.test(field)) {
        throw new FilterSyntaxError('syntax', `expected a field name after '${op}', found ${c.describeNext()}`, c.range(c.pos, c.pos));
      }
      e = { kind: 'field', op, base: e, field, range: c.range(start) };
    } else if (c.eat('(')) {
      requireClosed(c, c.pos - 1);
      const args = parseArguments(c, ')');
      e = { kind: 'call', callee: e, args, range: c.range(start) };
    } else {
      return e;
    }
  }
}

function parsePrimary(c: LineCursor): Expr {
  c.skipSpaces();
  const start = c.pos;
  if (c.eat('(')) {
    requireClosed(c, c.pos - 1);
    const inner = parseExpression(c);
    expectClose(c, ')');
    return inner;
  }
  if (/[0-9]/.test(c.peek())) {
    const text = c.takeWhile(/[0-9A-Za-z_]/);
    if (!/^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)([uU]?[lL]{0,2}|[lL]{1,2}[uU])$/.test(text)) {
      throw new FilterSyntaxError('syntax', `'${text}' is not an integer constant`, c.range(start));
    }
    return { kind: 'number', text, range: c.range(start) };
  }
  if (IDENT_START.test(c.peek())) {
    let name = c.takeWhile(IDENT_CHAR);
    while (c.text.startsWith('::', c.pos) && IDENT_START.test(c.text[c.pos + 2] ?? '')) {
      c.pos += 2;
      name += '::' + c.takeWhile(IDENT_CHAR);
    }
    return { kind: 'name', name, range: c.range(start) };
  }
  throw new FilterSyntaxError('syntax', `expected an expression, found ${c.describeNext()}`, c.range(c.pos, c.pos));
}

/** Parses `expr, expr, ... close` after the opening bracket (which was consumed). */
export function parseArguments(c: LineCursor, close: string): Expr[] {
  const args: Expr[] = [];
  if (c.eat(close)) return args;
  for (;;) {
    args.push(parseExpression(c));
    if (c.eat(',')) continue;
    expectClose(c, close);
    return args;
  }
}

/** Consumes `close`; the bracket is known to close later on the line (requireClosed), so anything else is a syntax error here. */
export function expectClose(c: LineCursor, close: string): void {
  if (c.eat(close)) return;
  c.skipSpaces();
  throw new FilterSyntaxError('syntax', `expected '${close}', found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
}
