// Matrix sharding: "i/n" selects every n-th manifest entry starting at the i-th (1-based).
// Round-robin rather than contiguous blocks keeps shards balanced when slow entries cluster.
import { UserError } from './errors.js';

export interface Shard {
  index: number; // 1-based
  count: number;
}

export function parseShard(value: string): Shard | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new UserError(`input shard: "${value}" is not "i/n" with 1 <= i <= n; in a matrix use shard: \${{ matrix.shard }}/\${{ strategy.job-total }} with shard: [1, 2, ...]`);
  }
  return { index, count };
}

export function selectShard<T>(items: readonly T[], shard: Shard | undefined): T[] {
  if (!shard) return [...items];
  return items.filter((_, i) => i % shard.count === shard.index - 1);
}
