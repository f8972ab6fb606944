// C name resolution at a point of a tree-sitter-c tree: which declaration a name means there (the nearest
// enclosing scope that declares it before the point, as C scoping says), for checking the names a suggested
// annotation uses.
import type { Node } from 'web-tree-sitter';
import { declaratorInfo } from '../c/syntax.js';

export interface Declaration {
  /** The declared identifier. */
  node: Node;
  /** Declared at file scope (a global or function), not in a block or as a parameter. */
  fileScope: boolean;
}

/** Conditional-compilation blocks: their declarations belong to the enclosing scope. */
const PREPROC_BLOCKS = new Set(['preproc_if', 'preproc_ifdef', 'preproc_else', 'preproc_elif', 'preproc_elifdef']);

/** The nodes from the root down to the innermost one containing `offset`. */
export function ancestorsAt(root: Node, offset: number): Node[] {
  const chain = [root];
  for (let node = root; ;) {
    const next = node.children.find((c): c is Node => c !== null && c.startIndex <= offset && offset < c.endIndex);
    if (!next) return chain;
    chain.push(next);
    node = next;
  }
}

function declaredNames(declaration: Node): Node[] {
  const names: Node[] = [];
  for (const d of declaration.childrenForFieldName('declarator')) {
    const name = d && declaratorInfo(d).name;
    if (name) names.push(name as Node);
  }
  return names;
}

/** Identifiers declared directly in a block or the translation unit (through #if blocks), in order. */
function declaredIn(scope: Node, out: Node[]): Node[] {
  for (const child of scope.namedChildren) {
    if (!child) continue;
    if (child.type === 'declaration' || child.type === 'function_definition') out.push(...declaredNames(child));
    else if (PREPROC_BLOCKS.has(child.type)) declaredIn(child, out);
  }
  return out;
}

function parametersOf(fn: Node): Node[] {
  let declarator = fn.childForFieldName('declarator');
  while (declarator && declarator.type !== 'function_declarator') declarator = declarator.childForFieldName('declarator');
  const parameters = declarator?.childForFieldName('parameters');
  return (parameters?.namedChildren ?? []).flatMap((p) => (p?.type === 'parameter_declaration' ? declaredNames(p) : []));
}

/** The identifiers a scope node declares that are visible at `offset` inside it. */
function visibleIn(scope: Node, offset: number): Node[] {
  switch (scope.type) {
    case 'translation_unit':
    case 'compound_statement':
      return declaredIn(scope, []).filter((n) => n.endIndex <= offset);
    case 'function_definition': {
      const body = scope.childForFieldName('body');
      return body && body.startIndex <= offset ? parametersOf(scope) : [];
    }
    case 'for_statement': {
      const init = scope.childForFieldName('initializer');
      return init?.type === 'declaration' && init.endIndex <= offset ? declaredNames(init) : [];
    }
    default:
      return [];
  }
}

/** The declaration `name` means at `offset`: the nearest scope's last declaration of it before the point. */
export function resolveName(root: Node, name: string, offset: number): Declaration | undefined {
  const chain = ancestorsAt(root, offset);
  for (let i = chain.length - 1; i >= 0; i--) {
    const found = visibleIn(chain[i]!, offset).filter((n) => n.text === name).at(-1);
    if (found) return { node: found, fileScope: chain[i]!.type === 'translation_unit' };
  }
  return undefined;
}

/** The file-scope declarations of `name` (wherever they are in the file), in order. */
export function fileScopeDeclarations(root: Node, name: string): Node[] {
  return declaredIn(root, []).filter((n) => n.text === name);
}

/** Every declaration of `name` in the file, at any scope (for saying where a name is declared, if not here). */
export function declarationsAnywhere(root: Node, name: string): Node[] {
  return root.descendantsOfType(['declaration', 'parameter_declaration', 'function_definition'])
    .flatMap((d) => (d ? declaredNames(d) : []))
    .filter((n) => n.text === name);
}

/** Is the declared identifier a `static` one (a function's static has a symbol; parameters and automatic locals have none)? */
export function declaredStatic(name: Node): boolean {
  let declaration: Node | null = name.parent;
  while (declaration && declaration.type !== 'declaration' && declaration.type !== 'parameter_declaration') declaration = declaration.parent;
  return declaration?.type === 'declaration' &&
    declaration.namedChildren.some((c) => c?.type === 'storage_class_specifier' && c.text === 'static');
}
