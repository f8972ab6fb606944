// Annotation budgeting: results on changed lines take the workflow-command slots, the rest
// go to a check run 50 per request; with a read-only token (fork pull requests, or a 403
// from the Checks API) everything degrades to workflow commands with a notice, and what
// does not fit is listed in the summary.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { runAction, type ActionRun } from './support/run-action.js';
import { buildCommand, hunk, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';

const { text, violationLines } = programSource({ violations: 60 });
const changed = [violationLines[7]!, violationLines[20]!, violationLines[33]!, violationLines[46]!, violationLines[59]!];

async function runOn(api: FakeGitHub, fork: boolean): Promise<ActionRun & { sha: string }> {
  const repo = new ScratchRepo().write('app.c', text).write('.github/heddle.yml', MANIFEST);
  const sha = repo.commit('sixty violations');
  const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']) }, pullRequest: { number: 21, headSha: sha, baseRef: 'main', fork } });
  return { ...run, sha };
}

const onApp = (run: ActionRun) => run.annotations.filter((a) => a.properties.file === 'app.c');

describe('with a token that may write checks', () => {
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk(changed) }, { filename: 'README.md', patch: hunk([1]) }] });
  before(() => api.start());
  after(() => api.stop());

  it('annotates changed lines with workflow commands and puts the rest in a check run, 50 per request', async () => {
    const run = await runOn(api, false);
    assert.equal(run.status, 1);
    assert.equal(run.outputs['new-results'], '60');
    assert.deepEqual(onApp(run).map((a) => Number(a.properties.line)).sort((a, b) => a - b), changed);
    const create = api.find('POST', /\/repos\/octo\/heddle-demo\/check-runs$/);
    assert.equal(create.length, 1);
    const body = create[0]!.body as { name: string; head_sha: string; status: string; output: { title: string; summary: string; annotations: { start_line: number; annotation_level: string; path: string }[] } };
    assert.equal(body.output.title, '60 new results not in the baseline');
    assert.match(body.output.summary, /Annotations: 5 annotated on the diff, 55 in the check run\./);
    assert.match(body.output.summary, /\| heddle \| lock-not-held \| 60 \| 0 \| 0 \| 60 \| 0 \| 0 \|/);
    assert.equal(body.head_sha, run.sha);
    assert.equal(body.name, 'heddle', 'the stable check name (check-name), one check run per job');
    assert.equal(body.status, 'in_progress');
    assert.equal(body.output.annotations.length, 50);
    const updates = api.find('PATCH', /\/check-runs\/\d+$/).map((r) => r.body as { status?: string; conclusion?: string; output: { annotations?: { start_line: number }[] } });
    assert.equal(updates.length, 2);
    assert.equal(updates[0]!.output.annotations?.length, 5);
    assert.deepEqual([updates[1]!.status, updates[1]!.conclusion], ['completed', 'failure']);
    const inCheckRun = [...body.output.annotations, ...(updates[0]!.output.annotations ?? [])].map((a) => a.start_line);
    assert.equal(new Set(inCheckRun).size, 55);
    assert.ok(inCheckRun.every((l) => !changed.includes(l)), 'changed lines are not annotated twice');
    assert.equal(body.output.annotations[0]!.annotation_level, 'failure');
    assert.match(run.summary, /Annotations: 5 annotated on the diff, 55 in the \[check run\]\(https:\/\/github\.example\/checks\/\d+\)\./);
  });
});

describe('with a read-only token', () => {
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk(changed) }], readOnly: true });
  before(() => api.start());
  after(() => api.stop());

  it('on a fork pull request: no check run, workflow commands with a notice, the rest in the summary', async () => {
    const before = api.requests.length;
    const run = await runOn(api, true);
    assert.equal(run.status, 1);
    assert.equal(api.requests.slice(before).filter((r) => r.method !== 'GET').length, 0, 'no write was attempted');
    const notice = run.annotations.filter((a) => a.command === 'notice');
    assert.equal(notice.length, 1);
    assert.match(notice[0]!.message, /comes from a fork, so its token is read-only; showing 9 of 60 results/);
    const app = onApp(run);
    // 10 error annotations per step: one is the step's failure message.
    assert.equal(app.length, 9);
    assert.equal(run.annotations.filter((a) => a.command === 'error').length, 10);
    assert.deepEqual(app.slice(0, 5).map((a) => Number(a.properties.line)), changed, 'changed lines first');
    assert.match(run.summary, /51 result\(s\) that did not fit GitHub's annotation limits/);
    assert.equal((run.summary.match(/^- `app\.c:\d+` lock-not-held: /gm) ?? []).length, 51);
  });

  it('when the Checks API refuses (HTTP 403): degrades the same way and says why', async () => {
    const run = await runOn(api, false);
    assert.equal(run.status, 1);
    assert.equal(api.find('POST', /check-runs$/).length, 1);
    const notice = run.annotations.filter((a) => a.command === 'notice');
    assert.equal(notice.length, 1);
    assert.match(notice[0]!.message, /may not create check runs \(HTTP 403/);
    assert.equal(onApp(run).length, 9);
  });
});

describe('on a push (no pull request)', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('gives the workflow-command slots to the top results and the rest to a check run on the pushed commit', async () => {
    const repo = new ScratchRepo().write('app.c', text).write('.github/heddle.yml', MANIFEST);
    const sha = repo.commit('sixty violations on main');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']) }, refName: 'main', sha });
    assert.equal(run.status, 1);
    assert.equal(api.find('GET', /\/pulls\//).length, 0, 'no pull request to ask about');
    assert.equal(onApp(run).length, 9, '10 error slots, one is the failure message');
    const create = api.find('POST', /check-runs$/)[0]?.body as { head_sha: string; output: { annotations: unknown[] } };
    assert.equal(create.head_sha, sha);
    const appended = api.find('PATCH', /check-runs\/\d+$/).map((r) => (r.body as { output: { annotations?: unknown[] } }).output.annotations?.length ?? 0);
    assert.equal(create.output.annotations.length + appended.reduce((a, b) => a + b, 0), 51);
    assert.match(run.summary, /Annotations: 9 annotated in the log and on the commit, 51 in the \[check run\]/);
    assert.doesNotMatch(run.summary, /on the diff/, 'a push has no diff');
  });
});
