// The linter's findings as you type, over the real server: an annotation mistake and its quick fix; a
// finding of one C file that depends on thread code in another; a filter whose event stops naming a
// statement when the C file it names is edited.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { CodeActionRequest, DidChangeWatchedFilesNotification, FileChangeType, type CodeAction } from 'vscode-languageserver-protocol';
import { fixturesDir } from './support/fixture-workspace.js';
import { applyTextEdits } from './support/edits.js';
import { useServer } from './support/server-fixture.js';

const server = useServer();
const read = server.read;

test('an unknown policy is reported as you type and its quick fix repairs it', async () => {
  const text = read('annotations.c');
  const uri = await server.session.open(server.path('annotations.c'), 'c', text);
  const [unknown] = (await server.session.diagnostics(uri, (d) => d.some((x) => x.code === 'unknown-policy'))).filter((d) => d.code === 'unknown-policy');
  assert.ok(unknown);
  assert.equal(unknown.range.start.line, 3);
  // The rule code links to its documentation (issue #14, item 7).
  assert.match(unknown.codeDescription?.href ?? '', /^https:\/\/.+\/docs\/lint-rules\.md#unknown-policy$/);
  assert.match(String(unknown.message), /HEDDLE_PRIVAT.*did you mean HEDDLE_PRIVATE/);

  const actions = (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: unknown.range,
    context: { diagnostics: [unknown] },
  })) as CodeAction[];
  const fix = actions.find((a) => a.title === 'Replace with HEDDLE_PRIVATE');
  assert.ok(fix, actions.map((a) => a.title).join(' | '));
  const edits = fix.edit?.changes?.[uri] ?? [];
  assert.match(applyTextEdits(text, edits), /HEDDLE_GLOBAL\(hits, HEDDLE_PRIVATE\);/);

  // The client applies the fix as an edit of the open document.
  const version = await server.session.change(uri, edits.map((e) => ({ range: e.range, text: e.newText })));
  await server.session.diagnostics(uri, (d, p) => p.version === version && !d.some((x) => x.code === 'unknown-policy'), 'the finding to go away');
  await server.session.close(uri);
});

test('typing inside a line is published once, by its lint; an edit that moves findings publishes them moved at once, and only then', async () => {
  const { session } = server;
  const uri = await server.open('annotations.c', 'c');
  await session.linted(uri, 1);
  const unknownLine = (version: number) => session.published.get(uri)?.version === version
    ? session.published.get(uri)?.diagnostics.find((d) => d.code === 'unknown-policy')?.range.start.line : undefined;
  assert.equal(unknownLine(1), 3);
  const from = session.publishHistory.length;
  const publishesOf = (version: number) => session.publishHistory.slice(from).filter((p) => p.uri === uri && p.version === version).length;

  // A character typed at the end of the last line moves no finding: nothing to publish until the lint.
  const last = read('annotations.c').split('\n').length - 1;
  const typed = await session.change(uri, [{ range: { start: { line: last, character: 0 }, end: { line: last, character: 0 } }, text: ' ' }]);
  assert.equal((await session.linted(uri, typed)).outcome, 'published');
  assert.equal(publishesOf(typed), 1);
  assert.equal(unknownLine(typed), 3);

  // A line inserted at the top moves the finding down: published moved right away; the lint finds the
  // same and, the client having exactly that list for this version, sends nothing again.
  const inserted = await session.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n' }]);
  assert.equal((await session.linted(uri, inserted)).outcome, 'unchanged');
  assert.equal(publishesOf(inserted), 1);
  assert.equal(unknownLine(inserted), 4);
  await session.close(uri);
});

test('a C++ document (languageId cpp) gets diagnostics of the C++ rules: a static member two std::threads write (issue #14, item 10)', async () => {
  const cpp = [
    '#include <thread>',
    '#include "heddle.h"',
    'int g;',
    'HEDDLE_GLOBAL(g, HEDDLE_PRIVAT);',
    'struct Counter { static int value; };',
    'int Counter::value = 0;',
    'template <typename T> T twice(T x) { return x + x; }',
    'void work() { Counter::value++; }',
    'int main() { std::thread a(work), b(work); a.join(); b.join(); }',
    '',
  ].join('\n');
  const uri = await server.session.open(server.path('cpp/counter.cpp'), 'cpp', cpp);
  const d = await server.session.diagnostics(uri, (ds, p) => p.version === 1, 'the C++ file linted');
  assert.deepEqual(d.map((x) => `${x.range.start.line} ${x.code}`).sort(), ['3 unknown-policy', '5 unannotated-shared-global']);
  const race = d.find((x) => x.code === 'unannotated-shared-global')!;
  assert.match(String(race.message), /^global 'Counter::value' is written in work\(\) \(counter\.cpp:8\), which runs in a thread and accessed by other code with no common mutex/);
  // The same text as C: the class and the template are parse errors there (tree-sitter-c).
  const c = await server.session.open(server.path('cpp/counter.c'), 'c', cpp);
  const asC = await server.session.diagnostics(c, (ds, p) => p.version === 1, 'the C file linted');
  assert.ok(asC.some((x) => x.code === 'parse-error'), asC.map((x) => x.code).join(', '));
  // An edit inside a C++ function is linted again like one in C.
  const version = await server.session.change(uri, [{ range: { start: { line: 7, character: 14 }, end: { line: 7, character: 31 } }, text: '(void)Counter::value;' }]);
  await server.session.diagnostics(uri, (ds, p) => p.version === version && !ds.some((x) => x.code === 'unannotated-shared-global'), 'the race gone once work() only reads');
  await server.session.close(uri);
  await server.session.close(c);
});

test('a global becomes shared when another file starts a thread that writes it; an edit that changes nothing there sends nothing', async () => {
  const stateUri = await server.open('split/state.c', 'c');
  const mainText = read('split/main.c');
  await server.session.diagnostics(stateUri, (d) => !d.some((x) => x.code === 'unannotated-shared-global'), 'state.c linted clean');
  const fromOpen = server.session.lints.length;
  const mainUri = await server.session.open(server.path('split/main.c'), 'c', mainText);
  // Opening main.c lints it, then state.c again (a dependent): wait for both, so the edit below starts afresh.
  await server.session.waitFor('main.c, then state.c linted', () => {
    const lints = server.session.lints.slice(fromOpen);
    const main = lints.findIndex((l) => l.uri === mainUri);
    return main >= 0 && lints.slice(main + 1).some((l) => l.uri === stateUri) ? true : undefined;
  });

  const line = mainText.split('\n').findIndex((l) => l.includes('worker(0);'));
  const fromLint = server.session.lints.length;
  const version = await server.session.change(mainUri, [{
    range: { start: { line, character: 0 }, end: { line, character: '  worker(0);'.length } },
    text: '  pthread_t t;\n  pthread_create(&t, 0, worker, 0);',
  }]);
  // The edited file is linted (and published) first, its dependent after.
  const order = await server.session.waitFor('main.c, then state.c re-linted', () => {
    const lints = server.session.lints.slice(fromLint).map((l) => (l.uri === mainUri ? `main.c@${l.version}` : 'state.c'));
    return lints.length >= 2 ? lints : undefined;
  });
  assert.deepEqual(order.slice(0, 2), [`main.c@${version}`, 'state.c']);
  const shared = await server.session.diagnostics(stateUri, (d) => d.some((x) => x.code === 'unannotated-shared-global'), 'the dependent file to be re-linted');
  const finding = shared.find((x) => x.code === 'unannotated-shared-global');
  assert.equal(finding?.range.start.line, 1);
  assert.match(String(finding?.message), /total/);

  // An edit of main.c that changes nothing for state.c: state.c is re-linted, and nothing is sent for it.
  const fromLint2 = server.session.lints.length;
  const fromPublish = server.session.publishHistory.length;
  await server.session.change(mainUri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: ' ' }]);
  const again = await server.session.waitFor('state.c re-linted', () => server.session.lints.slice(fromLint2).find((l) => l.uri === stateUri));
  assert.equal(again.outcome, 'unchanged');
  assert.equal(server.session.publishHistory.slice(fromPublish).filter((p) => p.uri === stateUri).length, 0);
  await server.session.close(mainUri);
  // Closed: main.c on disk starts no thread, so state.c is clean again.
  await server.session.diagnostics(stateUri, (d) => !d.some((x) => x.code === 'unannotated-shared-global'), 'the finding to go with the unsaved edit');
  await server.session.close(stateUri);
});

test('a source changed on disk re-lints the open files that depend on it', async () => {
  await server.session.waitFor('the file watcher registration', () => (server.session.registrations.includes('workspace/didChangeWatchedFiles') ? true : undefined));
  const stateUri = await server.open('split/state.c', 'c');
  // Version 1: the lint after this open (the publish at the earlier close has no version).
  await server.session.diagnostics(stateUri, (d, p) => p.version === 1 && !d.some((x) => x.code === 'unannotated-shared-global'), 'state.c clean');
  const mainPath = server.path('split/main.c');
  writeFileSync(mainPath, read('split/main.c').replace('  worker(0);', '  pthread_t t;\n  pthread_create(&t, 0, worker, 0);'));
  await server.session.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: pathToFileURL(mainPath).href, type: FileChangeType.Changed }] });
  await server.session.diagnostics(stateUri, (d) => d.some((x) => x.code === 'unannotated-shared-global'), 'state.c re-linted against the new main.c');
  writeFileSync(mainPath, readFileSync(join(fixturesDir, 'workspace/split/main.c'), 'utf8'));
  await server.session.close(stateUri);
});

test('a filter is re-checked when the C file it names changes', async () => {
  const mainText = read('split/main.c');
  const bumpLine = mainText.split('\n').findIndex((l) => l.trim() === 'bump();' ) + 1;
  const filterUri = await server.session.open(server.path('split/order.hfilter'), 'hfilter', `main.c:${bumpLine} > state.c:5\n`);
  await server.session.diagnostics(filterUri, (d) => d.length === 0, 'a valid filter');
  const mainUri = await server.session.open(server.path('split/main.c'), 'c', mainText);
  await server.session.change(mainUri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n\n' }]);
  const stale = await server.session.diagnostics(filterUri, (d) => d.some((x) => x.code === 'filter-line-not-statement'), 'the event to be flagged');
  assert.equal(stale[0]?.range.start.line, 0);
  await server.session.close(mainUri);
  await server.session.close(filterUri);
});
