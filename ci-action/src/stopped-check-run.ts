// The check run of a run that stopped before any result (bad input, a failed build, heddle
// missing): a branch protection rule requiring the check (check-name) must see it fail, not
// wait for it. Written with the step's failure summary; a shard, a fork's read-only token or a
// cancelled job writes none, as on a complete run.
import * as core from '@actions/core';
import { publishCheckRun } from './check-run.js';
import { makeClient } from './github-client.js';
import { checkNameInput } from './inputs.js';
import { readEvent } from './pull-request.js';

export async function publishStoppedCheckRun(reason: string, summary: string): Promise<void> {
  const event = readEvent();
  const token = core.getInput('token');
  if (core.getInput('shard').trim() || event.pullRequest?.fromFork || !event.repo || !token) return;
  const written = await publishCheckRun(makeClient(token), {
    repo: event.repo,
    headSha: event.sha,
    name: checkNameInput(),
    title: reason.split('\n')[0]!.slice(0, 200),
    summary,
    annotations: [],
    conclusion: 'failure',
  });
  if (!written.written) core.info(`heddle: no check run: ${written.reason}`);
}
