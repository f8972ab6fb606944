// Questions the editor features ask about C code, answered from tree-sitter-c trees: where a function or a
// global is defined, which statement a line holds, which policy an object was annotated with. (Lint rules
// live in annotation-lint; these are navigation facts only.)
import { Query, type Language, type Node, type Tree } from 'web-tree-sitter';
import { isExecutableStatement } from './lint-api.js';
import type { Range } from 'vscode-languageserver';

export const nodeRange = (n: Node): Range => ({
  start: { line: n.startPosition.row, character: n.startPosition.column },
  end: { line: n.endPosition.row, character: n.endPosition.column },
});

export interface NamedNode {
  name: string;
  nameRange: Range;
  range: Range;
}

/** The identifier a declarator declares (through pointers, arrays, function declarators, initialisers). */
function declaredName(declarator: Node | null): Node | undefined {
  let n = declarator;
  while (n && n.type !== 'identifier') n = n.childForFieldName('declarator');
  return n ?? undefined;
}

export function functionDefinitions(tree: Tree): NamedNode[] {
  return tree.rootNode.namedChildren
    .filter((n): n is Node => n?.type === 'function_definition')
    .map((n) => ({ node: n, id: declaredName(n.childForFieldName('declarator')) }))
    .filter((d): d is { node: Node; id: Node } => d.id !== undefined)
    .map(({ node, id }) => ({ name: id.text, nameRange: nodeRange(id), range: nodeRange(node) }));
}

/** File-scope declarations: name, its declaration, and the declared type's text. */
export function globalDeclarations(tree: Tree): (NamedNode & { type: string })[] {
  const out: (NamedNode & { type: string })[] = [];
  for (const n of tree.rootNode.namedChildren) {
    if (n?.type !== 'declaration') continue;
    const type = n.childForFieldName('type')?.text ?? '';
    for (const d of n.childrenForFieldName('declarator')) {
      const id = declaredName(d);
      if (id) out.push({ name: id.text, nameRange: nodeRange(id), range: nodeRange(n), type });
    }
  }
  return out;
}

const isStatement = (type: string) => type.endsWith('_statement') || type === 'declaration';

/** The outermost statement that starts on `line` (what a filter event at that line means). */
export function statementAt(tree: Tree, line: number): Node | undefined {
  const text = tree.rootNode.text.split('\n')[line] ?? '';
  const column = text.length - text.trimStart().length;
  let n: Node | null = tree.rootNode.descendantForPosition({ row: line, column });
  let found: Node | undefined;
  for (; n; n = n.parent) {
    if (n.startPosition.row !== line) break;
    if (isStatement(n.type)) found = n;
  }
  return found;
}

/** The statement a line belongs to: the one starting there, else the innermost one the line is inside (a continuation line). */
export function statementContaining(tree: Tree, line: number): Node | undefined {
  const starting = statementAt(tree, line);
  if (starting) return starting;
  const text = tree.rootNode.text.split('\n')[line] ?? '';
  const column = text.length - text.trimStart().length;
  for (let n: Node | null = tree.rootNode.descendantForPosition({ row: line, column }); n; n = n.parent) {
    if (isStatement(n.type) && n.type !== 'compound_statement') return n;
  }
  return undefined;
}

/** Rows where a statement that runs code begins inside a function: the lines a filter event may name. */
export function statementRows(tree: Tree): Set<number> {
  const rows = new Set<number>();
  const cursor = tree.walk();
  let insideFunction = 0;
  // Depth-first walk with an explicit cursor: no recursion, so deep nesting cannot overflow the stack.
  for (;;) {
    const type = cursor.nodeType;
    // The type test first: materialising a Node for every cursor position is what the cursor walk avoids.
    if (insideFunction > 0 && isStatement(type) && isExecutableStatement(cursor.currentNode)) rows.add(cursor.startPosition.row);
    if (type === 'function_definition') insideFunction++;
    if (cursor.gotoFirstChild()) continue;
    for (;;) {
      if (cursor.nodeType === 'function_definition') insideFunction--;
      if (cursor.gotoNextSibling()) break;
      if (!cursor.gotoParent()) {
        cursor.delete();
        return rows;
      }
    }
  }
}

/** The statement executed after `statement` in its block, if there is one. */
export function nextStatement(statement: Node): Node | undefined {
  let n = statement.nextNamedSibling;
  while (n && n.type === 'comment') n = n.nextNamedSibling;
  return n ?? undefined;
}

/** The function_definition node around `node`. */
export function enclosingFunctionNode(node: Node): Node | undefined {
  for (let n: Node | null = node; n; n = n.parent) if (n.type === 'function_definition') return n;
  return undefined;
}

export function enclosingFunction(node: Node): NamedNode | undefined {
  const n = enclosingFunctionNode(node);
  const id = n && declaredName(n.childForFieldName('declarator'));
  return n && id ? { name: id.text, nameRange: nodeRange(id), range: nodeRange(n) } : undefined;
}

/** Whether the statement holds other statements (a block, a loop's or an if's body). */
export function hasNestedStatement(statement: Node): boolean {
  return statement.descendantsOfType(['compound_statement', 'expression_statement', 'declaration', 'return_statement']).some((d) => d && d.id !== statement.id);
}

/** Whether an identifier `name` occurs in `node` (a use of the variable, read or written). */
export function mentions(node: Node, name: string): boolean {
  return node.descendantsOfType('identifier').some((id) => id?.text === name);
}

/** The names a function declares itself: its parameters and every local declaration in its body. */
export function localNames(fn: Node): Set<string> {
  const names = new Set<string>();
  const declarator = fn.childForFieldName('declarator');
  for (const param of declarator?.descendantsOfType('parameter_declaration') ?? []) {
    const id = param && declaredName(param.childForFieldName('declarator'));
    if (id) names.add(id.text);
  }
  for (const declaration of fn.childForFieldName('body')?.descendantsOfType('declaration') ?? []) {
    for (const d of declaration?.childrenForFieldName('declarator') ?? []) {
      const id = declaredName(d);
      if (id) names.add(id.text);
    }
  }
  return names;
}

export interface Annotation {
  object: string;
  policy: string;
  range: Range;
}

const ANNOTATION_QUERY = `
(call_expression function: (identifier) @fn (#match? @fn "^HEDDLE_GLOBAL(_LOCKED)?$")
  arguments: (argument_list . (identifier) @object . (_) @policy)) @annotation
(assignment_expression left: (identifier) @object
  right: (call_expression function: (identifier) @fn (#match? @fn "^heddle_malloc(_locked)?$")
    arguments: (argument_list (_) . (_) @policy))) @annotation
(init_declarator declarator: (_) @object
  value: (call_expression function: (identifier) @fn (#match? @fn "^heddle_malloc(_locked)?$")
    arguments: (argument_list (_) . (_) @policy))) @annotation
(call_expression function: (identifier) @fn (#match? @fn "^heddle_(set_racy|set_sticky_read|set_locked|acquire_read|acquire_write|release_read|release_write)$")
  arguments: (argument_list . (_) @object)) @annotation
`;

const queries = new WeakMap<Language, Query>();

/** Every annotation that sets an object's policy, with the object as written (`g`, `&g` → g). */
export function annotations(tree: Tree): Annotation[] {
  let query = queries.get(tree.language);
  if (!query) queries.set(tree.language, (query = new Query(tree.language, ANNOTATION_QUERY)));
  return query.matches(tree.rootNode).flatMap((m) => {
    const get = (name: string) => m.captures.find((c) => c.name === name)?.node;
    const object = get('object');
    const fn = get('fn')?.text ?? '';
    const annotation = get('annotation');
    if (!object || !annotation) return [];
    const name = declaredName(object)?.text ?? object.text.replace(/^&\s*/, '');
    const policy =
      fn === 'HEDDLE_GLOBAL_LOCKED' || fn === 'heddle_malloc_locked' || fn === 'heddle_set_locked'
        ? 'HEDDLE_LOCKED'
        : fn.startsWith('heddle_') && fn !== 'heddle_malloc'
          ? fn
          : (get('policy')?.text ?? '');
    return [{ object: name, policy, range: nodeRange(annotation) }];
  });
}
