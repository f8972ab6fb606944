// The part of a tree-sitter node that fact extraction reads. Two trees provide
// it: web-tree-sitter's (the editor path: incremental reparses, trees passed in
// by the language server) and flat-tree.ts's (the cold path: one native parse,
// read from an Int32Array). Extraction is written once, against this.
export interface Point {
  row: number;
  column: number;
}

export interface SyntaxNode {
  /** Unique within its tree (what extraction keys its per-node memos by). */
  readonly id: number;
  readonly type: string;
  readonly text: string;
  /** In UTF-16 code units, like JavaScript string indices. */
  readonly startIndex: number;
  readonly endIndex: number;
  /** Rows and columns from 0; columns in UTF-16 code units. */
  readonly startPosition: Point;
  readonly endPosition: Point;
  readonly children: (SyntaxNode | null)[];
  readonly namedChildren: (SyntaxNode | null)[];
  readonly lastChild: SyntaxNode | null;
  readonly hasError: boolean;
  readonly isError: boolean;
  readonly isMissing: boolean;
  child(index: number): SyntaxNode | null;
  childForFieldName(name: string): SyntaxNode | null;
  childrenForFieldName(name: string): (SyntaxNode | null)[];
  /** The descendants of a type, in document order. */
  descendantsOfType(type: string): (SyntaxNode | null)[];
  equals(other: SyntaxNode): boolean;
}
