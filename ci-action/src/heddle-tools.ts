// Finds heddle's executables, building heddle from the checkout the action runs from
// when none is installed (a runner starts with nothing; build-heddle.ts).
// The runtime (heddle, heddle-cc, heddle-c++, always from one bin/ directory):
//   1. $HEDDLE_HOME/bin when HEDDLE_HOME is set — and when it holds no heddle, heddle is
//      built and installed there (cache that directory with actions/cache to skip the build);
//   2. else PATH;
//   3. else $RUNNER_TEMP/heddle, where it is built and installed if not there yet.
// heddle-lint: $HEDDLE_HOME/bin, PATH, the checkout's node_modules/.bin or bundle, else built.
import { existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import * as io from '@actions/io';
import { buildHeddle, runStep } from './build-heddle.js';
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

/** The runtime's three executables in `bin`, if all are there. */
function runtimeIn(bin: string): HeddleTools | undefined {
  const tools = { heddle: join(bin, 'heddle'), cc: join(bin, 'heddle-cc'), cxx: join(bin, 'heddle-c++') };
  return Object.values(tools).every((p) => existsSync(p)) ? tools : undefined;
}

async function runtimeOnPath(): Promise<HeddleTools | undefined> {
  const heddle = await io.which('heddle', false);
  return heddle ? runtimeIn(dirname(heddle)) : undefined;
}

function using(tools: HeddleTools, how: string): HeddleTools {
  core.info(`heddle: using ${dirname(tools.heddle)} (${how})`);
  return tools;
}

export async function ensureRuntime(): Promise<HeddleTools> {
  const home = process.env.HEDDLE_HOME;
  if (!home) {
    const onPath = await runtimeOnPath();
    if (onPath) return using(onPath, 'found on PATH');
  }
  const prefix = resolve(home || join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle'));
  const installed = runtimeIn(join(prefix, 'bin'));
  if (installed) return using(installed, home ? 'HEDDLE_HOME' : 'installed by an earlier step of this job');
  await buildHeddle(heddleCheckout(), prefix);
  const built = runtimeIn(join(prefix, 'bin'));
  if (!built) throw new UserError(`heddle was built and installed into ${prefix}, but ${join(prefix, 'bin')} lacks heddle, heddle-cc or heddle-c++; set HEDDLE_HOME to an installed heddle`);
  return using(built, 'built from the action\'s checkout');
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
    // Only annotation-lint's dependencies: the whole workspace would pull in the editor's test tools.
    await runStep('npm', ['ci', '--no-audit', '--no-fund', '-w', 'annotation-lint'], 'installing heddle-lint\'s packages', root);
    await runStep('npm', ['run', 'build', '-w', 'annotation-lint'], 'building heddle-lint', root);
  });
  const built = await findLinter(root);
  if (!built) throw new UserError(`heddle-lint was built but ${join(root, 'annotation-lint', 'dist', 'heddle-lint.js')} does not exist; set HEDDLE_HOME to an installed heddle`);
  return built;
}

