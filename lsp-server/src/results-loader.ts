// Loads SARIF logs off the main thread: each load runs in its own worker thread (results-worker.ts, bundled
// beside the server as dist/results-worker.js), so the server keeps answering while a big log is read, and
// all the worker's memory (the parsed log peaks at ~10× its size) is returned when it ends. At most
// MAX_WORKERS run at once (one); more loads wait their turn. A load can be cancelled (its log changed or vanished):
// a waiting one never starts, a running one's worker is terminated.
import { NEXT_CHUNK, type LoadRequest, type WorkerMessage } from './results-messages.js';
import type { RuntimeResult } from './runtime-results.js';
import { runWorker, type RunningWorker } from './worker-threads.js';

/** One at a time: two big logs parsed at once doubled the server's peak memory (50 MB logs: 0.75 → 1.26 GiB). */
const MAX_WORKERS = 1;
/**
 * A worker's heap limit: a log too big for it fails with ERR_WORKER_OUT_OF_MEMORY (told to the user like a
 * malformed log) instead of taking the whole server towards the kernel's OOM killer.
 */
const WORKER_HEAP_MB = 3072;

export interface LogLoad {
  /** The log's results; undefined when the load was cancelled. Rejects with a message for the user. */
  readonly results: Promise<RuntimeResult[] | undefined>;
  cancel(): void;
}

/** Runs one worker to its end: the results it sent, or its failure. */
function loadInWorker(request: LoadRequest): RunningWorker<RuntimeResult[]> {
  const results: RuntimeResult[] = [];
  return runWorker<WorkerMessage, RuntimeResult[]>('results-worker.js', request, `loading ${request.logPath}`, (message, worker) => {
    if (message.kind === 'results') {
      for (const result of message.results) results.push(result);
      // The next chunk only after the event loop has had a turn: requests that arrived meanwhile go first.
      setImmediate(() => worker.post(NEXT_CHUNK));
    } else if (message.kind === 'done') worker.finish(results);
    else worker.fail(new Error(message.message));
  }, { maxOldGenerationSizeMb: WORKER_HEAP_MB });
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
