// actionlint (github.com/rhysd/actionlint), the workflow linter, for checking the docs'
// example workflows. It is a Go program: found on PATH, in $ACTIONLINT, in Go's bin
// directory, or in this test's cache; else built once with `go install` from the Go module
// proxy into ~/.cache/heddle/actionlint-<version>/ (Go is on the project's machines and CI;
// the cache keeps later runs offline). Without Go, or when the install fails, the caller skips
// and says why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

export const ACTIONLINT_MODULE = 'github.com/rhysd/actionlint/cmd/actionlint';
export const ACTIONLINT_VERSION = 'v1.7.12';

const cacheBin = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'heddle', `actionlint-${ACTIONLINT_VERSION}`);

function onPath(name: string): string | undefined {
  return (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((d) => join(d, name)).find((p) => existsSync(p));
}

function goBin(): string | undefined {
  const r = spawnSync('go', ['env', 'GOBIN', 'GOPATH'], { encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  const [gobin, gopath] = r.stdout.split('\n');
  return gobin || (gopath ? join(gopath.split(delimiter)[0]!, 'bin') : undefined);
}

/** The actionlint binary, or why there is none. */
export function findOrInstallActionlint(): { path: string } | { missing: string } {
  const found = [process.env.ACTIONLINT, onPath('actionlint'), join(cacheBin, 'actionlint')].find((p) => p && existsSync(p));
  if (found) return { path: found };
  const bin = goBin();
  if (bin === undefined) return { missing: `actionlint is not installed and there is no Go to build it (go install ${ACTIONLINT_MODULE}@${ACTIONLINT_VERSION})` };
  if (existsSync(join(bin, 'actionlint'))) return { path: join(bin, 'actionlint') };
  const r = spawnSync('go', ['install', `${ACTIONLINT_MODULE}@${ACTIONLINT_VERSION}`], { encoding: 'utf8', env: { ...process.env, GOBIN: cacheBin }, timeout: 600_000 });
  if (r.status !== 0 || !existsSync(join(cacheBin, 'actionlint'))) {
    return { missing: `go install ${ACTIONLINT_MODULE}@${ACTIONLINT_VERSION} failed (status ${r.status}): ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' ')}` };
  }
  return { path: join(cacheBin, 'actionlint') };
}
