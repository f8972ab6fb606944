// .heddle-lint.json: which files to lint (include/exclude globs relative to the
// config file's folder) and rule severities. Bad config is a usage error that
// names the file, the field and what is allowed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import picomatch from 'picomatch';
import { RULES } from '../rules.js';
import type { RuleSettings } from '../project.js';
import { UsageError } from './usage-error.js';

export interface LintConfig {
  /** Folder the globs are relative to. */
  root: string;
  /** The config file read, if any (for messages). */
  file?: string;
  include: string[];
  exclude: string[];
  rules: RuleSettings;
}

export const CONFIG_FILE = '.heddle-lint.json';
const SETTINGS = new Set(['error', 'warning', 'note', 'off']);

function stringList(value: unknown, field: string, file: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new UsageError(`${file}: "${field}" must be a list of glob strings, e.g. ["src/**"]`);
  }
  return value;
}

/** The config at `path`, or `.heddle-lint.json` in `cwd` when present, or the defaults. */
export function loadConfig(cwd: string, path?: string): LintConfig {
  const file = path ? resolve(cwd, path) : resolve(cwd, CONFIG_FILE);
  if (!existsSync(file)) {
    if (path) throw new UsageError(`config file ${file} does not exist`);
    return { root: cwd, include: [], exclude: [], rules: {} };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new UsageError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UsageError(`${file}: expected a JSON object with "include", "exclude" and/or "rules"`);
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!['include', 'exclude', 'rules'].includes(key)) throw new UsageError(`${file}: unknown field "${key}" (allowed: include, exclude, rules)`);
  }
  const rules: Record<string, RuleSettings[string]> = {};
  if (o.rules !== undefined) {
    if (typeof o.rules !== 'object' || o.rules === null || Array.isArray(o.rules)) throw new UsageError(`${file}: "rules" must be an object { "rule-id": "error" | "warning" | "note" | "off" }`);
    for (const [id, setting] of Object.entries(o.rules)) {
      if (!RULES.some((r) => r.id === id)) throw new UsageError(`${file}: unknown rule "${id}" in "rules" (rule ids: docs/lint-rules.md)`);
      if (typeof setting !== 'string' || !SETTINGS.has(setting)) throw new UsageError(`${file}: rule "${id}" must be "error", "warning", "note" or "off"`);
      rules[id] = setting as RuleSettings[string];
    }
  }
  return { root: dirname(file), file, include: stringList(o.include, 'include', file), exclude: stringList(o.exclude, 'exclude', file), rules };
}

/** The compiled include/exclude globs of a config (compiled once: the language server asks on every edit). */
const selectors = new WeakMap<LintConfig, (rel: string) => boolean>();

function selectorOf(config: LintConfig): (rel: string) => boolean {
  let select = selectors.get(config);
  if (!select) {
    const included = config.include.length > 0 ? picomatch(config.include, { dot: true }) : () => true;
    const excluded = config.exclude.length > 0 ? picomatch(config.exclude, { dot: true }) : () => false;
    selectors.set(config, (select = (rel) => included(rel) && !excluded(rel)));
  }
  return select;
}

/** Whether the config's include/exclude globs select `path` (absolute, or relative to the current folder). */
export function configSelects(config: LintConfig, path: string): boolean {
  return selectorOf(config)(relative(config.root, resolve(path)).split('\\').join('/'));
}
