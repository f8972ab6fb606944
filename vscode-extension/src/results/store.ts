// Keeps the SARIF logs whose results the tree view and the status bar show: every file
// matching heddle.results.glob in the workspace (watched: created, changed, deleted) plus
// logs the user opened with "heddle: Open Results". A log that cannot be read is reported
// once per change with @heddle/sarif's message (file, JSON path, how to fix) and skipped.
import * as vscode from 'vscode';
import { loadLog } from './load.js';
import type { LoadedLog } from './model.js';
import { readSettings } from '../settings.js';

export class ResultsStore implements vscode.Disposable {
  private readonly logs = new Map<string, LoadedLog>();
  private readonly opened = new Set<string>();
  private readonly changed = new vscode.EventEmitter<void>();
  private watcher: vscode.FileSystemWatcher | undefined;
  private readonly disposables: vscode.Disposable[] = [this.changed];
  readonly onDidChange = this.changed.event;

  constructor(private readonly output: vscode.OutputChannel) {
    this.disposables.push(
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration('heddle.results.glob')) void this.reload();
      }),
      vscode.workspace.onDidChangeWorkspaceFolders(() => void this.reload()),
    );
  }

  all(): LoadedLog[] {
    return [...this.logs.values()].sort((a, b) => a.path.localeCompare(b.path));
  }

  /** Re-finds every log matching the glob, re-reads them and restarts the watcher. */
  async reload(): Promise<void> {
    const glob = readSettings().resultsGlob;
    this.watcher?.dispose();
    this.watcher = vscode.workspace.createFileSystemWatcher(glob);
    this.watcher.onDidCreate((uri) => void this.refresh(uri));
    this.watcher.onDidChange((uri) => void this.refresh(uri));
    this.watcher.onDidDelete((uri) => this.forget(uri));
    this.logs.clear();
    const found = await vscode.workspace.findFiles(glob, '**/node_modules/**');
    await Promise.all([...found, ...[...this.opened].map((p) => vscode.Uri.file(p))].map((uri) => this.read(uri)));
    this.changed.fire();
  }

  /** Adds a log chosen by the user; it stays shown until the window reloads. */
  async open(uri: vscode.Uri): Promise<boolean> {
    this.opened.add(uri.fsPath);
    const ok = await this.read(uri);
    this.changed.fire();
    return ok;
  }

  private async refresh(uri: vscode.Uri): Promise<void> {
    await this.read(uri);
    this.changed.fire();
  }

  private forget(uri: vscode.Uri): void {
    this.opened.delete(uri.fsPath);
    if (this.logs.delete(uri.fsPath)) this.changed.fire();
  }

  private async read(uri: vscode.Uri): Promise<boolean> {
    const folder = vscode.workspace.getWorkspaceFolder(uri) ?? vscode.workspace.workspaceFolders?.[0];
    const sourceRoot = folder?.uri.fsPath ?? vscode.Uri.joinPath(uri, '..').fsPath;
    try {
      this.logs.set(uri.fsPath, await loadLog(uri.fsPath, sourceRoot));
      return true;
    } catch (error) {
      this.logs.delete(uri.fsPath);
      const message = error instanceof Error ? error.message : String(error);
      this.output.appendLine(`heddle: cannot show results: ${message}`);
      void vscode.window.showWarningMessage(`heddle: cannot show results of ${vscode.workspace.asRelativePath(uri)}: ${message}`);
      return false;
    }
  }

  dispose(): void {
    this.watcher?.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
