// The extension's settings (contributes.configuration in package.json documents each).
// The language server reads its own keys (heddle.results.glob, heddle.filterFile,
// heddle.lint.enable, heddle.maxFileSize) through workspace/configuration.
import * as vscode from 'vscode';

export interface ExtensionSettings {
  resultsGlob: string;
  filterFile: string;
  executable: string;
  runProgram: string;
  runArgs: string[];
  runResultsFile: string;
  lintExecutable: string;
  lintPaths: string[];
  serverPath: string;
}

function stringList(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : fallback;
}

export function readSettings(scope?: vscode.ConfigurationScope): ExtensionSettings {
  const config = vscode.workspace.getConfiguration('heddle', scope);
  const text = (key: string, fallback: string): string => {
    const value = config.get<unknown>(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  return {
    resultsGlob: text('results.glob', '**/heddle-results.sarif'),
    filterFile: text('filterFile', 'heddle.hfilter'),
    executable: text('executable', 'heddle'),
    runProgram: text('run.program', ''),
    runArgs: stringList(config.get('run.args'), []),
    runResultsFile: text('run.resultsFile', 'heddle-results.sarif'),
    lintExecutable: text('lint.executable', 'heddle-lint'),
    lintPaths: stringList(config.get('lint.paths'), ['.']),
    serverPath: text('server.path', ''),
  };
}
