// Bundles the server into dist/server.js (the `heddle-lsp` bin, started by the VS Code extension) and its SARIF
// loading worker into dist/results-worker.js, and copies the two WebAssembly files tree-sitter needs next to
// them, so dist/ runs without node_modules. annotation-lint's native C parser (dist/c-parser.node, when it was
// built) goes there too: opening a big file is then parsed natively; without it the server uses wasm alone.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutable, nodeEsmBundle } from '../scripts/esbuild-node.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(here, 'dist');
// Built in a private directory and renamed into dist/ file by file (rename is atomic), so two builds at once
// (parallel test files, the extension's build) never see a half-written bundle.
const staging = join(here, `.dist-${process.pid}`);
mkdirSync(staging, { recursive: true });
mkdirSync(dist, { recursive: true });

await Promise.all([
  build({ entryPoints: [join(here, 'src/main.ts')], outfile: join(staging, 'server.js'), ...nodeEsmBundle({ cli: true }), sourcemap: true }),
  // The SARIF loading worker (src/results-loader.ts finds it next to server.js): @heddle/sarif lives here only.
  build({ entryPoints: [join(here, 'src/results-worker.ts')], outfile: join(staging, 'results-worker.js'), ...nodeEsmBundle(), sourcemap: true }),
  // The big-file lint worker (src/lint-offthread.ts finds it next to server.js): annotation-lint again, in its own thread.
  build({ entryPoints: [join(here, 'src/lint-worker.ts')], outfile: join(staging, 'lint-worker.js'), ...nodeEsmBundle(), sourcemap: true }),
]);

for (const wasm of ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-c/tree-sitter-c.wasm']) {
  copyFileSync(require.resolve(wasm), join(staging, wasm.split('/')[1]));
}
// C++ documents: annotation-lint loads tree-sitter-cpp's grammar (its dependency, not the server's) beside the bundle.
const lintRequire = createRequire(require.resolve('@heddle/annotation-lint'));
copyFileSync(lintRequire.resolve('tree-sitter-cpp/tree-sitter-cpp.wasm'), join(staging, 'tree-sitter-cpp.wasm'));
const nativeParser = join(dirname(require.resolve('@heddle/annotation-lint')), '..', 'dist', 'c-parser.node'); // src/index.ts → the package
if (existsSync(nativeParser)) copyFileSync(nativeParser, join(staging, 'c-parser.node'));
makeExecutable(join(staging, 'server.js')); // the npm bin `heddle-lsp`
for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dist, name));
rmSync(staging, { recursive: true, force: true });
