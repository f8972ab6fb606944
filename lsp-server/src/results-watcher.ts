// Finds and watches the runtime's SARIF logs. With a client that watches files for us (VS Code does, through
// workspace/didChangeWatchedFiles) the server registers the glob and only reacts; otherwise it watches the
// workspace folders itself with chokidar (skipping node_modules and dot-directories).
import { watch, type FSWatcher } from 'chokidar';
import picomatch from 'picomatch';
import { relative, sep } from 'node:path';

export type LogEvent = 'changed' | 'deleted';

export class ResultsWatcher {
  private watcher: FSWatcher | undefined;
  private folders: readonly string[] = [];
  private isMatch: (relativePath: string) => boolean = () => false;

  constructor(
    private readonly onLog: (path: string, event: LogEvent) => void,
    private readonly onError: (message: string) => void,
  ) {}

  /** Whether `path` is a results log under one of the folders. */
  matches(path: string): boolean {
    return this.folders.some((folder) => {
      const rel = relative(folder, path);
      return !rel.startsWith('..') && this.isMatch(rel.split(sep).join('/'));
    });
  }

  configure(folders: readonly string[], glob: string): void {
    this.folders = folders;
    this.isMatch = picomatch(glob, { dot: true });
  }

  /** Starts the server-side watcher (when the client does not watch files for us). */
  async start(): Promise<void> {
    await this.stop();
    if (this.folders.length === 0) return;
    const skip = (path: string) => /(^|[\\/])(node_modules|\.[^\\/]+)$/.test(path);
    const watcher = watch([...this.folders], {
      ignored: (path, stats) => skip(path) || (stats?.isFile() === true && !this.matches(path)),
      ignoreInitial: false,
    });
    watcher.on('add', (p) => this.onLog(p, 'changed'));
    watcher.on('change', (p) => this.onLog(p, 'changed'));
    watcher.on('unlink', (p) => this.onLog(p, 'deleted'));
    watcher.on('error', (e) => this.onError(`watching SARIF logs failed: ${String(e)}`));
    this.watcher = watcher;
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  }

  async stop(): Promise<void> {
    const watcher = this.watcher;
    this.watcher = undefined;
    await watcher?.close();
  }
}
