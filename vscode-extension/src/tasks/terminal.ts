// The pseudoterminal a heddle task runs in (tasks/provider.ts): shows the process's output, on which the task's
// problem matcher runs as on any terminal, and ends with the status process-run.ts decided (66 from `heddle run`
// is success). A command that cannot be started is also shown as an error with a button to its setting.
import * as vscode from 'vscode';
import type { CommandLine } from '../commands/commandLines.js';
import { runProcess, type ProcessRunOptions, type RunningProcess } from './process-run.js';

export function processExecution(line: CommandLine, options: ProcessRunOptions): vscode.CustomExecution {
  return new vscode.CustomExecution(async () => new ProcessTerminal(line, options));
}

class ProcessTerminal implements vscode.Pseudoterminal {
  private readonly writes = new vscode.EventEmitter<string>();
  private readonly closes = new vscode.EventEmitter<number>();
  readonly onDidWrite = this.writes.event;
  readonly onDidClose = this.closes.event;
  private running: RunningProcess | undefined;

  constructor(private readonly line: CommandLine, private readonly options: ProcessRunOptions) {}

  open(): void {
    this.writes.fire(`> ${[this.line.command, ...this.line.args].join(' ')}\r\n`);
    this.running = runProcess(this.line, this.options, { write: (text) => this.writes.fire(text.replace(/\r?\n/g, '\r\n')) });
    void this.running.done.then(({ code, startError }) => {
      if (startError) {
        void vscode.window.showErrorMessage(startError, 'Open Setting').then((choice) => {
          if (choice) void vscode.commands.executeCommand('workbench.action.openSettings', this.options.setting);
        });
      }
      this.closes.fire(code);
    });
  }

  close(): void {
    this.running?.kill();
  }
}
