// The program model's compile database per workspace folder (annotation-lint's compile-database.ts): the
// folder's compile_commands.json or build/compile_commands.json, read again when its size or mtime changes (a
// re-run of CMake), so the editor groups files into programs as `heddle-lint -p build/` does. A database that
// cannot be read is shown to the user once per version of the file, and the files are grouped without it.
import { findCompileDatabase, loadCompileDatabase, type CompileDatabase } from './lint-api.js';
import type { Workspace } from './workspace.js';

export interface FolderDatabase {
  /** Changes whenever the database read changes ("none" without one): projects regroup their programs then. */
  readonly version: string;
  readonly database: CompileDatabase | undefined;
}

const NONE: FolderDatabase = { version: 'none', database: undefined };

export class CompileDatabases {
  private readonly known = new Map<string, FolderDatabase>();

  constructor(
    private readonly workspace: Workspace,
    private readonly reportProblem: (message: string) => void,
  ) {}

  /** The database of the workspace folder holding `path`. */
  forPath(path: string): FolderDatabase {
    const folder = this.workspace.folderOf(path);
    const file = findCompileDatabase(folder);
    const version = file === undefined ? 'none' : `${file}@${this.workspace.versionOf(file) ?? 'gone'}`;
    const known = this.known.get(folder);
    if (known?.version === version) return known;
    const next = file === undefined ? NONE : { version, database: this.load(file) };
    this.known.set(folder, next);
    return next;
  }

  private load(file: string): CompileDatabase | undefined {
    try {
      return loadCompileDatabase(file);
    } catch (error) {
      this.reportProblem(`${(error as Error).message}. Until it is fixed, each C file defining main is linted as a program of its own, with the files beside it that define none.`);
      return undefined;
    }
  }
}
