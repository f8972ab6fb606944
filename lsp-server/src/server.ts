// Wires the features to one LSP connection. Each feature lives in its own module (as vscode-eslint does);
// this file only owns the shared state and the lifecycle.
import {
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { DependencyGraph } from './dependency-graph.js';
import { DiagnosticsPublisher } from './diagnostics.js';
import { documentKind, DocumentStore } from './documents.js';
import { LintRunner } from './lint-runner.js';
import { LintScheduler } from './lint-scheduler.js';
import { registerCodeActions, VALIDATE_FILTER_COMMAND } from './code-actions.js';
import { registerCompletion, COMPLETION_TRIGGERS } from './completion.js';
import { registerDefinition } from './definition.js';
import { registerDocumentSymbols } from './document-symbols.js';
import { registerHover } from './hover.js';
import { loadRuntimeResults } from './sarif-results.js';
import { registerSemanticTokens, SEMANTIC_LEGEND } from './semantic-tokens.js';
import { ResultsWatcher, type LogEvent } from './results-watcher.js';
import { RuntimeResults } from './runtime-results.js';
import { DEFAULT_SETTINGS, parseSettings, type HeddleSettings } from './settings.js';
import { SyntaxTrees } from './syntax.js';
import { tellUser } from './user-messages.js';
import { pathToUri, uriToPath, Workspace } from './workspace.js';

/** The state the feature modules share. */
export interface ServerContext {
  readonly connection: Connection;
  readonly documents: DocumentStore;
  readonly syntax: SyntaxTrees;
  readonly workspace: Workspace;
  readonly results: RuntimeResults;
  readonly lint: LintRunner;
  settings(): HeddleSettings;
}

export function startServer(connection: Connection): void {
  const documents = new DocumentStore();
  const results = new RuntimeResults();
  const graph = new DependencyGraph();
  let settings: HeddleSettings = { ...DEFAULT_SETTINGS };
  const workspace = new Workspace(documents, () => settings.maxFileSize);
  const publisher = new DiagnosticsPublisher(connection, documents, results);
  let syntax: SyntaxTrees | undefined;
  let lint: LintRunner | undefined;
  let canReadConfiguration = false;
  let canWatchFolders = false;
  let canRegisterFileWatchers = false;

  const logError = (message: string) => connection.console.error(`heddle-lsp: ${message}`);

  const lintOne = async (uri: string) => {
    if (!documents.get(uri) || !lint) return;
    const version = documents.get(uri)?.text.version;
    try {
      const outcome = settings.lintEnable ? await lint.lint(uri) : { diagnostics: [], dependencies: [] };
      graph.set(uri, outcome.dependencies);
      // Superseded while it ran (the document changed or closed): the queued lint publishes instead.
      if (documents.get(uri)?.text.version !== version) return;
      publisher.setLint(uri, outcome.diagnostics);
    } catch (error) {
      // A linter bug must not take the editor session down: report it and keep serving.
      logError(`linting ${uri} failed: ${(error as Error).stack ?? String(error)}`);
      publisher.setLint(uri, []);
    }
    publisher.publish(uri);
  };
  const scheduler = new LintScheduler(lintOne);
  const lintWithDependents = (uri: string) =>
    scheduler.request([uri, ...[...graph.dependentsOf(uri)].filter((u) => documents.get(u))]);

  const onLog = (path: string, event: LogEvent) => {
    let touched: Set<string>;
    if (event === 'deleted') {
      touched = results.removeLog(path);
      connection.console.info(`heddle-lsp: ${path} deleted, its results removed`);
    }
    else {
      try {
        const loaded = loadRuntimeResults(path, workspace);
        touched = results.replaceLog(path, loaded);
        connection.console.info(`heddle-lsp: ${loaded.length} result(s) from ${path}`);
      } catch (error) {
        // Malformed log (heddle writes its logs atomically, so this is a real problem, not a half-written file):
        // say what is wrong, where and that the previous run stays shown until the log is valid again.
        logError((error as Error).message);
        tellUser(connection, 'warning', `${(error as Error).message}. The results shown are from the previous valid version of the log.`);
        return;
      }
    }
    for (const uri of touched) publisher.publish(uri);
  };
  const watcher = new ResultsWatcher(onLog, logError);

  const applySettings = async () => {
    if (canReadConfiguration) {
      const [section] = await connection.workspace.getConfiguration([{ section: 'heddle' }]);
      const parsed = parseSettings(section);
      for (const problem of parsed.problems) tellUser(connection, 'warning', problem);
      settings = parsed.settings;
    }
    watcher.configure(workspace.folderPaths, settings.resultsGlob);
    await watcher.start();
    scheduler.request([...documents.all()].map(([uri]) => uri));
  };

  connection.onInitialize(async (params: InitializeParams): Promise<InitializeResult> => {
    canReadConfiguration = params.capabilities.workspace?.configuration === true;
    canWatchFolders = params.capabilities.workspace?.workspaceFolders === true;
    canRegisterFileWatchers = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    workspace.setFolders(folders);
    syntax = await SyntaxTrees.create();
    lint = new LintRunner({ workspace, documents, syntax, settings: () => settings });
    const context: ServerContext = { connection, documents, syntax, workspace, results, lint, settings: () => settings };
    registerCodeActions(context);
    registerHover(context);
    registerCompletion(context);
    registerDefinition(context);
    registerDocumentSymbols(context);
    registerSemanticTokens(context);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: false },
        codeActionProvider: { codeActionKinds: ['quickfix'] },
        executeCommandProvider: { commands: [VALIDATE_FILTER_COMMAND] },
        hoverProvider: true,
        completionProvider: { triggerCharacters: COMPLETION_TRIGGERS },
        definitionProvider: true,
        documentSymbolProvider: true,
        semanticTokensProvider: { legend: SEMANTIC_LEGEND, full: true },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'heddle-lsp', version: '0.1.0' },
    };
  });

  connection.onInitialized(async () => {
    if (canRegisterFileWatchers) {
      const watchers = [{ globPattern: '**/*.{c,h,cc,cpp,cxx,hpp,hh,hxx,hfilter}' }];
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers }).catch(() => {});
    }
    if (canWatchFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        const now = new Set(workspace.folderPaths.map(pathToUri));
        for (const removed of event.removed) now.delete(removed.uri);
        for (const added of event.added) now.add(added.uri);
        workspace.setFolders([...now]);
        void applySettings().catch((e: unknown) => logError(String(e)));
      });
    }
    if (canReadConfiguration) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'heddle' }).catch(() => {});
    }
    await applySettings().catch((e: unknown) => logError(`reading settings failed: ${String(e)}`));
  });
  connection.onDidChangeConfiguration(() => {
    void applySettings().catch((e: unknown) => logError(`reading settings failed: ${String(e)}`));
  });
  // Sources changed on disk (a checkout, another editor, a build step): re-lint the open documents whose
  // findings depend on them; the projects pick up the new text by mtime.
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) {
      const path = uriToPath(change.uri);
      if (!path) continue;
      if (watcher.matches(path)) watcher.check(path);
      else if (documentKind(change.uri) && !documents.get(change.uri)) lintWithDependents(change.uri);
    }
  });

  connection.onDidOpenTextDocument(({ textDocument: { uri, languageId, version, text } }) => {
    const document = documents.open(uri, languageId, version, text);
    if (!document) return;
    if (document.kind === 'c' && text.length <= settings.maxFileSize) syntax?.parse(uri, text);
    lintWithDependents(uri);
  });
  connection.onDidChangeTextDocument(({ textDocument: { uri, version }, contentChanges }) => {
    const changed = documents.change(uri, version, contentChanges);
    if (!changed) return;
    // First what the editor sees: findings and results moved with the edit, published for the new version.
    results.followEdits(uri, changed.applied);
    publisher.followEdits(uri, changed.applied);
    publisher.publish(uri);
    const text = changed.document.text.getText();
    if (changed.document.kind === 'c') {
      if (text.length <= settings.maxFileSize) syntax?.update(uri, text, changed.applied);
      else syntax?.delete(uri);
    }
    lintWithDependents(uri);
  });
  connection.onDidCloseTextDocument(({ textDocument: { uri } }) => {
    const closedText = documents.get(uri)?.text.getText();
    documents.close(uri);
    // Closed without saving: its results followed edits that no longer exist, so take them from the log again.
    const path = uriToPath(uri);
    if (path && closedText !== undefined && workspace.read(path)?.text !== closedText) {
      for (const log of results.logsTouching(uri)) onLog(log, 'changed');
    }
    syntax?.delete(uri);
    lint?.forget(uri);
    scheduler.cancel(uri);
    publisher.publish(uri);
    // Documents that read this one's unsaved text must see the disk's version again.
    lintWithDependents(uri);
  });

  connection.onShutdown(async () => {
    await watcher.dispose();
  });
  connection.listen();
}
