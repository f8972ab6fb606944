// Shared test helpers: fixture paths, temp files, the real SARIF SDK validator, golden files.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSarifFileSync, serializeSarif, type Log } from '../src/index.js';

export const here = dirname(fileURLToPath(import.meta.url));
export const packageDir = resolve(here, '..');
export const repoRoot = resolve(packageDir, '..');
export const multitool = join(repoRoot, 'node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool');

export const fixturePath = (name: string) => join(here, 'fixtures', name);
export const fixture = (name: string): Log => readSarifFileSync(fixturePath(name));

let scratch: string | undefined;
/** A per-process scratch directory, removed when the process (one test file's: node:test runs each apart) exits. */
export function scratchDir(): string {
  if (scratch === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'heddle-sarif-test-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    scratch = dir;
  }
  return scratch;
}

export function writeLog(name: string, log: Log): string {
  const path = join(scratchDir(), name);
  writeFileSync(path, serializeSarif(log));
  return path;
}

/** Runs scripts/sarif-validate.sh (SARIF SDK: SARIF rules and GitHub rules) and fails on any error. */
export function assertSdkValid(...paths: string[]): void {
  const run = spawnSync('bash', [join(repoRoot, 'scripts/sarif-validate.sh'), ...paths], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(run.status, 0, `SARIF SDK validation failed:\n${run.stdout}\n${run.stderr}`);
}

/** Compares with test/golden/NAME; UPDATE_GOLDEN=1 rewrites the file instead. */
export function assertGolden(name: string, actual: string): void {
  const path = join(here, 'golden', name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  assert.ok(existsSync(path), `golden file ${path} is missing; run with UPDATE_GOLDEN=1 to create it`);
  assert.equal(actual, readFileSync(path, 'utf8'), `output differs from golden file ${path} (UPDATE_GOLDEN=1 to accept)`);
}

/** Result counts per run, for compact assertions. */
export const resultCounts = (log: Log) => log.runs.map((run) => run.results?.length ?? 0);
