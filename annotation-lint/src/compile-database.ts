// A compile database (compile_commands.json: CMake's CMAKE_EXPORT_COMPILE_COMMANDS, Meson, bear) read for the
// program model (c/program-model.ts): which build target each translation unit is compiled into, and the macros
// its command line defines (code under `#if USE_X` with -DUSE_X=0 is not linted). A database says nothing about
// linking; the target is read from where the object file goes — CMake's `CMakeFiles/<target>.dir/`, Meson's
// `<target>.p/` — and a unit whose object file shows no target (bear over a Makefile) counts as a target of its own.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { shellWords } from './shell-words.js';

export const COMPILE_DATABASE = 'compile_commands.json';

export interface CompileUnit {
  /** Absolute path of the source file. */
  readonly file: string;
  /** The build target it is compiled into (absolute, unique per build), undefined when the command does not show it. */
  readonly target: string | undefined;
  /** Macros defined on the command line (-DNAME, -DNAME=VALUE; -U removes); a bare -DNAME is "1" as for the compiler. */
  readonly defines: ReadonlyMap<string, string>;
  /** The folder the command runs in (relative paths in `flags` are relative to it). */
  readonly directory: string;
  /** Its options that say how to compile (-I, -D, -std, -f…), without the compiler, -c, -o, the source and
   * dependency-file options: what rebuilding the unit another way (heddle-cc, the editor's Run) needs. */
  readonly flags: readonly string[];
  /** The language the command compiles the file as: `-x c++`/`-x c`, a C++ `-std=`, or a C++ compiler (c++, g++,
   * clang++, heddle-c++); undefined when none of these says (the file's extension decides then). */
  readonly language: 'c' | 'cpp' | undefined;
}

export interface CompileDatabase {
  /** The compile_commands.json read. */
  readonly path: string;
  readonly units: readonly CompileUnit[];
  /** The targets an absolute path is compiled into (a file in no entry: undefined). */
  targetsOf(file: string): readonly string[] | undefined;
  /** The macros of the file's first entry (undefined: the file is in no entry). */
  definesOf(file: string): ReadonlyMap<string, string> | undefined;
  /** The language of the file's first entry (undefined: in no entry, or its command does not say). */
  languageOf(file: string): 'c' | 'cpp' | undefined;
  /** The file's first entry. */
  unitOf(file: string): CompileUnit | undefined;
  /** The files compiled into any of the targets `file` is compiled into (itself included; none when in no entry). */
  linkedWith(file: string): readonly string[];
}

/** The database in `dir` itself or in `dir/build` (where CMake presets and most READMEs put the build), if any. */
export function findCompileDatabase(dir: string): string | undefined {
  for (const candidate of [join(dir, COMPILE_DATABASE), join(dir, 'build', COMPILE_DATABASE)]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

/** `where` is a compile_commands.json or the build folder holding one. Throws an Error saying what is wrong and how to fix it. */
export function loadCompileDatabase(where: string): CompileDatabase {
  let path = where;
  try {
    if (statSync(where).isDirectory()) path = join(where, COMPILE_DATABASE);
  } catch {
    throw new Error(`${where}: no such file or folder (give the build folder holding ${COMPILE_DATABASE}; CMake writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)`);
  }
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); CMake writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON, make-based builds with \`bear -- make\``);
  }
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${(error as Error).message}); regenerate it with your build tool`);
  }
  if (!Array.isArray(entries)) throw new Error(`${path}: expected a JSON array of {directory, file, command or arguments} entries`);
  return databaseOf(path, entries.map((entry, i) => unitOf(path, entry, i)));
}

function databaseOf(path: string, units: CompileUnit[]): CompileDatabase {
  const byFile = new Map<string, CompileUnit[]>();
  const byTarget = new Map<string, Set<string>>();
  const targetOfUnit = (u: CompileUnit) => u.target ?? u.file;
  for (const unit of units) {
    byFile.set(unit.file, [...(byFile.get(unit.file) ?? []), unit]);
    const files = byTarget.get(targetOfUnit(unit)) ?? new Set<string>();
    byTarget.set(targetOfUnit(unit), files.add(unit.file));
  }
  const targetsOf = (file: string) => {
    const list = byFile.get(resolve(file));
    return list && [...new Set(list.map(targetOfUnit))];
  };
  return {
    path,
    units,
    targetsOf,
    definesOf: (file) => byFile.get(resolve(file))?.[0]?.defines,
    languageOf: (file) => byFile.get(resolve(file))?.[0]?.language,
    unitOf: (file) => byFile.get(resolve(file))?.[0],
    linkedWith: (file) => [...new Set((targetsOf(file) ?? []).flatMap((t) => [...(byTarget.get(t) ?? [])]))],
  };
}

function unitOf(path: string, entry: unknown, index: number): CompileUnit {
  const where = `${path}: entry ${index}`;
  if (typeof entry !== 'object' || entry === null) throw new Error(`${where}: expected an object with directory, file and command or arguments`);
  const { directory, file, command, arguments: args, output } = entry as Record<string, unknown>;
  if (typeof directory !== 'string') throw new Error(`${where}: "directory" must be a string (the folder the command runs in)`);
  if (typeof file !== 'string') throw new Error(`${where}: "file" must be a string (the source file compiled)`);
  let argv: string[];
  if (Array.isArray(args) && args.every((a) => typeof a === 'string')) argv = args as string[];
  else if (typeof command === 'string') argv = shellWords(command);
  else throw new Error(`${where}: needs "arguments" (an array of strings) or "command" (a string)`);
  const dir = resolve(dirname(path), directory);
  const objectFile = typeof output === 'string' ? output : outputArgument(argv);
  const source = resolve(dir, file);
  return {
    file: source,
    target: objectFile === undefined ? undefined : targetOf(resolve(dir, objectFile)),
    defines: definesIn(argv),
    directory: dir,
    flags: compileFlags(argv, (a) => resolve(dir, a) === source),
    language: languageIn(argv),
  };
}

function languageIn(argv: readonly string[]): 'c' | 'cpp' | undefined {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    const x = a === '-x' ? argv[i + 1] : a.startsWith('-x') ? a.slice(2) : undefined;
    if (x !== undefined) return /^c\+\+/.test(x) ? 'cpp' : x === 'c' || x === 'c-header' ? 'c' : undefined;
    if (/^-std=(c|gnu)\+\+/.test(a)) return 'cpp';
  }
  return /(^|[/-])(c|g|clang)\+\+(-[\d.]+)?$/.test(argv[0] ?? '') ? 'cpp' : undefined;
}

/** Options that take the next argument as their value and say nothing of how the code compiles. */
const DROPPED_WITH_VALUE = new Set(['-o', '-MF', '-MT', '-MQ']);
const DROPPED = new Set(['-c', '-MD', '-MMD', '-M', '-MM', '-MP']);

function compileFlags(argv: readonly string[], isSource: (arg: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (DROPPED_WITH_VALUE.has(a)) i++;
    else if (DROPPED.has(a) || (a.startsWith('-o') && a.length > 2) || /^-M[FTQ]./.test(a) || a === '--' || (!a.startsWith('-') && isSource(a))) continue;
    else out.push(a);
  }
  return out;
}

function outputArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-o') return argv[i + 1];
    if (a.startsWith('-o') && a.length > 2) return a.slice(2);
  }
  return undefined;
}

/** CMake: <build>/…/CMakeFiles/<target>.dir/…; Meson: <build>/…/<target>.p/…. */
function targetOf(objectFile: string): string | undefined {
  const cmake = /^(.*)\/CMakeFiles\/([^/]+)\.dir\//.exec(objectFile);
  if (cmake) return `${cmake[1]}/${cmake[2]}`;
  const meson = /^(.*)\/([^/]+)\.p\//.exec(objectFile);
  if (meson) return `${meson[1]}/${meson[2]}`;
  return undefined;
}

function definesIn(argv: readonly string[]): Map<string, string> {
  const defines = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const flag = a === '-D' || a === '-U' ? a : a.slice(0, 2);
    if (flag !== '-D' && flag !== '-U') continue;
    const body = a.length > 2 ? a.slice(2) : (argv[++i] ?? '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    if (flag === '-U') defines.delete(name);
    else defines.set(name, eq < 0 ? '1' : body.slice(eq + 1));
  }
  return defines;
}
