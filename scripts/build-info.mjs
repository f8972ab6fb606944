// What every Node bundle bakes in for `--version` and SARIF's tool.driver: the version and homepage of the
// workspace's package.json (the one source of truth; CMake reads the same fields for the native tools)
// and the git commit of the source tree at build time (runtime/reporter/commit.cmake does the same for
// `heddle --version`). Outside a git checkout (a source tarball) the commit is "unknown".
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {{ version: string, commit: string, homepage: string }} */
export function buildInfo() {
  const manifest = JSON.parse(readFileSync(join(top, 'package.json'), 'utf8'));
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['-C', top, 'rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || commit;
  } catch {
    // not a git checkout, or no git: "unknown" says so
  }
  return { version: manifest.version, commit, homepage: manifest.homepage };
}
