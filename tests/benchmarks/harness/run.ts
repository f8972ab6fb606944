// Runs a command once and measures it: wall time (monotonic clock around the
// child) and peak resident set size (GNU time's %M, which covers the process and
// the children it waited for, e.g. `heddle run` and the program under it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunResult {
  argv: string[];
  seconds: number;
  maxRssKb: number;
  /** Exit status, or null when a signal ended it. */
  status: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  timeoutSeconds: number;
  cwd?: string;
}

const GNU_TIME = '/usr/bin/time';

export function runMeasured(argv: string[], opts: RunOptions): RunResult {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-bench-run-'));
  const rssFile = join(dir, 'rss');
  try {
    const start = process.hrtime.bigint();
    const r = spawnSync(GNU_TIME, ['-f', '%M', '-o', rssFile, ...argv], {
      encoding: 'utf8',
      env: { ...process.env, ...opts.env },
      cwd: opts.cwd,
      timeout: opts.timeoutSeconds * 1000,
      killSignal: 'SIGKILL',
      maxBuffer: 256 * 1024 * 1024,
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${GNU_TIME} not found: install the Debian package "time" (scripts/bootstrap.sh does)`);
    let maxRssKb = NaN;
    try {
      // GNU time writes "Command exited with non-zero status N" before the figure when the status is not 0.
      const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
      maxRssKb = Number(lines[lines.length - 1]);
    } catch {
      /* killed before GNU time could write: no figure */
    }
    return {
      argv,
      seconds,
      maxRssKb,
      status: r.status,
      signal: r.signal,
      stdout: r.stdout ?? '',
      stderr: r.stderr ?? '',
      timedOut: r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The program's result line (see common/bench.h), parsed. */
export interface ResultLine {
  name: string;
  checksum: string;
  ok: boolean;
}

export function parseResultLine(stdout: string): ResultLine | undefined {
  const m = /^(\S+) threads=\d+ scale=\S+ checksum=([0-9a-f]{16}) (ok|WRONG)$/m.exec(stdout);
  return m ? { name: m[1]!, checksum: m[2]!, ok: m[3] === 'ok' } : undefined;
}

/** One line saying how a run ended, for error messages. */
export function describeEnd(r: RunResult): string {
  if (r.timedOut) return 'timed out';
  if (r.signal) return `killed by ${r.signal}`;
  return `exit status ${r.status}`;
}
