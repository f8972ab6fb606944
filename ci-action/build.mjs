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
import { nodeEsmBundle } from '../scripts/esbuild-node.mjs';
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
  ...nodeEsmBundle(),
  legalComments: 'none',
  plugins: fromHead ? [committedSources] : [],
});
