// A syntax tree flattened by the native parser (native/c-parser.c) into one
// Int32Array, read through SyntaxNode views. Reading a property is an array
// load, where web-tree-sitter's nodes cross into wasm for each one; this is
// what makes the cold path fast. The record layout is c-parser.c's (its header
// comment); this file is the only reader of it.
import type { Point, SyntaxNode } from './syntax-node.js';

/** What the native module says about its grammar: names by symbol and field id, and the record size. */
export interface FlatGrammar {
  symbols: string[];
  fields: (string | null)[];
  stride: number;
}

/** Int32 per node record (c-parser.c's NODE_STRIDE; native-parser.ts refuses a module with another). */
export const STRIDE = 9;
const SYMBOL = 0;
const FIELD = 1;
const START_INDEX = 2;
const END_INDEX = 3;
const START_ROW = 4;
const START_COLUMN = 5;
const END_ROW = 6;
const END_COLUMN = 7;
const NEXT = 8;

const NAMED = 1;
const MISSING = 2;
const HAS_ERROR = 4;
const ERROR_SYMBOL = 0xffff;

/** Field ids by name, per grammar (built once). */
const fieldIds = new WeakMap<FlatGrammar, Map<string, number>>();

function fieldIdOf(grammar: FlatGrammar, name: string): number {
  let ids = fieldIds.get(grammar);
  if (!ids) {
    ids = new Map();
    grammar.fields.forEach((f, id) => f !== null && ids!.set(f, id));
    fieldIds.set(grammar, ids);
  }
  return ids.get(name) ?? -1;
}

export class FlatTree {
  /** Views made so far, by node index: a node asked for twice is the same object. */
  private readonly views: (FlatNode | undefined)[];

  /** Node 0 is the root. */
  constructor(readonly text: string, readonly data: Int32Array, readonly grammar: FlatGrammar) {
    if (data.length === 0 || data.length % STRIDE !== 0) throw new Error('annotation-lint: the native parser returned a malformed tree');
    this.views = new Array<FlatNode | undefined>(data.length / STRIDE).fill(undefined); // packed, not holey
  }

  get rootNode(): FlatNode {
    return this.node(0);
  }

  node(index: number): FlatNode {
    return (this.views[index] ??= new FlatNode(this, index));
  }

  /** Record field `k` of node `index`. */
  at(index: number, k: number): number {
    return this.data[index * STRIDE + k]!;
  }
}

class FlatNode implements SyntaxNode {
  constructor(private readonly tree: FlatTree, readonly id: number) {}

  private get word(): number {
    return this.tree.at(this.id, SYMBOL);
  }

  get type(): string {
    const symbol = this.word & 0xffff;
    return symbol === ERROR_SYMBOL ? 'ERROR' : this.tree.grammar.symbols[symbol]!;
  }

  get text(): string {
    return this.tree.text.slice(this.startIndex, this.endIndex);
  }

  get startIndex(): number {
    return this.tree.at(this.id, START_INDEX);
  }

  get endIndex(): number {
    return this.tree.at(this.id, END_INDEX);
  }

  get startPosition(): Point {
    return { row: this.tree.at(this.id, START_ROW), column: this.tree.at(this.id, START_COLUMN) };
  }

  get endPosition(): Point {
    return { row: this.tree.at(this.id, END_ROW), column: this.tree.at(this.id, END_COLUMN) };
  }

  get isNamed(): boolean {
    return (this.word >> 16 & NAMED) !== 0;
  }

  get hasError(): boolean {
    return (this.word >> 16 & HAS_ERROR) !== 0;
  }

  get isMissing(): boolean {
    return (this.word >> 16 & MISSING) !== 0;
  }

  get isError(): boolean {
    return (this.word & 0xffff) === ERROR_SYMBOL;
  }

  /**
   * The children (each child's subtree ends where the next child begins): those with `field` (when
   * given) or, with `namedOnly`, the named ones. Plain loops over the array: this is the hot path.
   */
  private select(field: number, namedOnly: boolean): FlatNode[] {
    const tree = this.tree;
    const data = tree.data;
    const out: FlatNode[] = [];
    const end = data[this.id * STRIDE + NEXT]!;
    for (let i = this.id + 1; i < end; i = data[i * STRIDE + NEXT]!) {
      if (field >= 0 && data[i * STRIDE + FIELD] !== field) continue;
      if (namedOnly && (data[i * STRIDE + SYMBOL]! >> 16 & NAMED) === 0) continue;
      out.push(tree.node(i));
    }
    return out;
  }

  get children(): FlatNode[] {
    return this.select(-1, false);
  }

  get namedChildren(): FlatNode[] {
    return this.select(-1, true);
  }

  get lastChild(): FlatNode | null {
    const all = this.children;
    return all[all.length - 1] ?? null;
  }

  child(index: number): FlatNode | null {
    const tree = this.tree;
    const end = tree.at(this.id, NEXT);
    let k = 0;
    for (let i = this.id + 1; i < end; i = tree.at(i, NEXT)) if (k++ === index) return tree.node(i);
    return null;
  }

  childForFieldName(name: string): FlatNode | null {
    const tree = this.tree;
    const field = fieldIdOf(tree.grammar, name);
    const end = tree.at(this.id, NEXT);
    for (let i = this.id + 1; i < end; i = tree.at(i, NEXT)) if (tree.at(i, FIELD) === field) return tree.node(i);
    return null;
  }

  /** The field name of the child at `index` (null when it has none), as web-tree-sitter's Node answers it. */
  fieldNameForChild(index: number): string | null {
    const tree = this.tree;
    const end = tree.at(this.id, NEXT);
    let k = 0;
    for (let i = this.id + 1; i < end; i = tree.at(i, NEXT)) if (k++ === index) return tree.grammar.fields[tree.at(i, FIELD)] ?? null;
    return null;
  }

  childrenForFieldName(name: string): FlatNode[] {
    return this.select(fieldIdOf(this.tree.grammar, name), false);
  }

  descendantsOfType(type: string): FlatNode[] {
    const symbols = this.tree.grammar.symbols;
    const out: FlatNode[] = [];
    const end = this.tree.at(this.id, NEXT);
    // From the node itself, as web-tree-sitter's does.
    for (let i = this.id; i < end; i++) if (symbols[this.tree.at(i, SYMBOL) & 0xffff] === type) out.push(this.tree.node(i));
    return out;
  }

  equals(other: SyntaxNode): boolean {
    return other instanceof FlatNode && other.tree === this.tree && other.id === this.id;
  }
}
