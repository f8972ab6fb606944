// What the workflow event says about the pull request being checked (if any).
// Fork pull requests run with a read-only GITHUB_TOKEN under the pull_request event,
// so the action must not plan on writing check runs there.
import * as github from '@actions/github';

export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseRef: string;
  /** Head repository differs from the base repository: the token is read-only. */
  fromFork: boolean;
}

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface EventInfo {
  repo: RepoRef | undefined;
  /** The commit the check run belongs to: the PR head, else GITHUB_SHA. */
  sha: string;
  /** GITHUB_SHA, the commit the workflow checks out: on pull_request events the merge of the head into the base. */
  workflowSha: string;
  pullRequest: PullRequestInfo | undefined;
  serverUrl: string;
}

interface PullRequestPayload {
  number: number;
  head: { sha: string; repo?: { full_name?: string } | null };
  base: { ref: string; repo?: { full_name?: string } | null };
}

export function readEvent(): EventInfo {
  const ctx = github.context;
  const repo = process.env.GITHUB_REPOSITORY ? ctx.repo : undefined;
  const pr = ctx.payload.pull_request as PullRequestPayload | undefined;
  const pullRequest = pr
    ? {
        number: pr.number,
        headSha: pr.head.sha,
        baseRef: pr.base.ref,
        fromFork: (pr.head.repo?.full_name ?? '') !== (pr.base.repo?.full_name ?? ''),
      }
    : undefined;
  return { repo, sha: pullRequest?.headSha ?? ctx.sha, workflowSha: ctx.sha, pullRequest, serverUrl: ctx.serverUrl };
}
