// Reads and checks the action's inputs (action.yml) once, into one typed value.
import * as core from '@actions/core';
import parseArgs from 'string-argv';
import { UserError } from './errors.js';
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
    cmakeArgs: parseArgs(core.getInput('cmake-args')),
    buildDir: core.getInput('build-dir').trim() || 'build-heddle',
    manifest: core.getInput('manifest').trim() || '.github/heddle.yml',
    backend,
    heddleOptions: core.getInput('heddle-options').trim(),
    lintPaths: core.getMultilineInput('lint-paths'),
    baseline: parseBaseline(core.getInput('baseline')),
    failOn: parseFailOn(core.getInput('fail-on') || 'new'),
    sarifOutput: core.getInput('sarif-output').trim() || 'heddle-results.sarif',
    category,
    checkName: core.getInput('check-name').trim() || (category === 'heddle' ? 'heddle' : `heddle (${category})`),
    shard: parseShard(core.getInput('shard')),
    mergeSarif: core.getMultilineInput('merge-sarif'),
    token: core.getInput('token'),
  };
}
