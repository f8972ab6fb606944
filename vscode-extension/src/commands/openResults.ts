// "heddle: Open Results": shows a SARIF log's results in the heddle Results view. The log
// is the active editor's .sarif file, else one the user picks; with neither it just
// reveals the view (which already shows the workspace's heddle.results.glob logs).
import * as vscode from 'vscode';
import type { ResultsStore } from '../results/store.js';

const VIEW_FOCUS_COMMAND = 'heddle.results.focus';

function isSarif(uri: vscode.Uri | undefined): uri is vscode.Uri {
  return uri !== undefined && uri.scheme === 'file' && /\.sarif(\.json)?$/i.test(uri.path);
}

export async function openResults(store: ResultsStore, target?: unknown): Promise<void> {
  const uri = target instanceof vscode.Uri ? target : vscode.window.activeTextEditor?.document.uri;
  if (isSarif(uri)) {
    await store.open(uri);
  } else if (store.all().length === 0) {
    const picked = await vscode.window.showOpenDialog({
      title: 'heddle: open a SARIF log',
      canSelectMany: false,
      filters: { 'SARIF logs': ['sarif', 'json'] },
    });
    if (picked?.[0]) await store.open(picked[0]);
  }
  await vscode.commands.executeCommand(VIEW_FOCUS_COMMAND);
}
