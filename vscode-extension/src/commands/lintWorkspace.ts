// "heddle: Lint Workspace": heddle-lint over heddle.lint.paths as a task; its findings reach
// Problems through the $heddle-lint problem matcher (open files are linted as you type by
// the language server anyway; this covers the files that are not open).
import * as vscode from 'vscode';
import { lintTask } from '../tasks/provider.js';
import { pickWorkspaceFolder, reportError } from './ui.js';

export async function lintWorkspace(): Promise<void> {
  const folder = await pickWorkspaceFolder();
  if (!folder) return;
  try {
    await vscode.tasks.executeTask(lintTask(folder));
  } catch (error) {
    reportError(error);
  }
}
