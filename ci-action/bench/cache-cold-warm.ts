// Benchmark (not a test): a cold job (no heddle anywhere: the action builds it from an empty build
// tree and saves it to the Actions cache) against a warm one (a fresh HEDDLE_HOME: the action
// restores heddle from the cache and checks heddle-cc). The cache service is the tests' stand-in
// on 127.0.0.1 (test/support/fake-cache.ts), so the warm figure has no network transfer in it: the
// archive size printed lets one add a runner's download time. Packages are installed already here,
// so the cold figure has no apt-get in it either (a hosted runner adds its LLVM install).
// Usage: npm run bench:cache -w ci-action
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { FakeCacheService } from '../test/support/fake-cache.js';
import { FakeGitHub } from '../test/support/fake-github.js';
import { runAction } from '../test/support/run-action.js';
import { buildCommand, MANIFEST, programSource, ScratchRepo } from '../test/support/scratch-repo.js';

const api = new FakeGitHub();
const cacheService = new FakeCacheService();
await api.start();
await cacheService.start();
const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
repo.commit('one violation');
const home = mkdtempSync(join(tmpdir(), 'heddle-bench-home-'));
const tree = mkdtempSync(join(tmpdir(), 'heddle-bench-tree-'));
const path = (process.env.PATH ?? '').split(delimiter).filter((d) => d !== '' && !existsSync(join(d, 'heddle'))).join(delimiter);
const env = { PATH: path, HEDDLE_BUILD_DIR: tree, ACTIONS_CACHE_URL: cacheService.url, ACTIONS_RUNTIME_TOKEN: 'bench' };

async function job(label: string): Promise<void> {
  const started = performance.now();
  const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'fail-on': 'never' }, refName: 'main', heddleHome: home, env });
  const seconds = (performance.now() - started) / 1000;
  const how = /heddle: using \S+ \(([^)]*)\)/.exec(run.stdout)?.[1] ?? `status ${run.status}`;
  console.log(`${label}: ${seconds.toFixed(1)} s (${how}), total-results ${run.outputs['total-results']}`);
}

try {
  await job('cold');
  const archive = cacheService.archiveSizes()[0] ?? 0;
  console.log(`cache archive: ${(archive / 1024 / 1024).toFixed(1)} MiB`);
  rmSync(home, { recursive: true });
  mkdirSync(home);
  await job('warm');
} finally {
  await api.stop();
  await cacheService.stop();
  rmSync(tree, { recursive: true, force: true });
}
