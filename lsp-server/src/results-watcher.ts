// Finds and watches the runtime's SARIF logs. chokidar watches the workspace folders for logs appearing and
// disappearing (skipping node_modules and dot-directories); each log found is also polled by path with
// fs.watchFile, because a file watch is bound to an inode and chokidar misses a write that follows an atomic
// rename-into-place within ~100 ms (measured with chokidar 4). Every signal only triggers a stat of the path,
// and a log is reloaded only when its identity, size or mtime changed, so duplicate signals cost nothing.
import { watch, type FSWatcher } from 'chokidar';
import { statSync, unwatchFile, watchFile } from 'node:fs';
import { relative, sep } from 'node:path';
import picomatch from 'picomatch';

export type LogEvent = 'changed' | 'deleted';
const POLL_INTERVAL_MS = 500;

function signature(path: string): string | undefined {
  try {
    const s = statSync(path);
    return s.isFile() ? `${s.ino}:${s.size}:${s.mtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

export class ResultsWatcher {
  private watcher: FSWatcher | undefined;
  private folders: readonly string[] = [];
  private isMatch: (relativePath: string) => boolean = () => false;
  private readonly seen = new Map<string, string>();

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

  /** Something may have happened to `path`: report it if its content or existence changed. */
  check(path: string): void {
    const now = signature(path);
    const before = this.seen.get(path);
    if (now === before) return;
    if (now === undefined) {
      this.seen.delete(path);
      unwatchFile(path);
      this.onLog(path, 'deleted');
      return;
    }
    if (before === undefined) watchFile(path, { interval: POLL_INTERVAL_MS, persistent: false }, () => this.check(path));
    this.seen.set(path, now);
    this.onLog(path, 'changed');
  }

  /** (Re)starts watching the configured folders; logs that no longer match are reported deleted. */
  async start(): Promise<void> {
    await this.stop();
    for (const path of [...this.seen.keys()]) {
      if (!this.matches(path)) {
        this.seen.delete(path);
        unwatchFile(path);
        this.onLog(path, 'deleted');
      }
    }
    if (this.folders.length === 0) return;
    const skip = (path: string) => /(^|[\\/])(node_modules|\.[^\\/]+)$/.test(path);
    const watcher = watch([...this.folders], {
      ignored: (path, stats) => skip(path) || (stats?.isFile() === true && !this.matches(path)),
      ignoreInitial: false,
    });
    const check = (path: string) => (this.matches(path) ? this.check(path) : undefined);
    watcher.on('add', check).on('change', check).on('unlink', check);
    watcher.on('error', (e) => this.onError(`watching SARIF logs failed: ${String(e)}`));
    this.watcher = watcher;
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  }

  async stop(): Promise<void> {
    const watcher = this.watcher;
    this.watcher = undefined;
    await watcher?.close();
  }

  /** Stops everything, including the polling of known logs. */
  async dispose(): Promise<void> {
    await this.stop();
    for (const path of this.seen.keys()) unwatchFile(path);
    this.seen.clear();
  }
}
