// Moves extracted facts down or up by a number of lines: a top-level node whose
// text did not change but whose position did keeps its facts, shifted.
// Every position in the facts is a { line, character } object; everything else
// is copied as is.

function isPosition(v: object): v is { line: number; character: number } {
  const keys = Object.keys(v);
  return keys.length === 2 && 'line' in v && 'character' in v;
}

export function shiftRows<T>(value: T, delta: number): T {
  if (delta === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => shiftRows(v, delta)) as T;
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, shiftRows(v, delta)])) as T;
  if (value instanceof Set) return value;
  if (isPosition(value)) return { line: value.line + delta, character: value.character } as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftRows(v, delta)])) as T;
}
