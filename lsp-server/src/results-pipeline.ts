// Runtime results: SARIF logs found and watched (results-watcher.ts) are loaded in a worker thread
// (results-loader.ts) into the shown results (runtime-results.ts) and the affected documents republished.
// A malformed log is reported to the user and the previous run stays shown.
// One load per log at a time: a log that changes while it loads is loaded again once that load is done (the
// results of the load are shown meanwhile: a whole earlier version of the log), so a log rewritten faster
// than it loads still shows each run; a log deleted while it loads has its load cancelled.
import type { Connection } from 'vscode-languageserver';
import type { DiagnosticsPublisher } from './diagnostics.js';
import { ResultsWatcher, type LogEvent } from './results-watcher.js';
import { ResultsLoader, type LogLoad } from './results-loader.js';
import type { RuntimeResults } from './runtime-results.js';
import { tellUser } from './user-messages.js';
import type { Workspace } from './workspace.js';

/** A log's load under way; `again`: the log changed meanwhile. */
interface Loading {
  readonly load: LogLoad;
  again: boolean;
}

export class ResultsPipeline {
  private readonly watcher: ResultsWatcher;
  private readonly loader = new ResultsLoader();
  private readonly loading = new Map<string, Loading>();

  constructor(
    private readonly connection: Connection,
    private readonly workspace: Workspace,
    private readonly results: RuntimeResults,
    private readonly publisher: DiagnosticsPublisher,
    private readonly logError: (message: string) => void,
  ) {
    this.watcher = new ResultsWatcher((path, event) => this.onLog(path, event), logError);
  }

  /** Watches the workspace folders' logs matching `glob` (logs that no longer match are dropped). */
  async watch(glob: string): Promise<void> {
    this.watcher.configure(this.workspace.folderPaths, glob);
    await this.watcher.start();
  }

  /** A file event from the client; returns whether it was about a results log. */
  fileChanged(path: string): boolean {
    if (!this.watcher.matches(path)) return false;
    this.watcher.check(path);
    return true;
  }

  /** Takes the results pointing into `uri` from their logs again (its edits were discarded). */
  reload(uri: string): void {
    for (const log of this.results.logsTouching(uri)) this.onLog(log, 'changed');
  }

  async dispose(): Promise<void> {
    await this.watcher.dispose();
    for (const { load } of this.loading.values()) load.cancel();
    this.loading.clear();
  }

  private onLog(path: string, event: LogEvent): void {
    const running = this.loading.get(path);
    if (event === 'changed') {
      if (running) running.again = true;
      else this.load(path);
      return;
    }
    running?.load.cancel();
    this.loading.delete(path);
    this.connection.console.info(`heddle-lsp: ${path} deleted, its results removed`);
    this.publish(this.results.removeLog(path));
  }

  private load(path: string): void {
    this.connection.console.info(`heddle-lsp: loading ${path}`);
    const loading: Loading = { load: this.loader.load({ logPath: path, srcRoot: this.workspace.folderOf(path) }), again: false };
    this.loading.set(path, loading);
    loading.load.results.then(
      (results) => {
        if (this.loading.get(path) !== loading || results === undefined) return; // deleted meanwhile
        this.connection.console.info(`heddle-lsp: ${results.length} result(s) from ${path}`);
        this.publish(this.results.replaceLog(path, results));
        this.loadedOrFailed(path, loading);
      },
      (error: unknown) => {
        if (this.loading.get(path) !== loading) return;
        // heddle writes its logs atomically, so this is a real problem, not a half-written file.
        const message = error instanceof Error ? error.message : String(error);
        this.logError(message);
        tellUser(this.connection, 'warning', `${message}. The results shown are from the previous valid version of the log.`);
        this.loadedOrFailed(path, loading);
      },
    );
  }

  private loadedOrFailed(path: string, loading: Loading): void {
    this.loading.delete(path);
    if (loading.again) this.load(path);
  }

  private publish(touched: Iterable<string>): void {
    for (const uri of touched) this.publisher.publish(uri);
  }
}
