// What the main thread and a results worker (results-worker.ts) tell each other: the worker is started with a
// LoadRequest as its workerData, answers with chunks of results, each sent when the main thread asks for the
// next (NEXT_CHUNK), then `done` — or `failed` with a message for the user.
import type { RuntimeResult } from './runtime-results.js';

export interface LoadRequest {
  readonly logPath: string;
  /** The workspace folder the log's relative paths are relative to. */
  readonly srcRoot: string;
}

export type WorkerMessage =
  | { readonly kind: 'results'; readonly results: readonly RuntimeResult[] }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string };

export const NEXT_CHUNK = 'next';

/**
 * Results per message. Taking a message in (structured-clone deserialization, ~30 µs per result here) runs on
 * the main thread: 500 keep each under ~20 ms, so requests and edits are answered between two chunks.
 */
export const RESULTS_PER_CHUNK = 500;
