// "Add Execution Filter for Result" (context menu of a result in the heddle Results view): the language server's
// "work around with an execution filter" code action for the result, which saves the constraint into the
// workspace's filter file (heddle.filterFile), validates and shows it. When the server says no filter can prevent
// the result (a disabled action, e.g. a policy violation), the user is told why; nothing is written.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node.js';
import type { ResultNode } from '../results/model.js';

const FILTER_ACTION_TITLE = /execution filter/i;

/** The LSP shape of the action (asked of the server directly: VS Code's executeCodeActionProvider drops disabled ones). */
interface ServerCodeAction {
  title: string;
  disabled?: { reason: string };
  command?: { command: string; arguments?: unknown[] };
}

async function serverAction(client: LanguageClient | undefined, node: ResultNode): Promise<ServerCodeAction | string> {
  const position = node.position;
  if (!position) return 'the result has no source location';
  if (!client) return 'the language server is not running (heddle: Restart Language Server)';
  const uri = vscode.Uri.file(position.path);
  const at = { line: Math.max(0, position.line - 1), character: Math.max(0, position.column - 1) };
  let actions: (ServerCodeAction | { command: string })[];
  try {
    // The server answers for documents it has: load the file (without showing it), which opens it there.
    await vscode.workspace.openTextDocument(uri);
    actions =
      (await client.sendRequest<(ServerCodeAction | { command: string })[] | null>('textDocument/codeAction', {
        textDocument: { uri: uri.toString() },
        range: { start: at, end: at },
        context: { diagnostics: [], only: ['quickfix'] },
      })) ?? [];
  } catch (error) {
    return `${position.path} cannot be opened (${error instanceof Error ? error.message : String(error)})`;
  }
  // A plain Command has a string `command`; a code action carries a Command object, or none when disabled.
  const isCodeAction = (a: ServerCodeAction | { command: string }): a is ServerCodeAction => typeof a.command !== 'string';
  return actions.filter(isCodeAction).find((a) => FILTER_ACTION_TITLE.test(a.title)) ?? 'the language server offers no execution filter for this kind of result';
}

export async function addExecutionFilter(client: LanguageClient | undefined, node: ResultNode | undefined): Promise<void> {
  if (!node || node.kind !== 'result') {
    void vscode.window.showInformationMessage('heddle: right-click a result in the heddle Results view to add an execution filter for it.');
    return;
  }
  const action = await serverAction(client, node);
  if (typeof action === 'string' || action.disabled || !action.command) {
    // Information, not an error: nothing went wrong, a filter just cannot prevent this result.
    const why = typeof action === 'string' ? action : (action.disabled?.reason ?? 'the server gave no command');
    void vscode.window.showInformationMessage(`heddle: no execution filter for this result: ${why}.`);
    return;
  }
  // The server's command saves the constraint into the filter file, validates the file and shows it.
  await client!.sendRequest('workspace/executeCommand', { command: action.command.command, arguments: action.command.arguments ?? [] });
}
