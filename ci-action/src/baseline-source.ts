// Finds the baseline SARIF: a file in the workspace, or the newest unexpired artifact of
// that name uploaded by a run on the base branch (the nightly baseline job, see
// docs/ci-action.md). Artifacts come through the REST API as a zip (fflate unpacks it).
// A missing baseline is not an error (first run, expired artifact): the caller compares
// against nothing and says so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { UserError } from './errors.js';
import type { GitHubClient } from './github-client.js';
import type { BaselineSource } from './inputs.js';
import type { RepoRef } from './pull-request.js';

export type BaselineFile = { path: string; origin: string } | { path: undefined; why: string };

export async function locateBaseline(
  source: BaselineSource,
  ctx: { workspace: string; client: GitHubClient | undefined; repo: RepoRef | undefined; branch: string | undefined },
): Promise<BaselineFile> {
  if (source.kind === 'none') return { path: undefined, why: 'no baseline input: every result counts as new' };
  if (source.kind === 'file') return { path: resolve(ctx.workspace, source.path), origin: `file ${source.path}` };
  if (!ctx.client || !ctx.repo || !ctx.branch) {
    return { path: undefined, why: `baseline artifact "${source.name}" needs GITHUB_REPOSITORY, a token and a base branch; every result counts as new` };
  }
  return downloadArtifactBaseline(ctx.client, ctx.repo, ctx.branch, source.name);
}

async function downloadArtifactBaseline(client: GitHubClient, repo: RepoRef, branch: string, name: string): Promise<BaselineFile> {
  const { data } = await client.rest.actions.listArtifactsForRepo({ ...repo, name, per_page: 100 });
  const newest = data.artifacts
    .filter((a) => !a.expired && a.workflow_run?.head_branch === branch)
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''))[0];
  if (!newest) {
    return { path: undefined, why: `no unexpired artifact "${name}" from branch ${branch} (run the nightly baseline job once); every result counts as new` };
  }
  const zip = await client.rest.actions.downloadArtifact({ ...repo, artifact_id: newest.id, archive_format: 'zip' });
  const files = unzipSync(new Uint8Array(zip.data as ArrayBuffer));
  const sarifName = Object.keys(files).filter((f) => f.endsWith('.sarif') || f.endsWith('.sarif.json')).sort()[0];
  if (!sarifName) {
    throw new UserError(`baseline artifact "${name}" (id ${newest.id}) holds no .sarif file (it has: ${Object.keys(files).join(', ') || 'nothing'}); upload the merged SARIF under that name`);
  }
  const dir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle-baseline-'));
  const path = join(dir, 'baseline.sarif');
  writeFileSync(path, files[sarifName]!);
  return { path, origin: `artifact "${name}" (id ${newest.id}, ${sarifName}) from ${branch}` };
}
