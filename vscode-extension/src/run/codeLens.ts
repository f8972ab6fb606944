// The "▶ Run under heddle" code lens above every definition of main in C and C++ files (issue #14, item 2).
import * as vscode from 'vscode';
import { mainDefinitions } from './program-build.js';
import { RUN_PROGRAM_COMMAND } from './runProgram.js';

export class RunCodeLensProvider implements vscode.CodeLensProvider {
  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    return mainDefinitions(document.getText()).map(
      (line) => new vscode.CodeLens(new vscode.Range(line, 0, line, 0), { title: '▶ Run under heddle', command: RUN_PROGRAM_COMMAND, arguments: [document.uri] }),
    );
  }
}
