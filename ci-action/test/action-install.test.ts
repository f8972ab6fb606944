// "Install/build heddle if not present", for real: with no heddle installed the action builds
// heddle from its own checkout (this repository) and installs it into a prefix it then uses;
// with an install tree (HEDDLE_HOME, PATH, an earlier step's prefix) it builds nothing.
// The build reuses the tree heddle's test command built ($HEDDLE_BUILD_DIR, default build/):
// configure + ninja (nothing to rebuild) + `cmake --install` — the same commands a fresh
// runner runs, minus the compile time. When it cannot build (no cmake; packages missing and
// no root), the step fails with what is missing and how to fix it.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeCacheService } from './support/fake-cache.js';
import { FakeGitHub } from './support/fake-github.js';
import { copyAction, heddleHome, REPO_ROOT, runAction, type ActionRun } from './support/run-action.js';
import { cannotRunAsNobody, NOBODY, pathWithout } from './support/runner-env.js';
import { buildCommand, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';
import { tempDir } from './support/temp-dirs.js';

const tree = heddleHome();
const reusableTree = existsSync(join(tree, 'CMakeCache.txt')) && existsSync(join(tree, 'bin', 'heddle'));
/** The runner's PATH without any directory that holds a heddle: "nothing installed". */
const pathWithoutHeddle = (process.env.PATH ?? '').split(delimiter).filter((d) => d !== '' && !existsSync(join(d, 'heddle'))).join(delimiter);

function scratch(): ScratchRepo {
  const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
  repo.commit('one violation');
  chmodSync(repo.dir, 0o755); // readable by another user (the no-root case)
  return repo;
}

const inputs = { 'build-command': buildCommand(['app']), 'fail-on': 'never' };
const building = /Build heddle \(not installed\) into (.+)/;

function assertUsed(run: ActionRun, bin: string, how: string): void {
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.ok(run.stdout.includes(`heddle: using ${bin} (${how})`), `expected "using ${bin} (${how})" in:\n${run.stdout}`);
  assert.equal(run.outputs['total-results'], '1', 'the heddle it used compiled, ran and found the violation');
}

describe('installing heddle when it is not present', { skip: reusableTree ? false : `no configured heddle build tree at ${tree} to reuse (a full build in a test is too slow; run scripts/build.sh)` }, () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());
  const env = { PATH: pathWithoutHeddle, HEDDLE_BUILD_DIR: tree };
  let installed = '';

  it('builds heddle from its own checkout into $RUNNER_TEMP/heddle and uses that install', async () => {
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: false, env });
    const prefix = join(run.runnerTemp, 'heddle');
    assert.equal(building.exec(run.stdout)?.[1], prefix, run.stdout);
    assert.match(run.stdout, new RegExp(`-S ${REPO_ROOT} -B ${tree}`), 'configured the checkout the action runs from, in the reused tree');
    for (const f of ['bin/heddle', 'bin/heddle-cc', 'bin/heddle-c++', 'lib/heddle_pass.so', 'lib/libheddle.a', 'include/heddle.h', 'lib/cmake/Heddle/HeddleConfig.cmake']) {
      assert.ok(existsSync(join(prefix, f)), `installed ${f}`);
    }
    assertUsed(run, join(prefix, 'bin'), "built from the action's checkout");
    installed = prefix;
  });

  it('builds into HEDDLE_HOME when that directory holds no heddle yet (the directory to cache)', async () => {
    const home = tempDir('heddle-home');
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: home, env });
    assert.equal(building.exec(run.stdout)?.[1], home, run.stdout);
    assertUsed(run, join(home, 'bin'), "built from the action's checkout");
  });

  it('uses an install tree in HEDDLE_HOME without building', async () => {
    assert.ok(installed, 'the first test installed heddle');
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: installed, env });
    assert.doesNotMatch(run.stdout, building);
    assertUsed(run, join(installed, 'bin'), 'HEDDLE_HOME');
  });

  it('uses heddle found on PATH without building', async () => {
    assert.ok(installed, 'the first test installed heddle');
    const bin = join(installed, 'bin');
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: false, env: { ...env, PATH: `${bin}${delimiter}${pathWithoutHeddle}` } });
    assert.doesNotMatch(run.stdout, building);
    assertUsed(run, bin, 'found on PATH');
  });
});

describe('the Actions cache', { skip: reusableTree ? false : `no configured heddle build tree at ${tree} to reuse` }, () => {
  const api = new FakeGitHub();
  const cacheService = new FakeCacheService();
  before(async () => {
    await api.start();
    await cacheService.start();
  });
  after(async () => {
    await api.stop();
    await cacheService.stop();
  });
  const env = { PATH: pathWithoutHeddle, HEDDLE_BUILD_DIR: tree, ACTIONS_CACHE_URL: '', ACTIONS_RUNTIME_TOKEN: 'runtime-token' };

  // One HEDDLE_HOME for every job, as $RUNNER_TEMP is on a runner: a cache entry belongs to the paths it holds.
  const home = tempDir('heddle-cached-home');
  const emptyHome = () => {
    rmSync(home, { recursive: true });
    mkdirSync(home);
  };

  it('saves the heddle it builds; a later job restores it instead of building, and checks that heddle-cc works', async () => {
    const withCache = { ...env, ACTIONS_CACHE_URL: cacheService.url };
    const cold = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: home, env: withCache });
    assert.equal(building.exec(cold.stdout)?.[1], home, cold.stdout);
    assertUsed(cold, join(home, 'bin'), "built from the action's checkout");
    const [key, ...more] = cacheService.keys();
    assert.deepEqual(more, []);
    assert.match(key ?? '', /^heddle-[a-z0-9._-]+-x64-llvm16-[0-9a-f]{20}$/, 'keyed on OS, architecture, LLVM and the heddle sources');

    // The next job: a runner without heddle in HEDDLE_HOME.
    emptyHome();
    const warm = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: home, env: withCache });
    assert.doesNotMatch(warm.stdout, building);
    assertUsed(warm, join(home, 'bin'), `restored from the Actions cache, key ${key}`);
    assert.equal(cacheService.keys().length, 1, 'a hit saves nothing');
  });

  it('checks the restored heddle before use: without clang-16 it stops naming the cache entry and what heddle-cc lacks', async () => {
    const [key] = cacheService.keys();
    assert.ok(key, 'the first test saved heddle');
    const noClang = pathWithout(/^clang(\+\+)?-16$/, pathWithoutHeddle);
    emptyHome();
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: home, env: { ...env, PATH: noClang, ACTIONS_CACHE_URL: cacheService.url } });
    assert.equal(run.status, 1, run.stdout);
    assert.doesNotMatch(run.stdout, building);
    const error = run.commands.find((c) => c.command === 'error')?.message ?? '';
    assert.match(error, new RegExp(`heddle-cc \\(\\S+, restored from the Actions cache, key ${key}\\) cannot build a program here: .*clang-16`));
    assert.doesNotMatch(error, /the project's build failed/);
  });

  it('cache: false neither restores nor saves', async () => {
    const home = tempDir('heddle-uncached-home');
    const requests = cacheService.requests.length;
    const run = await runAction({ workspace: scratch().dir, apiUrl: api.url, inputs: { ...inputs, cache: 'false' }, refName: 'main', heddleHome: home, env: { ...env, ACTIONS_CACHE_URL: cacheService.url } });
    assert.equal(building.exec(run.stdout)?.[1], home);
    assert.equal(cacheService.requests.length, requests);
  });
});

describe('when heddle cannot be built', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('without cmake: says what is missing and how to fix it, and writes no SARIF', async () => {
    const emptyPath = tempDir('heddle-empty-path');
    const repo = scratch();
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: false, env: { PATH: emptyPath } });
    assert.equal(run.status, 1);
    const error = run.commands.find((c) => c.command === 'error')?.message ?? '';
    assert.match(error, /heddle is not installed and cannot be built here: cmake is not on PATH/);
    assert.match(error, /build-dependencies\.txt/, 'names the package list');
    assert.match(error, /set HEDDLE_HOME/, 'offers the other way');
    assert.match(run.summary, /stopped before any result/);
    assert.ok(!existsSync(join(repo.dir, 'heddle-results.sarif')), 'no SARIF pretending success');
  });

  // A checkout of the action whose package list names a package this machine lacks, run by a
  // user who is not root and has no sudo: the action must not try, but print the apt-get command.
  it('with Debian packages missing and no root: prints the apt-get command to add', { skip: cannotRunAsNobody() }, async () => {
    const { root: checkout, bundle } = copyAction();
    writeFileSync(join(checkout, 'ci-action', 'build-dependencies.txt'), 'cmake   # installed here\nheddle-test-absent-package  # not a Debian package\n');
    chmodSync(checkout, 0o755);
    const repo = scratch();
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs, refName: 'main', heddleHome: false, bundle, user: NOBODY, env: { PATH: pathWithoutHeddle } });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const error = run.commands.find((c) => c.command === 'error')?.message ?? '';
    assert.match(error, /building it needs Debian packages that are missing: heddle-test-absent-package\./);
    assert.match(error, /runs as user 65534 without root or password-less sudo/);
    assert.match(error, /"sudo apt-get update && sudo apt-get install -y heddle-test-absent-package"/);
    assert.doesNotMatch(run.stdout, /apt-get update -qq/, 'did not try to install');
    assert.ok(!existsSync(join(repo.dir, 'heddle-results.sarif')));
  });
});
