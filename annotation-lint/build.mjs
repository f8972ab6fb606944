// Bundles the heddle-lint CLI into dist/heddle-lint.js and copies the two wasm
// files it loads (web-tree-sitter's runtime, tree-sitter-c's grammar) beside it,
// so the bundle runs without node_modules (the CI action calls it directly).
import { build } from 'esbuild';
import { chmodSync, copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: ['src/cli/bin.ts'],
  outfile: 'dist/heddle-lint.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  mainFields: ['module', 'main'], // jsonc-parser's UMD build (pulled in by @heddle/sarif) cannot be bundled; its ESM build can
  sourcemap: true,
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __heddleCreateRequire } from 'node:module'; const require = __heddleCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
// Executable: it is the package's npm bin, and npm only sets the mode when it links bins, which
// `npm ci` skips for a bundle that does not exist yet.
chmodSync('dist/heddle-lint.js', 0o755);
copyFileSync(require.resolve('web-tree-sitter/web-tree-sitter.wasm'), 'dist/web-tree-sitter.wasm');
copyFileSync(require.resolve('tree-sitter-c/tree-sitter-c.wasm'), 'dist/tree-sitter-c.wasm');
