// The workspace as the server sees it: its folders, and the text of any source file — the editor's copy when
// the file is open (possibly unsaved), the disk's otherwise. Lint rules that look across files and filter
// checks that look at C lines read files through here, so unsaved edits count.
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FILTER_EXTENSION, type DocumentStore } from './documents.js';
import { SourceDirectories } from './source-directories.js';

export const uriToPath = (uri: string): string | undefined => {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
};
export const pathToUri = (path: string): string => pathToFileURL(path).href;

export interface SourceText {
  readonly uri: string;
  readonly path: string;
  readonly text: string;
}

export class Workspace {
  private folders: string[] = [];
  /** Paths given to open documents that have none (untitled:), so the linter, which works on paths, sees them. */
  private readonly virtualPaths = new Map<string, string>();
  private readonly directories = new SourceDirectories();

  constructor(
    private readonly documents: DocumentStore,
    private readonly maxFileSize: () => number,
  ) {}

  setFolders(uris: readonly string[]): void {
    this.folders = uris.map(uriToPath).filter((p): p is string => p !== undefined);
  }

  get folderPaths(): readonly string[] {
    return this.folders;
  }

  /** The workspace folder containing `path` (the deepest), or the file's own directory outside any folder. */
  folderOf(path: string): string {
    const inside = this.folders.filter((f) => path === f || path.startsWith(f.endsWith(sep) ? f : f + sep));
    return inside.sort((a, b) => b.length - a.length)[0] ?? dirname(path);
  }

  /** Resolves a path written in a filter or log (relative to the workspace folder of `from`, or absolute). */
  resolve(written: string, from: string): string {
    return isAbsolute(written) ? written : resolve(this.folderOf(from), written);
  }

  relativeToFolder(path: string): string {
    return relative(this.folderOf(path), path).split(sep).join('/');
  }

  /**
   * The path of a document: its file, or for an open document without one (an untitled filter) a path in the
   * first workspace folder that no file has, named after it, with the extension of its kind.
   */
  pathOf(uri: string): string | undefined {
    const real = uriToPath(uri);
    if (real) return real;
    const document = this.documents.get(uri);
    if (!document) return undefined;
    const extension = document.kind === 'filter' ? FILTER_EXTENSION : '.c';
    const name = basename(uri.replace(/^[a-z][a-z0-9+.-]*:/i, '')).replace(/[^\w.-]+/g, '_') || 'untitled';
    const path = join(this.folders[0] ?? process.cwd(), `.${name}${name.endsWith(extension) ? '' : extension}`);
    this.virtualPaths.set(path, uri);
    return path;
  }

  /** The URI of a path: a document's given by pathOf, else the file's. */
  uriOf(path: string): string {
    return this.virtualPaths.get(path) ?? pathToUri(path);
  }

  /** The document is closed: its path given by pathOf no longer names it. */
  forget(uri: string): void {
    for (const [path, owner] of this.virtualPaths) if (owner === uri) this.virtualPaths.delete(path);
  }

  /** Identifies the text `read` would return: "open:<version>" or "disk:<size>:<mtime>" (undefined: no file). */
  versionOf(path: string): string | undefined {
    const open = this.documents.get(this.uriOf(path));
    if (open) return `open:${open.text.version}`;
    try {
      const s = statSync(path);
      return s.isFile() ? `disk:${s.size}:${s.mtimeMs}` : undefined;
    } catch {
      return undefined;
    }
  }

  /** The length of the text `read` would return (the file's size in bytes for one not open), without reading it. */
  sizeOf(path: string): number | undefined {
    const open = this.documents.get(this.uriOf(path));
    if (open) return open.text.getText().length;
    try {
      return statSync(path).size;
    } catch {
      return undefined;
    }
  }

  /** The text of a file: the open document if any, else the disk (undefined if missing, unreadable or above maxFileSize). */
  read(path: string): SourceText | undefined {
    const uri = this.uriOf(path);
    const open = this.documents.get(uri);
    if (open) {
      const text = open.text.getText();
      return text.length > this.maxFileSize() ? undefined : { uri, path, text };
    }
    try {
      if (statSync(path).size > this.maxFileSize()) return undefined;
      return { uri, path, text: readFileSync(path, 'utf8') };
    } catch {
      return undefined;
    }
  }

  /** C/C++ sources in the same directory as `path`: the program a C file's cross-file rules look at. */
  siblingSources(path: string): string[] {
    const dir = dirname(path);
    const onDisk = this.directories.sources(dir);
    const open = [...this.documents.all()]
      .filter(([, d]) => d.kind === 'c')
      .map(([uri]) => this.pathOf(uri))
      .filter((p): p is string => p !== undefined && dirname(p) === dir);
    return [...new Set([...onDisk, ...open])].sort();
  }

  /** A file was created or deleted on disk (the client's watcher says so): its directory is listed again. */
  fileCreatedOrDeleted(path: string): void {
    this.directories.forget(dirname(path));
  }
}
