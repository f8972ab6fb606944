// Bundles the heddle-sarif CLI into dist/heddle-sarif.mjs (the package's npm bin).
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outfile = fileURLToPath(new URL('./dist/heddle-sarif.mjs', import.meta.url));
await build({
  entryPoints: [fileURLToPath(new URL('./src/cli/bin.ts', import.meta.url))],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // jsonc-parser's CommonJS entry is a UMD wrapper with dynamic require()s esbuild cannot follow; its ESM entry bundles cleanly.
  mainFields: ['module', 'main'],
  sourcemap: true,
  banner: {
    // Bundled CommonJS dependencies (ajv) call require(); give ESM output one.
    js: "#!/usr/bin/env node\nimport { createRequire as __heddleCreateRequire } from 'node:module'; const require = __heddleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// Executable: it is the package's npm bin, and npm only sets the mode when it links bins, which
// `npm ci` skips for a bundle that does not exist yet.
chmodSync(outfile, 0o755);
