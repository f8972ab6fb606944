// The runtime settings the user gives the action reach the runtime: `heddle-options` becomes
// HEDDLE_OPTIONS of every entry (an entry's own env HEDDLE_OPTIONS is appended, so its keys
// win), and `backend` is checked against the backends the runtime has before anything runs.
// The path inputs (manifest, sarif-output) and category are honoured, not only their defaults.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSarif } from '@heddle/sarif';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { heddleHome, PACKAGE_DIR, runAction } from './support/run-action.js';
import { buildCommand, hunk, programSource, ScratchRepo } from './support/scratch-repo.js';

const standIn = heddleHome().startsWith(PACKAGE_DIR);

/** The log lines of one entry's `heddle run` group. */
function groupOf(stdout: string, entry: string): string {
  const start = stdout.indexOf(`::group::heddle run: ${entry}\n`);
  assert.ok(start >= 0, `no log group for ${entry}:\n${stdout}`);
  const end = stdout.indexOf('::endgroup::', start);
  return stdout.slice(start, end);
}

describe('runtime settings', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('passes heddle-options to every entry as HEDDLE_OPTIONS, an entry\'s own HEDDLE_OPTIONS winning', { skip: standIn ? 'the stand-in runtime ignores HEDDLE_OPTIONS' : false }, async () => {
    // print_reports=1 makes the runtime print one stderr line per report even when it writes its log.
    const manifest = [
      'entries:',
      '  - name: loud',
      '    run: build/app',
      '  - name: quiet',
      '    run: build/app',
      '    env: { HEDDLE_OPTIONS: "print_reports=0" }',
    ].join('\n');
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', manifest);
    repo.commit('one violation');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'heddle-options': 'print_reports=1', 'fail-on': 'never' }, refName: 'main' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(groupOf(run.stdout, 'loud'), /^heddle: lock-not-held: /m);
    assert.doesNotMatch(groupOf(run.stdout, 'quiet'), /^heddle: lock-not-held: /m);
    assert.match(run.summary.replace(/\\/g, ''), /> heddle run: backend check, HEDDLE_OPTIONS "print_reports=1"\./);
    // Both entries found the violation: the options changed what was printed, not what was seen.
    for (const entry of ['loud', 'quiet']) assert.match(run.summary, new RegExp(`\\| ${entry} \\| ✅ ok \\| [^|]+ \\| ran to the end; heddle reported findings \\(exit 66\\) \\|`));
  });

  it('an unknown HEDDLE_OPTIONS key fails each entry with the runtime\'s own message', { skip: standIn ? 'the stand-in runtime ignores HEDDLE_OPTIONS' : false }, async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', 'entries:\n  - { name: app, run: build/app }\n');
    repo.commit('clean');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'heddle-options': 'halt_on_eror=1' }, refName: 'main' });
    assert.equal(run.status, 1, run.stdout);
    assert.match(groupOf(run.stdout, 'app'), /HEDDLE_OPTIONS: unknown option 'halt_on_eror'/);
    assert.match(run.summary, /\| app \| ❌ unexpected exit \|/);
  });

  it('rejects a backend the runtime does not have, before building anything', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', 'entries:\n  - { name: app, run: build/app }\n');
    repo.commit('clean');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': `touch built && ${buildCommand(['app'])}`, backend: 'mpk' }, refName: 'main' });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stdout, /::error::input backend: "mpk" is not a heddle backend; available: check/);
    assert.doesNotMatch(run.stdout, /heddle run: app/);
    assert.ok(!existsSync(join(repo.dir, 'built')), 'the build did not run');
    assert.equal(run.outputs['sarif-file'], undefined, 'no SARIF pretends anything ran');
  });
});

describe('manifest, sarif-output and category inputs', () => {
  const { text, violationLines } = programSource({ violations: 1 });
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk([1]) }] });
  before(() => api.start());
  after(() => api.stop());

  it('reads the manifest named, writes the SARIF where asked, and files the results under the category', async () => {
    const repo = new ScratchRepo().write('app.c', text).write('ci/heddle-entries.yml', 'entries:\n  - { name: from-ci-dir, run: build/app }\n');
    const sha = repo.commit('manifest outside .github');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), manifest: 'ci/heddle-entries.yml', 'sarif-output': 'out/nested/heddle.sarif', category: 'nightly-asan', 'fail-on': 'never' },
      pullRequest: { number: 40, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.summary, /\| from-ci-dir \| ✅ ok \|/);
    assert.equal(run.outputs['sarif-file'], join(repo.dir, 'out', 'nested', 'heddle.sarif'));
    assert.ok(!existsSync(join(repo.dir, 'heddle-results.sarif')), 'nothing written at the default path');
    const log = parseSarif(readFileSync(run.outputs['sarif-file']!, 'utf8'), 'out');
    assert.deepEqual(log.runs.map((r) => r.automationDetails?.id), ['nightly-asan/']);
    const created = api.find('POST', /check-runs$/).map((r) => (r.body as { name: string }).name);
    assert.deepEqual(created, ['heddle (nightly-asan)'], `one check run per category (violation on line ${violationLines[0]}, not a changed line)`);
  });
});
