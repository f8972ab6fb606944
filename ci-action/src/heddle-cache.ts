// The heddle the action builds, kept in the Actions cache (@actions/cache) so later jobs and
// shards restore it instead of installing LLVM and building. The key names what the install
// depends on: the runner's OS release (heddle links the distribution's libdw and libelf), the
// architecture, the LLVM major of build-dependencies.txt (heddle_pass.so is built against it) and
// a hash of the action's own heddle sources (runtime/ without its tests, the top CMake and
// package files, the package list) — the action's commit, as far as the build is concerned,
// without needing git in the action's checkout. Outside GitHub's runners (no cache service) and
// with `cache: false` nothing is restored or saved.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, relative, sep } from 'node:path';
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { listedPackages, packageListFile } from './build-heddle.js';

/** The files whose content decides what `cmake --install` puts into the prefix. */
function sourceFiles(checkout: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return e.name === 'test' || e.name.startsWith('.') ? [] : walk(path);
      return e.isFile() ? [path] : [];
    });
  const top = ['CMakeLists.txt', 'package.json'].map((f) => join(checkout, f)).filter(existsSync);
  return [...top, packageListFile(checkout), ...walk(join(checkout, 'runtime'))].sort();
}

export function sourceHash(checkout: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(checkout)) hash.update(`${relative(checkout, file).split(sep).join('/')}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 20);
}

/** The runner image (ImageOS, e.g. ubuntu24), else /etc/os-release's ID and VERSION_ID. */
function osRelease(): string {
  if (process.env.ImageOS) return process.env.ImageOS;
  try {
    const fields = Object.fromEntries(readFileSync('/etc/os-release', 'utf8').split('\n').map((l) => l.split('=')).filter((kv) => kv.length === 2).map(([k, v]) => [k, v!.replace(/"/g, '')]));
    return `${fields.ID ?? platform()}${fields.VERSION_ID ?? ''}`;
  } catch {
    return platform();
  }
}

export function heddleCacheKey(checkout: string): string {
  const llvm = listedPackages(checkout, 'build').map((p) => /^clang-(\d+)$/.exec(p)?.[1]).find(Boolean) ?? 'unknown';
  return `heddle-${osRelease()}-${arch()}-llvm${llvm}-${sourceHash(checkout)}`;
}

/** Whether this runner has a cache service to talk to. */
export const cacheAvailable = () => cache.isFeatureAvailable();

/** Restores the prefix; true on a hit. A failing cache service is said and treated as a miss. */
export async function restoreHeddle(prefix: string, key: string): Promise<boolean> {
  try {
    return (await cache.restoreCache([prefix], key)) === key;
  } catch (e) {
    core.warning(`heddle: restoring ${key} from the Actions cache failed (${(e as Error).message}); building heddle instead`);
    return false;
  }
}

export async function saveHeddle(prefix: string, key: string): Promise<void> {
  try {
    await cache.saveCache([prefix], key);
    core.info(`heddle: saved ${prefix} to the Actions cache as ${key}`);
  } catch (e) {
    // Another job of the run may have saved the same key first: nothing is lost.
    core.info(`heddle: not saved to the Actions cache (${(e as Error).message})`);
  }
}
