// The native parser (native/c-parser.c, read by src/c/flat-tree.ts) must give
// exactly the tree web-tree-sitter gives — same nodes, fields, positions and
// error flags — or the CLI and the editor would report different findings.
// Compared node by node on every C fixture, on inputs that stress the record
// layout (non-ASCII text, CRLF, syntax errors, deep nesting), and on files big
// enough to be parsed in two halves, including ones whose split point lies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'web-tree-sitter';
import { generateProgram } from '../bench/generate.js';
import { createCParser } from '../src/c/language.js';
import { nativeCParser, nativeParserUnavailable } from '../src/c/native-parser.js';
import { LintProject } from '../src/project.js';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

interface Shape {
  type: string;
  field: string | null;
  named: boolean;
  missing: boolean;
  hasError: boolean;
  start: number;
  end: number;
  from: string;
  to: string;
  children: number;
}

/** Anything with the shape of a web-tree-sitter node, including the flat tree's views. */
type Readable = Pick<Node, 'type' | 'startIndex' | 'endIndex' | 'startPosition' | 'endPosition' | 'isNamed' | 'isMissing' | 'hasError'> & {
  children: (Readable | null)[];
  fieldNameForChild(index: number): string | null;
};

/** Every node in document order (explicit stack: deep inputs are part of the test). */
function shapes(root: Readable): Shape[] {
  const out: Shape[] = [];
  const stack: [Readable, string | null][] = [[root, null]];
  while (stack.length > 0) {
    const [n, field] = stack.pop()!;
    const kids = n.children.filter((c): c is Readable => c !== null);
    out.push({
      type: n.type, field, named: n.isNamed, missing: n.isMissing, hasError: n.hasError, start: n.startIndex, end: n.endIndex,
      from: `${n.startPosition.row}:${n.startPosition.column}`, to: `${n.endPosition.row}:${n.endPosition.column}`, children: kids.length,
    });
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, n.fieldNameForChild(i)]);
  }
  return out;
}

function cFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.[ch]$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const native = nativeCParser();

test('the native parser is built and loads (npm run build -w annotation-lint)', () => {
  assert.ok(native, `native parser unavailable: ${nativeParserUnavailable()}`);
});

/** The shapes of every node below the root (what the pieces of a parse must give together). */
function belowRoot(root: Readable): Shape[] {
  return shapes(root).slice(1);
}

/**
 * Asserts the native tree of `text` is web-tree-sitter's, both from parse() and from parseInPieces() (whose
 * pieces together must give the same nodes); returns how many pieces parse() cut the text into.
 */
async function assertSameTree(text: string, what: string): Promise<number> {
  const wasm = (await createCParser()).parse(text)!;
  try {
    const expected = shapes(wasm.rootNode as unknown as Readable);
    const flat = native!.parse(text);
    const actual = shapes(flat.rootNode as unknown as Readable);
    assert.equal(actual.length, expected.length, `${what}: node count`);
    for (let i = 0; i < expected.length; i++) assert.deepEqual(actual[i], expected[i], `${what}: node ${i}`);

    const { first, next } = native!.parseInPieces(text);
    let pieces = [first];
    for (let piece = next?.(); piece; piece = next!()) pieces = piece.whole ? [piece.tree] : [...pieces, piece.tree];
    const together = pieces.flatMap((t) => belowRoot(t.rootNode as unknown as Readable));
    assert.deepEqual(together, expected.slice(1), `${what}: parseInPieces`);
    assert.equal(pieces.length, flat.pieces, `${what}: parseInPieces cuts where parse does`);
    return flat.pieces;
  } finally {
    wasm.delete();
  }
}

/**
 * `big` with `insert` added between two of its definitions, padded with newlines so that the insert's
 * first `}` line is exactly the text's middle: the split point the native parser tries first.
 */
function withSplitCandidate(big: string, insert: string): string {
  const brace = insert.indexOf('\n}\n') + 1;
  const pos = big.indexOf('\n}\n', Math.ceil((big.length + insert.length) / 2) - brace - 1) + 3;
  const padding = 2 * (pos + brace) - big.length - insert.length;
  return big.slice(0, pos) + insert + big.slice(pos) + '\n'.repeat(padding);
}

test('every C fixture: the native tree is web-tree-sitter\'s, node by node', { skip: !native }, async () => {
  const files = cFiles(fixtures);
  assert.ok(files.length > 20, 'fixtures found');
  for (const f of files) await assertSameTree(readFileSync(f, 'utf8'), f);
});

test('non-ASCII text, CRLF line ends, syntax errors and deep nesting: the same tree', { skip: !native }, async () => {
  await assertSameTree('// naïve “quotes” — 😀\nint café = 1; /* ü */ char *s = "日本語";\nint x;\n', 'non-ASCII');
  await assertSameTree('int a;\r\nvoid f(void) {\r\n  a = 1;\r\n}\r\n', 'CRLF');
  await assertSameTree('void f( { int x = ; if (x) }\nint g(void) { return 1 }\n#if X\nint y;\n', 'syntax errors');
  await assertSameTree(`int f(int x) { return ${'('.repeat(2000)}x${')'.repeat(2000)}; }\n`, 'deep nesting');
  await assertSameTree('', 'empty');
  // Pieces are parsed as UTF-8 and their positions converted: non-ASCII text before, in and after every piece.
  const accented = generateProgram(6000).replaceAll('int *obj = arg;', 'int *obj = arg; /* café “ü” 😀 */ char *s = "日本";');
  assert.ok(await assertSameTree(accented, 'non-ASCII in every piece') > 1, 'parsed in pieces');
  await assertSameTree(`/* ü */ int x = ;\n${accented}`, 'non-ASCII and a syntax error: parsed whole as UTF-16');
});

test('big files parsed in pieces give the whole-file tree; a wrong cut falls back to one parse', { skip: !native }, async () => {
  const big = generateProgram(6000);
  assert.equal(await assertSameTree(big, 'generated program'), 4, 'the generated program is cut in four between functions');
  assert.equal(await assertSameTree(generateProgram(12_000), 'a bigger program'), 8, 'a bigger one in eight');
  assert.equal(await assertSameTree(`${generateProgram(12_000)}int broken(void) { return }\n`, 'an error in the last piece'), 1);
  assert.equal(await assertSameTree(`int broken(void) { return }\n${generateProgram(12_000)}`, 'an error in the first piece'), 1);
  // Split candidates that are not between definitions: a `}` line inside a function, a comment, an #if
  // block, a struct. Both halves then have syntax errors and the text is parsed whole.
  const lies = {
    'inside a function': 'void split_body(void) {\n  if (1) {\n}\n\n  counter_0 = 1;\n}\n',
    'inside a comment': '/* a comment\n}\nspanning the middle */\n',
    'inside #if': '#if SPLIT\nstruct s {\n  int a;\n}\n;\n#endif\n',
    'before a declarator': 'struct t {\n  int a;\n}\nt_instance;\n',
  };
  for (const [what, insert] of Object.entries(lies)) {
    assert.equal(await assertSameTree(withSplitCandidate(big, insert), what), 1, `${what}: parsed whole`);
  }
  assert.equal(await assertSameTree(withSplitCandidate(big, 'int clean(void) {\n  return 0;\n}\n'), 'a true split point'), 4);
  await assertSameTree(withSplitCandidate(big, 'int broken(void) { return }\n}\n'), 'a syntax error at the split');
});

test('findings are the same with the native parser and with web-tree-sitter alone', { skip: !native }, async () => {
  const files = cFiles(join(fixtures, 'rules'));
  const lint = async (parser: 'auto' | 'wasm') => {
    const project = await LintProject.create({ parser });
    for (const f of files) project.setFile(f, readFileSync(f, 'utf8'));
    return JSON.stringify(project.lint());
  };
  const [auto, wasm] = [await lint('auto'), await lint('wasm')];
  assert.ok(wasm.length > 1000, 'the fixtures have findings');
  assert.equal(auto, wasm);
});
