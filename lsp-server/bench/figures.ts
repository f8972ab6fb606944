// What the benchmarks print: the machine's load, percentiles, the server's memory (from /proc).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export const machine = (): string =>
  `machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at start`;

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** A process's resident memory now (VmRSS) or at its peak (VmHWM), in MiB. */
export const memoryMiB = (pid: number, which: 'VmRSS' | 'VmHWM' = 'VmRSS'): number =>
  Number(new RegExp(`${which}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
