// Extracts the facts of one top-level node (a declaration, a function, an #if
// block) from a tree-sitter-c tree, or a tree-sitter-cpp one (`cpp`: also
// namespaces, classes' static members and member functions, lock holders,
// thread objects and lambdas, read through cpp-syntax.ts); parts.ts assembles
// them into FileFacts.
import type { SyntaxNode } from './syntax-node.js';
import type {
  AccessEvent, CallArg, CallEvent, Declared, Flow, FunctionFacts, GlobalVar,
} from './facts.js';
import { markLoopVariant } from './loop-variant.js';
import { nodeRange, nodeStart, type RowBase } from './ranges.js';
import type { Position, Range } from '../types.js';
import { argShape, children, declaratorInfo, typeText } from './syntax.js';
import {
  constructedType, constructorArgs, declaredType, holderTakesNow, LOCK_HOLDER, mutexArgText, mutexMethod, scopedName, scopeOf,
  THREAD_CONTAINER, THREAD_TYPE,
} from './cpp-syntax.js';
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
export function extractPart(text: string, n: SyntaxNode, cpp = false): Part {
  try {
    const part = new Extractor(text, cpp).part(n);
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

  // C++ only (cpp-syntax.ts).
  /** The class whose body is being read, and the access its members have there. */
  private cls: string | undefined;
  private access: 'public' | 'private' | 'protected' = 'public';
  /** The instance data members of the class being read: in its member functions they hide globals of their names. */
  private fields = new Map<string, Declared>();
  /** The function being extracted (lambdas are named after it) and how many lambdas it has so far. */
  private fnName = '';
  private fnScope: string | undefined;
  private lambdaCount = 0;
  /** Per open block, what its end does: lock holders unlock, jthreads join. */
  private blockEnds: CallEvent[][] = [];
  /** Lock holders (unique_lock l) by name → the mutex arguments they hold (`&m`), for l.lock() / l.unlock(). */
  private holders = new Map<string, string[]>();
  /** Loop variables that stand for an element of a container of threads (`for (auto &t : pool)` → `pool[]`). */
  private handles = new Map<string, string>();
  /** Local variables holding a lambda (`auto work = [&] { … }`) → the function extracted from it. */
  private lambdaVars = new Map<string, string>();

  constructor(private readonly text: string, private readonly cpp: boolean) {}

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
          this.classIn(n, n);
          this.globalDeclaration(n);
          break;
        case 'function_definition':
          this.functionDefinition(n);
          break;
        case 'namespace_definition':
        case 'linkage_specification': { // namespace ns { … }, extern "C" { … } / extern "C" int f();
          const body = n.childForFieldName('body');
          if (body) this.topLevel(body.type === 'declaration_list' ? this.children(body) : [body]);
          break;
        }
        case 'template_declaration':
          this.topLevel(this.children(n));
          break;
        case 'class_specifier':
        case 'struct_specifier':
        case 'union_specifier':
          if (this.cpp) this.classBody(n, n);
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
    const name = info.name.type === 'qualified_identifier' ? scopedName(info.name.text) : info.name.text;
    return { name, typeText: typeText(decl), pointer: info.pointer, array: info.array, fn: info.fn, range: this.range(info.name) };
  }

  /** C++: the class a declaration defines (`struct S { … } s;`), read for its static members and member functions. */
  private classIn(decl: SyntaxNode, top: SyntaxNode): void {
    if (!this.cpp) return;
    const type = decl.childForFieldName('type');
    if (type && /^(class|struct|union)_specifier$/.test(type.type)) this.classBody(type, top);
  }

  /**
   * C++: a class's static data members are globals named `Class::member` (their annotation goes after `top`,
   * the class's top-level definition), its member functions functions named `Class::method`.
   */
  private classBody(spec: SyntaxNode, top: SyntaxNode): void {
    const body = spec.childForFieldName('body');
    const name = spec.childForFieldName('name');
    if (!body || !name) return;
    const saved = { cls: this.cls, access: this.access, fields: this.fields };
    this.cls = scopedName(name.text).replace(/^.*::/, '');
    this.access = spec.type === 'class_specifier' ? 'private' : 'public';
    this.fields = new Map();
    // Data members first: a member function may use one declared after it.
    for (const m of this.children(body)) if (m.type === 'field_declaration' || m.type === 'declaration') this.staticMember(m, top, true);
    for (const m of this.children(body)) {
      if (m.type === 'access_specifier') this.access = m.text.trim() as 'public' | 'private' | 'protected';
      else if (m.type === 'field_declaration' || m.type === 'declaration') this.staticMember(m, top);
      else if (m.type === 'function_definition') this.functionDefinition(m);
      else if (m.type === 'template_declaration') for (const c of this.children(m)) if (c.type === 'function_definition') this.functionDefinition(c);
    }
    this.cls = saved.cls;
    this.access = saved.access;
    this.fields = saved.fields;
  }

  /** A class's data member: a static one is a global (`fieldsOnly`: only instance members are noted, in `fields`). */
  private staticMember(decl: SyntaxNode, top: SyntaxNode, fieldsOnly = false): void {
    const specifiers = this.children(decl).filter((c) => c.type === 'storage_class_specifier' || c.type === 'type_qualifier').map((c) => c.text);
    if (!specifiers.includes('static')) {
      // An instance member: each object's own, never a global.
      if (fieldsOnly) for (const d of decl.childrenForFieldName('declarator')) {
        const v = d && this.declared(decl, d);
        if (v && !v.fn) this.fields.set(v.name, v);
      }
      return;
    }
    if (fieldsOnly) return;
    for (const d of decl.childrenForFieldName('declarator')) {
      const v = d && this.declared(decl, d);
      if (!v || v.fn) continue;
      const name = `${this.cls}::${v.name}`;
      const g: GlobalVar = {
        name, typeText: v.typeText, pointer: v.pointer, array: v.array, range: v.range,
        isConst: (specifiers.includes('const') || specifiers.includes('constexpr')) && !v.pointer,
        isAtomic: isAtomicType(v.typeText),
        // Declared in the class, defined outside it (`int C::n = 0;`), unless inline: the definition is the global.
        isExtern: !specifiers.includes('inline') && !specifiers.includes('constexpr'),
        isStatic: false,
        declarationRange: this.range(top),
      };
      if (this.access !== 'public') g.noFix = `${name} is ${this.access}, and an annotation outside the class cannot name it`;
      this.facts.globals.push(g);
    }
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
        isAtomic: specifiers.includes('_Atomic') || isAtomicType(v.typeText),
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
    let name = info.name.type === 'qualified_identifier' ? scopedName(info.name.text) : info.name.text;
    if (this.cls && !name.includes('::')) name = `${this.cls}::${name}`;
    this.fnName = name;
    this.fnScope = this.cls ?? scopeOf(name);
    if (this.cpp) {
      this.lambdaCount = 0;
      this.holders = new Map();
      this.handles = new Map();
      this.lambdaVars = new Map();
    }
    this.functionBody(fn, info.name, name, declarator.descendantsOfType('parameter_list')[0] ?? null, body, this.cls ? new Map(this.fields) : new Map());
  }

  /** A function's (or a lambda's) facts; `locals` holds what it sees of its surroundings (a lambda's captures). */
  private functionBody(fn: SyntaxNode, nameNode: SyntaxNode, name: string, list: SyntaxNode | null, body: SyntaxNode, locals: Map<string, Declared>): FunctionFacts {
    const params: string[] = [];
    this.locals = locals; // statement() adds the body's declarations
    for (const p of list ? this.children(list) : []) {
      const pd = p.type === 'parameter_declaration' || p.type === 'optional_parameter_declaration' ? p.childForFieldName('declarator') : null;
      const v = pd ? this.declared(p, pd) : undefined;
      params.push(v?.name ?? '');
      if (v) locals.set(v.name, v);
    }
    const items: Flow[] = [];
    this.openBlock();
    if (body.type === 'compound_statement') {
      for (const statement of this.children(body)) {
        this.inBlock.add(statement.id);
        this.outer = statement;
        this.statement(statement, items);
      }
    }
    this.closeBlock(items);
    this.outer = undefined;
    const closing = body.lastChild;
    const f: FunctionFacts = {
      name,
      nameRange: this.range(nameNode),
      range: this.range(fn),
      params,
      locals,
      body: { k: 'seq', items },
      closingBrace: closing ? this.start(closing) : this.range(body).end,
      closingIndent: this.indentAt(fn),
    };
    if (this.fnScope) f.scope = this.fnScope;
    this.facts.functions.push(f);
    return f;
  }

  /**
   * C++: a lambda that runs as a thread (`std::thread t([&] { … })`, or a variable holding one): a function of
   * its own, `enclosing::lambda#N` (or `enclosing::var`), which sees the enclosing function's locals so far.
   */
  private lambdaFunction(lambda: SyntaxNode, var_?: string): string {
    const name = `${this.fnName}::${var_ ?? `lambda#${++this.lambdaCount}`}`;
    const body = lambda.childForFieldName('body');
    if (!body) return name;
    const saved = { locals: this.locals, outer: this.outer, blockEnds: this.blockEnds, holders: this.holders, handles: this.handles };
    this.blockEnds = [];
    this.holders = new Map();
    this.handles = new Map();
    const list = lambda.childForFieldName('declarator')?.childForFieldName('parameters') ?? null;
    this.functionBody(lambda, lambda, name, list, body, new Map(this.locals));
    Object.assign(this, saved);
    return name;
  }

  private openBlock(): void {
    if (this.cpp) this.blockEnds.push([]);
  }

  /** The block ends: its lock holders unlock and its jthreads join, the last constructed first. */
  private closeBlock(out: Flow[]): void {
    const ends = this.cpp ? this.blockEnds.pop() : undefined;
    if (ends) for (let i = ends.length - 1; i >= 0; i--) out.push(ends[i]!);
  }

  private statement(n: SyntaxNode | null, out: Flow[]): void {
    if (!n) return;
    if (executes(n)) this.facts.statementRows.push(n.startPosition.row - this.facts.base.row);
    switch (n.type) {
      case 'compound_statement':
        this.openBlock();
        for (const c of this.children(n)) {
          this.inBlock.add(c.id);
          this.statement(c, out);
        }
        this.closeBlock(out);
        return;
      case 'for_range_loop': { // C++: for (auto &t : pool) …
        const right = n.childForFieldName('right');
        this.expr(right, out, 'read', n);
        const v = n.childForFieldName('declarator');
        const name = v && declaratorInfo(v).name;
        if (name && right) this.handles.set(name.text, `${right.text}[]`);
        const body: Flow[] = [];
        this.statement(n.childForFieldName('body'), body);
        out.push(markLoopVariant({ k: 'loop', test: { k: 'seq', items: [] }, body: { k: 'seq', items: body }, testFirst: true }));
        return;
      }
      case 'try_statement': { // C++: the body, or (after any part of it) one of the handlers
        this.statement(n.childForFieldName('body'), out);
        const handlers = this.children(n).filter((c) => c.type === 'catch_clause').map((c) => {
          const arm: Flow[] = [];
          this.statement(c.childForFieldName('body'), arm);
          return { k: 'seq', items: arm } as Flow;
        });
        if (handlers.length > 0) out.push({ k: 'branch', arms: [...handlers, { k: 'seq', items: [] }] });
        return;
      }
      case 'throw_statement':
        for (const c of this.children(n)) this.expr(c, out, 'read', n);
        out.push({ k: 'jump', to: 'goto' }); // the path leaves the function (or reaches a handler)
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
      case 'declaration': {
        const type = this.cpp ? declaredType(n) : '';
        for (const d of n.childrenForFieldName('declarator')) {
          if (!d) continue;
          const v = this.declared(n, d);
          // C++ reads `std::thread t(worker);` as a function declaration (the most vexing parse): an object all the same.
          if (v && (!v.fn || type)) this.locals.set(v.name, v);
          if (this.cpp && v && this.cppObject(n, d, type, v.name, out)) continue;
          if (d.type === 'init_declarator') this.expr(d.childForFieldName('value'), out, 'read', n);
        }
        return;
      }
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
      case 'qualified_identifier': { // C++: Counter::value, ns::hits
        if (mode === 'address' || !this.cpp) return;
        const event: AccessEvent = { k: 'access', name: scopedName(n.text), write: mode !== 'read' && mode !== 'argument', range: this.range(n) };
        if (mode === 'indexed') event.indexed = true;
        out.push(event);
        return;
      }
      case 'lambda_expression': { // C++: a lambda not run as a thread may run here, once or more, or not at all
        const body: Flow[] = [];
        const b = n.childForFieldName('body');
        if (b) this.statement(b, body);
        out.push({ k: 'branch', arms: [{ k: 'seq', items: body }, { k: 'seq', items: [] }] });
        return;
      }
      case 'delete_expression': { // C++: `delete p` frees p as free(p) does (it ends what this thread acquired of it)
        const target = this.children(n).at(-1);
        if (!this.cpp || !target) break;
        this.expr(target, out, 'read', stmt);
        out.push(this.synthetic('free', [target.text.replace(/^(static|reinterpret|const|dynamic)_cast\s*<[^>]*>\s*\((.*)\)$/s, '$2')], n, stmt, 'delete'));
        return;
      }
      case 'this':
      case 'nullptr':
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

  /**
   * C++: a local object whose construction or destruction the rules care about (cpp-syntax.ts): a lock holder, a
   * thread, a lambda kept for later. True when the declarator was read here (its initializer included).
   */
  private cppObject(decl: SyntaxNode, d: SyntaxNode, type: string, name: string, out: Flow[]): boolean {
    const value = d.type === 'init_declarator' ? d.childForFieldName('value') : null;
    if (LOCK_HOLDER.test(type)) {
      const args = constructorArgs(d);
      const mutexes = args.flatMap((a) => mutexArgText(a) ?? []);
      this.holders.set(name, mutexes);
      if (holderTakesNow(args)) for (const m of mutexes) out.push(this.synthetic('pthread_mutex_lock', [m], d, decl, type));
      // Unlocking a mutex a deferred holder never took changes nothing: the lockset only loses what it has.
      for (const m of mutexes) this.blockEnds.at(-1)?.push(this.synthetic('pthread_mutex_unlock', [m], decl, decl, `${name} going out of scope`));
      return true;
    }
    const thread = THREAD_TYPE.exec(type) ?? (type === 'auto' && value?.type === 'call_expression' ? THREAD_TYPE.exec(constructedType(value) ?? '') : null);
    if (thread) {
      const args = constructorArgs(d);
      if (args.length === 0) return true; // a thread object with no thread yet
      this.spawn(args, name, d, decl, out, type === 'auto' ? thread[0] : type);
      if (thread[2] === 'jthread') this.blockEnds.at(-1)?.push(this.synthetic('pthread_join', [name], decl, decl, `${name} going out of scope`));
      return true;
    }
    if (value?.type === 'lambda_expression') {
      this.lambdaVars.set(name, this.lambdaFunction(value, name));
      return true;
    }
    return false;
  }

  /**
   * C++ calls: a mutex's or lock holder's lock()/unlock(), a thread's join(), a thread started in a container or as
   * a temporary, std::lock(…). True when the call was read here; a string: the callee to record (a member
   * function by its name, a qualified function by its scoped name); undefined: read it as C.
   */
  private cppCall(n: SyntaxNode, fn: SyntaxNode, argNodes: SyntaxNode[], out: Flow[], stmt: SyntaxNode): true | string | undefined {
    if (fn.type === 'qualified_identifier' || fn.type === 'template_function') {
      const type = fn.text.replace(/\s+/g, '');
      const thread = THREAD_TYPE.exec(type);
      if (thread) {
        this.spawn(argNodes, '?', n, stmt, out, thread[0]); // a temporary: detached or joined at once, it is not kept
        return true;
      }
      if (/^(std::)?lock$/.test(type)) {
        for (const a of argNodes) out.push(this.synthetic('pthread_mutex_lock', [mutexArgText(a) ?? a.text], n, stmt, 'std::lock'));
        return true;
      }
      return scopedName(type);
    }
    if (fn.type !== 'field_expression') return undefined;
    const object = fn.childForFieldName('argument');
    const method = fn.childForFieldName('field')?.text ?? '';
    if (!object) return undefined;
    const arrow = fn.child(1)?.type === '->';
    const op = mutexMethod(method);
    if (op && this.isMutex(object.text, method, n, stmt)) {
      const mutexes = this.holders.get(object.text) ?? [arrow ? object.text : `&${object.text}`];
      for (const m of mutexes) out.push(this.synthetic(op === 'lock' ? 'pthread_mutex_lock' : 'pthread_mutex_unlock', [m], n, stmt, `${object.text}${arrow ? '->' : '.'}${method}()`));
      return true;
    }
    if (method === 'join' && !arrow) {
      out.push(this.synthetic('pthread_join', [this.handles.get(object.text) ?? object.text], n, stmt, `${object.text}.join()`));
      return true;
    }
    if (method === 'detach') return true; // the thread runs on, never joined: its handle stays unjoined
    const container = this.locals.get(object.text);
    if (container && THREAD_CONTAINER.test(container.typeText) && /^(emplace_back|emplace|push_back|emplace_front|push_front)$/.test(method)) {
      const first = argNodes[0];
      // push_back(std::thread(f, …)): the temporary's arguments; emplace_back(f, …): the arguments themselves.
      const made = first?.type === 'call_expression' && THREAD_TYPE.test(constructedType(first) ?? '') ? children(first.childForFieldName('arguments') ?? first) : argNodes;
      this.spawn(made, `${object.text}[]`, n, stmt, out, `${object.text}.${method}`);
      return true;
    }
    this.expr(object, out, 'read', stmt);
    return method; // obj.run(): the member function `run` (program.ts finds `Class::run` by its name)
  }

  /**
   * Whether `object.lock()` (or unlock, try_lock…) is a mutex's: a lock holder's, a local declared as a mutex, or
   * — a global or member whose type is not known here — try_lock (a condition), or a call whose value is not used
   * (a mutex's lock() returns nothing, where `auto p = weak.lock()` is a std::weak_ptr's).
   */
  private isMutex(object: string, method: string, call: SyntaxNode, stmt: SyntaxNode): boolean {
    if (this.holders.has(object)) return true;
    const local = this.locals.get(object);
    if (local) return /mutex/.test(local.typeText);
    return method.startsWith('try_lock') || stmt.type === 'expression_statement' && stmt.startIndex === call.startIndex && stmt.endIndex <= call.endIndex + 1;
  }

  /** A thread started with `args` (the callable first), recorded as pthread_create(&handle, 0, routine, …). */
  private spawn(args: readonly SyntaxNode[], handle: string, at: SyntaxNode, stmt: SyntaxNode, out: Flow[], spelled: string): void {
    const [callable, ...rest] = args;
    if (!callable) return;
    for (const a of rest) this.expr(a, out, 'argument', stmt);
    let routine = callable.text;
    if (callable.type === 'lambda_expression') routine = this.lambdaFunction(callable);
    else if (this.lambdaVars.has(callable.text)) routine = this.lambdaVars.get(callable.text)!;
    out.push(this.synthetic('pthread_create', [`&${handle}`, 'nullptr', routine, ...rest.map((a) => a.text)], at, stmt, spelled));
  }

  /** A call event the C++ code stands for: `callee` with arguments written `args`, located at `at`. */
  private synthetic(callee: string, args: readonly string[], at: SyntaxNode, stmt: SyntaxNode, spelled: string): CallEvent {
    const range = this.range(at);
    const event = this.callEvent(callee, range, args.map((text) => ({ text, range, shape: shapeOf(text) })), range, stmt);
    event.spelled = spelled;
    return event;
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
    let callee = fn?.type === 'identifier' ? fn.text : '';
    if (this.cpp && fn) {
      const member = this.cppCall(n, fn, argNodes, out, stmt);
      if (member === true) return;
      if (member !== undefined) callee = member;
    }
    if (fn && !callee) this.expr(fn, out, 'read', stmt);
    const namesObjects = NON_ACCESSING_CALLS.test(callee);
    const args: CallArg[] = argNodes.map((a) => {
      const shape = argShape(a);
      // pthread_create and heddle.h name objects (`&g` hands g over, it is no access); any other function given
      // `&g` may write g through it.
      if (!(namesObjects && (shape.kind === 'address' || shape.kind === 'identifier'))) this.expr(a, out, namesObjects ? 'read' : 'argument', stmt);
      return { text: a.text, range: this.range(a), shape };
    });
    out.push(this.callEvent(callee, fn ? this.range(fn) : this.range(n), args, this.range(n), stmt));
  }

  /** A call event in statement `stmt` (where code before it may be inserted). */
  private callEvent(callee: string, calleeRange: Range, args: CallArg[], range: Range, stmt: SyntaxNode): CallEvent {
    const where = this.statementInfo(stmt);
    const event: CallEvent = {
      k: 'call', callee, calleeRange, args, range,
      statementStart: where.start, statementIndent: where.indent, insertableBefore: where.insertable,
    };
    if (this.outer) {
      const outer = this.statementInfo(this.outer);
      if (outer.insertable) event.outerStatement = { start: outer.start, indent: outer.indent };
    }
    return event;
  }
}

/** `_Atomic`, C11's atomic_* typedefs, C++'s std::atomic<T> / std::atomic_int: atomic objects race with nothing. */
function isAtomicType(typeText: string): boolean {
  return /\b_Atomic\b|^(std::)?atomic(_\w+)?\b/.test(typeText);
}

/** The shape of a synthetic call's argument, as argShape reads a written one. */
function shapeOf(text: string): CallArg['shape'] {
  if (text.startsWith('&')) return { kind: 'address', target: text.slice(1) };
  if (text === 'nullptr') return { kind: 'null' };
  return /^[A-Za-z_][\w:#]*$/.test(text) ? { kind: 'identifier', target: text } : { kind: 'other' };
}
