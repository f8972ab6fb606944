// Reads and checks the action's inputs (action.yml) once, into one typed value.
import * as core from '@actions/core';
import parseArgs from 'string-argv';
import { UserError } from './errors.js';
import { parseFilterMode, type FilterMode } from './filter-mode.js';
import { FAIL_LEVELS, type FailLevel } from './gate.js';
import { parseShard, type Shard } from './shard.js';

export type FailOn = 'new' | 'any' | 'never';
const FAIL_ON: readonly FailOn[] = ['new', 'any', 'never'];

export type BaselineSource =
  | { kind: 'none' }
  | { kind: 'file'; path: string }
  | { kind: 'artifact'; name: string };

export interface ActionInputs {
  buildCommand: string;
  cmakeArgs: string[];
  buildDir: string;
  manifest: string;
  backend: string;
  heddleOptions: string;
  lintPaths: string[];
  baseline: BaselineSource;
  failOn: FailOn;
  /** The lowest result level that gates. */
  failLevel: FailLevel;
  /** On pull requests: which results count (annotated and gating). */
  filterMode: FilterMode;
  /** The project's directory, relative to the workspace: the path inputs and the manifest are relative to it. */
  workingDirectory: string;
  /** Upload the merged SARIF to code scanning (output sarif-id). */
  upload: boolean;
  /** Keep the heddle the action builds in the Actions cache. */
  cache: boolean;
  sarifOutput: string;
  category: string;
  /** The check run's name: stable across runs, so a branch protection rule can require it. */
  checkName: string;
  shard: Shard | undefined;
  mergeSarif: string[];
  token: string;
}

export function parseFailOn(value: string): FailOn {
  const v = value.trim().toLowerCase();
  if ((FAIL_ON as readonly string[]).includes(v)) return v as FailOn;
  throw new UserError(`input fail-on: "${value}" is not one of ${FAIL_ON.join(', ')}; set fail-on: new (the default) to fail only on results not in the baseline`);
}

export function parseFailLevel(value: string): FailLevel {
  const v = value.trim().toLowerCase() || 'warning';
  if ((FAIL_LEVELS as readonly string[]).includes(v)) return v as FailLevel;
  throw new UserError(`input fail-level: "${value}" is not one of ${FAIL_LEVELS.join(', ')}; results at this level or above gate (warning, the default, leaves out notes: heddle's annotation suggestions)`);
}

/** A YAML boolean input as the runner passes it ("true"/"false", any case); '' is false. */
export function parseBooleanInput(name: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  throw new UserError(`input ${name}: "${value}" is not true or false`);
}

/**
 * cmake-args split like a shell would (string-argv). string-argv takes an unclosed quote as text,
 * so `"-DCMAKE_C_FLAGS=-O1 -g` would reach CMake as two broken arguments: refused here, with where.
 */
export function parseCmakeArgs(value: string): string[] {
  let open: { quote: string; at: number } | undefined;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (open) {
      if (ch === open.quote) open = undefined;
      else if (ch === '\\' && open.quote === '"') i++;
    } else if (ch === '"' || ch === "'") open = { quote: ch, at: i };
    else if (ch === '\\') i++;
  }
  if (open) {
    throw new UserError(`input cmake-args: the ${open.quote} at character ${open.at + 1} is never closed (${value.trim()}); close it, e.g. cmake-args: '"-DCMAKE_C_FLAGS=-O1 -g"'`);
  }
  return parseArgs(value);
}

export function parseBaseline(value: string): BaselineSource {
  const v = value.trim();
  if (v === '') return { kind: 'none' };
  if (v.startsWith('artifact:')) {
    const name = v.slice('artifact:'.length).trim();
    if (name === '') throw new UserError('input baseline: "artifact:" needs an artifact name, e.g. baseline: artifact:heddle-baseline');
    return { kind: 'artifact', name };
  }
  return { kind: 'file', path: v };
}

/** The check run's name (input check-name, else from category); read on its own too, for a run that stopped on another input. */
export function checkNameInput(): string {
  const category = core.getInput('category').trim() || 'heddle';
  return core.getInput('check-name').trim() || (category === 'heddle' ? 'heddle' : `heddle (${category})`);
}

/** Backends the runtime implements (issue 2: compiler-instrumented `check`). */
export const BACKENDS = ['check'] as const;

export function readInputs(): ActionInputs {
  const backend = core.getInput('backend').trim() || 'check';
  if (!(BACKENDS as readonly string[]).includes(backend)) {
    throw new UserError(`input backend: "${backend}" is not a heddle backend; available: ${BACKENDS.join(', ')} (the default)`);
  }
  const category = core.getInput('category').trim() || 'heddle';
  return {
    buildCommand: core.getInput('build-command').trim(),
    cmakeArgs: parseCmakeArgs(core.getInput('cmake-args')),
    buildDir: core.getInput('build-dir').trim() || 'build-heddle',
    manifest: core.getInput('manifest').trim() || '.github/heddle.yml',
    backend,
    heddleOptions: core.getInput('heddle-options').trim(),
    lintPaths: core.getMultilineInput('lint-paths'),
    baseline: parseBaseline(core.getInput('baseline')),
    failOn: parseFailOn(core.getInput('fail-on') || 'new'),
    failLevel: parseFailLevel(core.getInput('fail-level')),
    filterMode: parseFilterMode(core.getInput('filter-mode')),
    workingDirectory: core.getInput('working-directory').trim() || '.',
    upload: parseBooleanInput('upload', core.getInput('upload')),
    cache: parseBooleanInput('cache', core.getInput('cache') || 'true'),
    sarifOutput: core.getInput('sarif-output').trim() || 'heddle-results.sarif',
    category,
    checkName: checkNameInput(),
    shard: parseShard(core.getInput('shard')),
    mergeSarif: core.getMultilineInput('merge-sarif'),
    token: core.getInput('token'),
  };
}
