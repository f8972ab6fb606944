// tree-sitter node positions → the LSP-style positions of types.ts.
//
// Positions in extracted facts count their line from the row of the top-level
// definition they belong to (a RowBase shared by the whole part): when lines are
// added or removed above a definition, moving its facts is one assignment
// (parts.ts shiftPart), and the facts stay the same objects, so everything the
// rules memoise about them stays valid. Findings copy positions out (finding.ts).
import type { SyntaxNode } from './syntax-node.js';
import type { Position, Range } from '../types.js';

/** The row a part's positions count from. */
export interface RowBase {
  row: number;
}

/** A position whose line is its part's row plus a fixed offset. */
class PartPosition implements Position {
  constructor(private readonly base: RowBase, private readonly offset: number, readonly character: number) {}

  get line(): number {
    return this.base.row + this.offset;
  }
}

function at(base: RowBase, p: { row: number; column: number }): Position {
  return new PartPosition(base, p.row - base.row, p.column);
}

export function nodeRange(n: SyntaxNode, base: RowBase): Range {
  return { start: at(base, n.startPosition), end: at(base, n.endPosition) };
}

export function nodeStart(n: SyntaxNode, base: RowBase): Position {
  return at(base, n.startPosition);
}

/** A plain copy of a range (what findings hold: they must not move with the facts). */
export function plainRange(r: Range): Range {
  return { start: plainPosition(r.start), end: plainPosition(r.end) };
}

export function plainPosition(p: Position): Position {
  return { line: p.line, character: p.character };
}
