// annotation-lint's LintProject, one per program: the C files of one directory (cross-file rules follow
// threads and locks through them) plus, for a filter, the filter and the C files it names. Each project is
// brought up to date before a lint: open documents by version, files on disk by size and mtime, so an edit
// re-parses (incrementally, inside the project) only the file that changed.
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { LintProject, type Finding } from './lint-api.js';
import { pathToUri, type Workspace } from './workspace.js';
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

  private versionOf(path: string): string | undefined {
    const open = this.documents.get(pathToUri(path));
    if (open) return `open:${open.text.version}`;
    try {
      const s = statSync(path);
      return s.isFile() ? `disk:${s.size}:${s.mtimeMs}` : undefined;
    } catch {
      return undefined;
    }
  }

  private sync(state: ProjectState, wanted: ReadonlySet<string>): void {
    for (const path of [...state.versions.keys()]) {
      if (!wanted.has(path)) {
        state.project.removeFile(path);
        state.versions.delete(path);
      }
    }
    for (const path of wanted) {
      const version = this.versionOf(path);
      if (version === state.versions.get(path)) continue;
      const file = version === undefined ? undefined : this.workspace.read(path);
      if (!file) {
        state.project.removeFile(path);
        state.versions.delete(path);
        continue;
      }
      state.project.setFile(path, file.text);
      state.versions.set(path, version as string);
    }
  }
}
