// upload: true — the merged SARIF sent to GitHub code scanning (POST /code-scanning/sarifs,
// gzip + base64, as github/codeql-action/upload-sarif does), for the commit and ref the workflow
// runs on (on pull_request events the merge commit and refs/pull/N/merge, as CodeQL's). The file
// already carries its category (runAutomationDetails.id). A token that may not upload (fork pull
// requests; no `security-events: write`) is reported, not thrown: the gate is about the results.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { httpStatus, type GitHubClient } from './github-client.js';
import type { EventInfo } from './pull-request.js';

export type UploadOutcome = { id: string } | { skipped: string } | { failed: string };

export async function uploadToCodeScanning(client: GitHubClient | undefined, event: EventInfo, sarifPath: string, ref: string | undefined): Promise<UploadOutcome> {
  if (event.pullRequest?.fromFork) return { skipped: 'this pull request comes from a fork, so its token cannot upload to code scanning' };
  if (!client || !event.repo) return { skipped: 'no token or repository to upload with' };
  if (!ref) return { failed: 'GITHUB_REF is not set: code scanning needs the ref the results belong to' };
  try {
    const { data } = await client.rest.codeScanning.uploadSarif({
      ...event.repo,
      commit_sha: event.workflowSha,
      ref,
      sarif: gzipSync(readFileSync(sarifPath)).toString('base64'),
      ...(process.env.GITHUB_WORKSPACE && { checkout_uri: `file://${process.env.GITHUB_WORKSPACE}` }),
    });
    if (!data.id) return { failed: 'code scanning accepted the upload but returned no id' };
    return { id: data.id };
  } catch (e) {
    const status = httpStatus(e);
    const why = status === 403 || status === 404 ? ' (the job needs permissions: security-events: write; code scanning must be available for the repository)' : '';
    return { failed: `uploading ${sarifPath} to code scanning failed: ${(e as Error).message}${why}` };
  }
}
