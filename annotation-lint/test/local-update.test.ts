// The editor's fast path (src/c/local-update.ts): an edit inside one definition
// re-reads that definition alone. Whichever path an edit takes, the facts must
// be those of extracting the new text from scratch, and the fast path must
// really be taken for edits inside a function body or between definitions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Parser } from 'web-tree-sitter';
import { createCParser } from '../src/c/language.js';
import { updateSlots } from '../src/c/local-update.js';
import { assembleFacts, countLines, slotsFromTree, syntaxErrors } from '../src/c/parts.js';
import { nativeCParser } from '../src/c/native-parser.js';
import { CSource } from '../src/c/source.js';
import { diffEdit } from '../src/c/text-edit.js';
import type { FileFacts } from '../src/c/facts.js';
import { generateProgram } from '../bench/generate.js';
import { mutate, pick, rng } from './random.js';

const fixtures = fileURLToPath(new URL('./fixtures/rules/', import.meta.url));
const PIECES = [' ', '\n', '\n\n', 'x', 'counter_1 = 2;', 'flags_2[0]++;', '}', '{', '/*', '*/', '// c\n', '"', '#ifdef X\n', '#endif\n',
  'pthread_mutex_lock(&m);', 'heddle_acquire_write(obj);', ';', 'return 0;', 'if (k) ', 'int q = 1;'];

function seeds(): string[] {
  const files = readdirSync(fixtures).flatMap((rule) => ['bad', 'good'].flatMap((kind) =>
    readdirSync(join(fixtures, rule, kind)).filter((n) => n.endsWith('.c')).map((n) => readFileSync(join(fixtures, rule, kind, n), 'utf8'))));
  // Non-ASCII text before and inside definitions: tree-sitter and JavaScript must agree on indices.
  return [...files, generateProgram(300), `// Größe in µs\n${generateProgram(120).replaceAll('int *obj = arg;', 'int *obj = arg; /* é */')}`];
}

function fromScratch(parser: Parser, text: string): FileFacts {
  const tree = parser.parse(text)!;
  const facts = assembleFacts('f.c', slotsFromTree(tree.rootNode, text), countLines(text), syntaxErrors(tree.rootNode));
  tree.delete();
  return facts;
}

test('random edits: facts after each update equal the new text extracted from scratch, with and without the caller\'s tree', { timeout: 300_000 }, async () => {
  const parser = await createCParser();
  const random = rng(11);
  for (const seed of seeds()) {
    const own = new CSource(parser, nativeCParser(), 'f.c', seed); // cold: the native parser when built
    let editorTree = parser.parse(seed)!;
    const withTree = new CSource(parser, undefined, 'f.c', seed, editorTree);
    let text = seed;
    for (let i = 0; i < 12; i++) {
      const next = mutate(random, text, PIECES);
      if (next === text) continue;
      const edit = diffEdit(text, next)!;
      editorTree.edit(edit);
      const nextTree = parser.parse(next, editorTree)!;
      text = next;
      own.update(text);
      withTree.update(text, nextTree);
      editorTree.delete();
      editorTree = nextTree;
      const expected = fromScratch(parser, text);
      assert.deepEqual(own.facts, expected, `own parse, edit ${i}: ${JSON.stringify(text.slice(edit.startIndex - 20, edit.newEndIndex + 20))}`);
      assert.deepEqual(withTree.facts, expected, `caller's tree, edit ${i}`);
      assert.equal(own.tree().rootNode.text, text, 'the lazily reparsed tree is the current text');
    }
    own.dispose();
    editorTree.delete();
  }
});

test('edits inside a function body and blank lines between definitions take the fast path', async () => {
  const parser = await createCParser();
  const random = rng(5);
  let text = `/* ünïcödé */\n${generateProgram(600).replaceAll('return arg;', 'return arg; // ø')}`;
  let slots = slotsFromTree(parser.parse(text)!.rootNode, text);
  const statements = ['counter_1 = 2;', 'flags_3[1] = 0;', 'pthread_mutex_lock(&m);', 'heddle_release_write(obj);', 'if (arg) return arg;'];
  for (let i = 0; i < 40; i++) {
    const lines = text.split('\n');
    const inBody = lines.map((l, n) => [l, n] as const).filter(([l]) => /^ {4}\S/.test(l)).map(([, n]) => n);
    const row = pick(random, inBody);
    const kind = i % 3;
    if (kind === 0) lines[row] = `    x = ${i}; ${lines[row]!.trimStart()}`; // change inside a line
    else if (kind === 1) lines.splice(row, 0, `    ${pick(random, statements)}`); // a new line in a body
    else lines.splice(lines.findIndex((l, n) => n > row && l === '}') + 1, 0, ''); // a blank line after a function
    const next = lines.join('\n');
    const edit = diffEdit(text, next)!;
    const local = updateSlots({ text, slots }, next, edit, { kind: 'parse', parser });
    assert.ok(local, `edit ${i} (kind ${kind}) was not taken locally`);
    const assembled = assembleFacts('f.c', local, countLines(next), []);
    assert.deepEqual(assembled, fromScratch(parser, next), `edit ${i} (kind ${kind})`);
    text = next;
    slots = local;
  }
});

test('an edit that changes a definition\'s extent falls back to the whole file; renaming inside one does not', async () => {
  const parser = await createCParser();
  const text = 'int g;\nvoid f(void) {\n  g = 1;\n}\nvoid h(void) {\n  g = 2;\n}\n';
  const attempt = (next: string) => updateSlots({ text, slots: slotsFromTree(parser.parse(text)!.rootNode, text) }, next, diffEdit(text, next)!, { kind: 'parse', parser });
  assert.equal(attempt(text.replace('g = 1;', 'g = 1; }')), undefined, 'closes f early');
  assert.equal(attempt(text.replace('g = 1;', '/* g = 1;')), undefined, 'comments out the rest of the file');
  assert.equal(attempt(text.replace('g = 1;', 'g = 1')), undefined, 'a syntax error');
  const renamed = text.replace('void h', 'void h2');
  const local = attempt(renamed);
  assert.ok(local, 'renaming a function inside its definition is local');
  assert.deepEqual(assembleFacts('f.c', local, countLines(renamed), []), fromScratch(parser, renamed));
});
