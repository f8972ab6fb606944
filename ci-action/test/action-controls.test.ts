// The controls teams know from codeql-action and reviewdog: fail-level (the lowest level that
// gates), filter-mode (which results of a pull request count), working-directory (a project in a
// subdirectory) and upload (the code scanning upload built in, output sarif-id).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { parseSarif } from '@heddle/sarif';
import { FakeGitHub } from './support/fake-github.js';
import { runAction } from './support/run-action.js';
import { buildCommand, hunk, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';

/** A file only linted: `hits` is written by thread code without an annotation (heddle-lint's unannotated-shared-global, a warning). */
const LINTED_ONLY = [
  '#include <pthread.h>',
  'static int hits;',
  'static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;',
  'static void *worker(void *arg) { (void)arg; pthread_mutex_lock(&m); hits++; pthread_mutex_unlock(&m); return 0; }',
  'int start(void) { pthread_t t; pthread_create(&t, 0, worker, 0); return pthread_join(t, 0); }',
  '',
].join('\n');

describe('fail-level', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('error: a new warning does not fail the step; the default (warning) does', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('lib.c', LINTED_ONLY).write('.github/heddle.yml', MANIFEST);
    repo.commit('a warning only');
    const inputs = { 'build-command': buildCommand(['app']), 'lint-paths': 'lib.c' };
    const lenient = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { ...inputs, 'fail-level': 'error' }, refName: 'main' });
    assert.equal(lenient.status, 0, lenient.stdout);
    assert.equal(lenient.outputs['new-results'], '0');
    assert.ok(lenient.annotations.some((a) => a.command === 'warning' && /^unannotated-shared-global: /.test(a.properties.title ?? '')), 'still annotated');
    const strict = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs, refName: 'main' });
    assert.equal(strict.status, 1, strict.stdout);
    assert.match(strict.summary, /1 new result not in the baseline/);
  });
});

describe('filter-mode on a pull request', () => {
  const { text, violationLines } = programSource({ violations: 3 });
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: `@@ -${violationLines[1]! - 2},2 +${violationLines[1]! - 2},3 @@\n context\n context\n+added` }, { filename: 'README.md', patch: hunk([1]) }] });
  before(() => api.start());
  after(() => api.stop());

  async function runWith(filterMode: string) {
    const repo = new ScratchRepo().write('app.c', text).write('.github/heddle.yml', MANIFEST);
    const sha = repo.commit('three violations, one on the added line');
    return runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'filter-mode': filterMode }, pullRequest: { number: 60, headSha: sha, baseRef: 'main' } });
  }
  const annotatedLines = (run: Awaited<ReturnType<typeof runWith>>) => run.annotations.filter((a) => a.properties.file === 'app.c').map((a) => Number(a.properties.line));

  it('added: only the result on the added line is annotated and gates; the others stay in the SARIF', async () => {
    const run = await runWith('added');
    assert.equal(run.status, 1, run.stdout);
    assert.equal(run.outputs['new-results'], '1');
    assert.deepEqual(annotatedLines(run), [violationLines[1]]);
    const checkRun = api.find('POST', /check-runs$/).at(-1)!.body as { output: { annotations: unknown[] } };
    assert.equal(checkRun.output.annotations.length, 0, 'nothing outside the filter in the check run');
    assert.match(run.summary, /filter-mode added: 2 result\(s\) outside it are neither annotated nor gating/);
    const log = parseSarif(readFileSync(run.outputs['sarif-file']!, 'utf8'), 'out');
    assert.equal(log.runs[0]!.results?.length, 3);
  });

  it('diff_context: the context lines of the hunk count too; file: every result of a changed file; nofilter: all', async () => {
    const context = await runWith('diff_context');
    assert.equal(context.outputs['new-results'], '2', 'the added line and the context line above it (the violation before it), not the one below the hunk');
    const file = await runWith('file');
    assert.equal(file.outputs['new-results'], '3');
    const all = await runWith('nofilter');
    assert.equal(all.outputs['new-results'], '3');
  });

  it('rejects a filter-mode reviewdog does not have, before building', async () => {
    const run = await runWith('changed');
    assert.equal(run.status, 1);
    assert.match(run.stdout, /::error::input filter-mode: "changed" is not one of added, diff_context, file, nofilter/);
  });
});

describe('filter-mode without the pull request\'s files', () => {
  const api = new FakeGitHub({ pullFilesStatus: 502 });
  before(() => api.start());
  after(() => api.stop());

  it('is not applied: every result gates, and a note says why (a filter on nothing would pass on nothing)', async () => {
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 2 }).text).write('.github/heddle.yml', MANIFEST);
    const sha = repo.commit('two violations');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'filter-mode': 'added' }, pullRequest: { number: 62, headSha: sha, baseRef: 'main' } });
    assert.equal(run.status, 1, run.stdout);
    assert.equal(run.outputs['new-results'], '2');
    assert.match(run.summary, /filter-mode added not applied: without the pull request's files every result counts/);
  });
});

describe('working-directory', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('builds, runs and lints the project in a subdirectory; paths inputs are relative to it, result paths to the repository', async () => {
    const { text, violationLines } = programSource({ violations: 1 });
    const repo = new ScratchRepo().write('engine/app.c', text).write('engine/heddle.yml', MANIFEST);
    repo.commit('a project in engine/');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'working-directory': 'engine', 'build-command': buildCommand(['app']), manifest: 'heddle.yml', 'lint-paths': '*.c', 'fail-on': 'never' },
      refName: 'main',
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.ok(existsSync(join(repo.dir, 'engine', 'build', 'app')), 'build-command ran in engine/');
    assert.equal(run.outputs['sarif-file'], join(repo.dir, 'engine', 'heddle-results.sarif'));
    const onLine = run.annotations.filter((a) => a.properties.file === 'engine/app.c');
    assert.deepEqual(onLine.map((a) => [Number(a.properties.line), a.properties.title?.split(':')[0]]), [[violationLines[0], 'lock-not-held + locked-access-outside-lock']]);
  });

  it('rejects a directory outside the workspace or missing, before building', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', MANIFEST);
    repo.commit('clean');
    for (const [dir, said] of [['../elsewhere', /is outside the workspace/], ['nope', /is not a directory of the workspace/]] as const) {
      const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'working-directory': dir, 'build-command': 'echo SHOULD-NOT-BUILD' }, refName: 'main' });
      assert.equal(run.status, 1);
      assert.match(run.stdout, said);
      assert.doesNotMatch(run.stdout, /SHOULD-NOT-BUILD/);
    }
  });
});

describe('upload to code scanning', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('upload: true sends the merged SARIF (gzip, base64) for the commit and ref, and outputs sarif-id', async () => {
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
    const sha = repo.commit('one violation');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), upload: 'true', 'fail-on': 'never' }, refName: 'main', sha });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const [upload, ...more] = api.find('POST', /\/repos\/octo\/heddle-demo\/code-scanning\/sarifs$/);
    assert.equal(more.length, 0);
    const body = upload!.body as { commit_sha: string; ref: string; sarif: string };
    assert.deepEqual([body.commit_sha, body.ref], [sha, 'refs/heads/main']);
    const sent = gunzipSync(Buffer.from(body.sarif, 'base64')).toString('utf8');
    assert.equal(sent, readFileSync(run.outputs['sarif-file']!, 'utf8'));
    assert.deepEqual(parseSarif(sent, 'upload').runs.map((r) => r.automationDetails?.id), ['heddle/']);
    assert.match(run.outputs['sarif-id'] ?? '', /^sarif-\d+$/);
  });

  it('on a fork pull request: a notice instead of an upload its token cannot make', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', MANIFEST);
    const sha = repo.commit('clean');
    const before = api.find('POST', /code-scanning\/sarifs$/).length;
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), upload: 'true' }, pullRequest: { number: 61, headSha: sha, baseRef: 'main', fork: true } });
    assert.equal(run.status, 0, run.stdout);
    assert.equal(api.find('POST', /code-scanning\/sarifs$/).length, before);
    assert.ok(run.annotations.some((a) => a.command === 'notice' && /not uploaded to code scanning: this pull request comes from a fork/.test(a.message)), run.stdout);
    assert.equal(run.outputs['sarif-id'], undefined);
  });
});
