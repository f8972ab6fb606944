// Bundles the heddle-lint CLI into dist/heddle-lint.js and copies the wasm
// files it loads (web-tree-sitter's runtime, tree-sitter-c's and tree-sitter-cpp's grammars) beside it,
// so the bundle runs without node_modules (the CI action calls it directly).
// Then builds the native C parser (native/build-addon.mjs) into dist/c-parser.node,
// which the linter uses for a file's first read when it is there (src/c/native-parser.ts).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeExecutable, nodeEsmBundle } from '../scripts/esbuild-node.mjs';
import { buildAddon } from './native/build-addon.mjs';

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
copyFileSync(require.resolve('tree-sitter-cpp/tree-sitter-cpp.wasm'), 'dist/tree-sitter-cpp.wasm');
try {
  buildAddon('dist/c-parser.node');
} catch (err) {
  // Not fatal: everything works through web-tree-sitter, only the cold lint is slower. The test suite
  // (test/native-parser.test.ts) fails when the module is missing, so CI cannot lose it silently.
  console.warn(`annotation-lint: the native C parser was not built (${err.message.split('\n')[0]}); heddle-lint will parse with web-tree-sitter`);
}
