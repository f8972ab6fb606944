// Where each result is shown: ranked annotations (changed lines first) are split by the
// budget into workflow commands, a check run and the summary's list; with a read-only token
// (fork pull requests, or the Checks API's 403) everything degrades to workflow commands
// with a notice. The check run is created on every run, results or not, under one name
// (check-name), so branch protection can require it. Shards annotate nothing and create no
// check run: the merge job does it once for all.
import * as core from '@actions/core';
import { formatWorkflowCommand, type AnnotationLevel, type GithubAnnotation } from '@heddle/sarif';
import { planAnnotations } from './annotation-budget.js';
import { isOnChangedLines, type ChangedLines } from './changed-lines.js';
import { publishCheckRun } from './check-run.js';
import type { Verdict } from './gate.js';
import type { GitHubClient } from './github-client.js';
import type { ActionInputs } from './inputs.js';
import type { EventInfo } from './pull-request.js';

export interface AnnotationReport {
  workflowCommands: number;
  checkRun: number;
  checkRunUrl: string | undefined;
  notShown: GithubAnnotation[];
  /** A shard annotates nothing: the merge job annotates the merged results once. */
  leftToMergeJob: boolean;
}

/**
 * Which annotations deserve a workflow-command slot: those on lines the pull request changed.
 * Outside a pull request there is no diff to favour, so every annotation does.
 */
export function changedLinesFilter(changed: ChangedLines, isPullRequest: boolean): (a: GithubAnnotation) => boolean {
  return isPullRequest ? (a) => isOnChangedLines(changed, a.path, a.start_line, a.end_line) : () => true;
}

/** The annotations on changed lines first, each part in the order given. */
export function rankAnnotations(annotations: GithubAnnotation[], onChangedLines: (a: GithubAnnotation) => boolean): GithubAnnotation[] {
  const onChanged: GithubAnnotation[] = [];
  const elsewhere: GithubAnnotation[] = [];
  for (const a of annotations) (onChangedLines(a) ? onChanged : elsewhere).push(a);
  return [...onChanged, ...elsewhere];
}

export async function annotate(
  ranked: GithubAnnotation[],
  ctx: {
    event: EventInfo;
    client: GitHubClient | undefined;
    inputs: ActionInputs;
    verdict: Verdict;
    summaryFor: (planned: AnnotationReport) => string;
    reserved: Partial<Record<AnnotationLevel, number>>;
    /** The rankAnnotations predicate: who deserves a workflow-command slot. */
    onChangedLines: (a: GithubAnnotation) => boolean;
    /** Why no check run can be written even with a token (the job was cancelled). */
    noCheckRun?: string;
  },
  notes: string[],
): Promise<AnnotationReport> {
  const { event, client, inputs } = ctx;
  if (inputs.shard) {
    notes.push('Annotations are left to the job that merges the shards.');
    return { workflowCommands: 0, checkRun: 0, checkRunUrl: undefined, notShown: [], leftToMergeJob: true };
  }
  const { onChangedLines } = ctx;
  // Forks cannot write checks.
  let degraded: string | undefined;
  if (ctx.noCheckRun) degraded = ctx.noCheckRun;
  else if (event.pullRequest?.fromFork) degraded = 'this pull request comes from a fork, so its token is read-only';
  else if (!client || !event.repo) degraded = 'no token or repository to create a check run with';
  let plan = planAnnotations(ranked, { checkRunAvailable: !degraded, onChangedLines, reserved: ctx.reserved });
  let checkRunUrl: string | undefined;
  if (!degraded && client && event.repo) {
    const written = await publishCheckRun(client, {
      repo: event.repo,
      headSha: event.sha,
      name: inputs.checkName,
      title: ctx.verdict.reason,
      // The check run's text is the job summary as planned (its own link is not known yet).
      summary: ctx.summaryFor({ workflowCommands: plan.workflowCommands.length, checkRun: plan.checkRun.length, checkRunUrl: undefined, notShown: plan.notShown, leftToMergeJob: false }),
      annotations: plan.checkRun,
      conclusion: ctx.verdict.fail ? 'failure' : 'success',
    });
    if (written.written) checkRunUrl = written.url;
    else degraded = written.reason;
  }
  if (degraded) {
    plan = planAnnotations(ranked, { checkRunAvailable: false, onChangedLines, reserved: { ...ctx.reserved, notice: (ctx.reserved.notice ?? 0) + 1 } });
    const notice = `heddle: ${degraded}; showing ${plan.workflowCommands.length} of ${ranked.length} results as annotations (changed lines first). The job summary lists the rest.`;
    core.notice(notice);
    notes.push(notice);
  }
  for (const a of plan.workflowCommands) process.stdout.write(`${formatWorkflowCommand(a)}\n`);
  return { workflowCommands: plan.workflowCommands.length, checkRun: plan.checkRun.length, checkRunUrl, notShown: plan.notShown, leftToMergeJob: false };
}
