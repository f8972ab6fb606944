// The native heddle tools of the build tree (scripts/test.sh builds them before the
// TypeScript tests), for tests that need the real runtime's output.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildDir = resolve(top, process.env['HEDDLE_BUILD_DIR'] ?? 'build');
export const fixtureDir = join(top, 'vscode-extension', 'test', 'e2e', 'fixture');

/**
 * The fixture (racy.c) is written for PUSh's sharing policies: the unit tests run its programs in strict mode
 * (unannotated memory private to one thread), as the runtime's policy lit suites do, so its unannotated `hits` is a
 * sharing-violation rather than race mode's data race. (The e2e editor runs them in the default race mode.)
 */
export const STRICT_MODE_ENV = { HEDDLE_OPTIONS: 'unannotated=private' } as const;

export function heddleTool(name: 'heddle' | 'heddle-cc'): string {
  const path = join(buildDir, 'bin', name);
  if (!existsSync(path)) throw new Error(`${path} is missing: build the runtime first (cmake -S . -B build -G Ninja && cmake --build build, or set HEDDLE_BUILD_DIR)`);
  return path;
}

/**
 * Builds the fixture's racy.c, as it is after the e2e test's quick fix (the policy name
 * corrected, so it compiles), with heddle-cc into `dir`. Returns the program's path.
 */
export function buildFixtureProgram(dir: string, source = join(fixtureDir, 'racy.c')): string {
  const fixed = join(dir, 'racy.c');
  if (resolve(source) !== resolve(fixed)) writeFileSync(fixed, readFileSync(source, 'utf8').replace('HEDDLE_READSHARED', 'HEDDLE_READ_SHARED'));
  const program = join(dir, 'racy');
  const cc = spawnSync(heddleTool('heddle-cc'), ['-g', '-O0', '-I', join(top, 'runtime', 'include'), fixed, '-o', program, '-lpthread'], { encoding: 'utf8' });
  if (cc.status !== 0) throw new Error(`heddle-cc failed (${cc.status}):\n${cc.stderr}`);
  return program;
}
