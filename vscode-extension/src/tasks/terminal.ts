// The pseudoterminal a heddle task runs in (tasks/provider.ts, run/runProgram.ts): runs its steps one after the
// other (build, then run) and shows their output, on which a task's problem matcher runs as on any terminal; it
// ends with the status process-run.ts decided for the last step (66 from `heddle run` is success), or the first
// step's that failed. A command that cannot be started is also shown as an error with a button to its setting.
import * as vscode from 'vscode';
import type { CommandLine } from '../commands/commandLines.js';
import { runProcess, type ProcessRunOptions, type RunningProcess } from './process-run.js';

export interface Step {
  readonly line: CommandLine;
  readonly options: ProcessRunOptions;
}

export function processExecution(line: CommandLine, options: ProcessRunOptions): vscode.CustomExecution {
  return stepsExecution([{ line, options }]);
}

/** `prepare` runs before the first step, `done` after the last (with the status the task ends with). */
export function stepsExecution(steps: readonly Step[], hooks: { prepare?: () => Promise<void>; done?: (code: number) => Promise<void> } = {}): vscode.CustomExecution {
  return new vscode.CustomExecution(async () => new StepsTerminal(steps, hooks));
}

class StepsTerminal implements vscode.Pseudoterminal {
  private readonly writes = new vscode.EventEmitter<string>();
  private readonly closes = new vscode.EventEmitter<number>();
  readonly onDidWrite = this.writes.event;
  readonly onDidClose = this.closes.event;
  private running: RunningProcess | undefined;
  private stopped = false;

  constructor(private readonly steps: readonly Step[], private readonly hooks: { prepare?: () => Promise<void>; done?: (code: number) => Promise<void> }) {}

  open(): void {
    void this.run().then((code) => this.closes.fire(code));
  }

  close(): void {
    this.stopped = true;
    this.running?.kill();
  }

  private write(text: string): void {
    this.writes.fire(text.replace(/\r?\n/g, '\r\n'));
  }

  private async run(): Promise<number> {
    let code = 0;
    try {
      await this.hooks.prepare?.();
      for (const { line, options } of this.steps) {
        if (this.stopped) return 130;
        this.write(`> ${[line.command, ...line.args].join(' ')}\n`);
        this.running = runProcess(line, options, { write: (text) => this.write(text) });
        const result = await this.running.done;
        code = result.code;
        if (result.startError) {
          void vscode.window.showErrorMessage(result.startError, 'Open Setting').then((choice) => {
            if (choice) void vscode.commands.executeCommand('workbench.action.openSettings', options.setting);
          });
        }
        if (code !== 0) break;
      }
      await this.hooks.done?.(code);
    } catch (error) {
      this.write(`heddle: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
    return code;
  }
}
