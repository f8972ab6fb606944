// Expands the command line's paths into the files to lint: files as given,
// folders searched for C sources and filters, then the config's include and
// exclude globs applied (relative to the config's folder).
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { C_SOURCE, CPP_SOURCE, FILTER_SOURCE } from '../project.js';
import { configSelects, type LintConfig } from './config.js';
import { UsageError } from './usage-error.js';

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist']);

/** `dir` as the user wrote it (the paths found keep that form), read relative to `cwd`. */
function walk(cwd: string, dir: string, out: string[], cpp: string[]): void {
  for (const entry of readdirSync(resolve(cwd, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(cwd, path, out, cpp);
    else if (entry.isFile() && (C_SOURCE.test(entry.name) || FILTER_SOURCE.test(entry.name))) out.push(path);
    else if (entry.isFile() && CPP_SOURCE.test(entry.name)) cpp.push(path);
  }
}

/** Paths (relative to cwd, as given) of the files to lint, sorted and unique; the named files skipped (not C or
 * filters); the named files the config excludes (said on stderr, so a file named on purpose is never dropped
 * silently); and the C++ files named or found, which are not linted (a warning: a C++ code base must not pass a
 * lint step by silence). */
export function collectFiles(cwd: string, args: readonly string[], config: LintConfig): { files: string[]; skipped: string[]; excluded: string[]; cpp: string[] } {
  const found: string[] = [];
  const skipped: string[] = [];
  const cpp: string[] = [];
  const named = new Set<string>();
  for (const arg of args.length > 0 ? args : ['.']) {
    let stat;
    try {
      stat = statSync(resolve(cwd, arg));
    } catch {
      throw new UsageError(`${arg}: no such file or folder`);
    }
    if (stat.isDirectory()) walk(cwd, arg, found, cpp);
    else if (C_SOURCE.test(arg) || FILTER_SOURCE.test(arg)) {
      found.push(arg);
      named.add(arg);
    }
    else {
      // A named C++ file is skipped like any other non-C file, and counted in the C++ warning too.
      if (CPP_SOURCE.test(arg)) cpp.push(arg);
      skipped.push(arg);
    }
  }
  const keep = found.filter((p) => configSelects(config, resolve(cwd, p)));
  const excluded = [...named].filter((p) => !keep.includes(p));
  const clean = (paths: string[]) => [...new Set(paths.map((p) => p.split('\\').join('/').replace(/^\.\//, '')))].sort();
  return { files: clean(keep), skipped, excluded, cpp: clean(cpp.filter((p) => configSelects(config, resolve(cwd, p)))) };
}
