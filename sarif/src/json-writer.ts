// Writes JSON piece by piece: the text JSON.stringify(value, null, indent) gives, handed to `emit` in chunks of
// about CHUNK_CHARS, so neither depth (JSON.stringify recurses: a properties bag 10 k deep threw "Maximum call stack
// size exceeded") nor size (one string holds at most ~512 M characters: `diff` on 1 M results threw "Invalid string
// length") has a limit (issue #12, item 10).
//
// The top NATIVE_DEPTH levels (a SARIF log, its runs, a run, its results) are walked here with an explicit stack;
// each value below them (a result) is written by JSON.stringify, which is ~10 times faster than walking it in
// JavaScript, unless that throws a RangeError (nested too deep, or too big for one string): then that value is
// walked here too, and so is everything inside it.
//
// Walked values deeper than PRETTY_DEPTH are written without line breaks and indentation: pretty-printing a chain n
// deep takes n² spaces (100 k deep: 10 GB). So the output equals JSON.stringify(value, null, indent) whenever that
// succeeds on each result — any log heddle writes — and is the same JSON value in every case.
import { closeSync, openSync, writeSync } from 'node:fs';
import { isSerializable } from './clone.js';

export const PRETTY_DEPTH = 64;
const NATIVE_DEPTH = 4;
const CHUNK_CHARS = 1 << 20;

/** A container being written: its keys (objects) or length (arrays), the next member, and the text before it. */
interface Open {
  value: Record<string, unknown> | unknown[];
  keys: string[] | undefined;
  next: number;
  /** Line break and indentation of this container's members ('' when compact). */
  inner: string;
  /** Line break and indentation of its closing bracket. */
  outer: string;
  /** JSON.stringify failed on it or a container around it: its members are walked too. */
  walked: boolean;
}

/** JSON.stringify's text, or undefined when it throws a RangeError (too deep, or longer than a string can be). */
function stringified(value: unknown, indent: number): string | undefined {
  try {
    return JSON.stringify(value, null, indent);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function scalar(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return JSON.stringify(value);
}

/** Calls `emit` with consecutive pieces of the JSON text of `value` (pretty-printed with `indent` spaces, or compact with 0). */
export function writeJson(value: unknown, emit: (chunk: string) => void, indent = 2): void {
  if (!isSerializable(value)) return;
  const step = ' '.repeat(indent);
  const colon = ': '; // ':' when compact
  const open: Open[] = [];
  let text = '';
  const put = (piece: string) => {
    text += piece;
    if (text.length >= CHUNK_CHARS) {
      emit(text);
      text = '';
    }
  };
  // Writes a scalar, or an empty container, or opens a container (its members follow).
  const begin = (v: unknown, outer: string, walked: boolean) => {
    if (typeof v !== 'object' || v === null) return put(scalar(v));
    if (open.length >= NATIVE_DEPTH && !walked) {
      const native = stringified(v, outer === '' ? 0 : indent);
      if (native !== undefined) return put(outer === '' ? native : native.replaceAll('\n', outer));
      walked = true;
    }
    const array = Array.isArray(v);
    const keys = array ? undefined : Object.keys(v).filter((k) => isSerializable((v as Record<string, unknown>)[k]));
    if ((array ? (v as unknown[]).length : keys!.length) === 0) return put(array ? '[]' : '{}');
    put(array ? '[' : '{');
    const pretty = indent > 0 && open.length < PRETTY_DEPTH;
    open.push({ value: v as Open['value'], keys, next: 0, inner: pretty ? `${outer}${step}` : '', outer: pretty ? outer : '', walked });
  };
  begin(value, indent > 0 ? '\n' : '', false);
  while (open.length > 0) {
    const top = open[open.length - 1]!;
    const count = top.keys ? top.keys.length : (top.value as unknown[]).length;
    if (top.next === count) {
      open.pop();
      put(`${top.outer}${top.keys ? '}' : ']'}`);
      continue;
    }
    const i = top.next++;
    put(i > 0 ? `,${top.inner}` : top.inner);
    if (top.keys) {
      const key = top.keys[i]!;
      put(`${JSON.stringify(key)}${top.inner === '' ? ':' : colon}`);
      begin((top.value as Record<string, unknown>)[key], top.inner, top.walked);
    } else {
      const item = (top.value as unknown[])[i];
      begin(isSerializable(item) ? item : null, top.inner, top.walked);
    }
  }
  if (text !== '') emit(text);
}

/** The JSON text as one string (limited to what one string holds; write big values with writeJsonFile). */
export function jsonText(value: unknown, indent = 2): string {
  const parts: string[] = [];
  writeJson(value, (chunk) => parts.push(chunk), indent);
  return parts.join('');
}

/** Writes the JSON text of `value` and a final newline to `path`, a chunk at a time. */
export function writeJsonFile(path: string, value: unknown, indent = 2): void {
  const fd = openSync(path, 'w');
  try {
    writeJson(value, (chunk) => writeSync(fd, chunk), indent);
    writeSync(fd, '\n');
  } finally {
    closeSync(fd);
  }
}
