// The "▶ Run under heddle" code lens above every definition of main in C and C++ files (issue #14, item 2), and
// "▶ Run with this filter" on execution filter files.
import * as vscode from 'vscode';
import { mainDefinitions } from './program-build.js';
import { RUN_PROGRAM_COMMAND } from './runProgram.js';
import { RUN_WITH_FILTER_COMMAND } from './runWithFilter.js';

export class RunCodeLensProvider implements vscode.CodeLensProvider {
  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    return mainDefinitions(document.getText()).map(
      (line) => new vscode.CodeLens(new vscode.Range(line, 0, line, 0), { title: '▶ Run under heddle', command: RUN_PROGRAM_COMMAND, arguments: [document.uri] }),
    );
  }
}

/** "▶ Run with this filter" at the top of every execution filter file (issue #13). */
export class FilterCodeLensProvider implements vscode.CodeLensProvider {
  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    return [new vscode.CodeLens(new vscode.Range(0, 0, 0, 0), { title: '▶ Run with this filter', command: RUN_WITH_FILTER_COMMAND, arguments: [document.uri] })];
  }
}
