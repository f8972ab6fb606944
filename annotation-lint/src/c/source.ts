// One C or C++ file of a LintProject: its text, its facts (per top-level definition,
// parts.ts) and its tree (tree-sitter-c's or tree-sitter-cpp's, by the project's parser for its language). Updates take the cheapest correct path:
//   - an edit inside one definition (or whitespace between two) re-reads that
//     definition only (local-update.ts) — from a standalone parse of its text,
//     or from the caller's tree; the project's own tree is then brought up to
//     date only when someone asks for it (tree());
//   - anything else: tree-sitter's incremental reparse of the whole file, and
//     facts re-extracted for the top-level nodes whose text changed.
// The first read of a file (opening it, the CLI) goes to the native parser when
// it is there (native-parser.ts, C and C++): its flat tree is read once for the facts and
// dropped; a web-tree-sitter tree is made when someone asks for one (tree()) or
// when an edit needs a whole-file parse, and is reparsed incrementally after.
import type { Parser, Tree } from 'web-tree-sitter';
import { maskDeadCode, type Macros } from './dead-code.js';
import type { FileFacts } from './facts.js';
import type { NativeCParser } from './native-parser.js';
import { updateSlots } from './local-update.js';
import { assembleFacts, countLines, slotsFromTree, syntaxErrors, type PartSlot } from './parts.js';
import { diffEdit } from './text-edit.js';
import type { Range } from '../types.js';

const PARSE_CHUNK = 4096;
const NO_MACROS: Macros = new Map();

function sameMacros(a: Macros, b: Macros): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

export class CSource {
  private slots: PartSlot[] = [];
  private errors: Range[] = [];
  private lineCount = 0;
  /** The current tree, or undefined while it lags behind the text (see `pending`). */
  private current: Tree | undefined;
  private ownsCurrent = false;
  /** The project's own last tree, already told about every edit since (tree.edit), waiting for a reparse. */
  private pending: Tree | undefined;
  facts!: FileFacts;
  /** The text as given; `text` is what is parsed: the same with code under a false #if blanked (dead-code.ts). */
  given: string;

  constructor(
    private readonly parser: Parser,
    private readonly native: NativeCParser | undefined,
    readonly path: string,
    public text: string,
    tree?: Tree,
    private macros: Macros = NO_MACROS,
    readonly cpp = false,
  ) {
    this.given = text;
    this.text = maskDeadCode(text, macros, cpp);
    this.reset(this.text, this.text === text ? tree : undefined);
  }

  /** New macros from the build (a compile database's -D): the code they leave out changes. */
  setMacros(macros: Macros): boolean {
    if (sameMacros(macros, this.macros)) return false;
    this.macros = macros;
    return this.updateParsed(maskDeadCode(this.given, macros, this.cpp));
  }

  /** Takes new text (and the caller's tree of it, if any); false when nothing changed. */
  update(text: string, tree?: Tree): boolean {
    this.given = text;
    const parsed = maskDeadCode(text, this.macros, this.cpp);
    // A caller's tree is of the text as given: of no use when some of it is blanked.
    return this.updateParsed(parsed, parsed === text ? tree : undefined);
  }

  private updateParsed(text: string, tree?: Tree): boolean {
    const edit = diffEdit(this.text, text);
    if (!edit) {
      if (!tree || tree === this.current) return false;
      this.dispose();
      this.current = tree; // same text, so the same facts
      return true;
    }
    // The project's own tree follows the text through tree.edit, to be reparsed now or when asked for.
    if (this.ownsCurrent) this.pending = this.current;
    this.current = undefined; // a caller's tree is not ours to edit: dropped
    this.ownsCurrent = false;
    this.pending?.edit(edit);
    const local = this.errors.length === 0
      ? updateSlots({ text: this.text, slots: this.slots }, text, edit, tree ? { kind: 'tree', tree } : { kind: 'parse', parser: this.parser }, this.cpp)
      : undefined;
    if (!local) {
      this.reset(text, tree);
      return true;
    }
    if (tree) {
      this.dispose();
      this.current = tree;
    }
    this.text = text;
    this.slots = local;
    this.lineCount += edit.newEndPosition.row - edit.oldEndPosition.row;
    this.facts = assembleFacts(this.path, this.slots, this.lineCount, this.errors, this.facts, this.cpp);
    return true;
  }

  /** The tree of the current text; a lagging own tree is reparsed incrementally first. */
  tree(): Tree {
    this.current ??= this.parse(this.text);
    return this.current;
  }

  /** Frees the project's own trees (a caller's tree stays the caller's). */
  dispose(): void {
    if (this.ownsCurrent) this.current?.delete();
    this.pending?.delete();
    this.current = undefined;
    this.pending = undefined;
    this.ownsCurrent = false;
  }

  /**
   * Whole-file path: the given tree, an incremental reparse of the pending tree, or a fresh parse (native
   * when available); facts reused for unchanged top-level nodes.
   */
  private reset(text: string, tree?: Tree): void {
    if (tree) this.dispose();
    // Native only for a first read: after that, edits are what comes, and web-tree-sitter's tree lets
    // each later whole-file update reparse incrementally (a syntax error typed: ~20 ms, not a full parse).
    if (!tree && !this.pending && this.native?.reads(this.cpp ? 'cpp' : 'c') && this.slots.length === 0) {
      this.dispose();
      this.readNatively(text);
    } else {
      const next = tree ?? this.parse(text);
      this.current = next;
      this.ownsCurrent = !tree;
      this.slots = slotsFromTree(next.rootNode, text, this.slots, this.cpp);
      this.errors = syntaxErrors(next.rootNode);
    }
    this.text = text;
    this.lineCount = countLines(text);
    this.facts = assembleFacts(this.path, this.slots, this.lineCount, this.errors, undefined, this.cpp);
  }

  /**
   * Slots and syntax errors from the native parser (a first read: no earlier slots to reuse). A big text
   * comes in pieces: the facts of one piece are read while the next is still being parsed on another thread.
   */
  private readNatively(text: string): void {
    const pieces = this.native!.parseInPieces(text, this.cpp ? 'cpp' : 'c');
    try {
      const slots = slotsFromTree(pieces.first.rootNode, text, [], this.cpp);
      for (let piece = pieces.next(); piece; piece = pieces.next()) {
        if (piece.whole) {
          // A cut was not between two definitions (or the file has a syntax error there): read it whole.
          this.slots = slotsFromTree(piece.tree.rootNode, text, [], this.cpp);
          this.errors = syntaxErrors(piece.tree.rootNode);
          return;
        }
        slots.push(...slotsFromTree(piece.tree.rootNode, text, [], this.cpp));
      }
      this.slots = slots;
      this.errors = syntaxErrors(pieces.first.rootNode); // none when there were pieces: each parsed cleanly
    } finally {
      pieces.done(); // on an exception too: the background thread stops, its memory goes
    }
  }

  /** Parses `text` with the project's parser, reusing the pending tree; the result is owned here. */
  private parse(text: string): Tree {
    // Chunks rather than the string: for a string, web-tree-sitter copies up to 10 KB on every read.
    const tree = this.parser.parse((index) => text.slice(index, index + PARSE_CHUNK), this.pending ?? null);
    if (!tree) throw new Error(`annotation-lint: tree-sitter could not parse ${this.path}`);
    this.pending?.delete();
    this.pending = undefined;
    this.ownsCurrent = true;
    return tree;
  }
}
