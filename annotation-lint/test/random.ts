// A small seeded PRNG (mulberry32) so fuzz tests and benchmarks are reproducible.
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Deletes, duplicates or inserts a random piece of `text`. */
export function mutate(random: () => number, text: string, pieces: readonly string[]): string {
  const at = Math.floor(random() * (text.length + 1));
  const len = Math.floor(random() * 12);
  switch (Math.floor(random() * 3)) {
    case 0:
      return text.slice(0, at) + text.slice(at + len);
    case 1:
      return text.slice(0, at) + text.slice(at, at + len) + text.slice(at);
    default:
      return text.slice(0, at) + pick(random, pieces) + text.slice(at);
  }
}
