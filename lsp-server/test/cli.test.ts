// The command line editors start: the npm bin `heddle-lsp` runs the bundle, explains itself, and refuses
// to start without a transport instead of waiting on a stream nobody writes to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBundle, packageDir } from './support/server-bundle.js';

// The file the package's `bin` field declares, run as npm's link would run it (shebang + execute bit). Not the
// node_modules/.bin link itself: `npm ci` creates none for a bundle built after the install.
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { bin: Record<string, string> };
const bin = join(packageDir, manifest.bin['heddle-lsp'] ?? 'missing-bin-entry');

test('heddle-lsp --help prints the usage and exits 0', () => {
  ensureServerBundle();
  const run = spawnSync(bin, ['--help'], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^usage: heddle-lsp --stdio/);
});

test('heddle-lsp without a transport says so and exits 2', () => {
  ensureServerBundle();
  const run = spawnSync(bin, [], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /heddle-lsp: no transport given/);
});
