// Deep copies of SARIF data. SARIF is plain JSON, and a JSON round trip copies it two to
// three times faster than structuredClone (measured with bench/bench.ts on 20k results).
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
