// Entry point: wires each feature (language client, results view, status bar, tasks,
// commands) to the extension's lifetime. Each feature lives in its own module.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node.js';
import { startClient } from './client.js';
import { addExecutionFilter } from './commands/addExecutionFilter.js';
import { lintWorkspace } from './commands/lintWorkspace.js';
import { openResults } from './commands/openResults.js';
import { runTarget } from './commands/runTarget.js';
import type { ResultNode, SourcePosition } from './results/model.js';
import { ResultsStore } from './results/store.js';
import { OPEN_FRAME_COMMAND, ResultsTreeProvider, openPosition } from './results/view.js';
import { createStatusBarItem } from './statusBar.js';
import { HeddleTaskProvider, LINT_TASK_TYPE, RUN_TASK_TYPE } from './tasks/provider.js';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('heddle');
  const store = new ResultsStore(output);
  const tree = new ResultsTreeProvider(store);
  context.subscriptions.push(
    output,
    store,
    tree,
    vscode.window.createTreeView('heddle.results', { treeDataProvider: tree, showCollapseAll: true }),
    createStatusBarItem(store),
    vscode.tasks.registerTaskProvider(RUN_TASK_TYPE, new HeddleTaskProvider(RUN_TASK_TYPE)),
    vscode.tasks.registerTaskProvider(LINT_TASK_TYPE, new HeddleTaskProvider(LINT_TASK_TYPE)),
    vscode.commands.registerCommand('heddle.runTarget', runTarget),
    vscode.commands.registerCommand('heddle.lintWorkspace', lintWorkspace),
    vscode.commands.registerCommand('heddle.openResults', (target?: unknown) => openResults(store, target)),
    vscode.commands.registerCommand('heddle.refreshResults', () => store.reload()),
    vscode.commands.registerCommand('heddle.addExecutionFilter', (node?: ResultNode) => addExecutionFilter(node)),
    vscode.commands.registerCommand(OPEN_FRAME_COMMAND, (position: SourcePosition) => openPosition(position)),
  );
  void store.reload();
  try {
    client = await startClient(context, output);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    output.appendLine(`heddle: the language server did not start: ${message}`);
    void vscode.window.showErrorMessage(`heddle: the language server did not start (${message}). See the "heddle" output for details.`);
  }
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
