// heddle-lsp benchmark (npm run bench -w lsp-server): drives the real bundled server over stdio and prints
//   1. p50/p95 time from a didChange to the publishDiagnostics of that version's lint, on a 10,000-line C file
//      (target p95 ≤ 50 ms); the server's lint trace ($/logTrace) says which publish is the lint's, and
//   2. the server's resident memory after opening 200 files.
// HEDDLE_BENCH_EDITS sets the number of edits; HEDDLE_LSP_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles
// the server.
// Figures only; no pass/fail (tests assert behaviour, benchmarks measure).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Position, Range } from 'vscode-languageserver-protocol';
import { LspSession } from '../test/support/lsp-session.js';
import { machine, memoryMiB, percentile } from './figures.js';
import { cProgram } from './generate.js';

const EDITS = Number(process.env.HEDDLE_BENCH_EDITS ?? 200);
const FILES = 200;
const TARGET_P95_MS = 50;
/** The edits right after opening a file, reported on their own: they once took 117–441 ms (issue #14, item 13). */
const FIRST_EDITS = 20;
const FIRST_KEYSTROKE_MS = 1000;

const figures = (times: number[], target?: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const verdict = target === undefined ? '' : `  (target p95 ≤ ${target} ms: ${p95 <= target ? 'met' : 'NOT met'})`;
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms${verdict}`;
};

interface Edit {
  range: Range;
  text: string;
}

/** Sends one edit and returns when its lint was published: the client-side times and the server's own lint time. */
async function measure(session: LspSession, uri: string, edit: Edit): Promise<{ version: number; first: number; linted: number; done: number; lintMs: number }> {
  const started = performance.now();
  const version = await session.change(uri, [edit]);
  const lint = await session.linted(uri, version);
  const done = performance.now() - started;
  const times = session.publishTimes.get(`${uri}@${version}`) ?? [];
  // 'unchanged': the lint confirmed what the edit's own publish (findings moved along) already showed.
  if (lint.outcome === 'failed' || times.length === 0) throw new Error(`version ${version} was not published: ${JSON.stringify(lint)}`);
  return { version, first: (times[0] as number) - started, linted: (times.at(-1) as number) - started, done, lintMs: lint.ms };
}

async function latency(dir: string): Promise<void> {
  // A misspelt policy every 50th global: a dozen findings to publish, as in a file being worked on.
  const text = cProgram(10_000, 'm', 50);
  const path = join(dir, 'big.c');
  writeFileSync(path, text);
  const session = await LspSession.start({ workspace: dir });
  try {
    const uri = await session.open(path, 'c', text);
    await session.linted(uri, 1, 'the first lint');
    // A person's first keystroke comes a moment after the file shows: the server warms its incremental path up
    // meanwhile (LintProject.warmUp; the first edits' figure below depends on it).
    await new Promise((resolve) => setTimeout(resolve, FIRST_KEYSTROKE_MS));
    const findings = session.published.get(uri)?.diagnostics.length ?? 0;
    const lines = text.split('\n');
    const middle = (wanted: (l: string, i: number) => boolean) => lines.findIndex((l, i) => i > lines.length / 2 && wanted(l, i));
    // Typing inside a line: a character added and deleted again, alternately. Each edit's finding must appear
    // and go (checked), so the publish measured is the lint's. Two places: inside a function (the lock call
    // misspelt: the next line's access is then outside the lock) and in a file-scope annotation (the policy).
    const lock = middle((l, i) => l.includes('pthread_mutex_lock(') && lines[i - 3]?.startsWith('HEDDLE_GLOBAL_LOCKED') === true);
    const inFunction = await typing(session, uri, { line: lock, character: (lines[lock] as string).indexOf('(') }, lock + 1, 'locked-access-outside-lock');
    const policy = middle((l) => l.endsWith('HEDDLE_PRIVATE);'));
    const inAnnotation = await typing(session, uri, { line: policy, character: (lines[policy] as string).length - 2 }, policy, 'unknown-policy');
    // A line inserted and deleted near the top: every finding below moves, published at once, then linted
    // (the lint finds the same findings and sends nothing again).
    const moved: number[] = [];
    const movedLinted: number[] = [];
    for (let i = 0; i < EDITS / 2; i++) {
      const insert = i % 2 === 0;
      const edit = { range: { start: { line: 3, character: 0 }, end: { line: insert ? 3 : 4, character: 0 } }, text: insert ? '\n' : '' };
      const { first, done } = await measure(session, uri, edit);
      moved.push(first);
      movedLinted.push(done);
    }
    console.log(`${lines.length - 1}-line C file with ${findings} findings, didChange → publishDiagnostics over stdio:`);
    console.log(`  the first ${FIRST_EDITS} edits, ${FIRST_KEYSTROKE_MS / 1000} s after opening the file (inside a function), lint published: ${figures(inFunction.published.slice(0, FIRST_EDITS), TARGET_P95_MS)}`);
    for (const [what, result] of [['inside a function', inFunction], ['inside a file-scope annotation', inAnnotation]] as const) {
      console.log(`  typing ${what} (${EDITS} one-character edits), lint published: ${figures(result.published, TARGET_P95_MS)}`);
      console.log(`    the server's lint alone (its trace: annotation-lint incl. parsing):  ${figures(result.lintMs)}`);
    }
    console.log(`  a line inserted/deleted above the findings (${EDITS / 2} edits):`);
    console.log(`    findings moved with the edit, published at once:                     ${figures(moved)}`);
    console.log(`    lint done (its trace; the moved findings confirmed, or replaced):    ${figures(movedLinted, TARGET_P95_MS)}`);
  } finally {
    await session.stop();
  }
}

/** Types a character at `at` and deletes it again, EDITS times; each insertion must cause `rule` on `findingLine`. */
async function typing(session: LspSession, uri: string, at: Position, findingLine: number, rule: string): Promise<{ published: number[]; lintMs: number[] }> {
  const published: number[] = [];
  const lintMs: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const insert = i % 2 === 0;
    const edit = { range: { start: at, end: { line: at.line, character: at.character + (insert ? 0 : 1) } }, text: insert ? 'X' : '' };
    const measured = await measure(session, uri, edit);
    const shown = session.published.get(uri);
    const flagged = shown?.diagnostics.some((d) => d.code === rule && d.range.start.line === findingLine);
    if (shown?.version !== measured.version || flagged !== insert) throw new Error(`the lint of version ${measured.version} does not show the edit (${rule} expected: ${insert})`);
    published.push(measured.linted);
    lintMs.push(measured.lintMs);
  }
  return { published, lintMs };
}

/** Opens FILES files of 300 lines in 20 programs (directories) named after `round`, and waits for their lints. */
async function openPrograms(session: LspSession, dir: string, round: string): Promise<string[]> {
  const uris: string[] = [];
  for (let i = 0; i < FILES; i++) {
    const sub = join(dir, `${round}${Math.floor(i / 10)}`);
    mkdirSync(sub, { recursive: true });
    const path = join(sub, `f${i}.c`);
    const text = cProgram(300, `f${i}`);
    writeFileSync(path, text);
    uris.push(await session.open(path, 'c', text));
  }
  for (const uri of uris) await session.linted(uri, 1);
  return uris;
}

async function memory(dir: string): Promise<void> {
  const session = await LspSession.start({ workspace: dir });
  try {
    const pid = session.process.pid as number;
    const idle = memoryMiB(pid);
    const started = performance.now();
    const first = await openPrograms(session, dir, 'first');
    const seconds = (performance.now() - started) / 1000;
    const opened = memoryMiB(pid);
    // Closing them drops their programs' lint state; another 200 files then reuse that memory (the process
    // keeps what it freed: V8 heap, wasm memory), so the figure stays where it was instead of doubling.
    for (const uri of first) await session.close(uri);
    await openPrograms(session, dir, 'second');
    console.log(`memory: ${idle.toFixed(0)} MiB after initialize, ${opened.toFixed(0)} MiB resident after opening ${FILES} files ` +
      `of 300 lines in 20 programs (${(FILES * 300).toLocaleString('en')} lines, all linted in ${seconds.toFixed(1)} s); ` +
      `${memoryMiB(pid).toFixed(0)} MiB after closing them and opening ${FILES} others`);
  } finally {
    await session.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'heddle-lsp-bench-'));
console.log(machine());
try {
  mkdirSync(join(dir, 'latency'));
  mkdirSync(join(dir, 'memory'));
  await latency(join(dir, 'latency'));
  await memory(join(dir, 'memory'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
