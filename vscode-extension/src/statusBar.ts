// Status bar item: the language server's state and the lint + runtime counts (statusText.ts). Clicking it opens
// the results view, or restarts the server when it stopped.
import * as vscode from 'vscode';
import { countResults, type ResultCounts } from './results/model.js';
import { statusText, statusTooltip, type ServerState } from './statusText.js';
import type { ResultsStore } from './results/store.js';

/** The diagnostics' source heddle-lint's findings carry (lsp-server's lint-runner.ts LINT_SOURCE). */
const LINT_SOURCE = 'heddle-lint';
const LEVEL: Partial<Record<vscode.DiagnosticSeverity, 'error' | 'warning' | 'note'>> = {
  [vscode.DiagnosticSeverity.Error]: 'error',
  [vscode.DiagnosticSeverity.Warning]: 'warning',
  [vscode.DiagnosticSeverity.Information]: 'note',
};

function lintCounts(): ResultCounts {
  const counts: ResultCounts = { error: 0, warning: 0, note: 0, total: 0 };
  for (const [, diagnostics] of vscode.languages.getDiagnostics()) {
    for (const d of diagnostics) {
      const level = d.source === LINT_SOURCE ? LEVEL[d.severity] : undefined;
      if (!level) continue;
      counts[level]++;
      counts.total++;
    }
  }
  return counts;
}

export interface HeddleStatusBar extends vscode.Disposable {
  setServerState(state: ServerState): void;
}

export function createStatusBarItem(store: ResultsStore): HeddleStatusBar {
  const item = vscode.window.createStatusBarItem('heddle.results', vscode.StatusBarAlignment.Left, 10);
  item.name = 'heddle';
  let server: ServerState = 'starting';
  const update = (): void => {
    const input = { server, lint: lintCounts(), runtime: countResults(store.all()) };
    item.text = statusText(input);
    item.tooltip = statusTooltip(input);
    item.command = server === 'stopped' ? 'heddle.restartServer' : 'heddle.openResults';
    item.backgroundColor = server === 'stopped' ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
    item.show();
  };
  update();
  const subscriptions = vscode.Disposable.from(item, store.onDidChange(update), vscode.languages.onDidChangeDiagnostics(update));
  return {
    setServerState: (state) => {
      server = state;
      update();
    },
    dispose: () => subscriptions.dispose(),
  };
}
