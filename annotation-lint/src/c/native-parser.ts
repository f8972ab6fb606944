// Loads the native C parser (native/c-parser.c, built by build.mjs into
// dist/c-parser.node) when it is there. It is an accelerator, not a
// requirement: without it (a platform it was not built for, a bundle that does
// not carry it, HEDDLE_LINT_PARSER=wasm) every parse goes through
// web-tree-sitter, with the same facts and findings, only slower cold.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { FlatTree, STRIDE, type FlatGrammar } from './flat-tree.js';
import type { SourceLanguage } from './language.js';

const ADDON = 'c-parser.node';

/** The native module's parse in flight (parseFirst's `rest`): only parseNext and parseDone read it. */
type Pending = object;

/** The module's number for each language (c-parser.c's LANGUAGE_C, LANGUAGE_CPP). */
const LANGUAGE_IDS: Record<SourceLanguage, number> = { c: 0, cpp: 1 };

interface Addon {
  parseFirst(text: string, language?: number): Int32Array & { rest?: Pending };
  parseNext(rest: Pending): (Int32Array & { whole?: true }) | null;
  parseDone(rest: Pending): void;
  grammar(language?: number): FlatGrammar & { languages?: number };
}

/** A later piece of a parse in pieces; `whole` when a piece had a syntax error and `tree` is the whole text's. */
export interface NextPiece {
  tree: FlatTree;
  whole: boolean;
}

/** A text being parsed in pieces: read `first`, then `next()` until it returns undefined; `done()` in any case. */
export interface Pieces {
  first: FlatTree;
  /** The next piece (parsed meanwhile on a background thread), or undefined after the last. */
  next(): NextPiece | undefined;
  /** Stops the background thread and frees its memory now (idempotent; also done after the last piece). */
  done(): void;
}

export interface NativeCParser {
  /**
   * The first piece's tree at once, the others from `next()`. A small text, one with no clean cut, or one
   * whose first piece has a syntax error comes whole as `first`; a later piece with an error comes as the
   * whole text's tree with `whole` set. C unless `language` says C++ (see `reads`).
   */
  parseInPieces(text: string, language?: SourceLanguage): Pieces;
  /** Whether it parses `language` (a module built before it had tree-sitter-cpp reads C only). */
  reads(language: SourceLanguage): boolean;
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
  let addon: Addon;
  const grammars = new Map<SourceLanguage, FlatGrammar>();
  try {
    addon = createRequire(import.meta.url)(path) as Addon;
    const c = addon.grammar();
    grammars.set('c', c);
    // A module from before C++ ignores the language argument: it must not be asked to parse C++ (it would parse C).
    if ((c.languages ?? 1) > LANGUAGE_IDS.cpp) grammars.set('cpp', addon.grammar(LANGUAGE_IDS.cpp));
  } catch (err) {
    return { why: `${path} did not load: ${(err as Error).message}` };
  }
  // A module built from another version of c-parser.c (a stale dist/) would be misread: fall back instead.
  if (grammars.get('c')!.stride !== STRIDE || typeof addon.parseDone !== 'function') return { why: `${path} is stale (rebuild it: npm run build -w annotation-lint)` };
  const parseInPieces = (text: string, language: SourceLanguage = 'c'): Pieces => {
    const grammar = grammars.get(language);
    if (!grammar) throw new Error(`annotation-lint: ${ADDON} does not parse ${language} (rebuild it: npm run build -w annotation-lint)`);
    const tree = (text: string, data: Int32Array) => new FlatTree(text, data, grammar);
    const first = addon.parseFirst(text, LANGUAGE_IDS[language]);
    const pending = first.rest;
    if (!pending) return { first: tree(text, first), next: () => undefined, done: () => {} };
    return {
      first: tree(text, first),
      next: () => {
        const piece = addon.parseNext(pending);
        return piece ? { tree: tree(text, piece), whole: piece.whole === true } : undefined;
      },
      done: () => addon.parseDone(pending),
    };
  };
  return { parser: { parseInPieces, reads: (language) => grammars.has(language) } };
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
  if (why !== undefined) return `C parser: web-tree-sitter (no native parser: ${why})`;
  return nativeCParser()!.reads('cpp') ? 'C parser: native (c-parser.node, C and C++), web-tree-sitter for edits' : 'C parser: native (c-parser.node, C only: C++ with web-tree-sitter), web-tree-sitter for edits';
}

/** Every piece's tree, in order (one tree when the text came whole): for tests and benchmarks. */
export function readAllPieces(pieces: Pieces): FlatTree[] {
  let trees = [pieces.first];
  for (let piece = pieces.next(); piece; piece = pieces.next()) trees = piece.whole ? [piece.tree] : [...trees, piece.tree];
  pieces.done();
  return trees;
}
