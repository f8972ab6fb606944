// Starting the server's worker threads (results-loader.ts: SARIF logs; lint-offthread.ts: big files): each is a
// bundle beside the server's (dist/server.js → dist/<name>.js; run from source — src/*.ts under tsx, whose loader
// does not reach worker threads on Node 20 — the package's built one), run to its end: it answers with messages
// until `handle` finishes it, and dies (out of memory, a bug, an exit) as a failure that names what it was doing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

export function workerBundle(name: string): URL {
  return new URL(import.meta.url.endsWith('.ts') ? `../dist/${name}` : `./${name}`, import.meta.url);
}

export interface WorkerControl<T> {
  /** Sends a message to the worker. */
  post(message: unknown): void;
  finish(value: T): void;
  fail(error: Error): void;
}

export interface RunningWorker<T> {
  /** What `handle` finished it with; rejects with a message for the user. */
  readonly done: Promise<T>;
  /** Terminates the worker (`done` then rejects: callers that stop it ignore that). */
  stop(): void;
}

/** Runs worker bundle `name` with `data`; `what` ("loading x.sarif") names it in failures. */
export function runWorker<M, T>(name: string, data: unknown, what: string, handle: (message: M, control: WorkerControl<T>) => void, resourceLimits?: ResourceLimits): RunningWorker<T> {
  const url = workerBundle(name);
  if (!existsSync(url)) {
    const missing = `${what} failed: ${fileURLToPath(url)} is missing; it belongs beside the server's bundle (npm run build -w lsp-server builds both)`;
    return { done: Promise.reject(new Error(missing)), stop: () => {} };
  }
  const worker = new Worker(url, { workerData: data, ...(resourceLimits && { resourceLimits }) });
  const done = new Promise<T>((resolve, reject) => {
    let finished = false;
    const end = (settle: () => void) => {
      if (finished) return;
      finished = true;
      void worker.terminate();
      settle();
    };
    const control: WorkerControl<T> = {
      post: (message) => worker.postMessage(message),
      finish: (value) => end(() => resolve(value)),
      fail: (error) => end(() => reject(error)),
    };
    worker.on('message', (message: M) => handle(message, control));
    // A message that could not be deserialised is dropped by Node: without this the caller would wait for it forever.
    worker.on('messageerror', (error) => control.fail(new Error(`${what} failed: a message from its worker could not be read (${error.message})`)));
    // The worker died: out of memory (ERR_WORKER_OUT_OF_MEMORY) or a bug.
    worker.on('error', (error) => control.fail(new Error(`${what} failed: ${error.message}`)));
    worker.on('exit', (code) => control.fail(new Error(`${what} stopped: its worker thread exited (code ${code})`)));
  });
  return { done, stop: () => void worker.terminate() };
}
