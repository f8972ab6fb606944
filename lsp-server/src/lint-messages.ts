// What the main thread and a lint worker (lint-worker.ts) tell each other: the worker is started with a
// LintRequest as its workerData and answers once, with the findings of `path` or a failure message.
import type { Finding, RuleSettings } from './lint-api.js';

export interface LintRequest {
  /** The file whose findings are wanted. */
  readonly path: string;
  /** Every file of its program (the file itself included), with the text the server has for it. */
  readonly files: readonly { readonly path: string; readonly text: string }[];
  /** The rule severities of the workspace folder's .heddle-lint.json. */
  readonly rules: RuleSettings;
  /** What the compile database says of each file (empty: in no entry): its targets group the files into programs,
   * its macros decide its `#if`s, its language whether a `.h` is C++. */
  readonly build: Readonly<Record<string, { readonly targets: readonly string[]; readonly defines: readonly (readonly [string, string])[]; readonly language?: 'c' | 'cpp' }>>;
}

export type LintWorkerMessage =
  | { readonly kind: 'done'; readonly findings: readonly Finding[] }
  | { readonly kind: 'failed'; readonly message: string };
