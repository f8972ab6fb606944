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
import { filterRunSummary, runSummary } from './run-summary.js';

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

/** The C file whose program ▶ Run under heddle ran last, per workspace folder: what "Run with this filter" re-runs. */
export const lastRunSources = new Map<string, vscode.Uri>();

/**
 * The steps that build `source`'s program and run it (with the execution filters given, `--filter` each);
 * `summarize` gives the line to show when it ran: new and fixed since the previous run, or with filters what
 * they fixed.
 */
export async function programSteps(
  folder: vscode.WorkspaceFolder,
  source: vscode.Uri,
  args: readonly string[],
  client: LanguageClient | undefined,
  filters: readonly string[] = [],
): Promise<{ steps: Step[]; prepare: () => Promise<void>; summarize: () => Promise<string | undefined>; program: string }> {
  const settings = readSettings(folder);
  const plan = await planFor(client, source);
  const program = programPath(folder.uri.fsPath, source.fsPath);
  const resultsFile = join(folder.uri.fsPath, settings.runResultsFile);
  const build = buildCommandLine(compilerFor(settings.executable, source.fsPath), plan, program);
  const run = runTargetCommandLine({ executable: settings.executable, program, args: [...args], resultsFile: settings.runResultsFile, filters });
  const results = comparedResults(resultsFile, filters);
  return {
    program,
    steps: [
      { line: build, options: { cwd: build.cwd, setting: 'heddle.executable', reportsFoundIsSuccess: false } },
      { line: run, options: { cwd: folder.uri.fsPath, setting: 'heddle.executable', reportsFoundIsSuccess: true } },
    ],
    prepare: async () => {
      await mkdir(dirname(program), { recursive: true });
      await results.keepPrevious();
    },
    summarize: results.summarize,
  };
}

/** The run's SARIF log compared with the one it replaces (read before the run). */
export function comparedResults(resultsFile: string, filters: readonly string[]): { keepPrevious: () => Promise<void>; summarize: () => Promise<string | undefined> } {
  let previous: Log | undefined;
  return {
    keepPrevious: async () => {
      previous = existsSync(resultsFile) ? await readSarifFile(resultsFile).catch(() => undefined) : undefined;
    },
    summarize: async () => {
      if (!existsSync(resultsFile)) return undefined;
      const current = await readSarifFile(resultsFile);
      return filters.length > 0 ? filterRunSummary(current, previous, filters.map((f) => basename(f)).join(', ')) : runSummary(current, previous);
    },
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
  lastRunSources.set(folder.uri.toString(), source);
  const run = await programSteps(folder, source, readSettings(folder).runArgs, client());
  await executeRun(folder, relative(folder.uri.fsPath, source.fsPath), `run ${basename(source.fsPath)}`, run);
}

/** Runs the steps as a heddle task; when they succeed, shows the summary of the run's results. */
export async function executeRun(
  folder: vscode.WorkspaceFolder,
  program: string,
  label: string,
  run: { steps: Step[]; prepare: () => Promise<void>; summarize: () => Promise<string | undefined> },
): Promise<void> {
  const execution = stepsExecution(run.steps, {
    prepare: run.prepare,
    done: async (code) => {
      if (code !== 0) return;
      const summary = await run.summarize();
      if (summary) void vscode.window.showInformationMessage(summary);
    },
  });
  const task = new vscode.Task({ type: RUN_TASK_TYPE, program }, folder, label, 'heddle', execution, []);
  task.presentationOptions = { reveal: vscode.TaskRevealKind.Always, clear: true };
  await vscode.tasks.executeTask(task);
}
