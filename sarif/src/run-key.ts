// Which runs are "the same analysis": GitHub replaces an upload with the same tool and
// category, so merge keeps one run per (tool.driver.name, category) and baseline compares
// runs with equal keys.
import { runCategory } from './resolve.js';
import type { Run } from './types.js';

export function runKey(run: Run): string {
  return `${run.tool.driver.name}\u0000${runCategory(run)}`;
}

/** Groups runs by runKey, in order of first appearance. */
export function groupRuns<T extends { run: Run }>(items: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = runKey(item.run);
    const group = groups.get(key) ?? [];
    group.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
