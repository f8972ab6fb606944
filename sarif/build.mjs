// Bundles the heddle-sarif CLI into dist/heddle-sarif.mjs (the package's npm bin).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

await build({
  entryPoints: [fileURLToPath(new URL('./src/cli/bin.ts', import.meta.url))],
  outfile: fileURLToPath(new URL('./dist/heddle-sarif.mjs', import.meta.url)),
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
