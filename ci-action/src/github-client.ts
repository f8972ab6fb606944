// The REST client: @actions/github's Octokit, which honours GITHUB_API_URL (GitHub
// Enterprise Server, and the tests' recording server on 127.0.0.1).
import * as github from '@actions/github';

export type GitHubClient = ReturnType<typeof github.getOctokit>;

export function makeClient(token: string): GitHubClient {
  // No retries and a bounded timeout: a failing API degrades the report, never hangs CI.
  return github.getOctokit(token, { request: { retries: 0, timeout: 30_000 } });
}

/** Status of an Octokit RequestError, or undefined for other errors (network, bugs). */
export function httpStatus(e: unknown): number | undefined {
  const status = (e as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
