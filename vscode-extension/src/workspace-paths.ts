// Paths a workspace's settings give, checked before the extension writes there: heddle.filterFile names a file
// inside the workspace folder (the language server refuses the same paths, lsp-server/src/settings.ts).
import { posix } from 'node:path';

/** Why `value` (heddle.filterFile) is refused, or undefined when it names a file inside the workspace folder. */
export function filterFileProblem(value: string): string | undefined {
  const fix = 'set heddle.filterFile to a path relative to the workspace folder, such as "heddle.hfilter"';
  const slashed = value.replaceAll('\\', '/');
  if (posix.isAbsolute(slashed) || /^[A-Za-z]:/.test(slashed)) return `heddle.filterFile is "${value}", an absolute path; ${fix}`;
  const normal = posix.normalize(slashed);
  if (normal === '..' || normal.startsWith('../')) return `heddle.filterFile is "${value}", which leads out of the workspace folder; ${fix}`;
  if (normal === '.' || normal.endsWith('/')) return `heddle.filterFile is "${value}", a folder, not a file; ${fix}`;
  return undefined;
}
