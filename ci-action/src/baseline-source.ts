// Finds the baseline SARIF: a file in the workspace, or the newest unexpired artifact of
// that name uploaded by a run on the base branch (the nightly baseline job, see
// docs/ci-action.md). The REST API names the newest artifact (artifacts of any run, by
// name); @actions/artifact downloads and unpacks it from that run, as actions/download-artifact does.
// A missing baseline is not an error (first run, expired artifact): the caller compares
// against nothing and says so.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { DefaultArtifactClient, GHESNotSupportedError } from '@actions/artifact';
import { UserError } from './errors.js';
import type { GitHubClient } from './github-client.js';
import type { BaselineSource } from './inputs.js';
import type { RepoRef } from './pull-request.js';

/**
 * A baseline file; or none, with why — and `problem` when one was asked for but could not be had,
 * `warningsPrinted` when getting it already printed warning annotations (they count against the step's 10).
 */
export type BaselineFile = { path: string; origin: string } | { path: undefined; why: string; problem?: string; warningsPrinted?: number };

export async function locateBaseline(
  source: BaselineSource,
  ctx: { workspace: string; client: GitHubClient | undefined; token: string; repo: RepoRef | undefined; branch: string | undefined },
): Promise<BaselineFile> {
  if (source.kind === 'none') return { path: undefined, why: 'no baseline input: every result counts as new' };
  if (source.kind === 'file') return { path: resolve(ctx.workspace, source.path), origin: `file ${source.path}` };
  if (!ctx.client || !ctx.repo || !ctx.branch) {
    return { path: undefined, why: `baseline artifact "${source.name}" needs GITHUB_REPOSITORY, a token and a base branch; every result counts as new` };
  }
  return downloadArtifactBaseline(ctx.client, ctx.token, ctx.repo, ctx.branch, source.name);
}

async function downloadArtifactBaseline(client: GitHubClient, token: string, repo: RepoRef, branch: string, name: string): Promise<BaselineFile> {
  const { data } = await client.rest.actions.listArtifactsForRepo({ ...repo, name, per_page: 100 });
  const newest = data.artifacts
    .filter((a) => !a.expired && a.workflow_run?.head_branch === branch)
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''))[0];
  if (!newest) {
    return { path: undefined, why: `no unexpired artifact "${name}" from branch ${branch} (run the nightly baseline job once); every result counts as new` };
  }
  const dir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle-baseline-'));
  try {
    await new DefaultArtifactClient().downloadArtifact(newest.id, {
      path: dir,
      findBy: { token, workflowRunId: newest.workflow_run?.id ?? 0, repositoryOwner: repo.owner, repositoryName: repo.repo },
    });
  } catch (e) {
    // @actions/artifact (v2+) works with github.com and GHE.com only; on GitHub Enterprise Server it refuses.
    const fix = e instanceof GHESNotSupportedError
      ? 'on GitHub Enterprise Server download it with actions/download-artifact@v3 in a step before and pass its path as baseline'
      : 'check that the token may read actions (permissions: actions: read)';
    const problem = `artifact "${name}" (id ${newest.id}) could not be downloaded (${(e as Error).message}); ${fix}`;
    // @actions/artifact printed its own ::warning:: about the failure before throwing.
    return { path: undefined, why: problem, problem, warningsPrinted: 1 };
  }
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split('\\').join('/'));
  const sarifName = files.filter((f) => f.endsWith('.sarif') || f.endsWith('.sarif.json')).sort()[0];
  if (!sarifName) {
    throw new UserError(`baseline artifact "${name}" (id ${newest.id}) holds no .sarif file (it has: ${files.join(', ') || 'nothing'}); upload the merged SARIF under that name`);
  }
  return { path: join(dir, sarifName), origin: `artifact "${name}" (id ${newest.id}, ${relative(dir, join(dir, sarifName))}) from ${branch}` };
}
