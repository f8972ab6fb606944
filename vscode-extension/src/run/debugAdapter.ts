// The `heddle` launch configuration type (launch.json: {"type": "heddle", "request": "launch", "program":
// "${file}"}; F5 with a C file open works without one): builds the program of the C file with heddle-cc, runs it
// under `heddle run` (with `--filter` for each of its "filters"), and says what is new since the previous run, or
// what the filters fixed — the same steps as the code lens (runProgram.ts). A debug type needs a debug adapter: this one is inline and speaks just enough of the Debug
// Adapter Protocol to start, show the output in the Debug Console, stop, and end; it does not step or break.
import { isAbsolute, join } from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node.js';
import { runProcess, type RunningProcess } from '../tasks/process-run.js';
import { lastRunSources, programSteps } from './runProgram.js';

export const DEBUG_TYPE = 'heddle';

interface LaunchArguments {
  program?: string;
  args?: string[];
  /** Execution filters to run with (`--filter` each), relative to the workspace folder or absolute. */
  filters?: string[];
}

/** Fills a launch configuration F5 starts with none: the active C file. */
export class HeddleConfigurationProvider implements vscode.DebugConfigurationProvider {
  resolveDebugConfiguration(_folder: vscode.WorkspaceFolder | undefined, config: vscode.DebugConfiguration): vscode.DebugConfiguration | undefined {
    if (!config.type && !config.request && !config.name) {
      const editor = vscode.window.activeTextEditor;
      if (!editor || !['c', 'cpp'].includes(editor.document.languageId)) return undefined;
      return { type: DEBUG_TYPE, request: 'launch', name: 'Run under heddle', program: '${file}' };
    }
    if (!config.program) {
      void vscode.window.showErrorMessage('heddle: the launch configuration needs "program": the C file with main (e.g. "${file}").');
      return undefined;
    }
    return config;
  }
}

export class HeddleDebugAdapterFactory implements vscode.DebugAdapterDescriptorFactory {
  constructor(private readonly client: () => LanguageClient | undefined) {}

  createDebugAdapterDescriptor(session: vscode.DebugSession): vscode.DebugAdapterDescriptor {
    return new vscode.DebugAdapterInlineImplementation(new RunAdapter(session, this.client));
  }
}

type Message = { seq: number; type: string; command?: string; arguments?: unknown };

class RunAdapter implements vscode.DebugAdapter {
  private readonly messages = new vscode.EventEmitter<vscode.DebugProtocolMessage>();
  readonly onDidSendMessage = this.messages.event;
  private seq = 1;
  private running: RunningProcess | undefined;
  private stopped = false;

  constructor(private readonly session: vscode.DebugSession, private readonly client: () => LanguageClient | undefined) {}

  handleMessage(message: vscode.DebugProtocolMessage): void {
    const request = message as Message;
    if (request.type !== 'request') return;
    switch (request.command) {
      case 'initialize':
        this.respond(request, { supportsConfigurationDoneRequest: true, supportsTerminateRequest: true });
        this.event('initialized');
        return;
      case 'launch':
        this.respond(request);
        void this.launch(request.arguments as LaunchArguments);
        return;
      case 'threads':
        this.respond(request, { threads: [] });
        return;
      case 'disconnect':
      case 'terminate':
        this.stopped = true;
        this.running?.kill();
        this.respond(request);
        return;
      default:
        this.respond(request);
    }
  }

  dispose(): void {
    this.stopped = true;
    this.running?.kill();
  }

  private async launch(args: LaunchArguments): Promise<void> {
    let code = 1;
    try {
      const source = vscode.Uri.file(args.program ?? '');
      const folder = this.session.workspaceFolder ?? vscode.workspace.getWorkspaceFolder(source);
      if (!folder) throw new Error(`${source.fsPath} is outside the workspace folders`);
      lastRunSources.set(folder.uri.toString(), source);
      const filters = (args.filters ?? []).map((f) => (isAbsolute(f) ? f : join(folder.uri.fsPath, f)));
      const run = await programSteps(folder, source, args.args ?? [], this.client(), filters);
      await run.prepare();
      for (const { line, options } of run.steps) {
        if (this.stopped) break;
        this.output(`> ${[line.command, ...line.args].join(' ')}\n`);
        this.running = runProcess(line, options, { write: (text) => this.output(text) });
        const result = await this.running.done;
        code = result.code;
        if (code !== 0) break;
      }
      if (code === 0) {
        const summary = await run.summarize();
        if (summary) this.output(`${summary}\n`);
      }
    } catch (error) {
      this.output(`heddle: ${error instanceof Error ? error.message : String(error)}\n`, 'stderr');
    }
    this.event('exited', { exitCode: code });
    this.event('terminated');
  }

  private output(text: string, category = 'stdout'): void {
    this.event('output', { category, output: text });
  }

  private respond(request: Message, body: object = {}): void {
    this.messages.fire({ seq: this.seq++, type: 'response', request_seq: request.seq, success: true, command: request.command, body } as vscode.DebugProtocolMessage);
  }

  private event(event: string, body: object = {}): void {
    this.messages.fire({ seq: this.seq++, type: 'event', event, body } as vscode.DebugProtocolMessage);
  }
}
