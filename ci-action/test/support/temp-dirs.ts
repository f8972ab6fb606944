// The action tests' temporary directories, removed when the test file's process exits (node:test runs each file in
// a process of its own). Not node:test's `after`: called from a helper it attaches to whatever is running at that
// moment, and from a `before` hook it runs right after that hook (Node 20), before the tests that use the directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new directory PREFIX-XXXXXX in the temporary directory, removed when this process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}
