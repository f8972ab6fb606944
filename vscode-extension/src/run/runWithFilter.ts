// "heddle: Run with this filter" (issue #13): re-runs the target with an execution filter installed from start-up
// (`heddle run --filter F`) and says which of the previous run's results the filter fixed and which are still
// present. The target is the program ▶ Run under heddle ran last in the folder (rebuilt, as that command does),
// else heddle.run.program (run as built). The filter is the file given (the code lens on a .hfilter file), else the
// active .hfilter editor's, else heddle.filterFile; it is saved first, since heddle reads it from disk.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node.js';
import { runTargetCommandLine } from '../commands/commandLines.js';
import { reportError } from '../commands/ui.js';
import { readSettings } from '../settings.js';
import { filterFileProblem } from '../workspace-paths.js';
import { comparedResults, executeRun, lastRunSources, programSteps } from './runProgram.js';

export const RUN_WITH_FILTER_COMMAND = 'heddle.runWithFilter';

function filterFor(target: unknown): vscode.Uri | undefined {
  if (target instanceof vscode.Uri) return target;
  const active = vscode.window.activeTextEditor?.document;
  if (active?.languageId === 'hfilter') return active.uri;
  const folder = vscode.workspace.workspaceFolders?.[0];
  const setting = folder && readSettings(folder).filterFile;
  return folder && setting && !filterFileProblem(setting) ? vscode.Uri.joinPath(folder.uri, setting) : undefined;
}

export async function runWithFilter(client: () => LanguageClient | undefined, target?: unknown): Promise<void> {
  const filter = filterFor(target);
  const folder = filter && vscode.workspace.getWorkspaceFolder(filter);
  if (!filter || !folder || !existsSync(filter.fsPath)) {
    void vscode.window.showInformationMessage('heddle: no execution filter to run with: open a .hfilter file of the workspace, or add one with "Work around with an execution filter" on a result.');
    return;
  }
  await vscode.workspace.textDocuments.find((d) => d.uri.toString() === filter.toString())?.save();
  const settings = readSettings(folder);
  const label = `run with ${basename(filter.fsPath)}`;
  const source = lastRunSources.get(folder.uri.toString());
  try {
    if (source) {
      const run = await programSteps(folder, source, settings.runArgs, client(), [filter.fsPath]);
      await executeRun(folder, basename(source.fsPath), label, run);
      return;
    }
    if (!settings.runProgram) {
      void vscode.window.showInformationMessage('heddle: nothing to run with the filter yet: run the program once (▶ Run under heddle on main, or set heddle.run.program), then run it with the filter.');
      return;
    }
    const line = runTargetCommandLine({ executable: settings.executable, program: settings.runProgram, args: settings.runArgs, resultsFile: settings.runResultsFile, filters: [filter.fsPath] });
    const results = comparedResults(join(folder.uri.fsPath, settings.runResultsFile), [filter.fsPath]);
    const steps = [{ line, options: { cwd: folder.uri.fsPath, setting: 'heddle.executable', reportsFoundIsSuccess: true } }];
    await executeRun(folder, settings.runProgram, label, { steps, prepare: results.keepPrevious, summarize: results.summarize });
  } catch (error) {
    reportError(error);
  }
}
