// Publishes the annotations that did not fit the workflow-command budget as a check run:
// created in progress, annotations appended 50 per update (the API's per-request cap),
// then completed with the conclusion. A token that may not write checks (fork pull
// requests) is detected by the API's answer and reported, never thrown.
import * as core from '@actions/core';
import { checkRunBatches, MAX_CHECK_SUMMARY_CHARS, truncateChars, type GithubAnnotation } from '@heddle/sarif';
import { httpStatus, type GitHubClient } from './github-client.js';
import type { RepoRef } from './pull-request.js';

export type CheckConclusion = 'success' | 'failure' | 'neutral';

export interface CheckRunRequest {
  repo: RepoRef;
  headSha: string;
  name: string;
  title: string;
  summary: string;
  annotations: GithubAnnotation[];
  conclusion: CheckConclusion;
}

export type CheckRunResult =
  | { written: true; url: string | undefined; annotations: number; requests: number }
  | { written: false; reason: string };

/** The job summary cut to what the Checks API takes. */
export function clipCheckSummary(text: string): string {
  return truncateChars(text, MAX_CHECK_SUMMARY_CHARS, '\n\n… (truncated; see the job summary)');
}

export async function publishCheckRun(client: GitHubClient, req: CheckRunRequest): Promise<CheckRunResult> {
  const output = { title: req.title, summary: clipCheckSummary(req.summary) };
  const parts = checkRunBatches(req.annotations);
  let id: number;
  let url: string | undefined;
  try {
    const created = await client.rest.checks.create({
      ...req.repo,
      name: req.name,
      head_sha: req.headSha,
      status: 'in_progress',
      output: { ...output, annotations: parts[0] ?? [] },
    });
    id = created.data.id;
    url = created.data.html_url ?? undefined;
  } catch (e) {
    const status = httpStatus(e);
    if (status === 403 || status === 404) {
      return { written: false, reason: `the token may not create check runs (HTTP ${status}; fork pull requests get a read-only token)` };
    }
    return { written: false, reason: `creating the check run failed: ${(e as Error).message}` };
  }
  let requests = 1;
  try {
    for (const part of parts.slice(1)) {
      await client.rest.checks.update({ ...req.repo, check_run_id: id, output: { ...output, annotations: part } });
      requests++;
    }
    await client.rest.checks.update({ ...req.repo, check_run_id: id, status: 'completed', conclusion: req.conclusion, output });
    requests++;
  } catch (e) {
    core.info(`heddle: updating check run ${id} failed after ${requests} request(s): ${(e as Error).message}`);
  }
  return { written: true, url, annotations: req.annotations.length, requests };
}
