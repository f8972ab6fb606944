// Loads tree-sitter-c once per process. The language server passes its own
// trees in; they must come from this same web-tree-sitter module instance
// (both packages resolve the workspace's one copy), which is why the parser is
// exported rather than hidden.
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

let loading: Promise<Language> | undefined;

/** tree-sitter-c's Language; loads web-tree-sitter's runtime and the grammar's wasm on first call. */
export function loadCLanguage(): Promise<Language> {
  loading ??= (async () => {
    await Parser.init();
    const require = createRequire(import.meta.url);
    return Language.load(require.resolve('tree-sitter-c/tree-sitter-c.wasm'));
  })();
  return loading;
}

export async function createCParser(): Promise<Parser> {
  const language = await loadCLanguage(); // also runs Parser.init(), which must precede `new Parser()`
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}
