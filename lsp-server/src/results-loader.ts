// Loads SARIF logs off the main thread: each load runs in its own worker thread (results-worker.ts, bundled
// beside the server as dist/results-worker.js), so the server keeps answering while a big log is read, and
// all the worker's memory (the parsed log peaks at ~10× its size) is returned when it ends. At most
// MAX_WORKERS run at once (one); more loads wait their turn. A load can be cancelled (its log changed or vanished):
// a waiting one never starts, a running one's worker is terminated.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { NEXT_CHUNK, type LoadRequest, type WorkerMessage } from './results-messages.js';
import type { RuntimeResult } from './runtime-results.js';

/** One at a time: two big logs parsed at once doubled the server's peak memory (50 MB logs: 0.75 → 1.26 GiB). */
const MAX_WORKERS = 1;
/**
 * A worker's heap limit: a log too big for it fails with ERR_WORKER_OUT_OF_MEMORY (told to the user like a
 * malformed log) instead of taking the whole server towards the kernel's OOM killer.
 */
const WORKER_HEAP_MB = 3072;

/**
 * The worker's bundle: next to the server's (dist/server.js → dist/results-worker.js). Run from source (src/*.ts
 * under tsx, whose loader does not reach worker threads on Node 20), the package's built one.
 */
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? '../dist/results-worker.js' : './results-worker.js', import.meta.url);

export interface LogLoad {
  /** The log's results; undefined when the load was cancelled. Rejects with a message for the user. */
  readonly results: Promise<RuntimeResult[] | undefined>;
  cancel(): void;
}

/** Runs one worker to its end: the results it sent, or its failure. */
function loadInWorker(request: LoadRequest): { done: Promise<RuntimeResult[]>; stop: () => void } {
  if (!existsSync(WORKER_URL)) {
    const missing = `loading ${request.logPath} failed: ${fileURLToPath(WORKER_URL)} is missing; it belongs beside the server's bundle (npm run build -w lsp-server builds both)`;
    return { done: Promise.reject(new Error(missing)), stop: () => {} };
  }
  const worker = new Worker(WORKER_URL, { workerData: request, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  const done = new Promise<RuntimeResult[]>((resolve, reject) => {
    const results: RuntimeResult[] = [];
    let finished = false;
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve(results);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'results') {
        for (const result of message.results) results.push(result);
        // The next chunk only after the event loop has had a turn: requests that arrived meanwhile go first.
        setImmediate(() => worker.postMessage(NEXT_CHUNK));
      } else if (message.kind === 'done') finish();
      else finish(new Error(message.message));
    });
    // A chunk that could not be deserialised is dropped by Node: without this the load would wait for it forever.
    worker.on('messageerror', (error) => finish(new Error(`loading ${request.logPath} failed: a message from its worker could not be read (${error.message})`)));
    // The worker died: out of memory (ERR_WORKER_OUT_OF_MEMORY) or a bug.
    worker.on('error', (error) => finish(new Error(`loading ${request.logPath} failed: ${error.message}`)));
    worker.on('exit', (code) => finish(new Error(`loading ${request.logPath} stopped: its worker thread exited (code ${code})`)));
  });
  return { done, stop: () => void worker.terminate() };
}

export class ResultsLoader {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  load(request: LoadRequest): LogLoad {
    let cancelled = false;
    let stop: (() => void) | undefined;
    const results = (async () => {
      await this.turn();
      try {
        if (cancelled) return undefined;
        const worker = loadInWorker(request);
        stop = worker.stop;
        return await worker.done.catch((error: unknown) => {
          if (cancelled) return undefined;
          throw error;
        });
      } finally {
        this.release();
      }
    })();
    return {
      results,
      cancel: () => {
        cancelled = true;
        stop?.();
      },
    };
  }

  private async turn(): Promise<void> {
    if (this.running < MAX_WORKERS) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands this load's turn to the next waiting one (the count of running loads stays), or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
