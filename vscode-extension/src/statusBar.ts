// Status bar item: the counts of the results currently shown (from the last run's SARIF).
// Clicking it opens the results view.
import * as vscode from 'vscode';
import { countResults } from './results/model.js';
import { statusText, statusTooltip } from './statusText.js';
import type { ResultsStore } from './results/store.js';

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
