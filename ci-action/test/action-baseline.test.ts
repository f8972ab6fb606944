// Baselines: a result the baseline already has does not fail `fail-on: new`; a malformed
// baseline is named with its problem and fails the gate instead of passing silently.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { FakeGitHub } from './support/fake-github.js';
import { runAction } from './support/run-action.js';
import { buildCommand, hunk, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

describe('baselines', () => {
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk([11]) }] });
  before(() => api.start());
  after(() => api.stop());

  it('does not fail on a violation that is in the baseline, even after the code moved', async () => {
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
    repo.commit('main already has the violation');
    // The nightly job on main: record the baseline.
    const nightly = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'fail-on': 'never' }, refName: 'main' });
    assert.equal(nightly.status, 0, nightly.stdout);
    assert.equal(nightly.outputs['total-results'], '1');
    copyFileSync(nightly.outputs['sarif-file']!, join(repo.dir, 'baseline.sarif'));

    // The pull request inserts unrelated lines above the violation.
    const moved = programSource({ violations: 1, paddingLines: 3 });
    const sha = repo.write('app.c', moved.text).commit('unrelated edit');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), baseline: 'baseline.sarif', 'fail-on': 'new' },
      pullRequest: { number: 9, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.equal(run.outputs['total-results'], '1');
    assert.equal(run.outputs['new-results'], '0');
    assert.match(run.summary, /✅ \*\*Passed\*\*: no new results \(1 result already in the baseline\)/);
    assert.match(run.summary, /Baseline: file baseline\.sarif\./);
    assert.match(run.summary, /0 new, 1 unchanged/);
    // The check run shows the baseline's result as a notice and succeeds.
    const checkRun = () => api.find('POST', /check-runs$/).at(-1)!.body as { output: { annotations: { annotation_level: string; title: string }[] } };
    const conclusion = () => (api.find('PATCH', /check-runs\/\d+$/).at(-1)!.body as { conclusion?: string }).conclusion;
    assert.deepEqual(checkRun().output.annotations.map((a) => a.annotation_level), ['notice']);
    assert.match(checkRun().output.annotations[0]!.title, /^\(in the baseline\) lock-not-held: /);
    assert.equal(conclusion(), 'success');
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);

    // The same result with fail-on: any fails.
    const strict = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), baseline: 'baseline.sarif', 'fail-on': 'any' },
      pullRequest: { number: 9, headSha: sha, baseRef: 'main' },
    });
    assert.equal(strict.status, 1);
    assert.match(strict.summary, /fail-on: any and there is 1 result/);
    // There the baseline's result fails the step, so it stays an error.
    assert.deepEqual(checkRun().output.annotations.map((a) => a.annotation_level), ['failure']);
    assert.equal(conclusion(), 'failure');
  });

  it('counts a baseline result the pull request fixed as fixed, not as gone unnoticed', async () => {
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 2 }).text).write('.github/heddle.yml', MANIFEST);
    repo.commit('main has two violations');
    const nightly = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'fail-on': 'never' }, refName: 'main' });
    assert.equal(nightly.outputs['total-results'], '2', nightly.stdout);
    copyFileSync(nightly.outputs['sarif-file']!, join(repo.dir, 'baseline.sarif'));

    // The pull request removes the second unlocked access.
    const sha = repo.write('app.c', programSource({ violations: 1 }).text).commit('fix one');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), baseline: 'baseline.sarif' },
      pullRequest: { number: 12, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.equal(run.outputs['total-results'], '1', 'a fixed result is not counted as a result');
    assert.equal(run.outputs['new-results'], '0');
    assert.match(run.summary, /0 new, 1 unchanged, 1 fixed since the baseline/);
    assert.match(run.summary, /\| heddle \| \S*lock-not-held\S* \| 1 \| 0 \| 0 \| 0 \| 1 \| 1 \|/);
  });

  it('names a malformed baseline and the place of the problem, and fails the gate', async () => {
    const repo = new ScratchRepo()
      .write('app.c', programSource().text)
      .write('.github/heddle.yml', MANIFEST)
      .write('baseline.sarif', JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 7 } } }] }));
    const sha = repo.commit('clean program, broken baseline');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), baseline: 'baseline.sarif' },
      pullRequest: { number: 10, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 1, run.stdout);
    const err = run.annotations.find((a) => a.command === 'error' && a.message.includes('the baseline could not be used'));
    assert.ok(err, run.stdout);
    assert.match(err.message, /baseline\.sarif/);
    assert.match(err.message, /\$\.runs\[0\]\.tool\.driver\.name/);
    assert.match(run.summary, /❌ \*\*Failed\*\*: the baseline could not be used/);
    // Said once: the failure message names the problem, no second error repeats it.
    assert.equal(run.annotations.filter((a) => a.message.includes('$.runs[0].tool.driver.name')).length, 1, run.stdout);
    // The run's own results are still written and valid.
    assert.equal(run.outputs['total-results'], '0');
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });

  it('names a baseline that is not JSON at all', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', MANIFEST);
    writeFileSync(join(repo.dir, 'baseline.sarif'), '{"version": "2.1.0", "runs": [');
    const sha = repo.commit('truncated baseline');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), baseline: 'baseline.sarif', 'fail-on': 'never' },
      pullRequest: { number: 11, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 0, 'fail-on: never passes whatever the baseline');
    assert.match(run.summary, /baseline cannot be used: .*baseline\.sarif.*not valid JSON/);
  });
});

describe('baseline from the base branch\'s newest artifact', () => {
  const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
  const sha = repo.commit('main has the violation');
  const artifacts: ConstructorParameters<typeof FakeGitHub>[0] = { artifacts: [] };
  const api = new FakeGitHub(artifacts);
  before(() => api.start());
  after(() => api.stop());
  /** A pull request run against `artifact:NAME`; GITHUB_SERVER_URL decides whether @actions/artifact works. */
  const prRun = (number: number, name: string, serverUrl = 'https://github.com') =>
    runAction({
      workspace: repo.dir,
      apiUrl: api.url, // the REST API is the fake, whatever the server URL says
      inputs: { 'build-command': buildCommand(['app']), baseline: `artifact:${name}` },
      pullRequest: { number, headSha: sha, baseRef: 'main' },
      env: { GITHUB_SERVER_URL: serverUrl },
    });

  it('downloads the newest unexpired artifact of the base branch and compares with it', async () => {
    const nightly = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'fail-on': 'never' }, refName: 'main' });
    const baseline = readFileSync(nightly.outputs['sarif-file']!);
    const empty = strToU8(JSON.stringify({ version: '2.1.0', runs: [] }));
    artifacts.artifacts!.push(
      { id: 1, name: 'heddle-baseline', headBranch: 'main', createdAt: '2026-11-01T00:00:00Z', zip: zipSync({ 'heddle-results.sarif': empty }) },
      { id: 2, name: 'heddle-baseline', headBranch: 'main', createdAt: '2026-11-20T00:00:00Z', zip: zipSync({ 'heddle-results.sarif': new Uint8Array(baseline) }) },
      { id: 3, name: 'heddle-baseline', headBranch: 'feature', createdAt: '2026-11-21T00:00:00Z', zip: zipSync({ 'heddle-results.sarif': empty }) },
      { id: 4, name: 'heddle-baseline', headBranch: 'main', createdAt: '2026-11-21T00:00:00Z', expired: true, zip: zipSync({ 'heddle-results.sarif': empty }) },
    );
    const run = await prRun(50, 'heddle-baseline');
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.equal(run.outputs['new-results'], '0');
    const list = api.find('GET', /\/actions\/artifacts$/);
    assert.equal(list[0]?.query.get('name'), 'heddle-baseline');
    assert.deepEqual(api.find('GET', /\/artifacts\/\d+\/zip$/).map((r) => r.path), ['/repos/octo/heddle-demo/actions/artifacts/2/zip']);
    assert.match(run.summary, /Baseline: artifact "heddle-baseline" \(id 2, heddle-results\.sarif\) from main\./);
    assert.equal(api.find('GET', /^\/blob\/2$/).length, 1, 'followed the redirect to the blob');
  });

  it('on GitHub Enterprise Server, where @actions/artifact refuses, says how to pass the baseline instead', async () => {
    const run = await prRun(52, 'heddle-baseline', 'https://ghes.example.com');
    assert.equal(run.status, 1, 'fail-on: new cannot tell new from old');
    assert.match(run.summary, /Baseline: artifact "heddle-baseline" \(id 2\) could not be downloaded \([^)]*not currently supported on GHES[^)]*\); on GitHub Enterprise Server download it with actions\/download-artifact@v3/);
    assert.match(run.summary, /❌ \*\*Failed\*\*: the baseline could not be used: artifact "heddle-baseline"/);
    assert.ok(existsSync(run.outputs['sarif-file']!), 'the results are still written');
    // @actions/artifact's own failure warning is the one warning annotation (the action counts it against the step's 10).
    assert.deepEqual(run.annotations.filter((a) => a.command === 'warning').map((a) => a.message.split(':')[0]), ['Download Artifact failed with error']);
  });

  it('goes on without a baseline when the base branch has none, and says so', async () => {
    const run = await prRun(51, 'no-such-artifact');
    assert.equal(run.status, 1, 'every result is new without a baseline');
    assert.equal(run.outputs['new-results'], '1');
    assert.match(run.summary, /no unexpired artifact "no-such-artifact" from branch main/);
  });
});
