// Race mode's annotation suggestions over the real server: a preferred quick fix per suggestion that applies its
// checked fix, results (and their fixes) following the edit it makes, a fix the checks refuse shown disabled with
// the reason, and the source action that applies every suggestion of the file at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodeActionRequest, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver-protocol';
import { packageDir } from './support/server-bundle.js';
import { applyTextEdits } from './support/edits.js';
import { useServer } from './support/server-fixture.js';

// The runtime-shaped log and the C file it names, shared with heddle-lint annotate's tests.
const fixture = join(packageDir, '..', 'annotation-lint', 'test', 'fixtures', 'annotate');
const appText = readFileSync(join(fixture, 'src', 'app.c'), 'utf8');
const isSuggestion = (d: Diagnostic) => d.code === 'annotation-suggestion';

let appUri: string;
let text = appText;

const server = useServer({
  prepare: (dir) => {
    cpSync(join(fixture, 'src'), join(dir, 'src'), { recursive: true });
    cpSync(join(fixture, 'results.sarif'), join(dir, 'heddle-results.sarif'));
  },
  ready: async (f) => {
    appUri = await f.open('src/app.c', 'c', appText);
  },
});

async function actionsAt(line: number, only?: string[]): Promise<CodeAction[]> {
  return (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: appUri },
    range: { start: { line, character: 0 }, end: { line, character: 0 } },
    context: { diagnostics: [], ...(only && { only }) },
  })) as CodeAction[];
}

/** Applies the edits to the open document as a client does (one change per edit, last first), and to `text`. */
async function applyInEditor(edits: readonly TextEdit[]): Promise<void> {
  const sorted = [...edits].sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character);
  text = applyTextEdits(text, edits);
  await server.session.change(appUri, sorted.map((e) => ({ range: e.range, text: e.newText })));
}

test('each suggestion is a note on its line; the one with a fix gets a preferred quick fix that applies it', async () => {
  const notes = (await server.session.diagnostics(appUri, (d) => d.filter(isSuggestion).length === 5, 'the five suggestions')).filter(isSuggestion);
  assert.deepEqual(notes.map((d) => d.range.start.line).sort((a, b) => a - b), [4, 13, 24, 26, 29]);
  const actions = await actionsAt(4);
  assert.deepEqual(actions.map((a) => [a.title, a.kind, a.isPreferred]).filter(([, kind]) => kind === 'quickfix'), [['Annotate `counter` as locked by `m`', 'quickfix', true]]);
  const edits = actions[0]!.edit!.changes![appUri]!;
  const after = applyTextEdits(text, edits);
  assert.match(after, /^#include <heddle\.h>\n#include <pthread\.h>\n/);
  assert.match(after, /\nlong counter;\nHEDDLE_GLOBAL_LOCKED\(counter, &m\);\nint \*config;\n/);
  assert.deepEqual(await actionsAt(13).then((a) => a.filter((x) => x.kind === 'quickfix')), [], 'the hand-off has no fix');
  await applyInEditor(edits);
});

test('after that edit the other suggestions follow it: their fixes land in place, heddle.h is not included again', async () => {
  // The sticky-read suggestion was on line 25; two lines were inserted above it.
  await server.session.diagnostics(appUri, (d) => d.some((x) => isSuggestion(x) && x.range.start.line === 26), 'the suggestion two lines down');
  const [action] = (await actionsAt(26)).filter((a) => a.kind === 'quickfix');
  assert.equal(action?.title, 'Annotate the object `config` points to as sticky-read');
  const edits = action!.edit!.changes![appUri]!;
  assert.equal(edits.length, 1, 'only the annotation: the include is there already');
  const after = applyTextEdits(text, edits);
  assert.match(after, /\n {2}config\[0\] = 1;\n {2}heddle_set_sticky_read\(config\);\n {2}struct job \*q/);
});

test('a fix the checks refuse is offered disabled, with the reason', async () => {
  // Make the line before the insertion point an unbraced `if … else`: the inserted statement would become its body.
  const line = 29; // pthread_mutex_init(&q->lock, NULL); (line 28 of the log, two lines down)
  const old = '  pthread_mutex_init(&q->lock, NULL);';
  assert.equal(text.split('\n')[line], old);
  const range = { start: { line, character: 0 }, end: { line, character: old.length } };
  await applyInEditor([{ range, newText: '  if (q) pthread_mutex_init(&q->lock, NULL); else' }]);
  const [action] = (await actionsAt(28)).filter((a) => a.kind === 'quickfix');
  assert.equal(action?.title, 'Annotate the object `q` points to as locked by `q->lock`');
  assert.equal(action?.edit, undefined);
  assert.equal(action?.disabled?.reason, 'heddle cannot apply this fix: the line it inserts before line 31 is not a statement of its own: it would become part of an else clause (line 30), not a statement between statements');
  await applyInEditor([{ range: { start: { line, character: 0 }, end: { line, character: text.split('\n')[line]!.length } }, newText: old }]);
});

test('the source action applies every suggestion of the file, heddle.h included once', async () => {
  const actions = await actionsAt(0, ['source']);
  const all = actions.find((a) => a.title === 'heddle: apply all annotation suggestions in this file');
  assert.equal(all?.kind, 'source.heddle.applyAnnotationSuggestions');
  const after = applyTextEdits(text, all!.edit!.changes![appUri]!);
  assert.equal(after.match(/#include <heddle\.h>/g)?.length, 1);
  for (const line of ['HEDDLE_GLOBAL_LOCKED(counter, &m);', '  heddle_set_sticky_read(config);', '  heddle_set_locked(q, &q->lock);', '  long *hits = heddle_malloc(sizeof *hits, HEDDLE_RACY);']) {
    assert.ok(after.includes(`\n${line}\n`), `${line} in\n${after}`);
  }
  assert.deepEqual((await actionsAt(0, ['quickfix'])).filter((a) => a.kind?.startsWith('source')), [], 'not offered when only quick fixes are asked for');
});
