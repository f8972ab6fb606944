// The execution-filter parser (grammar: docs/filters.md). Hand-written
// recursive descent over one line at a time: a constraint never spans lines,
// which makes recovery simple and exact. An error that leaves the parser
// unsure where it is (a syntax error) abandons one constraint, up to the next
// top-level `;` or the line's end; an error in something it has read whole (a
// line number out of range, a region of the wrong shape, an operand of the
// wrong kind) is recorded and parsing of the constraint goes on, so every
// problem of a file is reported with its own range, even several in one
// constraint. A constraint with any such error stays out of the tree.
import type {
  CodeRegion, Constraint, Expr, FilterDiagnostic, FilterEvent, FilterParseResult, FunctionRegion, Region,
} from './ast.js';
import { FilterSyntaxError, LineCursor, requireClosed } from './cursor.js';
import { expectClose, parseArguments, parseExpression } from './expression.js';
import { checkExpression } from './expression-rules.js';
import type { Range } from '../types.js';

type Operand = FilterEvent | Region | { kind: 'star'; range: Range };

/** The problems of the constraint being parsed. `broken`: one of them keeps the constraint out of the tree
 * (expression errors and `count-outside-order` do not: the constraint's structure is sound). */
interface Problems {
  found: FilterDiagnostic[];
  broken: boolean;
}

function record(p: Problems, err: FilterSyntaxError): void {
  p.found.push({ code: err.code, message: err.message, range: err.range });
  p.broken = true;
}

const byStart = (a: FilterDiagnostic, b: FilterDiagnostic) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;

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
    c.expressionParts = 0;
    const problems: Problems = { found: [], broken: false };
    try {
      const constraint = parseConstraint(c, problems);
      if (!problems.broken) constraints.push(constraint);
      c.skipSpaces();
      if (!c.atEnd() && !c.eat(';')) {
        throw new FilterSyntaxError('syntax', `expected ';' or the end of the line after a constraint, found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
      }
    } catch (err) {
      if (!(err instanceof FilterSyntaxError)) throw err;
      record(problems, err);
      c.pos = recoveryPoint(c, statementStart, err.range.end.character);
    }
    diagnostics.push(...problems.found.sort(byStart));
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

function parseConstraint(c: LineCursor, problems: Problems): Constraint {
  const operands: Operand[] = [parseOperand(c, problems)];
  const operators: { op: '>' | '<>'; range: Range }[] = [];
  for (;;) {
    c.skipSpaces();
    const at = c.pos;
    const op = c.lookingAt('<>') ? '<>' : c.lookingAt('>') ? '>' : undefined;
    if (!op) break;
    c.pos += op.length;
    operators.push({ op, range: c.range(at) });
    operands.push(parseOperand(c, problems));
  }
  const first = operands[0]!;
  const range: Range = { start: first.range.start, end: operands[operands.length - 1]!.range.end };
  if (operators.length === 0) {
    if (!c.atEnd() && c.peek() !== ';') {
      throw new FilterSyntaxError('syntax', `expected '>' or '<>' after the first operand, found ${c.describeNext()}: write 'e1 > e2' to order events or 'r1 <> r2' to exclude regions`, c.range(c.pos, c.pos + 1));
    }
    throw new FilterSyntaxError('missing-operator', `a constraint needs an operator: 'e1 > e2' (execution order), 'r1 <> r2' (mutual exclusion) or 'r <> *' (unilateral exclusion)`, range);
  }
  const mixed = operators.find((o) => o.op !== operators[0]!.op);
  if (mixed) {
    throw new FilterSyntaxError('mixed-operators', `'>' and '<>' cannot be mixed in one constraint; write one constraint per line (or separate them with ';')`, mixed.range);
  }
  return operators[0]!.op === '>' ? executionOrder(operands, range, problems) : exclusion(operands, range, problems);
}

/** Every operand that is not an event is reported, not only the first. */
function executionOrder(operands: Operand[], range: Range, problems: Problems): Constraint {
  const events: FilterEvent[] = [];
  for (const o of operands) {
    if (o.kind === 'event') {
      events.push(o);
      continue;
    }
    const what = o.kind === 'star' ? "'*'" : 'a region';
    record(problems, new FilterSyntaxError(o.kind === 'star' ? 'star-position' : 'event-expected', `an execution-order constraint ('>') orders events (file:line); ${what} is not an event`, o.range));
  }
  return { kind: 'executionOrder', events, range };
}

/** Every misplaced `*` and every event among the operands is reported. */
function exclusion(operands: Operand[], range: Range, problems: Problems): Constraint {
  const unilateral = operands.length === 2 && operands[1]!.kind === 'star';
  const regions: Region[] = [];
  operands.forEach((o, i) => {
    if (o.kind === 'star') {
      if (!(unilateral && i === 1)) {
        record(problems, new FilterSyntaxError('star-position', `'*' (all code) is only allowed as 'r <> *', a unilateral exclusion of exactly one region: write that constraint on its own, or name the regions instead of '*'`, o.range));
      }
    } else if (o.kind === 'event') {
      record(problems, new FilterSyntaxError('region-expected', `'<>' relates code regions; an event is not one: write '{${o.file}:${o.line}; ${o.file}:<exit line>}' or name a function`, o.range));
    } else {
      regions.push(o);
    }
  });
  // (A constraint without its region, `a.c:1 <> *`, was reported above and stays out of the tree.)
  if (unilateral && regions[0]) return { kind: 'unilateralExclusion', region: regions[0], starRange: operands[1]!.range, range };
  return { kind: 'mutualExclusion', regions, range };
}

function parseOperand(c: LineCursor, problems: Problems): Operand {
  c.skipSpaces();
  const start = c.pos;
  if (c.eat('*')) return { kind: 'star', range: c.range(start) };
  if (c.peek() === '{') return parseCodeRegion(c, problems);
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
  if (c.peek() === ':') return parseEventAfterFile(c, word, wordRange, problems);
  if (!QUALIFIED_NAME.test(word)) {
    throw new FilterSyntaxError('syntax', `'${word}' is neither an event (write '${word}:LINE') nor a function name`, wordRange);
  }
  const region: FunctionRegion = { kind: 'functionRegion', name: word, nameRange: wordRange, range: wordRange };
  if (c.eat('(')) {
    requireClosed(c, c.pos - 1);
    region.args = parseArguments(c, ')');
    region.range = c.range(start);
    for (const a of region.args) problems.found.push(...checkExpression(a));
  }
  return region;
}

function parseEventAfterFile(c: LineCursor, file: string, fileRange: Range, problems: Problems): FilterEvent {
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
    record(problems, new FilterSyntaxError('bad-line-number', `line number ${digits} is out of range (1 to ${MAX_LINE})`, lineRange));
  }
  const event: FilterEvent = { kind: 'event', file, fileRange, line, lineRange, range: { start: fileRange.start, end: lineRange.end } };
  if (c.eat('(')) {
    event.expr = bracketed(c, ')', problems);
    event.range = { start: fileRange.start, end: c.at(c.pos) };
  }
  if (c.eat('{')) {
    event.count = bracketed(c, '}', problems);
    event.range = { start: fileRange.start, end: c.at(c.pos) };
  }
  return event;
}

/** `( expr )` or `{ expr }` after the opening bracket was consumed. */
function bracketed(c: LineCursor, close: string, problems: Problems): Expr {
  requireClosed(c, c.pos - 1);
  const e = parseExpression(c);
  expectClose(c, close);
  problems.found.push(...checkExpression(e));
  return e;
}

function parseCodeRegion(c: LineCursor, problems: Problems): CodeRegion {
  const start = c.pos;
  c.pos++; // '{'
  requireClosed(c, start);
  const entries: FilterEvent[] = [];
  const exits: FilterEvent[] = [];
  let semicolon: Range | undefined;
  // An operand that is no event was reported and left out: the shape is then not judged (it would only echo that error).
  let skipped = false;
  for (;;) {
    if (c.eat('}')) break;
    // A region inside a region is skipped whole, not parsed: `{{{…` nested thousands deep must not recurse.
    let operand: Operand | { kind: 'region'; range: Range };
    if (c.peek() === '{') {
      const from = c.pos;
      c.pos = requireClosed(c, from) + 1;
      operand = { kind: 'region', range: c.range(from) };
    } else {
      operand = parseOperand(c, problems);
    }
    if (operand.kind !== 'event') {
      record(problems, new FilterSyntaxError('event-expected', `a code region lists events (file:line): entries, ';', exits`, operand.range));
      skipped = true;
    } else {
      if (operand.count) {
        problems.found.push({ code: 'count-outside-order', message: `an occurrence count '{n}' only applies in an execution-order constraint ('>'); remove it here`, range: operand.count.range });
      }
      (semicolon ? exits : entries).push(operand);
    }
    if (c.eat(',')) continue;
    c.skipSpaces();
    const at = c.pos;
    if (c.eat(';')) {
      if (semicolon) record(problems, new FilterSyntaxError('region-shape', `a code region has one ';' (between its entries and its exits)`, c.range(at)));
      else semicolon = c.range(at);
      continue;
    }
    if (c.peek() === '}') continue;
    throw new FilterSyntaxError('syntax', `expected ',', ';' or '}' in a code region, found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
  }
  const range = c.range(start);
  if (!semicolon && entries.length === 2) exits.push(entries.pop()!);
  else if (!skipped) {
    const shape = regionShapeProblem(entries.length, exits.length, semicolon !== undefined);
    if (shape) record(problems, new FilterSyntaxError('region-shape', shape, range));
  }
  return { kind: 'codeRegion', entries, exits, range };
}

/** What is wrong with a region of `entries` entry and `exits` exit events (undefined: nothing). */
function regionShapeProblem(entries: number, exits: number, semicolon: boolean): string | undefined {
  if (!semicolon) {
    if (entries === 0) return `an empty code region: list its entry and exit events, {entry; exit}`;
    return `a code region without ';' must list exactly two events (its entry and its exit); separate entries from exits with ';': {entry, ...; exit, ...}`;
  }
  if (entries === 0 || exits === 0) return `a code region needs at least one entry event before ';' and one exit event after it`;
  return undefined;
}
