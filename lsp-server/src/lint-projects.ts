// annotation-lint's LintProject, one per program: the C files of one directory (cross-file rules follow
// threads and locks through them) plus, for a filter, the filter and the C files it names. Each project is
// brought up to date before a lint: open documents by version, files on disk by size and mtime, so an edit
// re-parses only the file that changed. An open C document is handed over with the server's own tree (already
// reparsed incrementally from the LSP edits), so the project does not parse it a second time; the project
// keeps only facts extracted from it, so the server may delete that tree after the next edit.
import { dirname } from 'node:path';
import type { Tree } from 'web-tree-sitter';
import { LintProject, type Finding } from './lint-api.js';
import type { Workspace } from './workspace.js';
import type { DocumentStore } from './documents.js';

interface ProjectState {
  project: LintProject;
  /** path → what the project holds: "open:<version>" or "disk:<size>:<mtime>". */
  versions: Map<string, string>;
}

export class LintProjects {
  private readonly projects = new Map<string, Promise<ProjectState>>();

  constructor(
    private readonly workspace: Workspace,
    private readonly documents: DocumentStore,
    /** The server's current tree of an open C document (matching its current text), if it has one. */
    private readonly treeOf: (uri: string) => Tree | undefined,
  ) {}

  /** The findings located in `path`, with `members` (other files of its program) in the project. */
  async lintFile(path: string, members: readonly string[]): Promise<Finding[]> {
    const key = dirname(path);
    let state = this.projects.get(key);
    if (!state) this.projects.set(key, (state = LintProject.create().then((project) => ({ project, versions: new Map() }))));
    const resolved = await state;
    this.sync(resolved, new Set([path, ...members]));
    return resolved.project.lintFile(path);
  }

  private sync(state: ProjectState, wanted: ReadonlySet<string>): void {
    for (const path of [...state.versions.keys()]) {
      if (!wanted.has(path)) {
        state.project.removeFile(path);
        state.versions.delete(path);
      }
    }
    for (const path of wanted) {
      const version = this.workspace.versionOf(path);
      if (version === state.versions.get(path)) continue;
      const file = version === undefined ? undefined : this.workspace.read(path);
      if (!file) {
        state.project.removeFile(path);
        state.versions.delete(path);
        continue;
      }
      const tree = this.documents.get(file.uri)?.kind === 'c' ? this.treeOf(file.uri) : undefined;
      state.project.setFile(path, file.text, tree);
      state.versions.set(path, version as string);
    }
  }
}
