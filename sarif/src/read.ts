// Reading SARIF from disk or text: parse, then schema-check, with one clear error that
// names the file and the place (line/column for bad JSON, JSON path for bad SARIF).
// A 100k-result, 50 MB log is read whole: JSON.parse of that size takes well under a
// second and a few hundred MB at most (bench/bench.ts prints the figures), which keeps
// the code simple; streaming would only pay off for logs far beyond GitHub's limits.
// Memory stays bounded because files over MAX_LOG_BYTES are refused with an error.
import { readFile, stat } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import { parse as parseTolerant, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { SarifInputError } from './errors.js';
import { assertValidSarif } from './validate.js';
import type { Log } from './types.js';

export interface ReadOptions {
  /** Schema-validate after parsing (default true). */
  validate?: boolean;
  /** Larger files are refused before reading (default MAX_LOG_BYTES). */
  maxBytes?: number;
}

/**
 * The largest log read (whole) by default: 256 MiB of JSON takes ~750 MB of heap once parsed
 * (bench: ~340 MB per 118 MB log), still inside Node's default heap; a bigger file would end
 * the process with an out-of-memory abort instead of an error. GitHub itself accepts at most
 * 10 MB gzipped per upload, so a real log this big is far beyond anything uploadable.
 */
export const MAX_LOG_BYTES = 256 * 1024 * 1024;

function checkSize(path: string, bytes: number, options: ReadOptions): void {
  const max = options.maxBytes ?? MAX_LOG_BYTES;
  if (bytes <= max) return;
  const size = (n: number) => `${n.toLocaleString('en-US')} bytes${n >= 1024 * 1024 ? ` (${(n / 1024 / 1024).toFixed(1)} MiB)` : ''}`;
  throw new SarifInputError(path, `file is ${size(bytes)}, more than the ${size(max)} heddle reads whole`, undefined,
    'split the log (one file per run or shard) or filter its results; GitHub accepts at most 10 MB gzipped per upload anyway');
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

/**
 * JSON.parse says what is wrong but (on Node 20) not where; jsonc-parser, which VS Code uses,
 * reports the offset of the first error. Run only after JSON.parse failed, so the fast path
 * stays fast; comments and trailing commas, which jsonc-parser tolerates, count as errors here.
 */
function jsonSyntaxError(text: string, source: string): SarifInputError {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return new SarifInputError(source, 'not valid JSON');
  const problem = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return new SarifInputError(source, `not valid JSON: ${problem}`, lineAndColumn(text, first.offset), 'fix the JSON syntax; a truncated file usually means the writer crashed');
}

/** Parses SARIF text; `source` names it in errors (a file path, "stdin", ...). */
export function parseSarif(text: string, source: string, options: ReadOptions = {}): Log {
  if (text.trim() === '') throw new SarifInputError(source, 'file is empty, expected a SARIF 2.1.0 JSON log');
  let value: unknown;
  try {
    // A UTF-8 byte-order mark is legal in SARIF files written on Windows.
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw jsonSyntaxError(text, source);
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

/** The file's text; an unreadable or too large file is a SarifInputError naming it. */
export async function readSarifText(path: string, options: ReadOptions = {}): Promise<string> {
  try {
    checkSize(path, (await stat(path)).size, options);
    return await readFile(path, 'utf8');
  } catch (error) {
    throw error instanceof SarifInputError ? error : cannotRead(path, error);
  }
}

export async function readSarifFile(path: string, options: ReadOptions = {}): Promise<Log> {
  return parseSarif(await readSarifText(path, options), path, options);
}

export function readSarifFileSync(path: string, options: ReadOptions = {}): Log {
  let text: string;
  try {
    checkSize(path, statSync(path).size, options);
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw error instanceof SarifInputError ? error : cannotRead(path, error);
  }
  return parseSarif(text, path, options);
}
