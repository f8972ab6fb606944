// Expands the command line's paths into the files to lint: files as given,
// folders searched for C and C++ sources and filters, then the config's include and
// exclude globs applied (relative to the config's folder).
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FILTER_SOURCE, SOURCE } from '../project.js';
import { configSelects, type LintConfig } from './config.js';
import { UsageError } from './usage-error.js';

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist']);
/** Sources of C's relatives that heddle-lint cannot read (Objective-C, CUDA, C++ modules): a warning, not silence. */
export const NOT_LINTED_SOURCE = /\.(m|mm|cu|cuh|cppm|ixx|mpp)$/;

function linted(name: string): boolean {
  return SOURCE.test(name) || FILTER_SOURCE.test(name);
}

/** `dir` as the user wrote it (the paths found keep that form), read relative to `cwd`. */
function walk(cwd: string, dir: string, out: string[], notLinted: string[]): void {
  for (const entry of readdirSync(resolve(cwd, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(cwd, path, out, notLinted);
    else if (entry.isFile() && linted(entry.name)) out.push(path);
    else if (entry.isFile() && NOT_LINTED_SOURCE.test(entry.name)) notLinted.push(path);
  }
}

/** Paths (relative to cwd, as given) of the files to lint, sorted and unique; the named files skipped (not C, C++
 * or filters); the named files the config excludes (said on stderr, so a file named on purpose is never dropped
 * silently); and the sources of C's relatives named or found that heddle-lint cannot read (a warning: such a code
 * base must not pass a lint step by silence). */
export function collectFiles(cwd: string, args: readonly string[], config: LintConfig): { files: string[]; skipped: string[]; excluded: string[]; notLinted: string[] } {
  const found: string[] = [];
  const skipped: string[] = [];
  const notLinted: string[] = [];
  const named = new Set<string>();
  for (const arg of args.length > 0 ? args : ['.']) {
    let stat;
    try {
      stat = statSync(resolve(cwd, arg));
    } catch {
      throw new UsageError(`${arg}: no such file or folder`);
    }
    if (stat.isDirectory()) walk(cwd, arg, found, notLinted);
    else if (linted(arg)) {
      found.push(arg);
      named.add(arg);
    }
    else {
      // Skipped like any other file it cannot read, and counted in the warning too.
      if (NOT_LINTED_SOURCE.test(arg)) notLinted.push(arg);
      skipped.push(arg);
    }
  }
  const keep = found.filter((p) => configSelects(config, resolve(cwd, p)));
  const excluded = [...named].filter((p) => !keep.includes(p));
  const clean = (paths: string[]) => [...new Set(paths.map((p) => p.split('\\').join('/').replace(/^\.\//, '')))].sort();
  return { files: clean(keep), skipped, excluded, notLinted: clean(notLinted.filter((p) => configSelects(config, resolve(cwd, p)))) };
}
