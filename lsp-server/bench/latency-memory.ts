// heddle-lsp benchmark (npm run bench -w lsp-server): drives the real bundled server over stdio and prints
//   1. p50/p95 time from a didChange to the publishDiagnostics of that version, on a 10,000-line C file
//      (target p95 ≤ 50 ms), and
//   2. the server's resident memory after opening 200 files.
// Figures only; no pass/fail (tests assert behaviour, benchmarks measure).
import { readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LintProject } from '@heddle/annotation-lint';
import { LspSession } from '../test/support/lsp-session.js';
import { cProgram } from './generate.js';

const EDITS = Number(process.env.HEDDLE_BENCH_EDITS ?? 200);
const FILES = 200;

const rssMiB = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function latency(dir: string): Promise<void> {
  const text = cProgram(10_000);
  const path = join(dir, 'big.c');
  writeFileSync(path, text);
  const session = await LspSession.start({ workspace: dir });
  try {
    const uri = await session.open(path, 'c', text);
    await session.diagnostics(uri, () => true, 'the first lint');
    // Type and delete a character inside a worker's loop body, alternately, so the file stays realistic.
    const line = text.split('\n').findIndex((l) => l.includes('+= i;')) ;
    const first: number[] = [];
    const linted: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const insert = i % 2 === 0;
      const range = insert
        ? { start: { line, character: 4 }, end: { line, character: 4 } }
        : { start: { line, character: 4 }, end: { line, character: 5 } };
      const started = performance.now();
      const version = await session.change(uri, [{ range, text: insert ? ' ' : '' }]);
      const key = `${uri}@${version}`;
      await session.waitFor(`the first publish of version ${version}`, () => session.publishCounts.get(key));
      first.push(performance.now() - started);
      await session.waitFor(`the re-linted publish of version ${version}`, () => ((session.publishCounts.get(key) ?? 0) >= 2 ? true : undefined));
      linted.push(performance.now() - started);
    }
    const lines = text.split('\n').length - 1;
    const figures = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`;
    };
    console.log(`${lines}-line C file, ${EDITS} one-character edits, didChange → publishDiagnostics (target p95 ≤ 50 ms):`);
    console.log(`  first publish (last findings moved with the edit, runtime results): ${figures(first)}`);
    console.log(`  publish after the re-lint:                                          ${figures(linted)}`);
    console.log(`  annotation-lint alone, text-only setFile + lintFile (in process):    ${figures(await lintAlone(text, line, EDITS))}`);
  } finally {
    await session.stop();
  }
}

/** The linter's own time for the same edits, measured in this process: what the server cannot make faster. */
async function lintAlone(text: string, line: number, edits: number): Promise<number[]> {
  const project = await LintProject.create();
  project.setFile('/bench/big.c', text);
  project.lintFile('/bench/big.c');
  const lines = text.split('\n');
  const times: number[] = [];
  for (let i = 0; i < edits; i++) {
    lines[line] = i % 2 === 0 ? ` ${lines[line]}` : (lines[line] ?? '').slice(1);
    const next = lines.join('\n');
    const started = performance.now();
    project.setFile('/bench/big.c', next);
    project.lintFile('/bench/big.c');
    times.push(performance.now() - started);
  }
  return times;
}

async function memory(dir: string): Promise<void> {
  // 20 programs of 10 files, 300 lines each: directories are programs, as the server groups them.
  const session = await LspSession.start({ workspace: dir });
  try {
    const pid = session.process.pid as number;
    const idle = rssMiB(pid);
    const uris: string[] = [];
    const started = performance.now();
    for (let i = 0; i < FILES; i++) {
      const sub = join(dir, `prog${Math.floor(i / 10)}`);
      mkdirSync(sub, { recursive: true });
      const path = join(sub, `f${i}.c`);
      const text = cProgram(300, `f${i}`);
      writeFileSync(path, text);
      uris.push(await session.open(path, 'c', text));
    }
    for (const uri of uris) await session.diagnostics(uri, () => true, `diagnostics of ${uri}`);
    const seconds = (performance.now() - started) / 1000;
    console.log(`memory: ${idle.toFixed(0)} MiB after initialize, ${rssMiB(pid).toFixed(0)} MiB resident after opening ${FILES} files ` +
      `of 300 lines (${(FILES * 300).toLocaleString('en')} lines, all linted in ${seconds.toFixed(1)} s)`);
  } finally {
    await session.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'heddle-lsp-bench-'));
console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at start`);
try {
  mkdirSync(join(dir, 'latency'));
  mkdirSync(join(dir, 'memory'));
  await latency(join(dir, 'latency'));
  await memory(join(dir, 'memory'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
