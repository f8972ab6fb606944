// The C/C++ files on disk in a directory, read once and kept while the directory's mtime stays the same
// (creating, deleting or renaming an entry changes it), so a lint or hover costs a stat, not a directory read.
// The client's file watcher can also drop an entry, for filesystems whose mtime is too coarse to tell.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { documentKind } from './documents.js';

interface Listing {
  /** The directory's identity and mtime when it was read. */
  readonly stamp: string;
  readonly sources: readonly string[];
}

function stampOf(dir: string): string | undefined {
  try {
    const s = statSync(dir);
    return s.isDirectory() ? `${s.ino}:${s.mtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

export class SourceDirectories {
  private readonly listings = new Map<string, Listing>();

  /** The C/C++ sources of `dir` (full paths; none if it cannot be read). */
  sources(dir: string): readonly string[] {
    const stamp = stampOf(dir);
    if (stamp === undefined) {
      this.listings.delete(dir);
      return [];
    }
    const known = this.listings.get(dir);
    if (known?.stamp === stamp) return known.sources;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    const sources = names.filter((n) => documentKind(n) === 'c').map((n) => join(dir, n));
    this.listings.set(dir, { stamp, sources });
    return sources;
  }

  forget(dir: string): void {
    this.listings.delete(dir);
  }
}
