// The runner executes the committed dist/ (index.js, the bundled heddle-lint.js, their shared
// chunk and the two wasm files heddle-lint loads), not src/: a source change (here, or in
// @heddle/sarif or @heddle/annotation-lint, which are bundled) without a rebuilt, committed dist/
// would ship the old action. In a git checkout the build of the committed sources
// (build.mjs --from-head) is compared file by file with the committed dist/, and no committed file
// may be missing from the build or left over; outside git, the working tree's build with the files on disk.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { PACKAGE_DIR, REPO_ROOT } from './support/run-action.js';
import { tempDir } from './support/temp-dirs.js';

const DIST = join(PACKAGE_DIR, 'dist');
const STALE = 'ci-action/dist/ is stale: commit the sources, run `node ci-action/build.mjs --from-head` and commit ci-action/dist/ (additions and deletions)';

function git(args: string[]): Buffer | undefined {
  const r = spawnSync('git', args, { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  return r.status === 0 ? r.stdout : undefined;
}

/** The committed dist/: file name → content, or undefined outside a git checkout. */
function committedDist(): Map<string, Buffer> | undefined {
  const names = git(['ls-tree', '--name-only', 'HEAD', 'ci-action/dist/'])?.toString('utf8').split('\n').filter(Boolean);
  if (!names || names.length === 0) return undefined;
  return new Map(names.map((path) => [path.slice('ci-action/dist/'.length), git(['show', `HEAD:${path}`])!]));
}

function filesIn(dir: string): Map<string, Buffer> {
  return new Map(readdirSync(dir).sort().map((name) => [name, readFileSync(join(dir, name))]));
}

it('the committed dist/ is the build of the current sources, file by file', () => {
  const committed = committedDist();
  const fresh = tempDir('heddle-dist');
  const r = spawnSync(process.execPath, [join(PACKAGE_DIR, 'build.mjs'), fresh, ...(committed ? ['--from-head'] : [])], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const built = filesIn(fresh);
  const expected = committed ?? filesIn(DIST);
  assert.deepEqual([...built.keys()].sort(), [...expected.keys()].sort(), STALE);
  for (const [name, content] of built) assert.ok(content.equals(expected.get(name)!), `${name} differs. ${STALE}`);
  for (const name of ['index.js', 'heddle-lint.js', 'web-tree-sitter.wasm', 'tree-sitter-c.wasm', 'tree-sitter-cpp.wasm']) assert.ok(built.has(name), `the build writes ${name}`);
});
