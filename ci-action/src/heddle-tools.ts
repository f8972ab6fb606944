// Finds heddle's executables, building heddle from the checkout the action runs from
// when none is installed (a runner starts with nothing; build-heddle.ts).
// The runtime (heddle, heddle-cc, heddle-c++, always from one bin/ directory):
//   1. $HEDDLE_HOME/bin when HEDDLE_HOME is set — and when it holds no heddle, heddle is
//      restored there from the Actions cache or built and installed there;
//   2. else PATH;
//   3. else $RUNNER_TEMP/heddle, restored from the Actions cache (heddle-cache.ts) or built
//      and installed if not there yet, then saved to the cache.
// A heddle found or restored skipped the package installation a build does, so heddle-cc must
// show it can build a program here (toolchain-check.ts); the packages it needs ("use" in
// build-dependencies.txt) are installed when missing, or named in the error.
// heddle-lint: $HEDDLE_HOME/bin, PATH, else the one bundled in the action's dist/ (never built).
import { existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import * as io from '@actions/io';
import { buildHeddle, installPackages, listedPackages } from './build-heddle.js';
import type { Cancellation } from './cancellation.js';
import { UserError } from './errors.js';
import { cacheAvailable, heddleCacheKey, restoreHeddle, saveHeddle } from './heddle-cache.js';
import { toolchainProblem } from './toolchain-check.js';

export interface HeddleTools {
  heddle: string;
  cc: string;
  cxx: string;
}

/** The heddle repository root: dist/index.js (bundled) or src/*.ts (tests) sit two levels below it. */
export function heddleCheckout(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
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

/** `tools` once heddle-cc has built a program here, the packages it needs installed first when that failed. */
async function usable(tools: HeddleTools, how: string, checkout: string): Promise<HeddleTools> {
  let problem = await toolchainProblem(tools);
  if (problem) {
    await installPackages(checkout, 'use', `heddle-cc (${tools.cc}, ${how}) cannot build a program here (${problem}); using heddle needs`);
    problem = await toolchainProblem(tools);
  }
  if (problem) {
    throw new UserError(
      `heddle-cc (${tools.cc}, ${how}) cannot build a program here: ${problem}. ` +
        `The packages it needs (${listedPackages(checkout, 'use').join(' ')}) are installed as far as dpkg knows: check that clang-16 is on PATH ` +
        `(or set HEDDLE_CLANG / HEDDLE_CLANGXX), or replace that heddle install. Nothing of your project was built yet.`,
    );
  }
  return using(tools, how);
}

/** `cancellation`: a cancelled job's signal reaches the build of heddle (build-heddle.ts). */
export async function ensureRuntime(options: { cache: boolean; cancellation?: Cancellation } = { cache: true }): Promise<HeddleTools> {
  const checkout = heddleCheckout();
  const home = process.env.HEDDLE_HOME;
  if (!home) {
    const onPath = await runtimeOnPath();
    if (onPath) return usable(onPath, 'found on PATH', checkout);
  }
  const prefix = resolve(home || join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle'));
  const bin = join(prefix, 'bin');
  const installed = runtimeIn(bin);
  if (installed) return usable(installed, home ? 'HEDDLE_HOME' : 'installed by an earlier step of this job', checkout);
  const key = options.cache && cacheAvailable() ? heddleCacheKey(checkout) : undefined;
  if (key && (await restoreHeddle(prefix, key))) {
    const restored = runtimeIn(bin);
    // Checked like any installed heddle: the packages it needs are installed, or the error says what is wrong.
    if (restored) return usable(restored, `restored from the Actions cache, key ${key}`, checkout);
  }
  await buildHeddle(checkout, prefix, options.cancellation);
  const built = runtimeIn(bin);
  if (!built) throw new UserError(`heddle was built and installed into ${prefix}, but ${bin} lacks heddle, heddle-cc or heddle-c++; set HEDDLE_HOME to an installed heddle`);
  if (key) await saveHeddle(prefix, key);
  return usable(built, 'built from the action\'s checkout', checkout);
}

/** How to start heddle-lint: an executable, or node with a bundle. */
export interface LinterCommand {
  command: string;
  args: string[];
  /** Where it was found, for the log: "HEDDLE_HOME", "found on PATH", "bundled with the action". */
  origin: string;
}

/**
 * The action's own heddle-lint: build.mjs bundles annotation-lint's CLI into dist/heddle-lint.js beside
 * dist/index.js, with the two wasm files it loads, so it needs no node_modules.
 */
export function bundledLinter(): string {
  return fileURLToPath(new URL('./heddle-lint.js', import.meta.url));
}

/** A user-installed heddle-lint ($HEDDLE_HOME/bin, then PATH) wins over the bundled one. */
async function userLinter(): Promise<LinterCommand | undefined> {
  const home = process.env.HEDDLE_HOME;
  const inHome = home ? join(home, 'bin', 'heddle-lint') : undefined;
  const bin = inHome && existsSync(inHome) ? inHome : await io.which('heddle-lint', false);
  if (!bin) return undefined;
  const origin = bin === inHome ? 'HEDDLE_HOME' : 'found on PATH';
  // npm's bin link may point at a bundle built after `npm ci`, without the execute bit: run .js with node.
  const target = realpathSync(bin);
  return /\.[cm]?js$/.test(target) ? { command: process.execPath, args: [target], origin } : { command: bin, args: [], origin };
}

export async function ensureLinter(): Promise<LinterCommand> {
  const linter = (await userLinter()) ?? { command: process.execPath, args: [bundledLinter()], origin: 'bundled with the action' };
  const path = linter.args[0] ?? linter.command;
  if (!existsSync(path)) {
    throw new UserError(`the action's heddle-lint is missing: ${path} does not exist (dist/ is incomplete: rebuild it with \`node ci-action/build.mjs\`), or put a heddle-lint on PATH or in $HEDDLE_HOME/bin`);
  }
  core.info(`heddle-lint: using ${path} (${linter.origin})`);
  return linter;
}
