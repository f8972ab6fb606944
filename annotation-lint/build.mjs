// Bundles the heddle-lint CLI into dist/heddle-lint.js and copies the two wasm
// files it loads (web-tree-sitter's runtime, tree-sitter-c's grammar) beside it,
// so the bundle runs without node_modules (the CI action calls it directly).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeExecutable, nodeEsmBundle } from '../scripts/esbuild-node.mjs';

const require = createRequire(import.meta.url);
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: ['src/cli/bin.ts'],
  outfile: 'dist/heddle-lint.js',
  ...nodeEsmBundle({ cli: true }),
  sourcemap: true,
});
makeExecutable('dist/heddle-lint.js');
copyFileSync(require.resolve('web-tree-sitter/web-tree-sitter.wasm'), 'dist/web-tree-sitter.wasm');
copyFileSync(require.resolve('tree-sitter-c/tree-sitter-c.wasm'), 'dist/tree-sitter-c.wasm');
