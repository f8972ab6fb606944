// Loads tree-sitter's grammars once per process: tree-sitter-c, and
// tree-sitter-cpp when the first C++ file comes (a C-only project never pays
// for loading it). The language server passes its own trees in; they must come
// from this same web-tree-sitter module instance (both packages resolve the
// workspace's one copy), which is why the parser is exported rather than hidden.
//
// The wasm files: the CLI bundle (dist/heddle-lint.js) carries copies next to
// itself (build.mjs), so it runs without node_modules; from source they are
// resolved in node_modules.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Language, Parser } from 'web-tree-sitter';

/** The languages heddle-lint reads: C, and C++ (tree-sitter-cpp, a superset of tree-sitter-c's node types). */
export type SourceLanguage = 'c' | 'cpp';

const GRAMMARS: Record<SourceLanguage, { file: string; packagePath: string }> = {
  c: { file: 'tree-sitter-c.wasm', packagePath: 'tree-sitter-c/tree-sitter-c.wasm' },
  cpp: { file: 'tree-sitter-cpp.wasm', packagePath: 'tree-sitter-cpp/tree-sitter-cpp.wasm' },
};

let runtime: Promise<void> | undefined;
const loading = new Map<SourceLanguage, Promise<Language>>();

function wasmPath(file: string, packagePath: string): string {
  const beside = fileURLToPath(new URL(`./${file}`, import.meta.url));
  return existsSync(beside) ? beside : createRequire(import.meta.url).resolve(packagePath);
}

/** A grammar's Language; loads web-tree-sitter's runtime (once) and the grammar's wasm on first call. */
export function loadLanguage(language: SourceLanguage): Promise<Language> {
  let known = loading.get(language);
  if (!known) {
    known = (async () => {
      runtime ??= (async () => {
        const wasm = wasmPath('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
        await Parser.init({ locateFile: () => wasm });
      })();
      await runtime;
      const { file, packagePath } = GRAMMARS[language];
      return Language.load(wasmPath(file, packagePath));
    })();
    loading.set(language, known);
  }
  return known;
}

/** tree-sitter-c's Language. */
export function loadCLanguage(): Promise<Language> {
  return loadLanguage('c');
}

export async function createParser(language: SourceLanguage): Promise<Parser> {
  const grammar = await loadLanguage(language); // also runs Parser.init(), which must precede `new Parser()`
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}

export function createCParser(): Promise<Parser> {
  return createParser('c');
}
