// Builds heddle's runtime from the heddle checkout the action runs from (a runner starts
// with nothing installed) and installs it into a prefix, which the action then uses like
// any installed heddle. Steps, each with an error that says what is missing and how to fix it:
//   1. Debian packages of build-dependencies.txt: the missing ones are installed with apt-get
//      as root or via password-less sudo; otherwise stop and print the apt-get command.
//   2. cmake configure (Ninja) of the checkout's build tree, build of the installed targets only
//      (not heddle's own tests and benchmarks), `cmake --install` into the prefix.
// The build tree is $HEDDLE_BUILD_DIR (as for scripts/build.sh) or <checkout>/build, so a
// tree built before (e.g. by heddle's own test command) is reused: ninja rebuilds nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import * as io from '@actions/io';
import type { Cancellation } from './cancellation.js';
import { UserError } from './errors.js';
import { runInGroup } from './process-group.js';

/** The CMake targets whose outputs `cmake --install` copies (the install() rules under runtime/). */
const INSTALLED_TARGETS = ['heddle_cli', 'heddle_wrappers'];

/** How to get the build's Debian packages installed: directly, through sudo, or not at all. */
export type Privilege = 'root' | 'sudo' | 'none';

const BUILD_HINT = 'or install heddle yourself and set HEDDLE_HOME to the install prefix (cmake --install <build> --prefix DIR)';

/** Package names of a list file: one a line, `#` starts a comment (as scripts/debian-packages.txt); `use`: only those marked "use". */
export function parsePackageList(text: string, which: 'build' | 'use' = 'build'): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([name, mark]) => name !== undefined && name !== '' && (which === 'build' || mark === 'use'))
    .map(([name]) => name!);
}

/** The action's package list: build-dependencies.txt of the checkout it runs from. */
export const packageListFile = (checkout: string) => join(checkout, 'ci-action', 'build-dependencies.txt');

/** The packages of the list, all ('build') or those an installed heddle needs ('use'); [] when the list is not there (a bundle run outside the action's checkout). */
export function listedPackages(checkout: string, which: 'build' | 'use'): string[] {
  const file = packageListFile(checkout);
  return existsSync(file) ? parsePackageList(readFileSync(file, 'utf8'), which) : [];
}

/** The listed packages dpkg does not report as installed; undefined without dpkg (not Debian/Ubuntu). */
export function missingPackages(packages: readonly string[]): string[] | undefined {
  const query = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\\n', ...packages], { encoding: 'utf8' });
  if (query.error) return undefined;
  const installed = new Set(
    query.stdout
      .split('\n')
      .filter((line) => line.endsWith(' install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
  return packages.filter((p) => !installed.has(p));
}

export function privilege(): Privilege {
  if (process.getuid?.() === 0) return 'root';
  // -n: never prompt; a runner has no one to type a password.
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? 'sudo' : 'none';
}

/** The message for a machine that lacks packages and gives no way to install them; `need` says what for. */
export function cannotInstallMessage(missing: readonly string[], need = 'heddle is not installed, and building it needs'): string {
  const user = process.getuid?.();
  return (
    `${need} Debian packages that are missing: ${missing.join(' ')}. ` +
    `This step runs as user ${user ?? '?'} without root or password-less sudo, so it cannot install them. ` +
    `Fix: add a step before this one that runs "sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}", ${BUILD_HINT}.`
  );
}

/**
 * Runs one build step with its output in the log, in a process group of its own (a cancelled job's
 * signal reaches ninja and the compilers); a failure is a UserError naming the step.
 */
async function runStep(cmd: string, args: string[], what: string, cancellation?: Cancellation): Promise<void> {
  core.info(`[command]${[cmd, ...args].join(' ')}`);
  const end = await runInGroup(cmd, args, {
    cwd: process.cwd(),
    env: process.env,
    onOutput: (d) => process.stdout.write(d),
    cancellation,
    onCancel: (sig) => core.info(`${what}: ${sig} received (the job is cancelled); passing it to its process group`),
  });
  const status = end.startError ? `could not start: ${end.startError.message}` : end.signal ? `was killed by ${end.signal}` : `exited with ${end.exitCode}`;
  if (end.startError || end.exitCode !== 0) throw new UserError(`${what} failed (${cmd} ${status}); see the log above, ${BUILD_HINT}`);
}

/**
 * Installs the listed packages dpkg lacks ('build': all; 'use': what an installed heddle needs), or
 * stops with the apt-get line to add; `need` starts that message.
 */
export async function installPackages(checkout: string, which: 'build' | 'use', need?: string): Promise<void> {
  const missing = missingPackages(listedPackages(checkout, which));
  if (missing === undefined) {
    core.info(`heddle: no dpkg here; assuming the packages of ${packageListFile(checkout)} (or their equivalents) are installed`);
    return;
  }
  if (missing.length === 0) return;
  const how = privilege();
  if (how === 'none') throw new UserError(cannotInstallMessage(missing, need));
  const [cmd, prefix] = how === 'root' ? ['apt-get', []] : ['sudo', ['-n', 'apt-get']];
  core.info(`heddle: installing ${missing.join(' ')}`);
  await runStep(cmd, [...prefix, 'update', '-qq'], 'apt-get update');
  await runStep(cmd, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', ...missing], `installing ${missing.join(' ')}`);
}

/** The build tree the action (re)uses: $HEDDLE_BUILD_DIR (relative to the checkout) or <checkout>/build. */
export function heddleBuildTree(checkout: string): string {
  return resolve(checkout, process.env.HEDDLE_BUILD_DIR || 'build');
}

/** Builds heddle from `checkout` and installs it into `prefix` (bin/, lib/, include/). */
export async function buildHeddle(checkout: string, prefix: string, cancellation?: Cancellation): Promise<void> {
  await core.group(`Build heddle (not installed) into ${prefix}`, async () => {
    await installPackages(checkout, 'build');
    const cmake = await io.which('cmake', false);
    if (!cmake) throw new UserError(`heddle is not installed and cannot be built here: cmake is not on PATH. Install the packages of ${join(checkout, 'ci-action', 'build-dependencies.txt')} (cmake, ninja, clang-16, LLVM 16, libdw, libelf) in a step before this one, ${BUILD_HINT}.`);
    const tree = heddleBuildTree(checkout);
    await runStep(cmake, ['-S', checkout, '-B', tree, '-G', 'Ninja', '-DCMAKE_BUILD_TYPE=RelWithDebInfo'], 'configuring heddle', cancellation);
    await runStep(cmake, ['--build', tree, '--target', ...INSTALLED_TARGETS], 'building heddle', cancellation);
    await runStep(cmake, ['--install', tree, '--prefix', prefix], `installing heddle into ${prefix}`, cancellation);
  });
}
