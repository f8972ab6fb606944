// One tree-sitter tree per open C document, for the editor features that read syntax (hover, code actions,
// completion, navigation facts). Trees are made when a feature first asks and then kept up to date by
// incremental reparse: each edit is applied to the old tree at once (cheap) and the parser, handed the old
// tree, reuses every subtree the edit did not touch — but only when a feature asks again, so typing costs
// no parse (the linter keeps its own, cheaper per-definition state; lint-projects.ts).
// The grammar comes from annotation-lint's loader, so the process initialises tree-sitter once and both
// packages' trees share one runtime.
import { Parser, type Language, type Tree } from 'web-tree-sitter';
import { loadCLanguage } from './lint-api.js';
import type { RangedChange } from './text-edits.js';
import { syntaxEdit } from './text-edits.js';

export class SyntaxTrees {
  private readonly trees = new Map<string, Tree>();
  /** Open documents whose tree is not up to date: the text to (re)parse. A tree listed here already has the edits. */
  private readonly stale = new Map<string, string>();
  private readonly parser: Parser;

  private constructor(readonly language: Language) {
    this.parser = new Parser();
    this.parser.setLanguage(language);
  }

  static async create(): Promise<SyntaxTrees> {
    return new SyntaxTrees(await loadCLanguage());
  }

  /** A document opened (or replaced): parsed from scratch when first asked for. */
  open(uri: string, text: string): void {
    this.delete(uri);
    this.stale.set(uri, text);
  }

  /** A document edited: the edits go to its tree now, the reparse waits until the tree is asked for. */
  update(uri: string, text: string, changes: readonly RangedChange[]): void {
    const old = this.trees.get(uri);
    if (old) for (const change of changes) old.edit(syntaxEdit(change));
    this.stale.set(uri, text);
  }

  /** Runs `use` on the open document's tree, or on a throwaway parse of `text` (files not open). */
  with<T>(uri: string, text: string, use: (tree: Tree) => T): T | undefined {
    const open = this.get(uri);
    if (open) return use(open);
    const tree = this.parser.parse(text);
    if (!tree) return undefined;
    try {
      return use(tree);
    } finally {
      tree.delete();
    }
  }

  /** The open document's tree for its current text (parsed or reparsed incrementally first if needed). */
  get(uri: string): Tree | undefined {
    const text = this.stale.get(uri);
    if (text === undefined) return this.trees.get(uri);
    this.stale.delete(uri);
    const old = this.trees.get(uri);
    const tree = this.parser.parse(text, old) ?? undefined;
    if (old && old !== tree) old.delete();
    if (tree) this.trees.set(uri, tree);
    else this.trees.delete(uri);
    return tree;
  }

  delete(uri: string): void {
    this.trees.get(uri)?.delete();
    this.trees.delete(uri);
    this.stale.delete(uri);
  }
}
