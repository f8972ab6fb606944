// The annotations of each file of a program, remembered per file version, so hovering over an object does
// not re-parse every file of its program each time (files on disk are parsed once per change).
import { annotations, type Annotation } from './c-queries.js';
import type { SyntaxTrees } from './syntax.js';
import type { Workspace } from './workspace.js';

export class AnnotationIndex {
  private readonly byPath = new Map<string, { version: string; annotations: Annotation[] }>();

  constructor(
    private readonly workspace: Workspace,
    private readonly syntax: SyntaxTrees,
  ) {}

  of(path: string): Annotation[] {
    const version = this.workspace.versionOf(path);
    if (version === undefined) return [];
    const cached = this.byPath.get(path);
    if (cached?.version === version) return cached.annotations;
    const file = this.workspace.read(path);
    const found = file ? (this.syntax.with(file.uri, file.text, annotations) ?? []) : [];
    this.byPath.set(path, { version, annotations: found });
    return found;
  }
}
