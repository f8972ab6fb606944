// Shared esbuild settings for every Node bundle of the workspaces (CLIs, the language server, the action),
// so each package's build.mjs says only what is its own: entry, output, extra files.
import { chmodSync } from 'node:fs';

// Bundled CommonJS dependencies (ajv, vscode-languageserver, @actions/*) call require(); an ESM bundle has
// none, so give it a real one. The exact text matters: ci-action/dist is committed and must stay identical.
const requireShim =
  "import { createRequire as __heddleCreateRequire } from 'node:module'; const require = __heddleCreateRequire(import.meta.url);";

/**
 * esbuild options for an ES-module bundle that runs on Node 20.
 * @param {{ cli?: boolean }} [opts] cli: start with a shebang (the bundle is an npm bin).
 */
export function nodeEsmBundle({ cli = false } = {}) {
  return {
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
