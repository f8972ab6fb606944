// "Work around with an execution filter" (LOOM §2): a mutual-exclusion constraint over the code regions of
// the threads' accesses in a result, appended to the workspace's filter file. Each region is the reported statement,
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

/** Whether a thread's location is an access of the object (not, e.g., the registration of a global). */
function isAccess(thread: ThreadAccess, primary: RuntimeResult): boolean {
  const atPrimary = thread.location.uri === primary.uri && thread.location.range.start.line === primary.diagnostic.range.start.line;
  return atPrimary || /\b(read|write|access|free)/i.test(thread.event ?? '');
}

/**
 * The constraint text, or why none can be written. The regions are those of the threads' accesses; when
 * only one region is involved (two threads running the same code, as in most races) it is made mutually
 * exclusive with itself, i.e. a critical section.
 */
export function workaroundConstraint(
  result: RuntimeResult,
  filterPath: string,
  workspace: Workspace,
  syntax: SyntaxTrees,
): { constraint: string } | { problem: string } {
  const accesses = result.threads.filter((t) => isAccess(t, result));
  if (accesses.length === 0) return { problem: 'the result names no thread access with a source location' };
  const regions = [...new Set(accesses.map((a) => region(a, filterPath, workspace, syntax)))];
  if (regions.some((r) => r === undefined)) return { problem: 'a thread\'s access is not on a statement of a readable C file' };
  return { constraint: regions.length === 1 ? `${regions[0]} <> ${regions[0]}` : regions.join(' <> ') };
}
