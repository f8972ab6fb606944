// Each test gets its own copy of the fixture workspace in a temporary directory (tests write SARIF logs and
// filter files into it), removed afterwards.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageDir } from './server-bundle.js';

export const fixturesDir = join(packageDir, 'test', 'fixtures');

export function copyWorkspace(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-lsp-test-'));
  cpSync(join(fixturesDir, 'workspace'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
