// Facts computed from a C file's tree (its annotations, functions, statement rows), remembered per file
// version, so hover, completion and definition do not re-parse a program's files on every request (files
// on disk are parsed once per change, open documents use the tree the server keeps anyway).
import type { Tree } from 'web-tree-sitter';
import type { SyntaxTrees } from './syntax.js';
import type { Workspace } from './workspace.js';

export class FileFacts<T> {
  private readonly byPath = new Map<string, { version: string; facts: T }>();

  constructor(
    private readonly workspace: Workspace,
    private readonly syntax: SyntaxTrees,
    private readonly extract: (tree: Tree) => T,
  ) {}

  /** The facts of the file's current text, or undefined when it cannot be read. */
  of(path: string): T | undefined {
    const version = this.workspace.versionOf(path);
    if (version === undefined) return undefined;
    const cached = this.byPath.get(path);
    if (cached?.version === version) return cached.facts;
    const file = this.workspace.read(path);
    const facts = file ? this.syntax.with(file.uri, file.text, this.extract) : undefined;
    if (facts !== undefined) this.byPath.set(path, { version, facts });
    return facts;
  }
}
