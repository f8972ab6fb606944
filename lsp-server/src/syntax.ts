// One tree-sitter tree per open C document, updated by incremental reparse: the old tree is edited with each
// change and handed back to the parser, which reuses every subtree the edit did not touch.
// The grammar comes from annotation-lint's loader, so the process initialises tree-sitter once and both
// packages' trees share one runtime.
import { Parser, type Language, type Tree } from 'web-tree-sitter';
import { loadCLanguage } from './lint-api.js';
import type { RangedChange } from './text-edits.js';
import { syntaxEdit } from './text-edits.js';

export class SyntaxTrees {
  private readonly trees = new Map<string, Tree>();
  private readonly parser: Parser;

  private constructor(readonly language: Language) {
    this.parser = new Parser();
    this.parser.setLanguage(language);
  }

  static async create(): Promise<SyntaxTrees> {
    return new SyntaxTrees(await loadCLanguage());
  }

  /** Parses from scratch (document opened, or too far out of sync to edit). */
  parse(uri: string, text: string): Tree | undefined {
    return this.replace(uri, this.parser.parse(text));
  }

  /** Applies the changes to the previous tree and reparses incrementally. */
  update(uri: string, text: string, changes: readonly RangedChange[]): Tree | undefined {
    const old = this.trees.get(uri);
    if (!old) return this.parse(uri, text);
    for (const change of changes) old.edit(syntaxEdit(change));
    const tree = this.parser.parse(text, old);
    return this.replace(uri, tree);
  }

  /** Runs `use` on the open document's tree, or on a throwaway parse of `text` (files not open). */
  with<T>(uri: string, text: string, use: (tree: Tree) => T): T | undefined {
    const open = this.trees.get(uri);
    if (open) return use(open);
    const tree = this.parser.parse(text);
    if (!tree) return undefined;
    try {
      return use(tree);
    } finally {
      tree.delete();
    }
  }

  get(uri: string): Tree | undefined {
    return this.trees.get(uri);
  }

  delete(uri: string): void {
    this.trees.get(uri)?.delete();
    this.trees.delete(uri);
  }

  private replace(uri: string, tree: Tree | null): Tree | undefined {
    const old = this.trees.get(uri);
    if (old && old !== tree) old.delete();
    if (tree) this.trees.set(uri, tree);
    else this.trees.delete(uri);
    return tree ?? undefined;
  }
}
