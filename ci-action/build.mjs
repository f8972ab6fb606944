// Bundles the action into dist/, the directory action.yml runs on Node 20:
//   dist/index.js                the action
//   dist/heddle-lint.js          annotation-lint's CLI, run by the action as `node dist/heddle-lint.js`
//   dist/chunk-HASH.js           code both use (@heddle/sarif, ajv), loaded by each: one copy instead of two
//   dist/web-tree-sitter.wasm    copied from the packages heddle-lint loads them from; it looks for them
//   dist/tree-sitter-c.wasm      beside its own file first (annotation-lint/src/c/language.ts)
//   dist/tree-sitter-cpp.wasm
// So a bare runner needs nothing installed to lint. The directory is committed (runners do not install
// dependencies), so it must be reproducible: no timestamps, no absolute paths, no minification that hides
// stack traces. test/dist-fresh.test.ts rebuilds into a temp directory and compares every file.
//   node build.mjs [OUTDIR] [--from-head]
// --from-head bundles the COMMITTED (git HEAD) sources of this repository instead of the
// working tree's: in a shared working tree other packages (@heddle/sarif, @heddle/annotation-lint are
// bundled) may hold uncommitted edits that the committed bundle must not contain. The wasm files come
// from node_modules either way (their versions are pinned by package-lock.json).
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nodeEsmBundle } from '../scripts/esbuild-node.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const top = join(here, '..');
const args = process.argv.slice(2);
const fromHead = args.includes('--from-head');
const outdir = args.find((a) => !a.startsWith('--')) ?? join(here, 'dist');

// annotation-lint's CLI entry, the one its own build bundles (annotation-lint/build.mjs); the package
// exports only its library API (src/index.ts), so the entry is found from there.
const lintPackage = join(dirname(createRequire(import.meta.url).resolve('@heddle/annotation-lint')), '..');
const lintRequire = createRequire(join(lintPackage, 'package.json'));
const wasmFiles = ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-c/tree-sitter-c.wasm', 'tree-sitter-cpp/tree-sitter-cpp.wasm'];

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

// A chunk's name carries its content hash: an old chunk left behind would be a stale file in the commit.
mkdirSync(outdir, { recursive: true });
for (const f of readdirSync(outdir)) rmSync(join(outdir, f), { recursive: true });

await build({
  absWorkingDir: here, // paths in the bundle's comments are relative to ci-action/, wherever it is built from
  entryPoints: { index: join(here, 'src', 'index.ts'), 'heddle-lint': join(lintPackage, 'src', 'cli', 'bin.ts') },
  outdir,
  ...nodeEsmBundle({ commit: 'unknown' }), // reproducible: the bundle is committed, so it cannot name its own commit
  splitting: true,
  chunkNames: 'chunk-[hash]',
  legalComments: 'none',
  plugins: fromHead ? [committedSources] : [],
});
for (const wasm of wasmFiles) {
  const copy = join(outdir, wasm.split('/').pop());
  copyFileSync(lintRequire.resolve(wasm), copy);
  chmodSync(copy, 0o644); // data, whatever mode the installed package gave it: git records the mode
}
