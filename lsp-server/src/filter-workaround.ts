// "Work around with an execution filter" (LOOM §2): a mutual-exclusion constraint over the code regions of
// the threads in a result, appended to the workspace's filter file. Each region is the reported statement,
// from its line to the next statement's line; when the statement ends its block, the enclosing function.
import { dirname, relative } from 'node:path';
import { enclosingFunction, nextStatement, statementAt } from './c-queries.js';
import type { RuntimeResult, ThreadAccess } from './runtime-results.js';
import type { SyntaxTrees } from './syntax.js';
import { uriToPath, type Workspace } from './workspace.js';

function region(access: ThreadAccess, filterPath: string, workspace: Workspace, syntax: SyntaxTrees): string | undefined {
  const path = uriToPath(access.location.uri);
  const file = path && workspace.read(path);
  if (!path || !file) return undefined;
  const name = relative(dirname(filterPath), path).split('\\').join('/');
  return syntax.with(file.uri, file.text, (tree) => {
    const statement = statementAt(tree, access.location.range.start.line);
    if (!statement) return undefined;
    const next = nextStatement(statement);
    if (next) return `{${name}:${statement.startPosition.row + 1}, ${name}:${next.startPosition.row + 1}}`;
    return enclosingFunction(statement)?.name;
  });
}

/** The constraint text, or why none can be written. */
export function workaroundConstraint(
  result: RuntimeResult,
  filterPath: string,
  workspace: Workspace,
  syntax: SyntaxTrees,
): { constraint: string } | { problem: string } {
  const accesses = result.threads.length >= 2 ? result.threads.slice(0, 2) : [];
  if (accesses.length < 2) return { problem: 'the result names fewer than two threads with source locations' };
  const regions = accesses.map((a) => region(a, filterPath, workspace, syntax));
  if (regions.some((r) => r === undefined)) return { problem: 'a thread\'s access is not on a statement of a readable C file' };
  return { constraint: regions.join(' <> ') };
}
