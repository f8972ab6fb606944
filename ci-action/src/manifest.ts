// The manifest: what to run under heddle. YAML or JSON (YAML is a superset), e.g.
//   defaults: { timeout: 120, expect-exit: 0 }
//   entries:
//     - name: counter
//       run: ./build-heddle/counter --threads 4
//     - benchmark: bank          # an executable named "bank" in the build directory
//       args: [--scale, small]
//       timeout: 60
//       native: ./build-native/bank --scale small   # optional: the uninstrumented build, for overhead
//     - benchmark: pfscan
//       native: true             # the same executable from the action's native CMake build (overhead)
//     - name: counter-worked-around
//       run: ./build-heddle/counter
//       filters: [filters/counter.hfilter]   # heddle run --filter F for each (docs/filters.md)
// Every problem is reported with the file, the entry and the fix, before anything runs.
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import parseArgs from 'string-argv';
import { parseDocument } from 'yaml';
import { UserError } from './errors.js';

export interface ManifestEntry {
  name: string;
  /** argv[0] is a path or a command on PATH; for benchmarks it is resolved later in the build dir. */
  command: string[];
  benchmark: string | undefined;
  timeoutSeconds: number;
  expectExit: number[];
  env: Record<string, string>;
  cwd: string | undefined;
  /** The same program built without heddle, run after the entry to report heddle's overhead. */
  native: string[] | undefined;
  /** `native: true` on a benchmark: the same executable from the native build the action makes (CMake builds). */
  nativeBuild: boolean;
  /** Execution filters (.hfilter) to run with, as written: paths relative to the project (working-directory). */
  filters: string[];
}

const DEFAULT_TIMEOUT_SECONDS = 600;
const ENTRY_KEYS = new Set(['name', 'run', 'benchmark', 'args', 'timeout', 'expect-exit', 'env', 'cwd', 'native', 'filters']);

type Raw = Record<string, unknown>;

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function loadManifest(path: string): ManifestEntry[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UserError(`manifest ${path}: cannot be read (${(e as Error).message}); set the input manifest to the path of your manifest file`);
  }
  return parseManifest(text, path);
}

export function parseManifest(text: string, where: string): ManifestEntry[] {
  const doc = parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    const pos = first.linePos?.[0];
    throw new UserError(`manifest ${where}${pos ? `:${pos.line}:${pos.col}` : ''}: not valid YAML/JSON: ${first.message.split('\n')[0]}`);
  }
  const root: unknown = doc.toJS();
  const list = Array.isArray(root) ? root : isObject(root) ? root.entries : undefined;
  if (!Array.isArray(list) || list.length === 0) {
    throw new UserError(`manifest ${where}: expected a non-empty list "entries:" of things to run, e.g.\nentries:\n  - name: app\n    run: ./build-heddle/app`);
  }
  const defaults = isObject(root) && root.defaults !== undefined ? root.defaults : {};
  if (!isObject(defaults)) throw new UserError(`manifest ${where}: "defaults" must be a mapping (timeout, expect-exit, env, native: true)`);
  const entries = list.map((raw, i) => parseEntry(raw, defaults, `manifest ${where}: entry ${i + 1}`));
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.name)) throw new UserError(`manifest ${where}: two entries are named "${e.name}"; give each entry a unique "name"`);
    seen.add(e.name);
  }
  return entries;
}

function parseEntry(raw: unknown, defaults: Raw, at: string): ManifestEntry {
  if (!isObject(raw)) throw new UserError(`${at}: expected a mapping with "run" or "benchmark", got ${JSON.stringify(raw)}`);
  for (const key of Object.keys(raw)) {
    if (!ENTRY_KEYS.has(key)) throw new UserError(`${at}: unknown key "${key}"; allowed keys: ${[...ENTRY_KEYS].join(', ')}`);
  }
  const hasRun = raw.run !== undefined;
  const hasBench = raw.benchmark !== undefined;
  if (hasRun === hasBench) throw new UserError(`${at}: give exactly one of "run" (a command) or "benchmark" (an executable name in the build directory)`);

  let command: string[];
  let benchmark: string | undefined;
  if (hasBench) {
    if (typeof raw.benchmark !== 'string' || !/^[\w.+-]+$/.test(raw.benchmark)) {
      throw new UserError(`${at}: "benchmark" must be an executable's file name (no path), got ${JSON.stringify(raw.benchmark)}`);
    }
    benchmark = raw.benchmark;
    command = [benchmark, ...stringList(raw.args ?? [], `${at}: "args"`)];
  } else {
    command = typeof raw.run === 'string' ? parseArgs(raw.run) : stringList(raw.run, `${at}: "run"`);
    if (raw.args !== undefined) command.push(...stringList(raw.args, `${at}: "args"`));
    if (command.length === 0) throw new UserError(`${at}: "run" is empty; give the command to run, e.g. run: ./build-heddle/app --threads 4`);
  }

  const timeout = raw.timeout ?? defaults.timeout ?? DEFAULT_TIMEOUT_SECONDS;
  if (typeof timeout !== 'number' || !(timeout > 0)) {
    throw new UserError(`${at}: "timeout" must be a positive number of seconds, got ${JSON.stringify(timeout)}`);
  }
  const expect = raw['expect-exit'] ?? defaults['expect-exit'] ?? 0;
  const expectExit = Array.isArray(expect) ? expect : [expect];
  if (expectExit.length === 0 || !expectExit.every((c) => Number.isInteger(c) && c >= 0 && c <= 255)) {
    throw new UserError(`${at}: "expect-exit" must be an exit status 0-255 or a list of them, got ${JSON.stringify(expect)}`);
  }
  const name = raw.name ?? benchmark ?? command.join(' ');
  if (typeof name !== 'string' || name.trim() === '') throw new UserError(`${at}: "name" must be a non-empty string`);
  if (raw.cwd !== undefined && typeof raw.cwd !== 'string') throw new UserError(`${at}: "cwd" must be a path string`);
  // `defaults: { native: true }` asks for the overhead of every benchmark entry; a run entry needs its own command.
  const nativeBuild = raw.native === true || (raw.native === undefined && hasBench && defaults.native === true);
  if (raw.native === true && !hasBench) {
    throw new UserError(`${at}: "native: true" means the same benchmark from the native build, so it needs "benchmark"; for a "run" entry give the uninstrumented program's command, e.g. native: ./build-native/app`);
  }
  if (raw.native === false || (defaults.native !== undefined && defaults.native !== true)) {
    throw new UserError(`${at}: "native" is true (benchmarks: the same executable from the native build) or a command; leave it out for no overhead figure`);
  }
  const native = raw.native === undefined || raw.native === true ? undefined : typeof raw.native === 'string' ? parseArgs(raw.native) : stringList(raw.native, `${at}: "native"`);
  if (native?.length === 0) throw new UserError(`${at}: "native" is empty; give the uninstrumented program's command, or leave "native" out`);
  const filters = raw.filters === undefined ? [] : typeof raw.filters === 'string' ? [raw.filters] : stringList(raw.filters, `${at}: "filters"`);
  if (filters.some((f) => f.trim() === '')) throw new UserError(`${at}: "filters" has an empty path; give the execution filter files (.hfilter), e.g. filters: [filters/counter.hfilter]`);

  return {
    name,
    command,
    benchmark,
    timeoutSeconds: timeout,
    expectExit: expectExit as number[],
    env: { ...envMap(defaults.env, `${at}: defaults "env"`), ...envMap(raw.env, `${at}: "env"`) },
    cwd: raw.cwd as string | undefined,
    native,
    nativeBuild,
    filters,
  };
}

/**
 * Checks before anything is built that every entry's filters are files under `projectDir` (what
 * `filters` paths are relative to); `where` names the manifest in the message. Their syntax is
 * heddle run's to check (run-manifest.ts says when it refused them).
 */
export function checkFilterFiles(entries: readonly ManifestEntry[], projectDir: string, where: string): void {
  for (const entry of entries) {
    for (const filter of entry.filters) {
      const path = resolve(projectDir, filter);
      let problem: string | undefined;
      try {
        if (!statSync(path).isFile()) problem = 'is not a file';
        else accessSync(path, constants.R_OK);
      } catch (e) {
        problem = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(e as Error).message})`;
      }
      if (problem) {
        throw new UserError(`manifest ${where}: entry "${entry.name}": the execution filter "${filter}" ${problem} (${path}); "filters" are paths of .hfilter files relative to working-directory (${projectDir}), e.g. filters: [filters/counter.hfilter]`);
      }
    }
  }
}

function stringList(v: unknown, at: string): string[] {
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' || typeof x === 'number')) {
    throw new UserError(`${at} must be a list of strings, got ${JSON.stringify(v)}`);
  }
  return v.map(String);
}

function envMap(v: unknown, at: string): Record<string, string> {
  if (v === undefined) return {};
  if (!isObject(v)) throw new UserError(`${at} must be a mapping NAME: value`);
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(v)) {
    if (typeof val !== 'string' && typeof val !== 'number' && typeof val !== 'boolean') {
      throw new UserError(`${at}: ${k} must be a string, number or boolean`);
    }
    out[k] = String(val);
  }
  return out;
}
