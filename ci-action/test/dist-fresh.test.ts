// The runner executes the committed dist/index.js, not src/: a source change (here or in
// @heddle/sarif, which is bundled) without a rebuilt, committed bundle would ship the old
// action. The test command rebuilds dist/ before the tests, so in a git checkout the bundle of
// the committed sources (build.mjs --from-head) is compared with the committed bundle; else the
// working tree's with the file on disk.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { BUNDLE, PACKAGE_DIR, REPO_ROOT } from './support/run-action.js';

function committedBundle(): Buffer | undefined {
  const git = spawnSync('git', ['show', 'HEAD:ci-action/dist/index.js'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  return git.status === 0 ? git.stdout : undefined;
}

it('the committed dist/index.js is the bundle of the current sources', () => {
  const committed = committedBundle();
  const fresh = join(mkdtempSync(join(tmpdir(), 'heddle-dist-')), 'index.js');
  const r = spawnSync(process.execPath, [join(PACKAGE_DIR, 'build.mjs'), fresh, ...(committed ? ['--from-head'] : [])], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(readFileSync(fresh).equals(committed ?? readFileSync(BUNDLE)), 'ci-action/dist/index.js is stale: commit the sources, run `node ci-action/build.mjs --from-head` and commit ci-action/dist/');
});
