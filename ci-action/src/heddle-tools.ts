// Finds heddle's executables, building them from the heddle checkout the action runs
// from when they are missing (a runner starts with nothing installed).
// Lookup order for each tool: $HEDDLE_HOME/bin, PATH, the checkout's build/bin (or
// node_modules/.bin for heddle-lint); then build once and look in the checkout again.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import { exec } from '@actions/exec';
import * as io from '@actions/io';
import { UserError } from './errors.js';

export interface HeddleTools {
  heddle: string;
  cc: string;
  cxx: string;
}

/** The heddle repository root: dist/index.js (bundled) or src/*.ts (tests) sit two levels below it. */
export function heddleCheckout(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

async function find(name: string, checkoutDirs: string[]): Promise<string | undefined> {
  const home = process.env.HEDDLE_HOME;
  if (home) {
    const p = join(home, 'bin', name);
    if (existsSync(p)) return p;
  }
  const onPath = await io.which(name, false);
  if (onPath) return onPath;
  return checkoutDirs.map((d) => join(d, name)).find((p) => existsSync(p));
}

async function findRuntime(root: string): Promise<HeddleTools | undefined> {
  const dirs = [join(root, 'build', 'bin')];
  const [heddle, cc, cxx] = await Promise.all(['heddle', 'heddle-cc', 'heddle-c++'].map((n) => find(n, dirs)));
  return heddle && cc && cxx ? { heddle, cc, cxx } : undefined;
}

export async function ensureRuntime(): Promise<HeddleTools> {
  const root = heddleCheckout();
  const found = await findRuntime(root);
  if (found) return found;
  await core.group('Build heddle (not installed)', async () => {
    // bootstrap.sh installs Debian packages, which needs root; hosted runners give sudo.
    const bootstrap = ['bash', join(root, 'scripts', 'bootstrap.sh')];
    const [cmd, args] = process.getuid?.() === 0 ? ['bash', bootstrap.slice(1)] : ['sudo', ['-E', ...bootstrap]];
    await runOrExplain(cmd, args, root, 'installing heddle\'s build dependencies');
    await runOrExplain('cmake', ['-S', root, '-B', join(root, 'build'), '-G', 'Ninja', '-DCMAKE_BUILD_TYPE=RelWithDebInfo'], root, 'configuring heddle');
    await runOrExplain('cmake', ['--build', join(root, 'build')], root, 'building heddle');
  });
  const built = await findRuntime(root);
  if (!built) throw new UserError(`heddle was built in ${join(root, 'build')} but build/bin has no heddle, heddle-cc and heddle-c++; set HEDDLE_HOME to an installed heddle`);
  return built;
}

/** How to start heddle-lint: an executable, or node with the checkout's bundle. */
export interface LinterCommand {
  command: string;
  args: string[];
}

async function findLinter(root: string): Promise<LinterCommand | undefined> {
  const bin = await find('heddle-lint', [join(root, 'node_modules', '.bin')]);
  // npm's bin link may point at a bundle built after `npm ci`, without the execute bit: run .js with node.
  if (bin) return /\.[cm]?js$/.test(realpathSync(bin)) ? { command: process.execPath, args: [realpathSync(bin)] } : { command: bin, args: [] };
  // npm links workspace bins only if the bundle existed at install time; run the bundle directly.
  const bundle = join(root, 'annotation-lint', 'dist', 'heddle-lint.js');
  return existsSync(bundle) ? { command: process.execPath, args: [bundle] } : undefined;
}

export async function ensureLinter(): Promise<LinterCommand> {
  const root = heddleCheckout();
  const found = await findLinter(root);
  if (found) return found;
  await core.group('Build heddle-lint (not installed)', async () => {
    await runOrExplain('npm', ['ci', '--no-audit', '--no-fund'], root, 'installing heddle-lint\'s packages');
    await runOrExplain('npm', ['run', 'build', '-w', 'annotation-lint'], root, 'building heddle-lint');
  });
  const built = await findLinter(root);
  if (!built) throw new UserError(`heddle-lint was built but ${join(root, 'annotation-lint', 'dist', 'heddle-lint.js')} does not exist; set HEDDLE_HOME to an installed heddle`);
  return built;
}

async function runOrExplain(cmd: string, args: string[], cwd: string, what: string): Promise<void> {
  const status = await exec(cmd, args, { cwd, ignoreReturnCode: true });
  if (status !== 0) throw new UserError(`${what} failed (${cmd} exited with ${status}); see the log above, or install heddle and set HEDDLE_HOME`);
}
