// The server's settings, read with workspace/configuration (section "heddle") and re-read when the client
// says they changed. A wrong value is reported (what, which setting, what is expected) and replaced by its
// default instead of stopping the server.
import { posix } from 'node:path';

export interface HeddleSettings {
  /** Glob (relative to each workspace folder) of the SARIF logs whose results are shown. */
  resultsGlob: string;
  /** The workspace's execution-filter file (relative to the workspace folder) that "work around" appends to. */
  filterFile: string;
  /** Run the annotation linter as you type. */
  lintEnable: boolean;
  /** Files larger than this many characters are not parsed or linted (they are still opened). */
  maxFileSize: number;
}

export const DEFAULT_SETTINGS: Readonly<HeddleSettings> = Object.freeze({
  resultsGlob: '**/heddle-results.sarif',
  filterFile: 'heddle.hfilter',
  lintEnable: true,
  maxFileSize: 1_000_000,
});

/** How each setting appears in the client's configuration (the VS Code manifest uses the same keys). */
export const SETTING_KEYS: Record<keyof HeddleSettings, string> = {
  resultsGlob: 'heddle.results.glob',
  filterFile: 'heddle.filterFile',
  lintEnable: 'heddle.lint.enable',
  maxFileSize: 'heddle.maxFileSize',
};

function lookup(section: unknown, dottedKey: string): unknown {
  // Clients may send the section nested ({results: {glob}}) or flat ({"results.glob": ...}).
  const key = dottedKey.replace(/^heddle\./, '');
  if (typeof section !== 'object' || section === null) return undefined;
  const record = section as Record<string, unknown>;
  if (key in record) return record[key];
  let value: unknown = record;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A path relative to the workspace folder that stays inside it: no absolute path (or drive letter), no way out with `..`. */
export function insideWorkspaceFolder(path: string): boolean {
  const slashed = path.replaceAll('\\', '/');
  if (posix.isAbsolute(slashed) || /^[A-Za-z]:/.test(slashed)) return false;
  const inside = posix.relative('/folder', posix.resolve('/folder', slashed));
  return inside !== '' && inside !== '..' && !inside.startsWith('../');
}

const CHECKS: { [K in keyof HeddleSettings]: (v: unknown) => v is HeddleSettings[K] } = {
  resultsGlob: (v): v is string => typeof v === 'string' && v.trim().length > 0,
  // The file "work around" appends to: a workspace must not make the server write outside it.
  filterFile: (v): v is string => typeof v === 'string' && v.trim().length > 0 && !v.includes('\0') && insideWorkspaceFolder(v),
  lintEnable: (v): v is boolean => typeof v === 'boolean',
  maxFileSize: (v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0,
};

const EXPECTED: Record<keyof HeddleSettings, string> = {
  resultsGlob: 'a non-empty glob such as "**/heddle-results.sarif"',
  filterFile: 'a non-empty relative path inside the workspace folder, such as "heddle.hfilter" (absolute paths and paths that lead out of the folder with ".." are refused)',
  lintEnable: 'true or false',
  maxFileSize: 'a positive number of characters',
};

/** Reads the settings out of a configuration section, reporting every value that is not usable. */
export function parseSettings(section: unknown): { settings: HeddleSettings; problems: string[] } {
  const settings: HeddleSettings = { ...DEFAULT_SETTINGS };
  const problems: string[] = [];
  for (const name of Object.keys(CHECKS) as (keyof HeddleSettings)[]) {
    const value = lookup(section, SETTING_KEYS[name]);
    if (value === undefined || value === null) continue;
    if (CHECKS[name](value)) (settings as unknown as Record<string, unknown>)[name] = value;
    else
      problems.push(
        `Setting ${SETTING_KEYS[name]} is ${JSON.stringify(value)}; expected ${EXPECTED[name]}. ` +
          `Using the default ${JSON.stringify(DEFAULT_SETTINGS[name])}.`,
      );
  }
  return { settings, problems };
}
