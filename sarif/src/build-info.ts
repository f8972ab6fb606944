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

let cached: BuildInfo | undefined;

/**
 * Read on first use, never at module load: a bundle that includes this module without asking for the build
 * info (the VS Code extension, which @heddle/sarif goes into) must not touch the file system for it.
 */
export function buildInfo(): BuildInfo {
  if (cached) return cached;
  if (typeof __HEDDLE_BUILD_INFO__ !== 'undefined') return (cached = __HEDDLE_BUILD_INFO__);
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as BuildInfo;
  return (cached = { version: manifest.version, commit: 'source', homepage: manifest.homepage });
}

/** The --version line of a heddle CLI: `NAME VERSION (commit COMMIT)`, the same shape as `heddle --version`. */
export function versionLine(tool: string): string {
  const { version, commit } = buildInfo();
  return `${tool} ${version} (commit ${commit})`;
}
