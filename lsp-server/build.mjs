// Bundles the server into dist/server.js (the `heddle-lsp` bin, started by the VS Code extension) and copies
// the two WebAssembly files tree-sitter needs next to it, so dist/ runs without node_modules.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(here, 'dist');
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // jsonc-parser's "main" is a UMD build whose dynamic require() esbuild cannot follow; its "module" is ESM.
  mainFields: ['module', 'main'],
  sourcemap: true,
  // vscode-languageserver is CommonJS and calls require() for Node built-ins; an ESM bundle needs a real one.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __heddleCreateRequire } from 'node:module';\nconst require = __heddleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

for (const wasm of ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-c/tree-sitter-c.wasm']) {
  copyFileSync(require.resolve(wasm), join(dist, wasm.split('/')[1]));
}
