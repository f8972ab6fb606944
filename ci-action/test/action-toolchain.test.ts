// An installed heddle (HEDDLE_HOME, PATH, or one restored from the cache) skipped the package
// installation a build does: before the project is built, heddle-cc must show it can build a
// program here. When it cannot, the step says what is missing — the package, and the apt-get
// line when it may not install it — instead of failing as if the user's build were broken.
import assert from 'node:assert/strict';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { copyAction, heddleHome, PACKAGE_DIR, runAction } from './support/run-action.js';
import { cannotRunAsNobody, NOBODY, pathWithout } from './support/runner-env.js';
import { buildCommand, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';

const standIn = heddleHome().startsWith(join(PACKAGE_DIR, 'test'));

describe('an installed heddle that cannot build a program here', { skip: standIn ? 'the stand-in heddle-cc uses cc, not clang-16' : false }, () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());
  const noClang = pathWithout(/^clang(\+\+)?-16$/);

  function scratch(): ScratchRepo {
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
    repo.commit('one violation');
    chmodSync(repo.dir, 0o755);
    return repo;
  }

  it('stops before the project\'s build and names what heddle-cc lacks', async () => {
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs: { 'build-command': `touch built && ${buildCommand(['app'])}` }, refName: 'main', env: { PATH: noClang } });
    assert.equal(run.status, 1, run.stdout);
    const error = run.commands.find((c) => c.command === 'error')?.message ?? '';
    assert.match(error, /heddle-cc \(\S+heddle-cc, HEDDLE_HOME\) cannot build a program here: .*compiler 'clang-16' not found/);
    assert.match(error, /check that clang-16 is on PATH/);
    assert.doesNotMatch(error, /the project's build failed/, 'not blamed on the user\'s build');
    assert.match(run.summary, /stopped before any result/);
  });

  it('names the missing package and the apt-get line when it may not install it', { skip: cannotRunAsNobody() }, async () => {
    const { root: checkout, bundle } = copyAction();
    writeFileSync(join(checkout, 'ci-action', 'build-dependencies.txt'), 'cmake\nheddle-test-absent-package use  # not a Debian package\n');
    chmodSync(checkout, 0o755);
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']) }, refName: 'main', bundle, user: NOBODY, env: { PATH: noClang } });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const error = run.commands.find((c) => c.command === 'error')?.message ?? '';
    assert.match(error, /heddle-cc \(\S+, HEDDLE_HOME\) cannot build a program here \(.*clang-16.*\); using heddle needs Debian packages that are missing: heddle-test-absent-package\./);
    assert.match(error, /"sudo apt-get update && sudo apt-get install -y heddle-test-absent-package"/);
  });
});
