// "▶ Run under heddle" (the code lens on main, the heddle.runProgram command, the `heddle` launch configuration):
// builds the program of a C file with heddle-cc — the language server's build plan, so the same program model as
// the linter — runs it under `heddle run` as a task, and says afterwards what is new and what was fixed since the
// previous run. The results view, the status bar and Problems follow the new SARIF log by themselves.
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node.js';
import { readSarifFile, type Log } from '@heddle/sarif';
import { runTargetCommandLine } from '../commands/commandLines.js';
import { readSettings } from '../settings.js';
import { stepsExecution, type Step } from '../tasks/terminal.js';
import { RUN_TASK_TYPE } from '../tasks/provider.js';
import { BUILD_PLAN_REQUEST, buildCommandLine, compilerFor, programPath, type BuildPlan } from './program-build.js';
import { runSummary } from './run-summary.js';

export const RUN_PROGRAM_COMMAND = 'heddle.runProgram';

async function planFor(client: LanguageClient | undefined, source: vscode.Uri): Promise<BuildPlan> {
  const alone: BuildPlan = { sources: [source.fsPath], flags: [], directory: dirname(source.fsPath) };
  if (!client) return alone;
  try {
    return await client.sendRequest<BuildPlan>(BUILD_PLAN_REQUEST, { uri: source.toString() });
  } catch {
    return alone; // the server is down: the file alone still builds most single-file programs
  }
}

/** The steps that build `source`'s program and run it; `summary` receives the line to show when it ran. */
export async function programSteps(
  folder: vscode.WorkspaceFolder,
  source: vscode.Uri,
  args: readonly string[],
  client: LanguageClient | undefined,
): Promise<{ steps: Step[]; prepare: () => Promise<void>; summarize: () => Promise<string | undefined>; program: string }> {
  const settings = readSettings(folder);
  const plan = await planFor(client, source);
  const program = programPath(folder.uri.fsPath, source.fsPath);
  const resultsFile = join(folder.uri.fsPath, settings.runResultsFile);
  const build = buildCommandLine(compilerFor(settings.executable, source.fsPath), plan, program);
  const run = runTargetCommandLine({ executable: settings.executable, program, args: [...args], resultsFile: settings.runResultsFile });
  let previous: Log | undefined;
  return {
    program,
    steps: [
      { line: build, options: { cwd: build.cwd, setting: 'heddle.executable', reportsFoundIsSuccess: false } },
      { line: run, options: { cwd: folder.uri.fsPath, setting: 'heddle.executable', reportsFoundIsSuccess: true } },
    ],
    prepare: async () => {
      await mkdir(dirname(program), { recursive: true });
      previous = existsSync(resultsFile) ? await readSarifFile(resultsFile).catch(() => undefined) : undefined;
    },
    summarize: async () => (existsSync(resultsFile) ? runSummary(await readSarifFile(resultsFile), previous) : undefined),
  };
}

export async function runProgram(client: () => LanguageClient | undefined, target?: unknown): Promise<void> {
  const source = target instanceof vscode.Uri ? target : vscode.window.activeTextEditor?.document.uri;
  if (!source || source.scheme !== 'file') {
    void vscode.window.showInformationMessage('heddle: open the C file with main to run its program under heddle.');
    return;
  }
  const folder = vscode.workspace.getWorkspaceFolder(source);
  if (!folder) {
    void vscode.window.showErrorMessage('heddle: the file is outside the workspace folders; open its folder to run it under heddle.');
    return;
  }
  await vscode.workspace.textDocuments.find((d) => d.uri.toString() === source.toString())?.save();
  const run = await programSteps(folder, source, readSettings(folder).runArgs, client());
  const name = relative(folder.uri.fsPath, source.fsPath);
  const execution = stepsExecution(run.steps, {
    prepare: run.prepare,
    done: async (code) => {
      if (code !== 0) return;
      const summary = await run.summarize();
      if (summary) void vscode.window.showInformationMessage(summary);
    },
  });
  const task = new vscode.Task({ type: RUN_TASK_TYPE, program: name }, folder, `run ${basename(source.fsPath)}`, 'heddle', execution, []);
  task.presentationOptions = { reveal: vscode.TaskRevealKind.Always, clear: true };
  await vscode.tasks.executeTask(task);
}
