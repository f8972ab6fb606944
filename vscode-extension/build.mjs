// Builds the extension: esbuild bundles the client into dist/extension.cjs (VS Code 1.100
// loads extensions as CommonJS), copies the language server's bundle (lsp-server/dist:
// server.js and its tree-sitter WebAssembly files) into dist/server/, then packages the
// .vsix with @vscode/vsce into dist/heddle-vscode.vsix.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVSIX } from '@vscode/vsce';
import { buildInfo } from '../scripts/build-info.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const serverDist = join(here, '..', 'lsp-server', 'dist');
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
export const vsixPath = join(dist, `${manifest.name}.vsix`);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [join(here, 'src/extension.ts')],
  outfile: join(dist, 'extension.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['vscode'],
  // Prefer packages' ES module builds: UMD builds (e.g. jsonc-parser's) require() their own
  // files at run time, which a bundle cannot resolve.
  mainFields: ['module', 'main'],
  // @heddle/sarif's build info, as every Node bundle has it (scripts/esbuild-node.mjs). Its unbundled
  // fallback (package.json found through import.meta.url, empty in CommonJS) never runs with it defined.
  define: { __HEDDLE_BUILD_INFO__: JSON.stringify(buildInfo()) },
  logOverride: { 'empty-import-meta': 'silent' },
  sourcemap: true,
  logLevel: 'warning',
});

if (!existsSync(join(serverDist, 'server.js'))) {
  console.error(`vscode-extension: ${join(serverDist, 'server.js')} is missing; build the language server first (npm run build -w lsp-server).`);
  process.exit(1);
}
// Source maps stay out: they double the .vsix and the server's stack traces are readable without them.
cpSync(serverDist, join(dist, 'server'), { recursive: true, filter: (path) => !path.endsWith('.map') });
// The server bundle's module format follows its package's "type"; keep it when copied.
const serverType = JSON.parse(readFileSync(join(here, '..', 'lsp-server', 'package.json'), 'utf8')).type ?? 'commonjs';
writeFileSync(join(dist, 'server', 'package.json'), `${JSON.stringify({ type: serverType })}\n`);

await createVSIX({
  cwd: here,
  packagePath: vsixPath,
  dependencies: false, // everything the extension runs is bundled into dist/
  allowMissingRepository: true,
  skipLicense: true,
});
console.log(`vscode-extension: wrote ${vsixPath}`);
