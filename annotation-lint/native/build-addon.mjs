// Builds the native C parser (c-parser.c + tree-sitter's C library +
// tree-sitter-c's generated parser.c + tree-sitter-cpp's parser.c and scanner.c)
// into one Node-API module. (tree-sitter-cpp's parser.c is 17 MB, but nearly
// all of it is tables: about 1.3 s of compiler CPU time.) Called by
// ../build.mjs; `node native/build-addon.mjs OUT` builds it alone.
//
// Not node-gyp: it downloads Node's headers from nodejs.org, which CI cannot
// reach. The pieces come from the npm registry instead:
//   - node_api.h from `node-api-headers` (a devDependency): Node-API is ABI-stable,
//     so one build loads in every Node >= 20;
//   - tree-sitter-c's parser.c from the `tree-sitter-c` dependency (the same
//     grammar version as the wasm the editor path uses: findings must not differ),
//     tree-sitter-cpp's from `tree-sitter-cpp` (likewise; ABI 14, which the library reads);
//   - tree-sitter's C library from the `tree-sitter` npm package's vendor/ folder,
//     fetched with `npm pack` (not installed: installing it would build its own
//     binding, and its version conflicts with tree-sitter-c's optional peer range),
//     checked against a pinned sha512, and kept in ~/.cache/heddle.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** tree-sitter's C library: ABI 15 (what tree-sitter-c 0.24's parser.c is generated for). */
const TREE_SITTER = {
  version: '0.25.0',
  integrity: 'sha512-PGZZzFW63eElZJDe/b/R/LbsjDDYJa5UEjLZJB59RQsMX+fo0j54fqBPn1MGKav/QNa0JR0zBiVaikYDWCj5KQ==',
};

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function cacheDir() {
  const base = process.env['XDG_CACHE_HOME'] || join(homedir(), '.cache');
  return join(base, 'heddle', `tree-sitter-${TREE_SITTER.version}`);
}

/** The folder holding tree-sitter's lib/include and lib/src, fetched into the cache on first use. */
function treeSitterLibrary() {
  const dir = cacheDir();
  const lib = join(dir, 'vendor', 'tree-sitter', 'lib');
  if (existsSync(join(lib, 'src', 'lib.c'))) return lib;
  const work = mkdtempSync(join(tmpdir(), 'heddle-tree-sitter-'));
  try {
    const name = execFileSync('npm', ['pack', `tree-sitter@${TREE_SITTER.version}`, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop();
    const tarball = join(work, name);
    const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (digest !== TREE_SITTER.integrity) throw new Error(`${tarball}: sha512 ${digest} is not the pinned ${TREE_SITTER.integrity}`);
    execFileSync('tar', ['-xzf', tarball, '-C', work]);
    mkdirSync(dirname(dir), { recursive: true });
    try {
      renameSync(join(work, 'package'), dir); // atomic: a concurrent build sees all of it or none
    } catch (err) {
      // Another build got there first (the folder exists and is complete): use its copy.
      if (!existsSync(join(lib, 'src', 'lib.c'))) throw err;
    }
    return lib;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function newerThan(out, inputs) {
  if (!existsSync(out)) return false;
  const built = statSync(out).mtimeMs;
  return inputs.every((f) => statSync(f).mtimeMs <= built);
}

/** Builds `out` unless it is newer than its sources; throws with the compiler's message on failure. */
export function buildAddon(out) {
  const lib = treeSitterLibrary();
  const grammar = dirname(require.resolve('tree-sitter-c/src/parser.c'));
  const cpp = dirname(require.resolve('tree-sitter-cpp/src/parser.c'));
  const napi = join(dirname(require.resolve('node-api-headers/package.json')), 'include');
  // Each parser.c includes its own "tree_sitter/parser.h" (a quoted include: its own folder is searched first).
  const sources = [join(here, 'c-parser.c'), join(lib, 'src', 'lib.c'), join(grammar, 'parser.c'), join(cpp, 'parser.c'), join(cpp, 'scanner.c')];
  if (newerThan(out, [...sources, fileURLToPath(import.meta.url)])) return false;
  const cc = process.env['CC'] || 'cc';
  // NDEBUG: tree-sitter's internal assertions would abort the whole host process (the language server).
  const flags = ['-O2', '-DNDEBUG', '-std=gnu11', '-shared', '-fPIC', '-fvisibility=hidden', '-Wall'];
  const includes = [napi, join(lib, 'include'), join(lib, 'src'), grammar].flatMap((d) => ['-I', d]);
  mkdirSync(dirname(out), { recursive: true });
  const partial = `${out}.${process.pid}.partial`; // one per build: two builds at once never share it
  execFileSync(cc, [...flags, ...includes, '-o', partial, ...sources, '-lpthread'], { stdio: ['ignore', 'inherit', 'inherit'] });
  renameSync(partial, out); // a killed build leaves no half-written module to load
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? join(here, '..', 'dist', 'c-parser.node');
  console.log(buildAddon(out) ? `built ${out}` : `${out} is up to date`);
}
