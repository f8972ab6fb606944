// Loads tree-sitter-c once per process. The language server passes its own
// trees in; they must come from this same web-tree-sitter module instance
// (both packages resolve the workspace's one copy), which is why the parser is
// exported rather than hidden.
//
// The wasm files: the CLI bundle (dist/heddle-lint.js) carries copies next to
// itself (build.mjs), so it runs without node_modules; from source they are
// resolved in node_modules.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Language, Parser } from 'web-tree-sitter';

let loading: Promise<Language> | undefined;

function wasmPath(file: string, packagePath: string): string {
  const beside = fileURLToPath(new URL(`./${file}`, import.meta.url));
  return existsSync(beside) ? beside : createRequire(import.meta.url).resolve(packagePath);
}

/** tree-sitter-c's Language; loads web-tree-sitter's runtime and the grammar's wasm on first call. */
export function loadCLanguage(): Promise<Language> {
  loading ??= (async () => {
    const runtime = wasmPath('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
    await Parser.init({ locateFile: () => runtime });
    return Language.load(wasmPath('tree-sitter-c.wasm', 'tree-sitter-c/tree-sitter-c.wasm'));
  })();
  return loading;
}

export async function createCParser(): Promise<Parser> {
  const language = await loadCLanguage(); // also runs Parser.init(), which must precede `new Parser()`
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}
