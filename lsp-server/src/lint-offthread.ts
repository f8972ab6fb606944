// Lints a program with a big file in a worker thread (lint-worker.ts, bundled beside the server as
// dist/lint-worker.js), so that the server keeps answering requests and taking edits while it runs: a file of
// several MB takes seconds to parse and check (an 8 MB file blocked the server for 47 s). Files that big are
// above the default heddle.maxFileSize and linted only when it is raised. A lint can be cancelled (a newer
// version of a file supersedes it): its worker is terminated at once (it parses with web-tree-sitter, which
// can be stopped anywhere; lint-worker.ts).
import type { Finding } from './lint-api.js';
import type { LintRequest, LintWorkerMessage } from './lint-messages.js';
import { runWorker } from './worker-threads.js';

/** A program with a file longer than this (in characters: the default heddle.maxFileSize) is linted in a worker. */
export const OFF_THREAD_CHARS = 1_000_000;

/** A worker's heap limit: ~0.5 GB per MB of C source (a 3.9 MB file took 1.8 GB), so a file too big for it fails
 * with a message instead of taking the server towards the kernel's OOM killer. */
const WORKER_HEAP_MB = 8192;

export interface OffThreadLint {
  /** The findings of request.path; undefined when cancelled. Rejects with a message for the user. */
  readonly findings: Promise<Finding[] | undefined>;
  cancel(): void;
}

export function lintOffThread(request: LintRequest): OffThreadLint {
  let cancelled = false;
  const worker = runWorker<LintWorkerMessage, Finding[]>('lint-worker.js', request, `linting ${request.path}`, (message, control) => {
    if (message.kind === 'done') control.finish([...message.findings]);
    else control.fail(new Error(message.message));
  }, { maxOldGenerationSizeMb: WORKER_HEAP_MB });
  const findings = worker.done.then(
    (found) => (cancelled ? undefined : found),
    (error: unknown) => {
      if (cancelled) return undefined;
      throw error;
    },
  );
  return {
    findings,
    cancel: () => {
      cancelled = true;
      worker.stop();
    },
  };
}
