// heddle-lsp benchmark (npm run bench:huge-log -w lsp-server): how the server answers while it loads a big SARIF
// log. A 50 MB log (tens of thousands of results on counter.c) is written into the fixture workspace; from then
// until its results are published the client sends a hover every 50 ms and records how long each took. Prints
// the time to the results, the hover latencies meanwhile (the longest is the longest the server was stuck) and
// the server's peak resident memory; then the time from an edit of that file to its lint. HEDDLE_BENCH_LOG_MB
// sets the log's size.
// Figures only; no pass/fail (tests assert behaviour, benchmarks measure).
import { renameSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { HoverRequest } from 'vscode-languageserver-protocol';
import { copyWorkspace } from '../test/support/fixture-workspace.js';
import { hugeLog } from '../test/support/huge-log.js';
import { LspSession } from '../test/support/lsp-session.js';
import { machine, memoryMiB, percentile } from './figures.js';

const LOG_MB = Number(process.env.HEDDLE_BENCH_LOG_MB ?? 50);
const HOVER_EVERY_MS = 50;
const TYPING_EDITS = 40;


console.log(machine());
const workspace = copyWorkspace();
const session = await LspSession.start({ workspace: workspace.dir });
try {
  const path = join(workspace.dir, 'counter.c');
  const uri = await session.open(path, 'c', readFileSync(path, 'utf8'));
  await session.linted(uri, 1, 'the first lint');
  const { text, results } = hugeLog(LOG_MB * 1_000_000);
  const tmp = join(workspace.dir, '.heddle-results.sarif.tmp');
  writeFileSync(tmp, text);
  let shown: number | undefined;
  const written = performance.now();
  void session
    .waitFor('the log\'s results', () => ((session.published.get(uri)?.diagnostics.length ?? 0) >= results ? true : undefined), 600_000)
    .then(() => (shown = performance.now()));
  renameSync(tmp, join(workspace.dir, 'heddle-results.sarif'));
  const hovers: number[] = [];
  while (shown === undefined) {
    const sent = performance.now();
    await session.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 5, character: 5 } });
    hovers.push(performance.now() - sent);
    await sleep(HOVER_EVERY_MS);
  }
  const sorted = [...hovers].sort((a, b) => a - b);
  console.log(`${(text.length / 1e6).toFixed(0)} MB log, ${results.toLocaleString('en')} results: shown ${((shown - written) / 1000).toFixed(1)} s after it was written`);
  console.log(`  ${hovers.length} hovers meanwhile (one every ${HOVER_EVERY_MS} ms): p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
    `p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`);
  // Typing inside a string literal next to the results (the findings stay the same, so the lint's publish is the
  // comparison with what the client has, and nothing is sent).
  const edits: number[] = [];
  for (let i = 0; i < TYPING_EDITS; i++) {
    const at = { line: 12, character: 13 };
    const range = { start: at, end: { line: at.line, character: at.character + (i % 2) } };
    const sent = performance.now();
    await session.linted(uri, await session.change(uri, [{ range, text: i % 2 === 0 ? 'X' : '' }]));
    edits.push(performance.now() - sent);
  }
  const typed = [...edits].sort((a, b) => a - b);
  console.log(`  then ${TYPING_EDITS} edits in that file, didChange → its lint done: p50 ${percentile(typed, 50).toFixed(0)} ms, p95 ${percentile(typed, 95).toFixed(0)} ms`);
  console.log(`  server peak resident memory: ${memoryMiB(session.process.pid as number, 'VmHWM').toFixed(0)} MiB`);
} finally {
  await session.stop();
  workspace.remove();
}
