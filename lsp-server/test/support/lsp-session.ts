// A real LSP client session with the bundled server over stdio (vscode-languageserver-protocol's Node
// connection), answering the requests a client must answer (workspace/configuration, registrations) and
// recording what the server publishes, so tests can wait for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  ConfigurationRequest, createProtocolConnection, DidChangeConfigurationNotification, DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification, DidOpenTextDocumentNotification, ExitNotification, InitializedNotification,
  InitializeRequest, LogMessageNotification, LogTraceNotification, PublishDiagnosticsNotification, RegistrationRequest, ShowMessageNotification,
  ShowDocumentRequest, ShutdownRequest, StreamMessageReader, StreamMessageWriter, UnregistrationRequest, WorkDoneProgressCreateRequest,
  type Diagnostic, type InitializeResult, type ProtocolConnection, type ShowMessageParams, type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { parseLintStart, parseLintTrace, type LintStart, type LintTrace } from '../../src/lint-trace.js';
import { ensureServerBundle } from './server-bundle.js';

export interface SessionOptions {
  workspace: string;
  /** The "heddle" configuration section the client returns. */
  settings?: Record<string, unknown>;
}

export interface Published {
  version?: number;
  diagnostics: Diagnostic[];
}

const DEFAULT_TIMEOUT_MS = 30_000;

export class LspSession {
  readonly published = new Map<string, Published>();
  /** Every publish in arrival order. */
  readonly publishHistory: { uri: string; version?: number }[] = [];
  /** Every lint the server traced, in order (the session asks for traces: `trace: 'messages'`). */
  readonly lints: LintTrace[] = [];
  /** Every lint the server traced as it began, in order. */
  readonly lintStarts: LintStart[] = [];
  /** When each publish arrived (performance.now()), by `uri@version`, in order (the benchmark's clock). */
  readonly publishTimes = new Map<string, number[]>();
  readonly messages: ShowMessageParams[] = [];
  /** The documents the server asked the client to show (window/showDocument), in order. */
  readonly shownDocuments: string[] = [];
  readonly logs: string[] = [];
  /** Methods the server registered dynamically (client/registerCapability). */
  readonly registrations: string[] = [];
  /** How many workspace/configuration requests the server sent (it applies the answer before its next message). */
  configurationRequests = 0;
  settings: Record<string, unknown>;
  exited: string | undefined;
  initializeResult!: InitializeResult;
  private readonly waiters = new Set<() => void>();
  private readonly versions = new Map<string, number>();
  /** Where each document's lints start in `lints` (a reopened document's versions start at 1 again). */
  private readonly openedAt = new Map<string, number>();

  private constructor(
    readonly connection: ProtocolConnection,
    readonly process: ChildProcess,
    options: SessionOptions,
  ) {
    this.settings = options.settings ?? {};
  }

  static async start(options: SessionOptions): Promise<LspSession> {
    // HEDDLE_LSP_NODE_ARGS: extra node options for the server process (e.g. `--cpu-prof --cpu-prof-dir=DIR` to
    // profile it under the benchmark; NODE_OPTIONS does not accept --cpu-prof).
    const nodeArgs = process.env.HEDDLE_LSP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, ensureServerBundle(), '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const stderr: string[] = [];
    child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
    const connection = createProtocolConnection(
      new StreamMessageReader(child.stdout as NonNullable<typeof child.stdout>),
      new StreamMessageWriter(child.stdin as NonNullable<typeof child.stdin>),
    );
    const session = new LspSession(connection, child, options);
    child.on('exit', (code, signal) => {
      session.exited = `server exited (code ${code}, signal ${signal}): ${stderr.join('')}`;
      session.notify();
    });
    connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      const arrived = performance.now();
      session.published.set(p.uri, { ...(p.version !== undefined && { version: p.version }), diagnostics: p.diagnostics });
      session.publishHistory.push({ uri: p.uri, ...(p.version !== undefined && { version: p.version }) });
      const key = `${p.uri}@${p.version}`;
      session.publishTimes.set(key, [...(session.publishTimes.get(key) ?? []), arrived]);
      session.notify();
    });
    connection.onNotification(ShowMessageNotification.type, (p) => {
      session.messages.push(p);
      session.notify();
    });
    connection.onNotification(LogTraceNotification.type, (p) => {
      const lint = parseLintTrace(p.message);
      if (lint) session.lints.push(lint);
      const start = parseLintStart(p.message);
      if (start) session.lintStarts.push(start);
      session.notify();
    });
    connection.onNotification(LogMessageNotification.type, (p) => {
      session.logs.push(p.message);
      session.notify();
    });
    connection.onRequest(ConfigurationRequest.type, (p) => {
      session.configurationRequests++;
      session.notify();
      return p.items.map(() => session.settings);
    });
    connection.onRequest(RegistrationRequest.type, (p) => {
      session.registrations.push(...p.registrations.map((r) => r.method));
      session.notify();
    });
    connection.onRequest(ShowDocumentRequest.type, (p) => {
      session.shownDocuments.push(p.uri);
      session.notify();
      return { success: true };
    });
    connection.onRequest(UnregistrationRequest.type, () => undefined);
    connection.onRequest(WorkDoneProgressCreateRequest.type, () => undefined);
    connection.listen();
    const root = pathToFileURL(options.workspace).href;
    const died = new Promise<never>((_, reject) => child.once('exit', () => reject(new Error(session.exited))));
    session.initializeResult = await Promise.race([died, connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: root,
      trace: 'messages',
      workspaceFolders: [{ uri: root, name: 'fixture' }],
      capabilities: {
        workspace: {
          configuration: true,
          workspaceEdit: { documentChanges: true, resourceOperations: ['create'] },
          didChangeWatchedFiles: { dynamicRegistration: true },
          workspaceFolders: true,
        },
        textDocument: { publishDiagnostics: { relatedInformation: true, versionSupport: true } },
        window: { showDocument: { support: true } },
      },
    })]);
    died.catch(() => {}); // later exits are reported through waitFor
    await connection.sendNotification(InitializedNotification.type, {});
    return session;
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** Resolves when `check` returns a value (re-checked on every notification from the server). */
  waitFor<T>(what: string, check: () => T | undefined, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        if (this.exited) {
          this.waiters.delete(attempt);
          clearTimeout(timer);
          reject(new Error(`while waiting for ${what}: ${this.exited}`));
          return true;
        }
        const value = check();
        if (value === undefined) return false;
        this.waiters.delete(attempt);
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(attempt);
        const seen = JSON.stringify([...this.published].map(([u, p]) => [u, p.diagnostics.map((d) => `${d.code}@${d.range.start.line}`)]));
        reject(new Error(`timed out waiting for ${what}; published so far: ${seen}; server log: ${this.logs.join('\n')}`));
      }, timeoutMs);
      if (!attempt()) this.waiters.add(attempt);
    });
  }

  /** The diagnostics of `uri` once `accept` likes them. */
  diagnostics(uri: string, accept: (d: Diagnostic[], p: Published) => boolean, what = `diagnostics of ${uri}`, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Diagnostic[]> {
    return this.waitFor(what, () => {
      const p = this.published.get(uri);
      return p && accept(p.diagnostics, p) ? p.diagnostics : undefined;
    }, timeoutMs);
  }

  /**
   * The lint of `uri` at `version` (of this opening), once the server traced it; its findings were published
   * just before the trace (`published` then holds them unless an edit came after). Pass the latest version
   * sent: an older one may never be linted (overtaken).
   */
  linted(uri: string, version: number, what = `the lint of ${uri}@${version}`): Promise<LintTrace> {
    const since = this.openedAt.get(uri) ?? 0;
    return this.waitFor(what, () => this.lints.find((l, i) => i >= since && l.uri === uri && l.version === version && l.outcome !== 'overtaken'));
  }

  async open(path: string, languageId: string, text: string): Promise<string> {
    const uri = pathToFileURL(path).href;
    this.versions.set(uri, 1);
    this.openedAt.set(uri, this.lints.length);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
    return uri;
  }

  /** Sends changes; returns the new version. */
  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<number> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: changes });
    return version;
  }

  /** Closes the document and waits for the server's unversioned empty publish of it, so nothing of this
   * opening (a late lint trace, a publish) can arrive after the document is opened again. */
  async close(uri: string): Promise<void> {
    const from = this.publishHistory.length;
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
    await this.waitFor(`the close of ${uri}`, () => (this.publishHistory.slice(from).some((p) => p.uri === uri && p.version === undefined) ? true : undefined));
  }

  async changeSettings(settings: Record<string, unknown>): Promise<void> {
    this.settings = settings;
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { heddle: settings } });
  }

  async stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => {
      if (this.process.exitCode !== null) resolve();
      else this.process.once('exit', () => resolve());
    });
    try {
      await this.connection.sendRequest(ShutdownRequest.type);
      await this.connection.sendNotification(ExitNotification.type);
    } catch {
      // The server may already be gone; killing it below is enough.
    }
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    this.connection.dispose();
  }
}
