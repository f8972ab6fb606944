// Reading SARIF from disk or text: parse, then schema-check, with one clear error that
// names the file and the place (line/column for bad JSON, JSON path for bad SARIF).
// A 100k-result, 50 MB log is read whole: JSON.parse of that size takes well under a
// second and a few hundred MB at most (bench/bench.ts prints the figures), which keeps
// the code simple; streaming would only pay off for logs far beyond GitHub's limits.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { SarifInputError } from './errors.js';
import { assertValidSarif } from './validate.js';
import type { Log } from './types.js';

export interface ReadOptions {
  /** Schema-validate after parsing (default true). */
  validate?: boolean;
}

function lineAndColumn(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

/** Parses SARIF text; `source` names it in errors (a file path, "stdin", ...). */
export function parseSarif(text: string, source: string, options: ReadOptions = {}): Log {
  if (text.trim() === '') throw new SarifInputError(source, 'file is empty, expected a SARIF 2.1.0 JSON log');
  let value: unknown;
  try {
    // A UTF-8 byte-order mark is legal in SARIF files written on Windows.
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const where = at ? lineAndColumn(text, Number(at[1])) : undefined;
    throw new SarifInputError(source, `not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}`, where);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SarifInputError(source, 'not a SARIF log: the top level must be a JSON object with "version" and "runs"', '$');
  }
  const version = (value as { version?: unknown }).version;
  if (version !== '2.1.0') {
    throw new SarifInputError(source, `unsupported SARIF version ${JSON.stringify(version)}`, '$.version',
      'only SARIF 2.1.0 is read; convert older logs with `sarif-multitool transform --sarif-output-version Current`');
  }
  if (options.validate !== false) assertValidSarif(value, source);
  return value as Log;
}

function cannotRead(path: string, error: unknown): SarifInputError {
  return new SarifInputError(path, `cannot read file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
}

export async function readSarifFile(path: string, options: ReadOptions = {}): Promise<Log> {
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw cannotRead(path, error);
  });
  return parseSarif(text, path, options);
}

export function readSarifFileSync(path: string, options: ReadOptions = {}): Log {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw cannotRead(path, error);
  }
  return parseSarif(text, path, options);
}
