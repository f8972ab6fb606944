// Benchmark (not a test): a cold job (no heddle anywhere: the action builds it from an empty build
// tree and saves it to the Actions cache) against a warm one (a fresh HEDDLE_HOME: the action
// restores heddle from the cache and checks heddle-cc). The cache service is the tests' stand-in
// on 127.0.0.1 (test/support/fake-cache.ts), so the warm figure has no network transfer in it: the
// archive size printed lets one add a runner's download time.
//   - By default both jobs run on this machine, whose packages are installed already: the cold
//     figure has no apt-get in it (a hosted runner adds its LLVM install).
//   - `--bare DIR` (scripts/ci-action-bare-jobs.sh prepares DIR): each job runs in its own bare root
//     file system, DIR/cold and DIR/warm (Debian minbase with only Node 24 added, /proc, /dev and
//     /tmp mounted), with the action checked out at DIR/action: the cold job installs the build
//     packages with apt-get and builds heddle, the warm one restores heddle and installs what
//     heddle-cc needs to use it.
// Prints wall time and the action's CPU time (user + sys, its children included) per job.
// Usage: npm run bench:cache -w ci-action [-- --bare DIR]
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { FakeCacheService } from '../test/support/fake-cache.js';
import { FakeGitHub } from '../test/support/fake-github.js';
import { runAction } from '../test/support/run-action.js';
import { buildCommand, MANIFEST, programSource, ScratchRepo } from '../test/support/scratch-repo.js';

const bareAt = process.argv.indexOf('--bare');
const bare = bareAt > 0 ? resolve(process.argv[bareAt + 1] ?? '') : undefined;
if (bare && !existsSync(join(bare, 'action', 'ci-action', 'dist', 'index.js'))) {
  console.error(`--bare ${bare}: no action checkout at ${bare}/action (prepare DIR with scripts/ci-action-bare-jobs.sh)`);
  process.exit(2);
}

const api = new FakeGitHub();
const cacheService = new FakeCacheService();
await api.start();
await cacheService.start();
const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', MANIFEST);
repo.commit('one violation');
const home = mkdtempSync(join(tmpdir(), 'heddle-bench-home-'));
const tree = mkdtempSync(join(tmpdir(), 'heddle-bench-tree-'));
const scratch = mkdtempSync(join(tmpdir(), 'heddle-bench-'));
const hostPath = (process.env.PATH ?? '').split(delimiter).filter((d) => d !== '' && !existsSync(join(d, 'heddle'))).join(delimiter);
// A bare root has Debian's PATH; heddle is built in the action's checkout there, as on a runner.
const env: NodeJS.ProcessEnv = bare
  ? { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', HOME: '/root', ACTIONS_CACHE_URL: cacheService.url, ACTIONS_RUNTIME_TOKEN: 'bench' }
  : { PATH: hostPath, HEDDLE_BUILD_DIR: tree, ACTIONS_CACHE_URL: cacheService.url, ACTIONS_RUNTIME_TOKEN: 'bench' };

/**
 * The "node" the job runs with: a launcher that runs the action's Node under `time` (CPU of the whole
 * job, children included), inside `root` when given. Written in JavaScript, not sh: a shell drops the
 * runner's INPUT_* variables whose names hold a "-" (INPUT_BUILD-COMMAND).
 */
function nodeLauncher(label: string, root: string | undefined): { node: string; times: string } {
  const times = join(scratch, `${label}.time`);
  const node = join(scratch, `${label}-node.mjs`);
  const inner = root ? ['chroot', root, '/usr/bin/env', '-C', '<cwd>', '/usr/local/bin/node'] : [process.execPath];
  writeFileSync(
    node,
    [
      `#!${process.execPath}`,
      "import { spawnSync } from 'node:child_process';",
      `const inner = ${JSON.stringify(inner)}.map((a) => (a === '<cwd>' ? process.cwd() : a));`,
      `const run = spawnSync('/usr/bin/time', ['-f', '%U %S', '-o', ${JSON.stringify(times)}, ...inner, ...process.argv.slice(2)], { stdio: 'inherit' });`,
      'process.exit(run.status ?? 1);',
      '',
    ].join('\n'),
  );
  chmodSync(node, 0o755);
  return { node, times };
}

async function job(label: string): Promise<void> {
  const { node, times } = nodeLauncher(label, bare && join(bare, label));
  const started = performance.now();
  const run = await runAction({
    workspace: repo.dir,
    apiUrl: api.url,
    inputs: { 'build-command': buildCommand(['app']), 'fail-on': 'never' },
    refName: 'main',
    heddleHome: home,
    env,
    node,
    bundle: bare && join(bare, 'action', 'ci-action', 'dist', 'index.js'),
  });
  const seconds = (performance.now() - started) / 1000;
  const [user, sys] = readFileSync(times, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  const how = /heddle: using \S+ \(([^)]*)\)/.exec(run.stdout)?.[1] ?? `status ${run.status}`;
  const installed = [...run.stdout.matchAll(/heddle: installing (.*)/g)].map((m) => m[1]).join('; ');
  console.log(`${label}: ${seconds.toFixed(1)} s wall, ${(user! + sys!).toFixed(1)} s CPU (${how}), total-results ${run.outputs['total-results']}${installed ? `; apt-get installed: ${installed}` : ''}`);
  if (run.outputs['total-results'] === undefined) console.log(run.stdout.split('\n').slice(-40).join('\n'));
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
  for (const dir of [tree, scratch, home, repo.dir]) rmSync(dir, { recursive: true, force: true });
}
