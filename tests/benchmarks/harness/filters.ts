// `npm run bench -- --filters`: the execution-filter figures of issue 13 (docs/filters.md), measured by the
// two scripts that own them — scripts/loom-slot-overhead.py (what the slots cost a program with no filter:
// every benchmark built with and without them, CPU time) and scripts/loom-install-latency.py (how long
// `heddle filter add` takes into a program under load) — run with --json and recorded in bench-results.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FilterFigures, InstallLatency, SlotOverhead } from './results.js';
import { REPO_DIR } from './suite.js';

export const FILTER_LIMITS = { slotOverheadPct: 2, installP95Ms: 100 } as const;

export interface FilterOptions {
  buildDir: string;
  /** Runs per build of each program (slot overhead) and installs per load (latency). */
  runs: number;
  rounds: number;
  scale: number;
  threads: number;
  /** Benchmark programs to measure the slots on (empty: all). */
  programs: string[];
  timeoutSeconds: number;
  progress: (line: string) => void;
}

/** Runs one script with --json; its table goes to our progress (stderr), its figures come back parsed. */
function runScript<T>(script: string, args: string[], o: FilterOptions, problems: string[]): T | null {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-bench-filters-'));
  const json = join(dir, 'figures.json');
  const argv = [join(REPO_DIR, 'scripts', script), ...args, '--build', o.buildDir, '--json', json];
  o.progress(`filters: python3 ${argv.join(' ')}`);
  try {
    const r = spawnSync('python3', argv, {
      encoding: 'utf8',
      timeout: o.timeoutSeconds * 1000,
      killSignal: 'SIGTERM', // the latency script kills its load programs' process groups on SIGTERM
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const line of `${r.stdout ?? ''}`.split('\n').filter(Boolean)) o.progress(`filters: ${line}`);
    if (r.status !== 0) {
      const why = r.error ? r.error.message : r.signal ? `signal ${r.signal}` : `exit ${r.status}`;
      problems.push(`${script}: ${why}: ${`${r.stderr ?? ''}`.trim().slice(-1000)}`);
      return null;
    }
    return JSON.parse(readFileSync(json, 'utf8')) as T;
  } catch (e) {
    problems.push(`${script}: ${(e as Error).message}`);
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Judges the figures against the issue's targets (null: not measured). */
export function filterTargets(slots: SlotOverhead | null, latency: InstallLatency | null): FilterFigures['targets'] {
  return {
    slot_overhead_at_most_2_percent: slots ? slots.geomean_cpu_overhead_pct <= FILTER_LIMITS.slotOverheadPct : null,
    install_p95_at_most_100_ms:
      latency && latency.loads.length > 0 ? latency.loads.every((l) => l.p95_ms <= FILTER_LIMITS.installP95Ms) : null,
  };
}

export function measureFilters(o: FilterOptions): FilterFigures {
  const problems: string[] = [];
  const common = ['--runs', String(o.runs), '--scale', String(o.scale), '--threads', String(o.threads)];
  const slots = runScript<SlotOverhead>(
    'loom-slot-overhead.py',
    [...common, ...(o.programs.length ? ['--programs', o.programs.join(',')] : [])],
    o,
    problems,
  );
  const latency = runScript<InstallLatency>('loom-install-latency.py', ['--rounds', String(o.rounds)], o, problems);
  return { slot_overhead: slots, install_latency: latency, problems, targets: filterTargets(slots, latency) };
}
