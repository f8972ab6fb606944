// What the names in a filter refer to: `file:line` names a C file as the program's sources spell it, which
// is resolved against the filter's directory first, then the workspace folder (LOOM writes bare file names).
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Workspace } from './workspace.js';

export function resolveFilterFile(written: string, filterPath: string, workspace: Workspace): string | undefined {
  if (isAbsolute(written)) return existsSync(written) ? written : undefined;
  const candidates = [resolve(dirname(filterPath), written), resolve(workspace.folderOf(filterPath), written)];
  return candidates.find((c) => workspace.read(c) !== undefined);
}
