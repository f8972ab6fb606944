// Bundles the heddle-sarif CLI into dist/heddle-sarif.mjs (the package's npm bin).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { makeExecutable, nodeEsmBundle } from '../scripts/esbuild-node.mjs';

const outfile = fileURLToPath(new URL('./dist/heddle-sarif.mjs', import.meta.url));
await build({
  entryPoints: [fileURLToPath(new URL('./src/cli/bin.ts', import.meta.url))],
  outfile,
  ...nodeEsmBundle({ cli: true }),
  sourcemap: true,
});
makeExecutable(outfile);
