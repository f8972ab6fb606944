// Without HEDDLE_HOME the action finds heddle in the checkout it runs from (build/bin, as a
// workflow that built heddle before leaves it) instead of building it again.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { REPO_ROOT, runAction } from './support/run-action.js';
import { buildCommand, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';

const built = existsSync(join(REPO_ROOT, 'build', 'bin', 'heddle'));

describe('finding heddle', { skip: built ? false : 'heddle is not built in build/ (the action would build it: too slow for a test)' }, () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('uses the checkout build/bin when HEDDLE_HOME is not set', async () => {
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
    repo.commit('one violation');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'fail-on': 'never' }, refName: 'main', heddleHome: false });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout, /Build heddle \(not installed\)/);
    assert.equal(run.outputs['total-results'], '1', 'the real runtime found the violation');
  });
});
