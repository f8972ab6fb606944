// The C files a filter can talk about: those its events name, and the C sources beside the filter and at
// the top of its workspace folder. Completion offers them; definition searches their functions.
import { dirname } from 'node:path';
import { filterReferences } from './filter-model.js';
import { resolveFilterFile } from './filter-targets.js';
import type { FilterParseResult } from './lint-api.js';
import type { Workspace } from './workspace.js';

export function candidateSources(parsed: FilterParseResult, filterPath: string, workspace: Workspace): string[] {
  const named = filterReferences(parsed)
    .flatMap((r) => (r.kind === 'event' ? [resolveFilterFile(r.file, filterPath, workspace)] : []))
    .filter((p): p is string => p !== undefined);
  const nearby = [dirname(filterPath), workspace.folderOf(filterPath)].flatMap((dir) =>
    workspace.siblingSources(`${dir}/x`),
  );
  return [...new Set([...named, ...nearby])].sort();
}
