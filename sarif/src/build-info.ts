// The version, commit and homepage every heddle CLI prints with --version and writes into SARIF's
// tool.driver. Bundles get them baked in by esbuild (`__HEDDLE_BUILD_INFO__`, defined by
// scripts/esbuild-node.mjs from scripts/build-info.mjs); code run from source (tests under tsx) reads the
// version and homepage from the workspace's package.json and says the commit is "source".
import { readFileSync } from 'node:fs';

export interface BuildInfo {
  version: string;
  /** Short git commit of the tree the bundle was built from, "unknown" outside git, "source" unbundled. */
  commit: string;
  homepage: string;
}

declare const __HEDDLE_BUILD_INFO__: BuildInfo | undefined;

function fromSourceTree(): BuildInfo {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as BuildInfo;
  return { version: manifest.version, commit: 'source', homepage: manifest.homepage };
}

export const BUILD_INFO: BuildInfo = typeof __HEDDLE_BUILD_INFO__ !== 'undefined' ? __HEDDLE_BUILD_INFO__ : fromSourceTree();

/** The --version line of a heddle CLI: `NAME VERSION (commit COMMIT)`, the same shape as `heddle --version`. */
export function versionLine(tool: string): string {
  return `${tool} ${BUILD_INFO.version} (commit ${BUILD_INFO.commit})`;
}
