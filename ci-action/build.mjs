// Bundles the action into dist/index.js, the file action.yml runs on Node 20.
// The bundle is committed (runners do not install dependencies), so it must be
// reproducible: no timestamps, no absolute paths, no minification that hides stack
// traces. test/dist-fresh.test.ts rebuilds into a temp dir and compares.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = process.argv[2] ?? join(here, 'dist', 'index.js');

await build({
  absWorkingDir: here, // paths in the bundle's comments are relative to ci-action/, wherever it is built from
  entryPoints: [join(here, 'src', 'index.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Prefer packages' ES module builds: UMD builds (e.g. jsonc-parser's) require() their own
  // files at run time, which a single-file bundle cannot satisfy.
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __heddleCreateRequire } from 'node:module'; const require = __heddleCreateRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
