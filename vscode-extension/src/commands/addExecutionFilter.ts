// "Add Execution Filter for Result" (context menu of a result in the heddle Results view):
// works around the result with a LOOM mutual-exclusion constraint in the workspace's
// filter file (heddle.filterFile). The language server's own "work around with an
// execution filter" code action is preferred, since it also validates the filter; when it
// offers none, the constraint of filters/constraint.ts is appended here.
import * as vscode from 'vscode';
import type { ResultNode } from '../results/model.js';
import { mutualExclusionFor } from '../filters/constraint.js';
import { readSettings } from '../settings.js';
import { filterFileProblem } from '../workspace-paths.js';

const FILTER_ACTION_TITLE = /execution filter/i;

async function serverAction(node: ResultNode): Promise<vscode.CodeAction | undefined> {
  const position = node.position;
  if (!position) return undefined;
  const uri = vscode.Uri.file(position.path);
  const at = new vscode.Position(Math.max(0, position.line - 1), Math.max(0, position.column - 1));
  let actions: (vscode.CodeAction | vscode.Command)[];
  try {
    // The code action providers see loaded documents only ("Illegal argument" for a file not open): load it
    // (without showing it), which also tells the language server about it.
    await vscode.workspace.openTextDocument(uri);
    actions =
      (await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
        'vscode.executeCodeActionProvider',
        uri,
        new vscode.Range(at, at),
        vscode.CodeActionKind.QuickFix.value,
      )) ?? [];
  } catch {
    return undefined; // the file is gone or unreadable: the constraint built here from the result is appended instead
  }
  // A plain Command has a string `command`; a CodeAction carries an edit and/or a Command object.
  const isCodeAction = (a: vscode.CodeAction | vscode.Command): a is vscode.CodeAction => typeof a.command !== 'string';
  return actions.filter(isCodeAction).find((a) => FILTER_ACTION_TITLE.test(a.title));
}

/** Applies the server's action, saves the files it changed (the filter must be on disk for the next run) and shows the filter. */
async function applyAction(action: vscode.CodeAction): Promise<boolean> {
  if (action.edit) {
    if (!(await vscode.workspace.applyEdit(action.edit))) return false;
    const changed = action.edit.entries().map(([uri]) => uri);
    for (const uri of changed) await (await vscode.workspace.openTextDocument(uri)).save();
    const filter = changed.find((uri) => uri.path.endsWith('.hfilter'));
    if (filter) await vscode.window.showTextDocument(filter, { preview: false });
  }
  if (action.command) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
  return true;
}

/** Appends to heddle.filterFile; undefined (the user told why) when the setting names a file outside the folder. */
async function appendToFilterFile(folder: vscode.WorkspaceFolder, lines: string[]): Promise<vscode.Uri | undefined> {
  const setting = readSettings(folder).filterFile;
  const problem = filterFileProblem(setting);
  if (problem) {
    void vscode.window.showErrorMessage(`heddle: the execution filter was not added: ${problem}.`);
    return undefined;
  }
  const file = vscode.Uri.joinPath(folder.uri, setting);
  let existing = '';
  try {
    existing = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
  } catch {
    // No filter file yet: this creates it.
  }
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(`${existing}${separator}${lines.join('\n')}\n`));
  return file;
}

export async function addExecutionFilter(node: ResultNode | undefined): Promise<void> {
  if (!node || node.kind !== 'result') {
    void vscode.window.showInformationMessage('heddle: right-click a result in the heddle Results view to add an execution filter for it.');
    return;
  }
  const action = await serverAction(node);
  if (action && (await applyAction(action))) return;

  const suggestion = mutualExclusionFor(node.result);
  if (typeof suggestion === 'string') {
    void vscode.window.showErrorMessage(`heddle: cannot build an execution filter for this result: ${suggestion}.`);
    return;
  }
  const folder =
    (node.position && vscode.workspace.getWorkspaceFolder(vscode.Uri.file(node.position.path))) ?? vscode.workspace.workspaceFolders?.[0];
  if (!folder) {
    void vscode.window.showErrorMessage('heddle: open the workspace folder of the program first; the filter file lives there.');
    return;
  }
  const file = await appendToFilterFile(folder, suggestion.lines);
  if (file) await vscode.window.showTextDocument(file, { preview: false });
}
