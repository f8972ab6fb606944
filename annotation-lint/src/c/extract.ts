// Extracts the facts of one top-level node (a declaration, a function, an #if
// block) from a tree-sitter-c tree; parts.ts assembles them into FileFacts.
import type { SyntaxNode } from './syntax-node.js';
import type {
  AccessEvent, CallArg, CallEvent, Declared, Flow, FunctionFacts, GlobalVar,
} from './facts.js';
import { markLoopVariant } from './loop-variant.js';
import { nodeRange, nodeStart, type RowBase } from './ranges.js';
import type { Position, Range } from '../types.js';
import { argShape, children, declaratorInfo, typeText } from './syntax.js';
import { flowTooDeep, isStackOverflow } from './too-deep.js';

/**
 * How an expression's value is used: read; written (assigned, incremented); `indexed`: an element written through
 * it (`p[i] = …`: a write of the global only if it is an array, a read of a pointer: Program decides); `address`:
 * its address taken (`&g` in an initializer, a cast, a pthread_create argument: no access); `argument`: passed to
 * a function (read, but `&g` there is an `escape`: the function may write g through it, so a write).
 */
type AccessMode = 'read' | 'write' | 'indexed' | 'address' | 'argument' | 'escape';

/** Calls whose `&x` arguments name an object rather than access it. */
const NON_ACCESSING_CALLS = /^(heddle_|HEDDLE_|pthread_(mutex|rwlock|spin|cond|create|join|once|key|barrier))/;
const STATEMENT = /_statement$|^declaration$/;

/** Whether a statement node runs code where it begins, so a filter event may name its line: a declaration only
 * when it initializes something (`int n;` compiles to nothing, so an event there would never happen). */
export function executes(n: SyntaxNode): boolean {
  if (n.type === 'compound_statement' || !STATEMENT.test(n.type)) return false;
  return n.type !== 'declaration' || n.namedChildren.some((c) => c?.type === 'init_declarator');
}

/** What one top-level node contributes to FileFacts. Its positions count from `base.row` (ranges.ts). */
export interface Part {
  base: RowBase;
  globals: GlobalVar[];
  functions: FunctionFacts[];
  topLevelCalls: CallEvent[];
  /** Rows on which a statement inside a function begins, relative to `base.row`. */
  statementRows: number[];
  includesHeddle: boolean;
  /** Relative to `base.row`, like statementRows. */
  includeInsertLine?: number;
  /** Set when the node nests too deeply to analyse (too-deep.ts): the part is then otherwise empty. */
  tooDeep?: Range;
}

/**
 * The facts of top-level node `n`. `text` is the text the node's tree was parsed from (indices
 * and the line before the node are read from it).
 */
export function extractPart(text: string, n: SyntaxNode): Part {
  try {
    const part = new Extractor(text).part(n);
    if (!part.functions.some((f) => flowTooDeep(f.body))) return part;
  } catch (err) {
    if (!isStackOverflow(err)) throw err;
  }
  const base = { row: n.startPosition.row };
  return { base, globals: [], functions: [], topLevelCalls: [], statementRows: [], includesHeddle: false, tooDeep: nodeRange(n, base) };
}

class Extractor {
  /** The function body's direct child being extracted (see CallEvent.outerStatement). */
  private outer: SyntaxNode | undefined;

  /** The part being filled and the locals of the function being extracted. */
  private facts!: Part;
  private locals = new Map<string, Declared>();
  private statements = new Map<number, { start: CallEvent['statementStart']; indent: string; insertable: boolean }>();
  /**
   * Ids of the statements met as children of a `{ }` block. Recorded during the walk because asking a
   * node for its parent is not cheap in tree-sitter: ts_node_parent searches down from the root, through
   * every top-level node before it (≈ 3 ms of a cold 10,000-line lint).
   */
  private inBlock = new Set<number>();

  /**
   * The top-level node being read has no comment in it (no `//` or `/*` anywhere in its text), so
   * named children need no filtering: asking each child its type for that is one crossing into wasm
   * per node, about a third of all crossings of a cold extraction.
   */
  private commentFree = false;

  constructor(private readonly text: string) {}

  private children(n: SyntaxNode): SyntaxNode[] {
    // web-tree-sitter types children as (Node | null)[] but never yields a null child: no copy to filter them.
    return this.commentFree ? (n.namedChildren as SyntaxNode[]) : children(n);
  }

  part(n: SyntaxNode): Part {
    this.commentFree = !/\/[/*]/.test(this.text.slice(n.startIndex, n.endIndex));
    this.facts = { base: { row: n.startPosition.row }, globals: [], functions: [], topLevelCalls: [], statementRows: [], includesHeddle: false };
    this.statements = new Map();
    this.inBlock = new Set();
    this.topLevel([n]);
    return this.facts;
  }

  /** A node's range, counted from the part's row (ranges.ts). */
  private range(n: SyntaxNode): Range {
    return nodeRange(n, this.facts.base);
  }

  private start(n: SyntaxNode): Position {
    return nodeStart(n, this.facts.base);
  }

  private indentAt(n: SyntaxNode): string {
    const lineStart = n.startIndex - n.startPosition.column;
    let end = lineStart;
    while (end < this.text.length && (this.text[end] === ' ' || this.text[end] === '\t')) end++;
    return this.text.slice(lineStart, end);
  }

  /** Whether a statement can be inserted before `stmt` on its own line without changing its meaning. */
  private insertableBefore(stmt: SyntaxNode): boolean {
    return this.inBlock.has(stmt.id) && this.indentAt(stmt).length === stmt.startPosition.column;
  }

  private topLevel(nodes: SyntaxNode[]): void {
    for (const n of nodes) {
      switch (n.type) {
        case 'declaration':
          this.globalDeclaration(n);
          break;
        case 'function_definition':
          this.functionDefinition(n);
          break;
        case 'expression_statement': {
          const flow: Flow[] = [];
          this.expr(this.children(n)[0], flow, 'read', n);
          for (const f of flow) if (f.k === 'call') this.facts.topLevelCalls.push(f);
          break;
        }
        case 'preproc_include':
          if (/heddle\.h[">]/.test(n.childForFieldName('path')?.text ?? '')) this.facts.includesHeddle = true;
          this.facts.includeInsertLine = (n.endPosition.column === 0 ? n.endPosition.row : n.endPosition.row + 1) - this.facts.base.row;
          break;
        default:
          if (n.type.startsWith('preproc_')) this.topLevel(this.children(n)); // #ifdef bodies hold declarations too
      }
    }
  }

  private declared(decl: SyntaxNode, d: SyntaxNode): (Declared & { fn: boolean }) | undefined {
    const info = declaratorInfo(d);
    if (!info.name) return undefined;
    return { name: info.name.text, typeText: typeText(decl), pointer: info.pointer, array: info.array, fn: info.fn, range: this.range(info.name) };
  }

  private globalDeclaration(decl: SyntaxNode): void {
    const specifiers = this.children(decl).filter((c) => c.type === 'storage_class_specifier' || c.type === 'type_qualifier').map((c) => c.text);
    if (specifiers.includes('typedef')) return;
    for (const d of decl.childrenForFieldName('declarator')) {
      const v = d && this.declared(decl, d);
      if (!v || v.fn) continue;
      const g: GlobalVar = {
        name: v.name, typeText: v.typeText, pointer: v.pointer, array: v.array, range: v.range,
        isConst: specifiers.includes('const') && !v.pointer,
        isAtomic: specifiers.includes('_Atomic') || /\b_Atomic\b/.test(v.typeText),
        isExtern: specifiers.includes('extern'),
        isStatic: specifiers.includes('static'),
        declarationRange: this.range(decl),
      };
      this.facts.globals.push(g);
    }
  }

  private functionDefinition(fn: SyntaxNode): void {
    const declarator = fn.childForFieldName('declarator');
    const body = fn.childForFieldName('body');
    if (!declarator || !body) return;
    const info = declaratorInfo(declarator);
    if (!info.name) return;
    const locals = new Map<string, Declared>();
    const params: string[] = [];
    this.locals = locals; // statement() adds the body's declarations
    const list = declarator.descendantsOfType('parameter_list')[0];
    for (const p of list ? this.children(list) : []) {
      const pd = p.type === 'parameter_declaration' ? p.childForFieldName('declarator') : null;
      const v = pd ? this.declared(p, pd) : undefined;
      params.push(v?.name ?? '');
      if (v) locals.set(v.name, v);
    }
    const items: Flow[] = [];
    for (const statement of this.children(body)) {
      this.inBlock.add(statement.id);
      this.outer = statement;
      this.statement(statement, items);
    }
    this.outer = undefined;
    const closing = body.lastChild;
    const f: FunctionFacts = {
      name: info.name.text,
      nameRange: this.range(info.name),
      range: this.range(fn),
      params,
      locals,
      body: { k: 'seq', items },
      closingBrace: closing ? this.start(closing) : this.range(body).end,
      closingIndent: this.indentAt(fn),
    };
    this.facts.functions.push(f);
  }

  private statement(n: SyntaxNode | null, out: Flow[]): void {
    if (!n) return;
    if (executes(n)) this.facts.statementRows.push(n.startPosition.row - this.facts.base.row);
    switch (n.type) {
      case 'compound_statement':
        for (const c of this.children(n)) {
          this.inBlock.add(c.id);
          this.statement(c, out);
        }
        return;
      case 'translation_unit':
        for (const c of this.children(n)) this.statement(c, out);
        return;
      case 'if_statement': {
        this.expr(n.childForFieldName('condition'), out, 'read', n);
        const then: Flow[] = [];
        this.statement(n.childForFieldName('consequence'), then);
        const otherwise: Flow[] = [];
        const alt = n.childForFieldName('alternative');
        if (alt) this.statement(alt.type === 'else_clause' ? this.children(alt)[0] ?? null : alt, otherwise);
        out.push({ k: 'branch', arms: [{ k: 'seq', items: then }, { k: 'seq', items: otherwise }] });
        return;
      }
      case 'while_statement':
      case 'for_statement': {
        if (n.type === 'for_statement') this.expr(n.childForFieldName('initializer'), out, 'read', n);
        const test: Flow[] = [];
        const body: Flow[] = [];
        this.expr(n.childForFieldName('condition'), test, 'read', n);
        this.statement(n.childForFieldName('body'), body);
        this.expr(n.childForFieldName('update'), body, 'read', n);
        out.push(markLoopVariant({ k: 'loop', test: { k: 'seq', items: test }, body: { k: 'seq', items: body }, testFirst: true }));
        return;
      }
      case 'do_statement': {
        const test: Flow[] = [];
        const body: Flow[] = [];
        this.statement(n.childForFieldName('body'), body);
        this.expr(n.childForFieldName('condition'), test, 'read', n);
        out.push(markLoopVariant({ k: 'loop', test: { k: 'seq', items: test }, body: { k: 'seq', items: body }, testFirst: false }));
        return;
      }
      case 'switch_statement': {
        this.expr(n.childForFieldName('condition'), out, 'read', n);
        const body: Flow[] = [];
        const block = n.childForFieldName('body');
        this.statement(block, body);
        const hasDefault = block !== null && this.children(block).some((c) => c.type === 'case_statement' && !c.childForFieldName('value'));
        out.push({ k: 'switch', body: { k: 'seq', items: body }, hasDefault });
        return;
      }
      case 'case_statement':
        out.push({ k: 'case' });
        for (const c of this.children(n)) if (c !== n.childForFieldName('value')) this.statement(c, out);
        return;
      case 'labeled_statement':
        for (const c of this.children(n)) if (c.type !== 'statement_identifier' && c !== n.childForFieldName('value')) this.statement(c, out);
        return;
      case 'return_statement': {
        for (const c of this.children(n)) this.expr(c, out, 'read', n);
        const where = this.statementInfo(n);
        out.push({ k: 'return', range: this.range(n), statementStart: where.start, statementIndent: where.indent, insertableBefore: where.insertable });
        return;
      }
      case 'break_statement':
        out.push({ k: 'jump', to: 'break' });
        return;
      case 'continue_statement':
        out.push({ k: 'jump', to: 'continue' });
        return;
      case 'goto_statement':
        out.push({ k: 'jump', to: 'goto' });
        return;
      case 'declaration':
        for (const d of n.childrenForFieldName('declarator')) {
          if (!d) continue;
          const v = this.declared(n, d);
          if (v && !v.fn) this.locals.set(v.name, v);
          if (d.type === 'init_declarator') this.expr(d.childForFieldName('value'), out, 'read', n);
        }
        return;
      case 'expression_statement':
        for (const c of this.children(n)) this.expr(c, out, 'read', n);
        return;
      default:
        if (n.type.startsWith('preproc_')) this.conditionalCode(n, out);
    }
  }

  /** #if/#ifdef … #elif/#else … #endif inside a function: the branches are alternatives. */
  private conditionalCode(n: SyntaxNode, out: Flow[]): void {
    const alternative = n.childForFieldName('alternative');
    const then: Flow[] = [];
    for (const c of this.children(n)) {
      if (alternative && c.equals(alternative)) continue;
      if (STATEMENT.test(c.type) || c.type.startsWith('preproc_')) this.statement(c, then);
    }
    if (n.type === 'preproc_else') {
      out.push(...then);
      return;
    }
    const otherwise: Flow[] = [];
    if (alternative) this.conditionalCode(alternative, otherwise);
    out.push({ k: 'branch', arms: [{ k: 'seq', items: then }, { k: 'seq', items: otherwise }] });
  }

  /**
   * Appends the events of evaluating expression `n` (mode: how the value is used). Children are
   * taken by position (one namedChildren call instead of a field lookup per child: extraction is
   * dominated by crossings into wasm); the positions are those of tree-sitter-c's grammar.
   */
  private expr(n: SyntaxNode | null | undefined, out: Flow[], mode: AccessMode, stmt: SyntaxNode): void {
    if (!n) return;
    const type = n.type;
    switch (type) {
      case 'identifier': {
        if (mode === 'address') return; // `&g` alone reads and writes nothing
        const event: AccessEvent = { k: 'access', name: n.text, write: mode !== 'read' && mode !== 'argument', range: this.range(n) };
        if (mode === 'indexed') event.indexed = true;
        out.push(event);
        return;
      }
      case 'sizeof_expression':
      case 'string_literal':
      case 'concatenated_string':
      case 'number_literal':
      case 'char_literal':
      case 'true':
      case 'false':
      case 'null':
        return;
      case 'call_expression':
        return this.call(n, out, stmt);
    }
    const kids = this.children(n);
    switch (type) {
      case 'assignment_expression': // left, right
        this.expr(kids[1], out, 'read', stmt);
        return this.expr(kids[0], out, 'write', stmt);
      case 'update_expression': // argument
        return this.expr(kids[0], out, 'write', stmt);
      case 'pointer_expression': // ('&' | '*') argument
        return this.expr(kids[0], out, n.child(0)?.type === '&' ? (mode === 'argument' ? 'escape' : 'address') : 'read', stmt);
      case 'field_expression': // argument ('.' | '->') field
        return this.expr(kids[0], out, n.child(1)?.type === '->' ? 'read' : mode, stmt);
      case 'subscript_expression': // argument '[' index ']'
        this.expr(kids[1], out, 'read', stmt);
        return this.expr(kids[0], out, mode === 'write' || mode === 'escape' ? 'indexed' : mode, stmt);
      case 'parenthesized_expression':
        for (const c of kids) this.expr(c, out, mode, stmt);
        return;
      case 'conditional_expression': {
        // condition ? consequence : alternative (GNU `c ?: alt` has no consequence)
        const [condition, consequence, alternative] = kids.length === 3 ? kids : [kids[0], undefined, kids[1]];
        this.expr(condition, out, 'read', stmt);
        const a: Flow[] = [];
        const b: Flow[] = [];
        this.expr(consequence, a, mode, stmt);
        this.expr(alternative, b, mode, stmt);
        out.push({ k: 'branch', arms: [{ k: 'seq', items: a }, { k: 'seq', items: b }] });
        return;
      }
      case 'binary_expression': { // left operator right
        const op = n.child(1)?.type;
        this.expr(kids[0], out, 'read', stmt);
        if (op === '&&' || op === '||') {
          const right: Flow[] = [];
          this.expr(kids[1], right, 'read', stmt);
          out.push({ k: 'branch', arms: [{ k: 'seq', items: right }, { k: 'seq', items: [] }] });
        } else this.expr(kids[1], out, 'read', stmt);
        return;
      }
      case 'cast_expression': // '(' type ')' value
        return this.expr(kids[kids.length - 1], out, mode, stmt);
      default:
        for (const c of kids) this.expr(c, out, 'read', stmt);
    }
  }

  /** Where a statement starts and whether one can be inserted before it; computed once per statement. */
  private statementInfo(stmt: SyntaxNode): { start: CallEvent['statementStart']; indent: string; insertable: boolean } {
    let info = this.statements.get(stmt.id);
    if (!info) {
      info = { start: this.start(stmt), indent: this.indentAt(stmt), insertable: this.insertableBefore(stmt) };
      this.statements.set(stmt.id, info);
    }
    return info;
  }

  private call(n: SyntaxNode, out: Flow[], stmt: SyntaxNode): void {
    const [fn, argumentList] = this.children(n); // function, arguments
    const argNodes = argumentList ? this.children(argumentList) : [];
    const callee = fn?.type === 'identifier' ? fn.text : '';
    if (fn && !callee) this.expr(fn, out, 'read', stmt);
    const namesObjects = NON_ACCESSING_CALLS.test(callee);
    const args: CallArg[] = argNodes.map((a) => {
      const shape = argShape(a);
      // pthread_create and heddle.h name objects (`&g` hands g over, it is no access); any other function given
      // `&g` may write g through it.
      if (!(namesObjects && (shape.kind === 'address' || shape.kind === 'identifier'))) this.expr(a, out, namesObjects ? 'read' : 'argument', stmt);
      return { text: a.text, range: this.range(a), shape };
    });
    const where = this.statementInfo(stmt);
    const event: CallEvent = {
      k: 'call', callee, calleeRange: fn ? this.range(fn) : this.range(n), args, range: this.range(n),
      statementStart: where.start, statementIndent: where.indent, insertableBefore: where.insertable,
    };
    if (this.outer) {
      const outer = this.statementInfo(this.outer);
      if (outer.insertable) event.outerStatement = { start: outer.start, indent: outer.indent };
    }
    out.push(event);
  }
}
