// Runtime results: SARIF logs found and watched (results-watcher.ts) are loaded (sarif-results.ts) into the
// shown results (runtime-results.ts) and the affected documents republished. A malformed log is reported
// to the user and the previous run stays shown.
import type { Connection } from 'vscode-languageserver';
import type { DiagnosticsPublisher } from './diagnostics.js';
import { ResultsWatcher, type LogEvent } from './results-watcher.js';
import type { RuntimeResults } from './runtime-results.js';
import { loadRuntimeResults } from './sarif-results.js';
import { tellUser } from './user-messages.js';
import type { Workspace } from './workspace.js';

export class ResultsPipeline {
  private readonly watcher: ResultsWatcher;

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
  }

  private onLog(path: string, event: LogEvent): void {
    let touched: Set<string>;
    if (event === 'deleted') {
      touched = this.results.removeLog(path);
      this.connection.console.info(`heddle-lsp: ${path} deleted, its results removed`);
    } else {
      try {
        const loaded = loadRuntimeResults(path, this.workspace);
        touched = this.results.replaceLog(path, loaded);
        this.connection.console.info(`heddle-lsp: ${loaded.length} result(s) from ${path}`);
      } catch (error) {
        // heddle writes its logs atomically, so this is a real problem, not a half-written file.
        const message = (error as Error).message;
        this.logError(message);
        tellUser(this.connection, 'warning', `${message}. The results shown are from the previous valid version of the log.`);
        return;
      }
    }
    for (const uri of touched) this.publisher.publish(uri);
  }
}
