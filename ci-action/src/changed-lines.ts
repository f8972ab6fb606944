// The lines a pull request adds or modifies, per file: code scanning shows an alert on a
// PR only when all its lines are in the diff, and reviewers look at the diff first, so
// results on these lines get the scarce annotation slots.
import parseDiff from 'parse-diff';
import type { GitHubClient } from './github-client.js';
import type { RepoRef } from './pull-request.js';

/** path (repository-relative, "/" separators) → changed line numbers in the new file. */
export type ChangedLines = Map<string, Set<number>>;

/** The pull request's diff in the head's line numbers: added lines, and every line its hunks show (added and context). */
export interface PullRequestDiff {
  added: ChangedLines;
  inDiff: ChangedLines;
}

/** Lines of the new file in one file's patch (the `patch` field of the pull request files API): added, and added or context. */
export function patchLines(patch: string): { added: Set<number>; inDiff: Set<number> } {
  const added = new Set<number>();
  const inDiff = new Set<number>();
  // The API gives only hunks; parse-diff wants file headers before them.
  for (const file of parseDiff(`--- a/f\n+++ b/f\n${patch}\n`)) {
    for (const chunk of file.chunks) {
      for (const change of chunk.changes) {
        if (change.type === 'add') added.add(change.ln);
        if (change.type === 'add' || change.type === 'normal') inDiff.add(change.type === 'add' ? change.ln : change.ln2);
      }
    }
  }
  return { added, inDiff };
}

/** Lines added in one file's patch. */
export const addedLines = (patch: string): Set<number> => patchLines(patch).added;

export async function fetchPullRequestDiff(client: GitHubClient, repo: RepoRef, pullNumber: number): Promise<PullRequestDiff> {
  const files = await client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: pullNumber, per_page: 100 });
  const diff: PullRequestDiff = { added: new Map(), inDiff: new Map() };
  for (const f of files) {
    if (f.status === 'removed') continue;
    // Without a patch (binary, or too large for the API) every line may have changed.
    const lines = f.patch ? patchLines(f.patch) : { added: new Set([Number.POSITIVE_INFINITY]), inDiff: new Set([Number.POSITIVE_INFINITY]) };
    diff.added.set(f.filename, lines.added);
    diff.inDiff.set(f.filename, lines.inDiff);
  }
  return diff;
}

export function isOnChangedLines(changed: ChangedLines, path: string, startLine: number, endLine: number): boolean {
  const lines = changed.get(path);
  if (!lines) return false;
  if (lines.has(Number.POSITIVE_INFINITY)) return true;
  for (let l = startLine; l <= endLine; l++) if (!lines.has(l)) return false;
  return true;
}
