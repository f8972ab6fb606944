// The C/C++ sources under a workspace folder, for completion in a filter file (issue #14, item 9: an empty filter
// line offered only the files the filter already named and those beside it, not `src/worker.c`). A bounded walk
// — dot folders, node_modules and build output skipped, at most MAX_FILES files after MAX_ENTRIES entries read —
// kept for a few seconds, since completion asks again on every keystroke.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { documentKind } from './documents.js';

const MAX_FILES = 2000;
const MAX_ENTRIES = 20_000;
const KEEP_MS = 5000;
const SKIPPED = /^(\..*|node_modules|dist|build|out|CMakeFiles)$/;

const walks = new Map<string, { at: number; files: readonly string[] }>();

export function sourcesUnder(folder: string, now = Date.now()): readonly string[] {
  const known = walks.get(folder);
  if (known && now - known.at < KEEP_MS) return known.files;
  const files: string[] = [];
  const queue = [folder];
  let entries = 0;
  while (queue.length > 0 && files.length < MAX_FILES && entries < MAX_ENTRIES) {
    const dir = queue.shift()!;
    let list;
    try {
      list = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of list.sort((a, b) => a.name.localeCompare(b.name))) {
      entries++;
      if (entry.isDirectory() && !SKIPPED.test(entry.name)) queue.push(join(dir, entry.name));
      else if (entry.isFile() && documentKind(entry.name) === 'c' && files.length < MAX_FILES) files.push(join(dir, entry.name));
    }
  }
  walks.set(folder, { at: now, files });
  return files;
}
