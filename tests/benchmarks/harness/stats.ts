// Summary statistics for repeated measurements.

export function median(xs: number[]): number {
  const s = [...xs].filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Spread as (max - min) / median: 0.05 means the runs varied by 5% of the median. */
export function relativeSpread(xs: number[]): number {
  const finite = xs.filter((x) => Number.isFinite(x));
  const m = median(finite);
  return finite.length > 1 && m > 0 ? (Math.max(...finite) - Math.min(...finite)) / m : 0;
}

export function geomean(xs: number[]): number {
  const finite = xs.filter((x) => Number.isFinite(x) && x > 0);
  return finite.length ? Math.exp(finite.reduce((a, x) => a + Math.log(x), 0) / finite.length) : NaN;
}
