// The "heddle" and "heddle-lint" task types (taskDefinitions in package.json): a run of
// the target under heddle and a lint of the workspace, each with its problem matcher
// ($heddle, $heddle-lint in package.json) so findings printed by the tools land in the
// Problems panel. Users can also put such tasks in tasks.json.
import * as vscode from 'vscode';
import { lintCommandLine, runTargetCommandLine } from '../commands/commandLines.js';
import type { CommandLine } from '../commands/commandLines.js';
import { readSettings } from '../settings.js';
import { processExecution } from './terminal.js';

export const RUN_TASK_TYPE = 'heddle';
export const LINT_TASK_TYPE = 'heddle-lint';

interface RunTaskDefinition extends vscode.TaskDefinition {
  type: typeof RUN_TASK_TYPE;
  program: string;
  args?: string[];
  resultsFile?: string;
}

interface LintTaskDefinition extends vscode.TaskDefinition {
  type: typeof LINT_TASK_TYPE;
  paths?: string[];
}

/** `matchers`: problem matchers on the output; none for the run, whose results the language server shows from its SARIF. */
function task(definition: vscode.TaskDefinition, folder: vscode.WorkspaceFolder, name: string, line: CommandLine, matchers: string[]): vscode.Task {
  const run = definition.type === RUN_TASK_TYPE;
  const execution = processExecution(line, {
    cwd: folder.uri.fsPath,
    setting: run ? 'heddle.executable' : 'heddle.lint.executable',
    reportsFoundIsSuccess: run,
  });
  const result = new vscode.Task(definition, folder, name, 'heddle', execution, matchers);
  result.presentationOptions = { reveal: vscode.TaskRevealKind.Always, clear: true };
  return result;
}

export function runTask(folder: vscode.WorkspaceFolder, definition: RunTaskDefinition): vscode.Task {
  const settings = readSettings(folder);
  const line = runTargetCommandLine({
    executable: settings.executable,
    program: definition.program,
    args: definition.args ?? settings.runArgs,
    resultsFile: definition.resultsFile ?? settings.runResultsFile,
  });
  // No $heddle matcher: the language server puts the run's SARIF results of every file into Problems (with their
  // threads and related places); the matcher's one-line copies of the same reports were duplicates (issue #14,
  // item 7). `$heddle` stays declared for tasks.json tasks that run heddle without a SARIF log.
  return task(definition, folder, `run ${definition.program}`, line, []);
}

export function lintTask(folder: vscode.WorkspaceFolder, definition: LintTaskDefinition = { type: LINT_TASK_TYPE }): vscode.Task {
  const settings = readSettings(folder);
  const line = lintCommandLine({ executable: settings.lintExecutable, paths: definition.paths ?? settings.lintPaths });
  return task(definition, folder, 'lint workspace', line, ['$heddle-lint']);
}

export function runTaskDefinition(program: string): RunTaskDefinition {
  return { type: RUN_TASK_TYPE, program };
}

/** One provider per task type: VS Code rejects tasks of another type than the one registered. */
export class HeddleTaskProvider implements vscode.TaskProvider {
  constructor(private readonly type: typeof RUN_TASK_TYPE | typeof LINT_TASK_TYPE) {}

  provideTasks(): vscode.Task[] {
    const tasks: vscode.Task[] = [];
    for (const folder of vscode.workspace.workspaceFolders ?? []) {
      if (this.type === LINT_TASK_TYPE) tasks.push(lintTask(folder));
      const program = readSettings(folder).runProgram;
      if (this.type === RUN_TASK_TYPE && program) tasks.push(runTask(folder, runTaskDefinition(program)));
    }
    return tasks;
  }

  resolveTask(candidate: vscode.Task): vscode.Task | undefined {
    const folder = typeof candidate.scope === 'object' ? candidate.scope : vscode.workspace.workspaceFolders?.[0];
    if (!folder) return undefined;
    const definition = candidate.definition;
    try {
      if (definition.type === RUN_TASK_TYPE) return runTask(folder, { ...definition, program: String(definition['program'] ?? '') } as RunTaskDefinition);
      if (definition.type === LINT_TASK_TYPE) return lintTask(folder, definition as LintTaskDefinition);
    } catch (error) {
      void vscode.window.showErrorMessage(error instanceof Error ? error.message : String(error));
    }
    return undefined;
  }
}
