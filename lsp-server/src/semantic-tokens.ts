// Highlighting of filter files from their syntax tree (the TextMate grammar of the extension colours the
// lexical shape; these tokens add what only the parser knows: which word is a file, a line, a function or a
// variable of an expression).
import { SemanticTokensBuilder, type SemanticTokensLegend } from 'vscode-languageserver';
import type { Expr, FilterParseResult, Range } from './lint-api.js';
import { parsedFilter } from './filter-model.js';
import type { ServerContext } from './server.js';
import { honouringCancellation } from './cancellation.js';

const TOKEN_TYPES = ['namespace', 'number', 'function', 'variable', 'operator', 'comment', 'property'] as const;
type TokenType = (typeof TOKEN_TYPES)[number];
export const SEMANTIC_LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [] };

export interface Token {
  range: Range;
  type: TokenType;
}

function expressionTokens(expr: Expr | undefined, out: Token[]): void {
  if (!expr) return;
  switch (expr.kind) {
    case 'number':
      out.push({ range: expr.range, type: 'number' });
      break;
    case 'name':
      out.push({ range: expr.range, type: 'variable' });
      break;
    case 'binary':
      expressionTokens(expr.left, out);
      expressionTokens(expr.right, out);
      break;
    case 'unary':
      expressionTokens(expr.operand, out);
      break;
    case 'index':
      expressionTokens(expr.base, out);
      expressionTokens(expr.index, out);
      break;
    case 'field':
      expressionTokens(expr.base, out);
      break;
    case 'call':
      expressionTokens(expr.callee, out);
      expr.args.forEach((a) => expressionTokens(a, out));
      break;
  }
}

/** The tokens of a parsed filter plus its comments, in document order. */
export function filterTokens(parsed: FilterParseResult, lines: readonly string[]): Token[] {
  const tokens: Token[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as { kind?: string } & Record<string, unknown>;
    if (n.kind === 'event') {
      const e = node as { fileRange: Range; lineRange: Range; expr?: Expr; count?: Expr };
      tokens.push({ range: e.fileRange, type: 'namespace' }, { range: e.lineRange, type: 'number' });
      expressionTokens(e.expr, tokens);
      expressionTokens(e.count, tokens);
      return;
    }
    if (n.kind === 'functionRegion') {
      const f = node as { nameRange: Range; args?: Expr[] };
      tokens.push({ range: f.nameRange, type: 'function' });
      f.args?.forEach((a) => expressionTokens(a, tokens));
      return;
    }
    if (n.kind === 'unilateralExclusion') tokens.push({ range: n.starRange as Range, type: 'operator' });
    for (const value of Object.values(n)) if (typeof value === 'object') visit(value);
  };
  visit(parsed.ast.constraints);
  lines.forEach((text, line) => {
    const at = text.indexOf('//');
    if (at >= 0) tokens.push({ range: { start: { line, character: at }, end: { line, character: text.length } }, type: 'comment' });
  });
  return tokens
    .filter((t) => t.range.start.line === t.range.end.line && t.range.end.character > t.range.start.character)
    .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

export function registerSemanticTokens(context: ServerContext): void {
  context.connection.languages.semanticTokens.on(honouringCancellation('document', ({ textDocument }) => {
    const builder = new SemanticTokensBuilder();
    const document = context.documents.get(textDocument.uri);
    if (!document || document.kind !== 'filter') return builder.build();
    const lines = document.text.getText().split('\n');
    let last = { line: -1, end: -1 };
    for (const t of filterTokens(parsedFilter(document), lines)) {
      const { line, character } = t.range.start;
      if (line === last.line && character < last.end) continue; // tokens may not overlap
      builder.push(line, character, t.range.end.character - character, TOKEN_TYPES.indexOf(t.type), 0);
      last = { line, end: t.range.end.character };
    }
    return builder.build();
  }));
}
