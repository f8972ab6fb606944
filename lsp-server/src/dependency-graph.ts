// Which documents must be re-linted when another one changes. Edges point from a document to the documents
// whose content its findings were computed from (a filter file → the C files it names; a C file → the other
// C files of its program, whose thread code decides whether its globals are shared).
export class DependencyGraph {
  private readonly dependsOn = new Map<string, Set<string>>();
  private readonly dependedOnBy = new Map<string, Set<string>>();

  /** Replaces the dependencies of `uri`. */
  set(uri: string, dependencies: Iterable<string>): void {
    this.remove(uri);
    const set = new Set([...dependencies].filter((d) => d !== uri));
    this.dependsOn.set(uri, set);
    for (const dependency of set) {
      let users = this.dependedOnBy.get(dependency);
      if (!users) this.dependedOnBy.set(dependency, (users = new Set()));
      users.add(uri);
    }
  }

  remove(uri: string): void {
    for (const dependency of this.dependsOn.get(uri) ?? []) {
      const users = this.dependedOnBy.get(dependency);
      users?.delete(uri);
      if (users?.size === 0) this.dependedOnBy.delete(dependency);
    }
    this.dependsOn.delete(uri);
  }

  /** Every document whose findings may change when `uri` changes, transitively, without `uri` itself. */
  dependentsOf(uri: string): Set<string> {
    const seen = new Set<string>();
    const queue = [uri];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      for (const user of this.dependedOnBy.get(next) ?? []) {
        if (user !== uri && !seen.has(user)) {
          seen.add(user);
          queue.push(user);
        }
      }
    }
    return seen;
  }
}
