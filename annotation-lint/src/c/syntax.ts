// Reading tree-sitter-c nodes (and tree-sitter-cpp's, which extend them): children by grammar position,
// declarators, type names, the shape of a call argument, and object keys.
import type { SyntaxNode } from './syntax-node.js';
import type { ArgShape } from './facts.js';
import { scopedName } from './cpp-syntax.js';

/** Named children without comments (which may sit anywhere), so positions are fixed by the grammar. */
export function children(n: SyntaxNode): SyntaxNode[] {
  return n.namedChildren.filter((c): c is SyntaxNode => c !== null && c.type !== 'comment');
}

/** The identifier a declarator declares, and whether it is a pointer/array/function. */
export function declaratorInfo(d: SyntaxNode): { name?: SyntaxNode; pointer: boolean; array: boolean; fn: boolean } {
  let pointer = false;
  let array = false;
  let fn = false;
  let cur: SyntaxNode | null = d;
  while (cur) {
    switch (cur.type) {
      case 'identifier':
      case 'field_identifier':
      case 'qualified_identifier': // C++: `int Counter::value = 0;`, `void Counter::bump()`
      case 'destructor_name':
      case 'operator_name':
        return { name: cur, pointer, array, fn };
      case 'reference_declarator': // C++: `int &r`
        pointer = true;
        cur = children(cur)[0] ?? null;
        break;
      case 'init_declarator':
        cur = cur.childForFieldName('declarator');
        break;
      case 'pointer_declarator':
        pointer = true;
        cur = cur.childForFieldName('declarator');
        break;
      case 'array_declarator':
        array = true;
        cur = cur.childForFieldName('declarator');
        break;
      case 'function_declarator':
        fn = true;
        cur = cur.childForFieldName('declarator');
        break;
      case 'parenthesized_declarator':
        cur = children(cur)[0] ?? null;
        break;
      default:
        return { pointer, array, fn };
    }
  }
  return { pointer, array, fn };
}

export function typeText(decl: SyntaxNode): string {
  const t = decl.childForFieldName('type');
  return t ? t.text.replace(/\s+/g, ' ') : '';
}

export function argShape(n: SyntaxNode): ArgShape {
  let e = n;
  while (e.type === 'parenthesized_expression' && children(e).length === 1) e = children(e)[0]!;
  if (e.type === 'pointer_expression' && e.child(0)?.type === '&') {
    return { kind: 'address', target: normalize(e.childForFieldName('argument')?.text ?? '') };
  }
  if (e.type === 'identifier') return e.text === 'NULL' ? { kind: 'null' } : { kind: 'identifier', target: e.text };
  if (e.type === 'qualified_identifier') return { kind: 'identifier', target: scopedName(e.text) };
  if (e.type === 'null' || e.type === 'nullptr' || (e.type === 'number_literal' && e.text === '0')) return { kind: 'null' };
  return { kind: 'other' };
}

/** Object keys compare as written, minus spaces and redundant outer parentheses. */
export function normalize(s: string): string {
  let t = s.replace(/\s+/g, '');
  while (t.startsWith('(') && t.endsWith(')')) t = t.slice(1, -1);
  return t;
}
