// Entry point: wires each feature (language client, results view, status bar, tasks,
// commands) to the extension's lifetime. Each feature lives in its own module.
import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node.js';
import { startClient } from './client.js';
import { addExecutionFilter } from './commands/addExecutionFilter.js';
import { lintWorkspace } from './commands/lintWorkspace.js';
import { openResults } from './commands/openResults.js';
import { runTarget } from './commands/runTarget.js';
import { FilterCodeLensProvider, RunCodeLensProvider } from './run/codeLens.js';
import { DEBUG_TYPE, HeddleConfigurationProvider, HeddleDebugAdapterFactory } from './run/debugAdapter.js';
import { runProgram } from './run/runProgram.js';
import { runWithFilter } from './run/runWithFilter.js';
import type { ResultNode, SourcePosition } from './results/model.js';
import { ResultsStore } from './results/store.js';
import { OPEN_FRAME_COMMAND, ResultsTreeProvider, openPosition } from './results/view.js';
import { createStatusBarItem } from './statusBar.js';
import type { ServerState } from './statusText.js';
import { HeddleTaskProvider, LINT_TASK_TYPE, RUN_TASK_TYPE } from './tasks/provider.js';

let client: LanguageClient | undefined;

const STATE: Record<State, ServerState> = { [State.Starting]: 'starting', [State.Running]: 'running', [State.Stopped]: 'stopped' };

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('heddle');
  const store = new ResultsStore(output);
  const tree = new ResultsTreeProvider(store);
  const status = createStatusBarItem(store);
  const start = async (): Promise<void> => {
    try {
      status.setServerState('starting');
      client = await startClient(context, output);
      status.setServerState(STATE[client.state]);
      context.subscriptions.push(client.onDidChangeState(({ newState }) => status.setServerState(STATE[newState])));
    } catch (error) {
      status.setServerState('stopped');
      const message = error instanceof Error ? error.message : String(error);
      output.appendLine(`heddle: the language server did not start: ${message}`);
      void vscode.window.showErrorMessage(`heddle: the language server did not start (${message}). See the "heddle" output for details.`, 'Show Output').then((choice) => {
        if (choice) output.show();
      });
    }
  };
  context.subscriptions.push(
    output,
    store,
    tree,
    vscode.window.createTreeView('heddle.results', { treeDataProvider: tree, showCollapseAll: true }),
    status,
    vscode.commands.registerCommand('heddle.restartServer', async () => {
      const old = client;
      client = undefined;
      await old?.dispose().catch(() => undefined); // a dead server may not answer the shutdown
      await start();
    }),
    vscode.commands.registerCommand('heddle.showServerOutput', () => output.show()),
    vscode.commands.registerCommand('heddle.runProgram', (target?: unknown) => runProgram(() => client, target)),
    vscode.languages.registerCodeLensProvider([{ scheme: 'file', language: 'c' }, { scheme: 'file', language: 'cpp' }], new RunCodeLensProvider()),
    vscode.commands.registerCommand('heddle.runWithFilter', (target?: unknown) => runWithFilter(() => client, target)),
    vscode.languages.registerCodeLensProvider({ scheme: 'file', language: 'hfilter' }, new FilterCodeLensProvider()),
    vscode.debug.registerDebugConfigurationProvider(DEBUG_TYPE, new HeddleConfigurationProvider()),
    vscode.debug.registerDebugAdapterDescriptorFactory(DEBUG_TYPE, new HeddleDebugAdapterFactory(() => client)),
    vscode.tasks.registerTaskProvider(RUN_TASK_TYPE, new HeddleTaskProvider(RUN_TASK_TYPE)),
    vscode.tasks.registerTaskProvider(LINT_TASK_TYPE, new HeddleTaskProvider(LINT_TASK_TYPE)),
    vscode.commands.registerCommand('heddle.runTarget', runTarget),
    vscode.commands.registerCommand('heddle.lintWorkspace', lintWorkspace),
    vscode.commands.registerCommand('heddle.openResults', (target?: unknown) => openResults(store, target)),
    vscode.commands.registerCommand('heddle.refreshResults', () => store.reload()),
    vscode.commands.registerCommand('heddle.addExecutionFilter', (node?: ResultNode) => addExecutionFilter(client, node)),
    vscode.commands.registerCommand(OPEN_FRAME_COMMAND, (position: SourcePosition) => openPosition(position)),
  );
  void store.reload();
  await start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
