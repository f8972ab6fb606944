// Bundles the server into dist/server.js (the `heddle-lsp` bin, started by the VS Code extension) and copies
// the two WebAssembly files tree-sitter needs next to it, so dist/ runs without node_modules.
import { build } from 'esbuild';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(here, 'dist');
// Built in a private directory and renamed into dist/ file by file (rename is atomic), so two builds at once
// (parallel test files, the extension's build) never see a half-written bundle.
const staging = join(here, `.dist-${process.pid}`);
mkdirSync(staging, { recursive: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(staging, 'server.js'),
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
  copyFileSync(require.resolve(wasm), join(staging, wasm.split('/')[1]));
}
// The npm bin `heddle-lsp` points here; npm set no mode on it at install time because dist/ did not exist yet.
chmodSync(join(staging, 'server.js'), 0o755);
for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dist, name));
rmSync(staging, { recursive: true, force: true });
