// Which files link into which program. Linting every file of a folder as one program is wrong when the folder
// holds several programs (six examples each with its own `main`, or `kmeans.c` beside `kmeans-seq.c`): their
// functions and globals of the same names mix, and a thread of one program hides the other's. Files are grouped
// into units — the build target a compile database says a file is compiled into (compile-database.ts), or
// else the file alone — and every unit that defines `main` is one program, together with all the units that do
// not (headers, library code: they may link into any of them). With no `main` anywhere, everything is one program.
import type { FileFacts } from './facts.js';

/** What the build says of a file, by the caller's path (a compile database's, compile-database.ts). */
export interface BuildModel {
  /** The build targets (executables or libraries) the file is compiled into; undefined: not known. */
  targetsOf(path: string): readonly string[] | undefined;
  /** The macros its command line defines (they decide which `#if` branches are code: c/dead-code.ts). */
  definesOf(path: string): ReadonlyMap<string, string> | undefined;
  /** The language its command line compiles it as (`-x c++`, `-std=c++17`): a `.h` is C++ only when this says so. */
  languageOf?(path: string): 'c' | 'cpp' | undefined;
}

export interface ProgramFiles {
  /** Stable across lints while the grouping stays: the key of the previous analysis to reuse. */
  readonly key: string;
  readonly files: readonly FileFacts[];
}

export function definesMain(file: FileFacts): boolean {
  return file.functions.some((f) => f.name === 'main');
}

/** The programs the files make up, each with the files in the order given. */
export function partitionPrograms(files: readonly FileFacts[], build?: BuildModel): ProgramFiles[] {
  const units = new Map<string, FileFacts[]>();
  for (const file of files) {
    const targets = build?.targetsOf(file.path);
    const keys = targets && targets.length > 0 ? targets.map((t) => `target:${t}`) : [`file:${file.path}`];
    for (const key of keys) {
      let unit = units.get(key);
      if (!unit) units.set(key, (unit = []));
      unit.push(file);
    }
  }
  const withMain = [...units].filter(([, unit]) => unit.some(definesMain));
  if (withMain.length <= 1) return [{ key: withMain[0]?.[0] ?? '*', files }];
  const mains = new Set(withMain.flatMap(([, unit]) => unit));
  const shared = files.filter((f) => !mains.has(f));
  return withMain.map(([key, unit]) => {
    const members = new Set([...unit, ...shared]);
    return { key, files: files.filter((f) => members.has(f)) };
  });
}
