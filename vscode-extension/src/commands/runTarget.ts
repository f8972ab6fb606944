// "heddle: Run Target under heddle": runs heddle.run.program under heddle as a task
// (asking for the program once when the setting is empty); the $heddle problem matcher
// puts the printed reports into Problems and the results store picks up the new SARIF.
import * as vscode from 'vscode';
import { readSettings } from '../settings.js';
import { runTask, runTaskDefinition } from '../tasks/provider.js';
import { pickWorkspaceFolder, reportError } from './ui.js';

export async function runTarget(): Promise<void> {
  const folder = await pickWorkspaceFolder();
  if (!folder) return;
  let program = readSettings(folder).runProgram;
  if (!program) {
    program =
      (await vscode.window.showInputBox({
        title: 'heddle: program to run',
        prompt: 'The instrumented program (built with heddle-cc), relative to the workspace folder. Saved as heddle.run.program.',
        placeHolder: 'build/my-program',
        ignoreFocusOut: true,
      })) ?? '';
    if (!program.trim()) return;
    await vscode.workspace.getConfiguration('heddle', folder).update('run.program', program.trim(), vscode.ConfigurationTarget.WorkspaceFolder);
  }
  try {
    await vscode.tasks.executeTask(runTask(folder, runTaskDefinition(program)));
  } catch (error) {
    reportError(error);
  }
}
