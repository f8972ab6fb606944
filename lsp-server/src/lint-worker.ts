// A worker thread that lints one big file (lint-offthread.ts starts one per lint of a program with a file above
// OFF_THREAD_CHARS): parsing and checking a file of several MB takes seconds (an 8 MB file: 47 s), which on the
// main thread would leave every request and edit unanswered that long. It builds the program from the texts it
// was given, lints, sends the findings back and ends; all of its memory goes with it.
import { parentPort, workerData } from 'node:worker_threads';
import { LintProject } from './lint-api.js';
import type { LintRequest, LintWorkerMessage } from './lint-messages.js';

if (!parentPort) {
  process.stderr.write('heddle-lsp: lint-worker.js is started by the language server (dist/server.js), not run by itself.\n');
  process.exit(2);
}
const port = parentPort;
const send = (message: LintWorkerMessage) => port.postMessage(message);
const { path, files, rules, build } = workerData as LintRequest;

try {
  // web-tree-sitter, not the native parser: a worker is terminated whenever a newer text supersedes its lint, and
  // the native parser's background thread must not be cut off mid-parse; wasm can be stopped at any point.
  const project = await LintProject.create({
    rules,
    parser: 'wasm',
    build: { targetsOf: (p) => build[p]?.targets, definesOf: (p) => new Map(build[p]?.defines), languageOf: (p) => build[p]?.language },
  });
  await project.prepare(files.map((f) => f.path));
  for (const file of files) project.setFile(file.path, file.text);
  send({ kind: 'done', findings: project.lintFile(path) });
} catch (error) {
  send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
