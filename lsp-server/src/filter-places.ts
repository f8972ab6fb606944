// Where a result's accesses are, as an execution filter names them: the statement the runtime's line falls in
// (its first line: the line a filter event names), its block and whether it holds other statements, and the file
// as the filter spells it (relative to the filter's folder). Read from the workspace's text of the file, so a
// result that followed edits is named where its statement is now.
import { dirname, relative } from 'node:path';
import type { Node, Tree } from 'web-tree-sitter';
import { enclosingFunctionNode, hasNestedStatement, statementContaining } from './c-queries.js';
import type { RuntimeResult, ThreadAccess } from './runtime-results.js';
import type { SyntaxTrees } from './syntax.js';
import { uriToPath, type Workspace } from './workspace.js';

export interface FilterPlace {
  readonly path: string;
  /** The file as the filter names it. */
  readonly file: string;
  /** 0-based row of the statement's first line. */
  readonly row: number;
  /** Identifies the block the statement is in (its parent node's start), to tell siblings apart. */
  readonly block: number;
  /** The statement holds other statements (a loop, an if, a block): its completion is not the end of its code. */
  readonly compound: boolean;
}

/** A constraint and what it does, or why no filter can prevent the result. */
export type Workaround = { constraint: string; explanation: string } | { problem: string };

export interface FilterContext {
  readonly filterPath: string;
  readonly workspace: Workspace;
  readonly syntax: SyntaxTrees;
}

/** The file's name as a filter in `filterPath`'s folder writes it. */
export function filterFileName(path: string, filterPath: string): string {
  return relative(dirname(filterPath), path).split('\\').join('/');
}

/** Runs `use` on the tree of the file at `uri` (the open document's, else a parse of the file). */
export function withTree<T>(uri: string, context: FilterContext, use: (tree: Tree, path: string) => T | undefined): T | undefined {
  const path = uriToPath(uri);
  const source = path ? context.workspace.read(path) : undefined;
  if (!path || !source) return undefined;
  return context.syntax.with(source.uri, source.text, (tree) => use(tree, path));
}

export function placeOf(statement: Node, path: string, filterPath: string): FilterPlace {
  return {
    path,
    file: filterFileName(path, filterPath),
    row: statement.startPosition.row,
    block: statement.parent?.startIndex ?? -1,
    compound: hasNestedStatement(statement),
  };
}

/** The statement at a result's location (its line, 0-based), inside a function. */
export function statementPlace(location: { uri: string; line: number }, context: FilterContext): FilterPlace | undefined {
  return withTree(location.uri, context, (tree, path) => {
    const statement = statementContaining(tree, location.line);
    return statement && enclosingFunctionNode(statement) ? placeOf(statement, path, context.filterPath) : undefined;
  });
}

/** `file:line` of a place (1-based line: what a filter event names). */
export function eventAt(place: FilterPlace): string {
  return `${place.file}:${place.row + 1}`;
}

/** Where a thread's access is in the source, as a filter place. */
export function accessPlace(access: ThreadAccess, context: FilterContext): FilterPlace | undefined {
  return statementPlace({ uri: access.location.uri, line: access.location.range.start.line }, context);
}

/** The other threads' last events, the reported thread's own excluded (by id when the log gives one). */
export function otherThreads(result: RuntimeResult): ThreadAccess[] {
  const [reported, ...others] = result.threads;
  return others.filter((t) => reported?.threadId === undefined || t.threadId !== reported.threadId);
}
