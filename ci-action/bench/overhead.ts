// Benchmark (not a test): the action's own added wall time over a plain build-and-run of
// the same manifest. Both sides do the same work — the same build command with heddle's
// compilers, then `heddle run` of every manifest entry — and the action adds its own: the
// Node start-up, manifest parsing, merge and baseline, the REST calls (to the recording
// server on 127.0.0.1), annotations and the summary. Runs interleave; medians and spread print.
// Usage: npm run bench -w ci-action [-- --reps 5 --entries 4]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FakeGitHub } from '../test/support/fake-github.js';
import { heddleHome, runAction } from '../test/support/run-action.js';
import { buildCommand, hunk, programSource, ScratchRepo } from '../test/support/scratch-repo.js';

const { values } = parseArgs({ options: { reps: { type: 'string', default: '5' }, entries: { type: 'string', default: '4' } } });
const reps = Number(values.reps);
const entries = Number(values.entries);

const { text, violationLines } = programSource({ violations: 3 });
const repo = new ScratchRepo().write('app.c', text);
const manifest = ['entries:', ...Array.from({ length: entries }, (_, i) => `  - { name: run-${i + 1}, run: build/app, timeout: 300 }`)].join('\n');
const sha = repo.write('.github/heddle.yml', `${manifest}\n`).commit('bench');
const build = buildCommand(['app']);
const home = heddleHome();

function plain(): number {
  const started = performance.now();
  const env = { ...process.env, CC: join(home, 'bin', 'heddle-cc'), CXX: join(home, 'bin', 'heddle-c++') };
  execFileSync('bash', ['-eo', 'pipefail', '-c', build], { cwd: repo.dir, env, stdio: 'ignore' });
  const out = mkdtempSync(join(tmpdir(), 'heddle-bench-'));
  for (let i = 0; i < entries; i++) {
    spawnSync(join(home, 'bin', 'heddle'), ['run', '--out', join(out, `${i}.sarif`), '--srcroot', repo.dir, '--', join(repo.dir, 'build', 'app')], { cwd: repo.dir, stdio: 'ignore' });
  }
  return performance.now() - started;
}

async function action(api: FakeGitHub): Promise<number> {
  const started = performance.now();
  const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': build }, pullRequest: { number: 1, headSha: sha, baseRef: 'main' } });
  if (run.status !== 1 || run.outputs['total-results'] === undefined) throw new Error(`unexpected action run: ${run.status}\n${run.stdout}`);
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
const fmt = (ms: number) => `${(ms / 1000).toFixed(3)} s`;

const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk(violationLines) }] });
await api.start();
try {
  await action(api); // warm-up: file caches, first compile
  const plainMs: number[] = [];
  const actionMs: number[] = [];
  for (let i = 0; i < reps; i++) {
    plainMs.push(plain());
    actionMs.push(await action(api));
  }
  const added = actionMs.map((a, i) => a - plainMs[i]!);
  console.log(`heddle runtime: ${home}`);
  console.log(`manifest: ${entries} entries; ${reps} interleaved repetitions\n`);
  console.log('| measurement | median | spread (max-min) |');
  console.log('| --- | ---: | ---: |');
  console.log(`| plain build + heddle run of the manifest | ${fmt(median(plainMs))} | ${fmt(spread(plainMs))} |`);
  console.log(`| the action, same manifest | ${fmt(median(actionMs))} | ${fmt(spread(actionMs))} |`);
  console.log(`| added by the action | ${fmt(median(added))} | ${fmt(spread(added))} |`);
  console.log(`\nREST requests per action run: ${api.requests.length / (reps + 1)}`);
} finally {
  await api.stop();
}
