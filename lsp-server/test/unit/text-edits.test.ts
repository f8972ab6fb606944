// Unit tests of the edit arithmetic the server relies on: where inserted text ends, how a result's range
// follows an edit, and that incremental reparse through the server's edits gives the tree a fresh parse gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uinteger } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { endOfInsertion, followEdit, rangedChange } from '../../src/text-edits.js';
import { SyntaxTrees } from '../../src/syntax.js';

const doc = (text: string) => TextDocument.create('file:///t.c', 'c', 1, text);
const range = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });

test('endOfInsertion counts lines and the last line\'s length', () => {
  assert.deepEqual(endOfInsertion({ line: 3, character: 4 }, 'abc'), { line: 3, character: 7 });
  assert.deepEqual(endOfInsertion({ line: 3, character: 4 }, 'a\nbc\n'), { line: 5, character: 0 });
  assert.deepEqual(endOfInsertion({ line: 0, character: 9 }, 'x\nyz'), { line: 1, character: 2 });
});

test('a result below an edit moves with it; above it stays; inside it collapses to the edit start', () => {
  const text = 'a\nb\nc\nd\n';
  const result = range(2, 0, 2, 1);
  assert.deepEqual(followEdit(result, rangedChange(doc(text), range(0, 0, 0, 0), 'x\ny\n')), range(4, 0, 4, 1));
  // Not moved: the very same object, which is how the server knows an edit moved nothing (no interim publish).
  assert.equal(followEdit(result, rangedChange(doc(text), range(3, 0, 3, 1), 'zzz')), result);
  assert.equal(followEdit(result, rangedChange(doc(text), range(2, 1, 2, 1), 'typed')), result);
  assert.notEqual(followEdit(result, rangedChange(doc(text), range(2, 0, 2, 0), 'typed')), result);
  assert.deepEqual(followEdit(result, rangedChange(doc(text), range(0, 0, 2, 0), '')), range(0, 0, 0, 1));
  assert.deepEqual(followEdit(range(2, 0, 2, 1), rangedChange(doc(text), range(1, 0, 2, 1), 'q')), range(1, 0, 1, 1));
  // Same line, after the edit: the character shifts.
  assert.deepEqual(followEdit(range(0, 5, 0, 6), rangedChange(doc('0123456789'), range(0, 1, 0, 3), '')), range(0, 3, 0, 4));
});

test('a whole-line result (its end the largest LSP character) keeps its line end when its line is edited', () => {
  const text = 'int a;\n    counter++;\nint b;\n';
  const wholeLine = range(1, 0, 1, uinteger.MAX_VALUE);
  // Typing or deleting inside the line: nothing moved (the same object), so nothing is re-published.
  assert.equal(followEdit(wholeLine, rangedChange(doc(text), range(1, 6, 1, 6), 'X')), wholeLine);
  assert.equal(followEdit(wholeLine, rangedChange(doc(text), range(1, 6, 1, 7), '')), wholeLine);
  // A line break typed inside it: the end goes to the new line, still its end.
  assert.deepEqual(followEdit(wholeLine, rangedChange(doc(text), range(1, 6, 1, 6), '\n')), range(1, 0, 2, uinteger.MAX_VALUE));
  assert.deepEqual(followEdit(wholeLine, rangedChange(doc(text), range(0, 0, 0, 0), '\n')), range(2, 0, 2, uinteger.MAX_VALUE));
});

test('positions past the end are clamped instead of derailing the tree', () => {
  const change = rangedChange(doc('ab\n'), range(7, 0, 9, 9), 'x');
  assert.equal(change.startOffset, 3);
  assert.equal(change.oldEndOffset, 3);
});

test('incremental reparse after random edits (one or several before each reparse) equals a fresh parse', async () => {
  const trees = await SyntaxTrees.create();
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const pieces = ['int x;', '\n', 'x++;', '{', '}', 'void f(void) {', ' ', 'é', '/* c */', 'pthread_mutex_lock(&m);', '"s"'];
  let text = 'int g;\nvoid f(void) {\n  g++;\n}\n';
  trees.open('file:///t.c', text);
  for (let i = 0; i < 300; i++) {
    let document = doc(text);
    const a = random(text.length + 1);
    const b = Math.min(text.length, a + random(8));
    const change = rangedChange(document, { start: document.positionAt(a), end: document.positionAt(b) }, pieces[random(pieces.length)]!);
    document = TextDocument.update(document, [{ range: change.range, text: change.text }], 2);
    text = document.getText();
    trees.update('file:///t.c', text, [change]);
    // The reparse waits until the tree is asked for: sometimes after one edit, sometimes after several.
    if (random(3) === 0 || i === 299) {
      const fresh = trees.with('file:///other.c', text, (t) => t.rootNode.toString());
      assert.equal(trees.get('file:///t.c')?.rootNode.toString(), fresh, `after edit ${i}`);
    }
  }
});

test('Enter at the end of a whole-line result\'s line leaves the result on its line (issue #14, item 5)', () => {
  const text = 'int a;\n    counter++;\nint b;\n';
  const wholeLine = range(1, 0, 1, uinteger.MAX_VALUE);
  assert.equal(followEdit(wholeLine, rangedChange(doc(text), range(1, 14, 1, 14), '\n    ')), wholeLine);
  // CRLF: the end of the line is before its \r.
  assert.equal(followEdit(wholeLine, rangedChange(doc(text.replaceAll('\n', '\r\n')), range(1, 14, 1, 14), '\r\n    ')), wholeLine);
});

test('File: Revert File replacing a span of lines puts each result back on its line, found by its text (issue #14, item 5)', () => {
  const original = ['#include <pthread.h>', 'int hits;', 'void *worker(void *p) {', '  hits++;', '  return p;', '}', 'int main(void) {', '  hits = 2;', '  return 0;', '}', ''].join('\n');
  // The user changed line 2 and line 8, so the results moved with the edits: hits++ is now on line 4, `hits = 2` on 9.
  const edited = original.replace('void *worker(void *p) {', 'void *worker(void *p) {\n  /* one more */').replace('  hits = 2;', '  hits = 2;').replace('int main(void) {', 'int main(void) { // edited');
  const before = doc(edited);
  // VS Code's revert: one replacement from the first changed line to the last.
  const from = { line: 2, character: 0 };
  const to = { line: 7, character: 27 };
  const lines = edited.split('\n');
  assert.equal(lines[7], 'int main(void) { // edited');
  const originalLines = original.split('\n');
  const replacement = originalLines.slice(2, 7).join('\n');
  const change = rangedChange(before, { start: from, end: to }, replacement);
  assert.equal(before.getText().slice(0, change.startOffset) + replacement + before.getText().slice(change.oldEndOffset), original);
  assert.deepEqual(followEdit(range(4, 2, 4, 6), change), range(3, 2, 3, 6), 'hits++ back on its line');
  assert.deepEqual(followEdit(range(8, 2, 8, 6), change), range(7, 2, 7, 6), 'below the change: shifted as before');
  // A line whose text is gone stays at the change's start, as before.
  assert.deepEqual(followEdit(range(3, 2, 3, 5), change), range(2, 0, 2, 0));
});
