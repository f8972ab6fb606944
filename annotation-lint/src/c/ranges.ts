// tree-sitter node positions → the LSP-style ranges of types.ts.
import type { Node } from 'web-tree-sitter';
import type { Position, Range } from '../types.js';

export function nodeRange(n: Node): Range {
  return {
    start: { line: n.startPosition.row, character: n.startPosition.column },
    end: { line: n.endPosition.row, character: n.endPosition.column },
  };
}

export function nodeStart(n: Node): Position {
  return { line: n.startPosition.row, character: n.startPosition.column };
}
