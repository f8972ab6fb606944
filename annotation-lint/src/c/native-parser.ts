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

type FlatArray = Int32Array & { pieces: number };
/** The native module's parse in flight (parseFirst's `rest`): only parseNext reads it. */
type Pending = object;

interface Addon {
  parse(text: string): FlatArray;
  parseFirst(text: string): FlatArray & { rest?: Pending };
  parseNext(rest: Pending): (FlatArray & { whole?: true }) | null;
  grammar(): FlatGrammar;
}

/** A later piece of a parse in pieces; `whole` when a piece had a syntax error and `tree` is the whole text's. */
export interface NextPiece {
  tree: FlatTree;
  whole: boolean;
}

export interface NativeCParser {
  /** The whole text's tree. */
  parse(text: string): FlatTree;
  /**
   * The first piece's tree at once, and (`next`, until it returns undefined) the other pieces' trees, parsed
   * meanwhile on a background thread. Small texts, or texts with no clean cut, give the whole tree and no `next`.
   */
  parseInPieces(text: string): { first: FlatTree; next?: () => NextPiece | undefined };
}

/** Beside this module when it is bundled (heddle-lint.js, the language server), dist/ of the package from source. */
function addonPath(): string | undefined {
  const fromSource = import.meta.url.endsWith('/src/c/native-parser.ts');
  const path = fileURLToPath(new URL(fromSource ? `../../dist/${ADDON}` : `./${ADDON}`, import.meta.url));
  return existsSync(path) ? path : undefined;
}

let loaded: { parser?: NativeCParser; why?: string } | undefined;

function load(): { parser?: NativeCParser; why?: string } {
  if (process.env['HEDDLE_LINT_PARSER'] === 'wasm') return { why: 'HEDDLE_LINT_PARSER=wasm' };
  const path = addonPath();
  if (!path) return { why: `${ADDON} was not built (npm run build -w annotation-lint builds it)` };
  try {
    const addon = createRequire(import.meta.url)(path) as Addon;
    const grammar = addon.grammar();
    const tree = (text: string, data: FlatArray) => new FlatTree(text, data, grammar, data.pieces);
    return {
      parser: {
        parse: (text) => tree(text, addon.parse(text)),
        parseInPieces: (text) => {
          const first = addon.parseFirst(text);
          const pending = first.rest;
          if (!pending) return { first: tree(text, first) };
          return {
            first: tree(text, first),
            next: () => {
              const piece = addon.parseNext(pending);
              return piece ? { tree: tree(text, piece), whole: piece.whole === true } : undefined;
            },
          };
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

/** One line for logs and `heddle-lint --version`: which parser reads whole files, and why not the native one. */
export function parserInUse(): string {
  const why = nativeParserUnavailable();
  return why === undefined ? 'C parser: native (c-parser.node), web-tree-sitter for edits' : `C parser: web-tree-sitter (no native parser: ${why})`;
}
