// Wires the features to one LSP connection. Each feature lives in its own module (as vscode-eslint does);
// this file owns the shared state, the document lifecycle, the settings and the order things happen in.
import {
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { DiagnosticsPublisher } from './diagnostics.js';
import { documentKind, DocumentStore, WATCHED_FILES_GLOB } from './documents.js';
import { LintRunner } from './lint-runner.js';
import { registerBuildPlan } from './build-plan.js';
import { CompileDatabases } from './compile-databases.js';
import { LintPipeline } from './lint-pipeline.js';
import { registerCodeActions, SAVE_FILTER_COMMAND, VALIDATE_FILTER_COMMAND } from './code-actions.js';
import { APPLY_ALL_SUGGESTIONS_KIND } from './annotation-suggestions.js';
import { registerCompletion, COMPLETION_TRIGGERS } from './completion.js';
import { registerDefinition } from './definition.js';
import { registerDocumentHighlight } from './document-highlight.js';
import { registerDocumentSymbols } from './document-symbols.js';
import { registerHover } from './hover.js';
import { registerSemanticTokens, SEMANTIC_LEGEND } from './semantic-tokens.js';
import { ResultsPipeline } from './results-pipeline.js';
import { RuntimeResults } from './runtime-results.js';
import { DEFAULT_SETTINGS, parseSettings, type HeddleSettings } from './settings.js';
import { SyntaxTrees } from './syntax.js';
import { tellUser } from './user-messages.js';
import { pathToUri, uriToPath, Workspace } from './workspace.js';
import { parserInUse } from './lint-api.js';

/** The state the feature modules share. */
export interface ServerContext {
  readonly connection: Connection;
  readonly documents: DocumentStore;
  readonly syntax: SyntaxTrees;
  readonly workspace: Workspace;
  readonly results: RuntimeResults;
  readonly lint: LintRunner;
  /** The workspace folders' compile databases: the program model of the linter and of heddle/buildPlan. */
  readonly databases: CompileDatabases;
  settings(): HeddleSettings;
}

export function startServer(connection: Connection): void {
  const documents = new DocumentStore();
  const results = new RuntimeResults();
  let settings: HeddleSettings = { ...DEFAULT_SETTINGS };
  const workspace = new Workspace(documents, () => settings.maxFileSize);
  const publisher = new DiagnosticsPublisher(connection, documents, results);
  const logError = (message: string) => connection.console.error(`heddle-lsp: ${message}`);
  const linting = new LintPipeline(documents, publisher, () => settings, logError, (m) => connection.tracer.log(m), (m) => tellUser(connection, 'error', m));
  const runtime = new ResultsPipeline(connection, workspace, results, publisher, logError);
  let syntax: SyntaxTrees | undefined;
  let canReadConfiguration = false;
  let canWatchFolders = false;
  let canRegisterFileWatchers = false;

  const applySettings = async () => {
    if (canReadConfiguration) {
      const [section] = await connection.workspace.getConfiguration([{ section: 'heddle' }]);
      const parsed = parseSettings(section);
      for (const problem of parsed.problems) tellUser(connection, 'warning', problem);
      settings = parsed.settings;
    }
    await runtime.watch(settings.resultsGlob);
    linting.all();
  };
  // Applying settings can fail outside the server's control (a folder that cannot be watched): say so.
  const settingsFailed = (e: unknown) => {
    logError(`applying settings failed: ${e instanceof Error ? e.stack : String(e)}`);
    tellUser(connection, 'error', `applying the heddle settings failed: ${e instanceof Error ? e.message : String(e)}. Check heddle.results.glob and the workspace folders; the server log has details.`);
  };
  const reapplySettings = () => void applySettings().catch(settingsFailed);

  connection.onInitialize(async (params: InitializeParams): Promise<InitializeResult> => {
    canReadConfiguration = params.capabilities.workspace?.configuration === true;
    canWatchFolders = params.capabilities.workspace?.workspaceFolders === true;
    canRegisterFileWatchers = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    workspace.setFolders(folders);
    syntax = await SyntaxTrees.create();
    const databases = new CompileDatabases(workspace, (message) => tellUser(connection, 'error', message));
    const lint = new LintRunner({ connection, workspace, documents, databases, settings: () => settings });
    linting.runner = lint;
    const context: ServerContext = { connection, documents, syntax, workspace, results, lint, databases, settings: () => settings };
    registerBuildPlan(context);
    registerCodeActions(context);
    registerHover(context);
    registerCompletion(context);
    registerDefinition(context);
    registerDocumentSymbols(context);
    registerDocumentHighlight(context);
    registerSemanticTokens(context);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: false },
        codeActionProvider: { codeActionKinds: ['quickfix', APPLY_ALL_SUGGESTIONS_KIND] },
        executeCommandProvider: { commands: [VALIDATE_FILTER_COMMAND, SAVE_FILTER_COMMAND] },
        hoverProvider: true,
        completionProvider: { triggerCharacters: COMPLETION_TRIGGERS },
        definitionProvider: true,
        documentSymbolProvider: true,
        documentHighlightProvider: true,
        semanticTokensProvider: { legend: SEMANTIC_LEGEND, full: true },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'heddle-lsp', version: '0.1.0' },
    };
  });

  connection.onInitialized(async () => {
    connection.console.info(`heddle-lsp: ${parserInUse()}`);
    if (canRegisterFileWatchers) {
      const watchers = [{ globPattern: WATCHED_FILES_GLOB }];
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers }).catch(() => {});
    }
    if (canWatchFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        const now = new Set(workspace.folderPaths.map(pathToUri));
        for (const removed of event.removed) now.delete(removed.uri);
        for (const added of event.added) now.add(added.uri);
        workspace.setFolders([...now]);
        reapplySettings();
      });
    }
    if (canReadConfiguration) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'heddle' }).catch(() => {});
    }
    await applySettings().catch(settingsFailed);
  });
  connection.onDidChangeConfiguration(reapplySettings);
  // Sources changed on disk (a checkout, another editor, a build step): re-lint the open documents whose
  // findings depend on them; the projects pick up the new text by mtime.
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) {
      const path = uriToPath(change.uri);
      if (!path || runtime.fileChanged(path)) continue;
      if (change.type !== FileChangeType.Changed) workspace.fileCreatedOrDeleted(path);
      if (documentKind(change.uri) && !documents.get(change.uri)) linting.changed(change.uri);
    }
  });

  connection.onDidOpenTextDocument(({ textDocument: { uri, languageId, version, text } }) => {
    const document = documents.open(uri, languageId, version, text);
    if (!document) return;
    if (document.kind === 'c' && text.length <= settings.maxFileSize) syntax?.open(uri, text);
    linting.changed(uri);
  });
  connection.onDidChangeTextDocument(({ textDocument: { uri, version }, contentChanges }) => {
    const changed = documents.change(uri, version, contentChanges);
    if (!changed) return;
    // First what the editor sees: findings and results moved with the edit, published at once for the new
    // version — unless nothing moved (typing inside a line), where the same list again would only be churn.
    const resultsMoved = results.followEdits(uri, changed.applied);
    const findingsMoved = publisher.followEdits(uri, changed.applied);
    if (resultsMoved || findingsMoved) publisher.publish(uri);
    // The tree learns of the edit now; it is reparsed when the lint (or a request) needs it.
    const text = changed.document.text.getText();
    if (changed.document.kind === 'c') {
      if (text.length <= settings.maxFileSize) syntax?.update(uri, text, changed.applied);
      else syntax?.delete(uri);
    }
    linting.changed(uri);
  });
  connection.onDidCloseTextDocument(({ textDocument: { uri } }) => {
    const closedText = documents.get(uri)?.text.getText();
    documents.close(uri);
    syntax?.delete(uri);
    workspace.forget(uri);
    // Closed without saving: its results followed edits that no longer exist, so take them from the log again.
    const path = uriToPath(uri);
    if (path && closedText !== undefined && workspace.read(path)?.text !== closedText) runtime.reload(uri);
    publisher.publish(uri);
    linting.closed(uri);
  });

  connection.onShutdown(async () => {
    await runtime.dispose();
  });
  connection.listen();
}
