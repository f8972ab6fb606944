// End to end, as a runner runs the action: a clean run, and a pull request that adds a
// violation on a changed line.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { heddleHome, REPO_ROOT, runAction } from './support/run-action.js';
import { buildCommand, hunk, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

describe('clean run', () => {
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk([20]) }] });
  before(() => api.start());
  after(() => api.stop());

  it('passes, reports no results, writes valid SARIF and a successful check run under its stable name', async (t) => {
    t.diagnostic(`heddle runtime under test: ${heddleHome()}`);
    // The entry also names an uninstrumented build of the program, for the overhead figure,
    // and the program prints a line that would be a workflow command if the log read it as one.
    const manifest = `${MANIFEST.replace('run: build/app', 'run: build/app --forge')}    native: build-native/app\n`;
    const native = `mkdir -p build-native && cc -g -O0 -pthread -I${join(REPO_ROOT, 'runtime', 'include')} -o build-native/app app.c`;
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', manifest);
    const sha = repo.commit('clean program');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': `${buildCommand(['app'])} && ${native}` },
      pullRequest: { number: 7, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.equal(run.outputs['total-results'], '0');
    assert.equal(run.outputs['new-results'], '0');
    assert.equal(run.outputs['sarif-file'], join(repo.dir, 'heddle-results.sarif'));
    assert.match(run.summary, /✅ \*\*Passed\*\*: no results/);
    assert.match(run.summary, /\| Entry \| Outcome \| Wall time \| Native \| Overhead \| Details \|/);
    assert.match(run.summary, /\| app \| ✅ ok \| \d+\.\d\d s \| \d+\.\d\d s \| \d+\.\d\d× \|/);
    assert.match(run.stdout, /forged by the program under test/);
    assert.deepEqual(run.annotations, [], 'program output cannot forge annotations');
    // A check run on every run, so branch protection can require "heddle".
    const created = api.find('POST', /check-runs$/).map((r) => r.body as { name: string; head_sha: string; output: { title: string; annotations: unknown[] } });
    assert.deepEqual(created.map((c) => [c.name, c.head_sha, c.output.title, c.output.annotations.length]), [['heddle', sha, 'no results', 0]]);
    const completed = api.find('PATCH', /check-runs\/\d+$/).map((r) => r.body as { status?: string; conclusion?: string });
    assert.deepEqual(completed.map((c) => [c.status, c.conclusion]), [['completed', 'success']]);
    assert.equal(api.find('GET', /\/pulls\/7\/files$/).length, 1);
    assert.equal(api.requests[0]?.authorization, 'token ghs_test_token');
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });
});

describe('a new violation on a changed line', () => {
  const { text, violationLines } = programSource({ violations: 1 });
  const line = violationLines[0]!;
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk([line]) }] });
  before(() => api.start());
  after(() => api.stop());

  it('fails, annotates the line and reports it as new', async () => {
    const repo = new ScratchRepo().write('app.c', text).write('.github/heddle.yml', MANIFEST);
    const sha = repo.commit('adds an unlocked access');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), 'sarif-output': 'out/heddle.sarif' },
      pullRequest: { number: 8, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.equal(run.outputs['total-results'], '1');
    assert.equal(run.outputs['new-results'], '1');
    const onLine = run.annotations.filter((a) => a.properties.file === 'app.c');
    assert.equal(onLine.length, 1);
    assert.equal(onLine[0]!.command, 'error');
    assert.equal(onLine[0]!.properties.line, String(line));
    assert.match(onLine[0]!.properties.title ?? '', /^lock-not-held: /);
    assert.ok(run.annotations.some((a) => a.command === 'error' && /1 new result not in the baseline/.test(a.message)));
    assert.match(run.summary, /❌ \*\*Failed\*\*: 1 new result not in the baseline/);
    assert.match(run.summary, new RegExp(`\\[app\\.c:${line}\\]\\(https://github\\.example/octo/heddle-demo/blob/${sha}/app\\.c#L${line}\\)`));
    // Everything fit the workflow-command budget: the check run (there on every run) carries no annotation.
    const created = api.find('POST', /check-runs$/).map((r) => r.body as { output: { annotations: unknown[] } });
    assert.deepEqual(created.map((c) => c.output.annotations.length), [0]);
    const sarif = join(repo.dir, 'out', 'heddle.sarif');
    assert.ok(existsSync(sarif));
    const v = sarifValidate(sarif);
    assert.ok(v.ok, v.output);
  });
});
