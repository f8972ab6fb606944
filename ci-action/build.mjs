// Bundles the action into dist/index.js, the file action.yml runs on Node 20.
// The bundle is committed (runners do not install dependencies), so it must be
// reproducible: no timestamps, no absolute paths, no minification that hides stack
// traces. test/dist-fresh.test.ts rebuilds into a temp file and compares.
//   node build.mjs [OUTFILE] [--from-head]
// --from-head bundles the COMMITTED (git HEAD) sources of this repository instead of the
// working tree's: in a shared working tree other packages (@heddle/sarif is bundled) may
// hold uncommitted edits that the committed bundle must not contain.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const top = join(here, '..');
const args = process.argv.slice(2);
const fromHead = args.includes('--from-head');
const outfile = args.find((a) => !a.startsWith('--')) ?? join(here, 'dist', 'index.js');

/** Loads the repository's own files (not node_modules) as committed in git HEAD. */
const committedSources = {
  name: 'committed-sources',
  setup(b) {
    b.onLoad({ filter: /\.(ts|json)$/ }, (args) => {
      const path = relative(top, args.path);
      if (path.startsWith('..') || path.split(sep).includes('node_modules')) return undefined;
      const contents = execFileSync('git', ['show', `HEAD:${path.split(sep).join('/')}`], { cwd: top, maxBuffer: 64 * 1024 * 1024 });
      return { contents, loader: extname(path) === '.json' ? 'json' : 'ts' };
    });
  },
};

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
  plugins: fromHead ? [committedSources] : [],
});
