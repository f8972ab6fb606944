// Status bar item: the counts of the results currently shown (from the last run's SARIF).
// Clicking it opens the results view.
import * as vscode from 'vscode';
import { countResults } from './results/model.js';
import type { ResultCounts } from './results/model.js';
import type { ResultsStore } from './results/store.js';

export function statusText(counts: ResultCounts): string {
  if (counts.total === 0) return '$(pass) heddle';
  return `$(error) ${counts.error} $(warning) ${counts.warning}${counts.note ? ` $(info) ${counts.note}` : ''} heddle`;
}

export function statusTooltip(counts: ResultCounts): string {
  return counts.total === 0
    ? 'heddle: no results in the workspace\'s SARIF logs'
    : `heddle: ${counts.total} result${counts.total === 1 ? '' : 's'} (${counts.error} errors, ${counts.warning} warnings, ${counts.note} notes). Click to open.`;
}

export function createStatusBarItem(store: ResultsStore): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('heddle.results', vscode.StatusBarAlignment.Left, 10);
  item.name = 'heddle results';
  item.command = 'heddle.openResults';
  const update = (): void => {
    const counts = countResults(store.all());
    item.text = statusText(counts);
    item.tooltip = statusTooltip(counts);
    item.show();
  };
  update();
  const subscription = store.onDidChange(update);
  return vscode.Disposable.from(item, subscription);
}
