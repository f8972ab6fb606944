// Loads the native C parser (native/c-parser.c, built by build.mjs into
// dist/c-parser.node) when it is there. It is an accelerator, not a
// requirement: without it (a platform it was not built for, a bundle that does
// not carry it, HEDDLE_LINT_PARSER=wasm) every parse goes through
// web-tree-sitter, with the same facts and findings, only slower cold.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { FlatTree, type FlatGrammar } from './flat-tree.js';

const ADDON = 'c-parser.node';

interface Addon {
  parse(text: string): Int32Array & { halves: number };
  grammar(): FlatGrammar;
}

export interface NativeCParser {
  parse(text: string): FlatTree;
}

/** Beside this module (the CLI bundle in dist/), or dist/ of the package when running from source. */
function addonPath(): string | undefined {
  return [`./${ADDON}`, `../../dist/${ADDON}`].map((p) => fileURLToPath(new URL(p, import.meta.url))).find((p) => existsSync(p));
}

let loaded: { parser?: NativeCParser; why?: string } | undefined;

function load(): { parser?: NativeCParser; why?: string } {
  if (process.env['HEDDLE_LINT_PARSER'] === 'wasm') return { why: 'HEDDLE_LINT_PARSER=wasm' };
  const path = addonPath();
  if (!path) return { why: `${ADDON} was not built (npm run build -w annotation-lint builds it)` };
  try {
    const addon = createRequire(import.meta.url)(path) as Addon;
    const grammar = addon.grammar();
    return {
      parser: {
        parse: (text) => {
          const data = addon.parse(text);
          return new FlatTree(text, data, grammar, data.halves);
        },
      },
    };
  } catch (err) {
    return { why: `${path} did not load: ${(err as Error).message}` };
  }
}

/** The native parser, or undefined (then nativeParserUnavailable() says why). Loaded once per process. */
export function nativeCParser(): NativeCParser | undefined {
  loaded ??= load();
  return loaded.parser;
}

export function nativeParserUnavailable(): string | undefined {
  loaded ??= load();
  return loaded.why;
}
