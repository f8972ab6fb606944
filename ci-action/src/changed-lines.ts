// The lines a pull request adds or modifies, per file: code scanning shows an alert on a
// PR only when all its lines are in the diff, and reviewers look at the diff first, so
// results on these lines get the scarce annotation slots.
import parseDiff from 'parse-diff';
import type { GitHubClient } from './github-client.js';
import type { RepoRef } from './pull-request.js';

/** path (repository-relative, "/" separators) → changed line numbers in the new file. */
export type ChangedLines = Map<string, Set<number>>;

/** Lines added in one file's patch (the `patch` field of the pull request files API). */
export function addedLines(patch: string): Set<number> {
  const lines = new Set<number>();
  // The API gives only hunks; parse-diff wants file headers before them.
  for (const file of parseDiff(`--- a/f\n+++ b/f\n${patch}\n`)) {
    for (const chunk of file.chunks) {
      for (const change of chunk.changes) if (change.type === 'add') lines.add(change.ln);
    }
  }
  return lines;
}

export async function fetchChangedLines(client: GitHubClient, repo: RepoRef, pullNumber: number): Promise<ChangedLines> {
  const files = await client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: pullNumber, per_page: 100 });
  const changed: ChangedLines = new Map();
  for (const f of files) {
    if (f.status === 'removed') continue;
    // Without a patch (binary, or too large for the API) every line may have changed.
    changed.set(f.filename, f.patch ? addedLines(f.patch) : new Set([Number.POSITIVE_INFINITY]));
  }
  return changed;
}

export function isOnChangedLines(changed: ChangedLines, path: string, startLine: number, endLine: number): boolean {
  const lines = changed.get(path);
  if (!lines) return false;
  if (lines.has(Number.POSITIVE_INFINITY)) return true;
  for (let l = startLine; l <= endLine; l++) if (!lines.has(l)) return false;
  return true;
}
