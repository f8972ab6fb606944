// The status bar item's text and tooltip (plain functions, unit-tested; statusBar.ts puts them on the item): the
// language server's state, and the counts the Problems panel shows — the linter's findings in open files and the
// runtime's results in the workspace's SARIF logs — so "✓ heddle" never sits beside a file full of errors, and a
// dead server is visible.
import type { ResultCounts } from './results/model.js';

export type ServerState = 'starting' | 'running' | 'stopped';

export interface StatusInput {
  server: ServerState;
  /** heddle-lint's diagnostics in the documents the server linted. */
  lint: ResultCounts;
  /** Results of the workspace's SARIF logs. */
  runtime: ResultCounts;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const levels = (c: ResultCounts): string => `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.note, 'note')}`;

export function statusText({ server, lint, runtime }: StatusInput): string {
  if (server === 'stopped') return '$(error) heddle: server stopped';
  const error = lint.error + runtime.error;
  const warning = lint.warning + runtime.warning;
  const note = lint.note + runtime.note;
  const busy = server === 'starting' ? '$(sync~spin) ' : '';
  if (error + warning + note === 0) return `${busy || '$(pass) '}heddle`;
  return `${busy}$(error) ${error} $(warning) ${warning}${note ? ` $(info) ${note}` : ''} heddle`;
}

/** The runtime part of the tooltip (the e2e test looks for it). */
export function runtimeSummary(counts: ResultCounts): string {
  return counts.total === 0 ? "no results in the workspace's SARIF logs" : `${plural(counts.total, 'result')} in the SARIF logs (${levels(counts)})`;
}

export function statusTooltip({ server, lint, runtime }: StatusInput): string {
  if (server === 'stopped') return 'heddle: the language server stopped, so files are not linted and results not shown in the editor. Click to restart it (its output: "heddle: Show Language Server Output").';
  const state = server === 'starting' ? 'language server starting' : 'language server running';
  const linted = lint.total === 0 ? 'no lint findings in open files' : `${plural(lint.total, 'lint finding')} in open files (${levels(lint)})`;
  return `heddle: ${state}; ${linted}; ${runtimeSummary(runtime)}. Click to open the results.`;
}
