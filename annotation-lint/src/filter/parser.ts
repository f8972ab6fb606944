// The execution-filter parser (grammar: docs/filters.md). Hand-written
// recursive descent over one line at a time: a constraint never spans lines,
// which makes recovery simple and exact — an error abandons one constraint
// (up to the next top-level `;` or the line's end) and parsing goes on, so a
// file's every problem is reported with its own range.
import type {
  CodeRegion, Constraint, Expr, FilterDiagnostic, FilterEvent, FilterParseResult, FunctionRegion, Region,
} from './ast.js';
import { FilterSyntaxError, LineCursor, requireClosed } from './cursor.js';
import { expectClose, parseArguments, parseExpression } from './expression.js';
import { checkExpression } from './expression-rules.js';
import type { Range } from '../types.js';

type Operand = FilterEvent | Region | { kind: 'star'; range: Range };

const WORD_CHAR = /[A-Za-z0-9_.\/+\-~]/;
const QUALIFIED_NAME = /^~?[A-Za-z_][A-Za-z0-9_]*(::~?[A-Za-z_][A-Za-z0-9_]*)*$/;
const MAX_LINE = 2 ** 31 - 1;

export function parseFilter(text: string): FilterParseResult {
  const constraints: Constraint[] = [];
  const diagnostics: FilterDiagnostic[] = [];
  text.split('\n').forEach((lineText, line) => {
    const comment = lineText.indexOf('//');
    const c = new LineCursor(lineText, line, comment < 0 ? lineText.length : comment);
    parseLine(c, constraints, diagnostics);
  });
  return { ast: { kind: 'filter', constraints }, diagnostics };
}

function parseLine(c: LineCursor, constraints: Constraint[], diagnostics: FilterDiagnostic[]): void {
  for (;;) {
    c.skipSpaces();
    if (c.atEnd()) return;
    if (c.eat(';')) continue;
    const statementStart = c.pos;
    try {
      const constraint = parseConstraint(c, diagnostics);
      if (constraint) constraints.push(constraint);
      c.skipSpaces();
      if (!c.atEnd() && !c.eat(';')) {
        throw new FilterSyntaxError('syntax', `expected ';' or the end of the line after a constraint, found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
      }
    } catch (err) {
      if (!(err instanceof FilterSyntaxError)) throw err;
      diagnostics.push({ code: err.code, message: err.message, range: err.range });
      c.pos = recoveryPoint(c, statementStart, err.range.end.character);
    }
  }
}

/** The first top-level `;` after the error (braces and parentheses counted from the statement's start), or the line's end. */
function recoveryPoint(c: LineCursor, from: number, errorAt: number): number {
  let depth = 0;
  for (let i = from; i < c.end; i++) {
    const ch = c.text[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0 && i >= errorAt) return i + 1;
  }
  return c.end;
}

function parseConstraint(c: LineCursor, diagnostics: FilterDiagnostic[]): Constraint | undefined {
  const operands: Operand[] = [parseOperand(c, diagnostics)];
  const operators: { op: '>' | '<>'; range: Range }[] = [];
  for (;;) {
    c.skipSpaces();
    const at = c.pos;
    const op = c.lookingAt('<>') ? '<>' : c.lookingAt('>') ? '>' : undefined;
    if (!op) break;
    c.pos += op.length;
    operators.push({ op, range: c.range(at) });
    operands.push(parseOperand(c, diagnostics));
  }
  const first = operands[0]!;
  const range: Range = { start: first.range.start, end: operands[operands.length - 1]!.range.end };
  if (operators.length === 0) {
    throw new FilterSyntaxError('missing-operator', `a constraint needs an operator: 'e1 > e2' (execution order), 'r1 <> r2' (mutual exclusion) or 'r <> *' (unilateral exclusion)`, range);
  }
  const mixed = operators.find((o) => o.op !== operators[0]!.op);
  if (mixed) {
    throw new FilterSyntaxError('mixed-operators', `'>' and '<>' cannot be mixed in one constraint; write one constraint per line (or separate them with ';')`, mixed.range);
  }
  return operators[0]!.op === '>' ? executionOrder(operands, range) : exclusion(operands, range);
}

function executionOrder(operands: Operand[], range: Range): Constraint {
  const events = operands.map((o) => {
    if (o.kind === 'event') return o;
    const what = o.kind === 'star' ? "'*'" : 'a region';
    throw new FilterSyntaxError(o.kind === 'star' ? 'star-position' : 'event-expected', `an execution-order constraint ('>') orders events (file:line); ${what} is not an event`, o.range);
  });
  return { kind: 'executionOrder', events, range };
}

function exclusion(operands: Operand[], range: Range): Constraint {
  const starAt = operands.findIndex((o) => o.kind === 'star');
  if (starAt >= 0 && (starAt !== 1 || operands.length !== 2)) {
    throw new FilterSyntaxError('star-position', `'*' (all code) is only allowed as 'r <> *', a unilateral exclusion of exactly one region`, operands[starAt]!.range);
  }
  const regions = operands.filter((o) => o.kind !== 'star').map((o) => {
    if (o.kind !== 'event') return o as Region;
    throw new FilterSyntaxError('region-expected', `'<>' relates code regions; an event is not one: write '{${o.file}:${o.line}; ${o.file}:<exit line>}' or name a function`, o.range);
  });
  if (starAt === 1) return { kind: 'unilateralExclusion', region: regions[0]!, starRange: operands[1]!.range, range };
  return { kind: 'mutualExclusion', regions, range };
}

function parseOperand(c: LineCursor, diagnostics: FilterDiagnostic[]): Operand {
  c.skipSpaces();
  const start = c.pos;
  if (c.eat('*')) return { kind: 'star', range: c.range(start) };
  if (c.peek() === '{') return parseCodeRegion(c, diagnostics);
  let word = '';
  for (;;) {
    word += c.takeWhile(WORD_CHAR);
    if (c.text.startsWith('::', c.pos) && c.pos + 2 <= c.end) {
      c.pos += 2;
      word += '::';
    } else break;
  }
  if (!word) {
    throw new FilterSyntaxError('syntax', `expected an event (file:line), a region ({...} or a function name) or '*', found ${c.describeNext()}`, c.range(c.pos, Math.min(c.pos + 1, c.end)));
  }
  const wordRange = c.range(start);
  c.skipSpaces();
  if (c.peek() === ':') return parseEventAfterFile(c, word, wordRange, diagnostics);
  if (!QUALIFIED_NAME.test(word)) {
    throw new FilterSyntaxError('syntax', `'${word}' is neither an event (write '${word}:LINE') nor a function name`, wordRange);
  }
  const region: FunctionRegion = { kind: 'functionRegion', name: word, nameRange: wordRange, range: wordRange };
  if (c.eat('(')) {
    requireClosed(c, c.pos - 1);
    region.args = parseArguments(c, ')');
    region.range = c.range(start);
    for (const a of region.args) diagnostics.push(...checkExpression(a));
  }
  return region;
}

function parseEventAfterFile(c: LineCursor, file: string, fileRange: Range, diagnostics: FilterDiagnostic[]): FilterEvent {
  c.pos++; // ':'
  c.skipSpaces();
  const lineStart = c.pos;
  const digits = c.takeWhile(/[0-9]/);
  const lineRange = c.range(lineStart);
  if (!digits) {
    throw new FilterSyntaxError('bad-line-number', `expected a line number after '${file}:', found ${c.describeNext()}`, c.range(c.pos, Math.min(c.pos + 1, c.end)));
  }
  const line = Number(digits);
  if (line < 1 || line > MAX_LINE) {
    throw new FilterSyntaxError('bad-line-number', `line number ${digits} is out of range (1 to ${MAX_LINE})`, lineRange);
  }
  const event: FilterEvent = { kind: 'event', file, fileRange, line, lineRange, range: { start: fileRange.start, end: lineRange.end } };
  if (c.eat('(')) {
    event.expr = bracketed(c, ')', diagnostics);
    event.range = { start: fileRange.start, end: c.at(c.pos) };
  }
  if (c.eat('{')) {
    event.count = bracketed(c, '}', diagnostics);
    event.range = { start: fileRange.start, end: c.at(c.pos) };
  }
  return event;
}

/** `( expr )` or `{ expr }` after the opening bracket was consumed. */
function bracketed(c: LineCursor, close: string, diagnostics: FilterDiagnostic[]): Expr {
  requireClosed(c, c.pos - 1);
  const e = parseExpression(c);
  expectClose(c, close);
  diagnostics.push(...checkExpression(e));
  return e;
}

function parseCodeRegion(c: LineCursor, diagnostics: FilterDiagnostic[]): CodeRegion {
  const start = c.pos;
  c.pos++; // '{'
  requireClosed(c, start);
  const entries: FilterEvent[] = [];
  const exits: FilterEvent[] = [];
  let semicolon: Range | undefined;
  for (;;) {
    if (c.eat('}')) break;
    const operand = parseOperand(c, diagnostics);
    if (operand.kind !== 'event') {
      throw new FilterSyntaxError('event-expected', `a code region lists events (file:line): entries, ';', exits`, operand.range);
    }
    if (operand.count) {
      diagnostics.push({ code: 'count-outside-order', message: `an occurrence count '{n}' only applies in an execution-order constraint ('>'); remove it here`, range: operand.count.range });
    }
    (semicolon ? exits : entries).push(operand);
    if (c.eat(',')) continue;
    c.skipSpaces();
    const at = c.pos;
    if (c.eat(';')) {
      if (semicolon) throw new FilterSyntaxError('region-shape', `a code region has one ';' (between its entries and its exits)`, c.range(at));
      semicolon = c.range(at);
      continue;
    }
    if (c.peek() === '}') continue;
    throw new FilterSyntaxError('syntax', `expected ',', ';' or '}' in a code region, found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
  }
  const range = c.range(start);
  if (!semicolon) {
    if (entries.length === 0) throw new FilterSyntaxError('region-shape', `an empty code region: list its entry and exit events, {entry; exit}`, range);
    if (entries.length !== 2) {
      throw new FilterSyntaxError('region-shape', `a code region without ';' must list exactly two events (its entry and its exit); separate entries from exits with ';': {entry, ...; exit, ...}`, range);
    }
    exits.push(entries.pop()!);
  } else if (entries.length === 0 || exits.length === 0) {
    throw new FilterSyntaxError('region-shape', `a code region needs at least one entry event before ';' and one exit event after it`, range);
  }
  return { kind: 'codeRegion', entries, exits, range };
}
