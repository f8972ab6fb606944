// Shared esbuild settings for every Node bundle of the workspaces (CLIs, the language server, the action),
// so each package's build.mjs says only what is its own: entry, output, extra files.
import { chmodSync } from 'node:fs';
import { buildInfo } from './build-info.mjs';

// Bundled CommonJS dependencies (ajv, vscode-languageserver, @actions/*) call require(); an ESM bundle has
// none, so give it a real one. The exact text matters: ci-action/dist is committed and must stay identical.
const requireShim =
  "import { createRequire as __heddleCreateRequire } from 'node:module'; const require = __heddleCreateRequire(import.meta.url);";

/**
 * esbuild options for an ES-module bundle that runs on Node 20.
 * @param {{ cli?: boolean, commit?: string }} [opts] cli: start with a shebang (the bundle is an npm bin);
 *   commit: the commit to bake in instead of git's (the committed ci-action bundle must not change with
 *   every commit).
 */
export function nodeEsmBundle({ cli = false, commit } = {}) {
  const info = buildInfo();
  return {
    // What --version prints and SARIF's tool.driver says (sarif/src/build-info.ts reads it).
    define: { __HEDDLE_BUILD_INFO__: JSON.stringify({ ...info, commit: commit ?? info.commit }) },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Prefer packages' ES module builds: UMD builds (jsonc-parser's, pulled in by @heddle/sarif) require()
    // their own files at run time, which a single-file bundle cannot satisfy.
    mainFields: ['module', 'main'],
    banner: { js: cli ? `#!/usr/bin/env node\n${requireShim}` : requireShim },
    logLevel: 'warning',
  };
}

/**
 * Makes a bundled npm bin executable: npm sets the mode only when it links bins, which `npm ci` skips for a
 * bundle that does not exist yet (it is built after install).
 */
export function makeExecutable(path) {
  chmodSync(path, 0o755);
}
