// One version for every heddle tool: the workspace's package.json is the source of truth (CMake and the
// bundles read it); each workspace package's own version (npm, the .vsix) must say the same.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildInfo, versionLine } from '../src/index.js';

const top = join(import.meta.dirname, '..', '..');
const root = JSON.parse(readFileSync(join(top, 'package.json'), 'utf8')) as { version: string; homepage: string; workspaces: string[] };

test('every workspace package has the version of the top package.json', () => {
  for (const ws of root.workspaces) {
    const { version } = JSON.parse(readFileSync(join(top, ws, 'package.json'), 'utf8')) as { version: string };
    assert.equal(version, root.version, `${ws}/package.json: version ${version}; set it to ${root.version} (the top package.json's)`);
  }
});

test('unbundled code reads the version and homepage from the top package.json', () => {
  assert.deepEqual(buildInfo(), { version: root.version, commit: 'source', homepage: root.homepage });
  assert.equal(versionLine('heddle-sarif'), `heddle-sarif ${root.version} (commit source)`);
  assert.match(root.homepage, /^https:\/\//, 'SARIF informationUri must be an absolute URI');
});
