// Where the tree-sitter WebAssembly files are: next to the bundle (dist/, how the server ships) or, when the
// sources run under tsx (tests, benchmark), in node_modules.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE_PATHS: Record<string, string> = {
  'web-tree-sitter.wasm': 'web-tree-sitter/web-tree-sitter.wasm',
  'tree-sitter-c.wasm': 'tree-sitter-c/tree-sitter-c.wasm',
};

export function wasmFile(name: keyof typeof PACKAGE_PATHS & string): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), name);
  if (existsSync(beside)) return beside;
  const packagePath = PACKAGE_PATHS[name];
  if (!packagePath) throw new Error(`heddle-lsp: unknown WebAssembly file ${name}`);
  return require.resolve(packagePath);
}
