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
import { createCParser, createParser, type SourceLanguage } from '../src/c/language.js';
import { nativeCParser, nativeParserUnavailable, readAllPieces } from '../src/c/native-parser.js';
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

/**
 * Asserts the native parse of `text` gives web-tree-sitter's tree: node by node, the pieces together (each
 * piece's root aside) or the whole tree when it came in one; returns how many pieces it was read in.
 */
async function assertSameTree(text: string, what: string, language: SourceLanguage = 'c'): Promise<number> {
  const wasm = (await createParser(language)).parse(text)!;
  try {
    const expected = shapes(wasm.rootNode as unknown as Readable);
    const trees = readAllPieces(native!.parseInPieces(text, language));
    const actual = trees.length === 1 ? shapes(trees[0]!.rootNode as unknown as Readable) : trees.flatMap((t) => shapes(t.rootNode as unknown as Readable).slice(1));
    const compared = trees.length === 1 ? expected : expected.slice(1);
    assert.equal(actual.length, compared.length, `${what}: node count`);
    for (let i = 0; i < compared.length; i++) assert.deepEqual(actual[i], compared[i], `${what}: node ${i}`);
    return trees.length;
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

test('real fixtures cut into pieces at their own `}` lines: the same tree', { skip: !native }, async () => {
  const parser = await createCParser();
  const clean = cFiles(fixtures)
    .map((f) => readFileSync(f, 'utf8'))
    .filter((text) => {
      const tree = parser.parse(text)!;
      const ok = !tree.rootNode.hasError;
      tree.delete();
      return ok;
    });
  const all = clean.join('\n');
  // Shifted by a line each time, so the cuts land on other `}` lines of the fixtures.
  for (let shift = 0; shift < 4; shift++) {
    const text = `${'\n'.repeat(shift * 7)}${all}\n${all}\n${all}\n${all}`;
    assert.ok((await assertSameTree(text, `fixtures, shift ${shift}`)) > 1, 'cut into pieces');
  }
});

test('CRLF text is cut at `}` lines too', { skip: !native }, async () => {
  assert.ok((await assertSameTree(generateProgram(6000).replaceAll('\n', '\r\n'), 'CRLF program')) > 1);
});

test('descendantsOfType counts the node itself, as web-tree-sitter does', { skip: !native }, async () => {
  const text = 'void f(int a) { { { } } }\n';
  const wasm = (await createCParser()).parse(text)!;
  const flat = readAllPieces(native!.parseInPieces(text))[0]!;
  const body = (root: { namedChildren: ({ childForFieldName(n: string): unknown } | null)[] }) => root.namedChildren[0]!.childForFieldName('body') as { descendantsOfType(t: string): unknown[] };
  assert.equal(body(flat.rootNode).descendantsOfType('compound_statement').length, body(wasm.rootNode as never).descendantsOfType('compound_statement').length);
  wasm.delete();
});

test('a parse abandoned half-way (its thread still running) does not disturb the next ones', { skip: !native }, async () => {
  const big = generateProgram(12_000);
  const expected = readAllPieces(native!.parseInPieces(big)).map((t) => Array.from(t.data));
  for (let i = 0; i < 6; i++) {
    native!.parseInPieces(big); // never read further, never done(): left to the garbage collector
    const again = readAllPieces(native!.parseInPieces(big)).map((t) => Array.from(t.data));
    assert.deepEqual(again, expected, `round ${i}`);
  }
});

function cppFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(cpp|cc|hpp)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

test('C++ (tree-sitter-cpp): the native tree is web-tree-sitter\'s, node by node, whole and in pieces', { skip: !native }, async () => {
  assert.ok(native!.reads('cpp'), 'the module parses C++');
  const files = [...cppFiles(fixtures), ...cppFiles(fileURLToPath(new URL('../../runtime/', import.meta.url)))];
  assert.ok(files.length > 10, 'C++ sources found');
  for (const f of files) await assertSameTree(readFileSync(f, 'utf8'), f, 'cpp');
  const big = generateProgram(6000);
  assert.equal(await assertSameTree(big, 'generated program as C++', 'cpp'), 4, 'cut in four between functions');
  // In a namespace the `}` lines are inside it: every cut has a syntax error, so it is parsed whole.
  assert.equal(await assertSameTree(`namespace app {\n${big}}  // namespace app\n`, 'in a namespace', 'cpp'), 1);
  await assertSameTree('// “ü” 😀\nauto s = u8"日本";\nstruct S { static int n; };\nint S::n = 0;\r\nvoid f() { std::thread t([&] { S::n++; }); }\n', 'non-ASCII, CRLF', 'cpp');
});

test('C++ findings are the same with the native parser and with web-tree-sitter alone', { skip: !native }, async () => {
  const files = cppFiles(fixtures);
  const lint = async (parser: 'auto' | 'wasm') => {
    const project = await LintProject.create({ parser });
    await project.prepare(files);
    for (const f of files) project.setFile(f, readFileSync(f, 'utf8'));
    return JSON.stringify(project.lint());
  };
  const [auto, wasm] = [await lint('auto'), await lint('wasm')];
  assert.ok(wasm.length > 1000, 'the fixtures have findings');
  assert.equal(auto, wasm);
});
