// The linter's findings as you type, over the real server: an annotation mistake and its quick fix; a
// finding of one C file that depends on thread code in another; a filter whose event stops naming a
// statement when the C file it names is edited.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { CodeActionRequest, DidChangeWatchedFilesNotification, FileChangeType, type CodeAction } from 'vscode-languageserver-protocol';
import { copyWorkspace, fixturesDir } from './support/fixture-workspace.js';
import { applyTextEdits } from './support/edits.js';
import { LspSession } from './support/lsp-session.js';

let workspace: ReturnType<typeof copyWorkspace>;
let session: LspSession;
const read = (name: string) => readFileSync(join(workspace.dir, name), 'utf8');

before(async () => {
  workspace = copyWorkspace();
  session = await LspSession.start({ workspace: workspace.dir });
});
after(async () => {
  await session.stop();
  workspace.remove();
});

test('an unknown policy is reported as you type and its quick fix repairs it', async () => {
  const text = read('annotations.c');
  const uri = await session.open(join(workspace.dir, 'annotations.c'), 'c', text);
  const [unknown] = (await session.diagnostics(uri, (d) => d.some((x) => x.code === 'unknown-policy'))).filter((d) => d.code === 'unknown-policy');
  assert.ok(unknown);
  assert.equal(unknown.range.start.line, 3);
  assert.match(String(unknown.message), /HEDDLE_PRIVAT.*did you mean HEDDLE_PRIVATE/);

  const actions = (await session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: unknown.range,
    context: { diagnostics: [unknown] },
  })) as CodeAction[];
  const fix = actions.find((a) => a.title === 'Replace with HEDDLE_PRIVATE');
  assert.ok(fix, actions.map((a) => a.title).join(' | '));
  const edits = fix.edit?.changes?.[uri] ?? [];
  assert.match(applyTextEdits(text, edits), /HEDDLE_GLOBAL\(hits, HEDDLE_PRIVATE\);/);

  // The client applies the fix as an edit of the open document.
  const version = await session.change(uri, edits.map((e) => ({ range: e.range, text: e.newText })));
  await session.diagnostics(uri, (d, p) => p.version === version && !d.some((x) => x.code === 'unknown-policy'), 'the finding to go away');
});

test('in a C++ file the annotation rules report, the C grammar\'s parse errors do not', async () => {
  const cpp = '#include "heddle.h"\nint g;\nHEDDLE_GLOBAL(g, HEDDLE_PRIVAT);\nclass Counter { public: void bump() { g++; } };\n';
  const uri = await session.open(join(workspace.dir, 'cpp/counter.cpp'), 'cpp', cpp);
  const d = await session.diagnostics(uri, (ds, p) => p.version === 1, 'the C++ file linted');
  assert.deepEqual(d.map((x) => x.code), ['unknown-policy']);
  // The same text as C: the class is a parse error there.
  const c = await session.open(join(workspace.dir, 'cpp/counter.c'), 'c', cpp);
  const asC = await session.diagnostics(c, (ds, p) => p.version === 1, 'the C file linted');
  assert.ok(asC.some((x) => x.code === 'parse-error'), asC.map((x) => x.code).join(', '));
  await session.close(uri);
  await session.close(c);
});

test('a global becomes shared when another file starts a thread that writes it', async () => {
  const stateUri = await session.open(join(workspace.dir, 'split/state.c'), 'c', read('split/state.c'));
  const mainText = read('split/main.c');
  const mainUri = await session.open(join(workspace.dir, 'split/main.c'), 'c', mainText);
  await session.diagnostics(stateUri, (d) => !d.some((x) => x.code === 'unannotated-shared-global'), 'state.c linted clean');
  await session.diagnostics(mainUri, () => true, 'main.c linted');

  const line = mainText.split('\n').findIndex((l) => l.includes('worker(0);'));
  await session.change(mainUri, [{
    range: { start: { line, character: 0 }, end: { line, character: '  worker(0);'.length } },
    text: '  pthread_t t;\n  pthread_create(&t, 0, worker, 0);',
  }]);
  const shared = await session.diagnostics(stateUri, (d) => d.some((x) => x.code === 'unannotated-shared-global'), 'the dependent file to be re-linted');
  const finding = shared.find((x) => x.code === 'unannotated-shared-global');
  assert.equal(finding?.range.start.line, 1);
  assert.match(String(finding?.message), /total/);
  await session.close(mainUri);
  // Closed: main.c on disk starts no thread, so state.c is clean again.
  await session.diagnostics(stateUri, (d) => !d.some((x) => x.code === 'unannotated-shared-global'), 'the finding to go with the unsaved edit');
  await session.close(stateUri);
});

test('a source changed on disk re-lints the open files that depend on it', async () => {
  await session.waitFor('the file watcher registration', () => (session.registrations.includes('workspace/didChangeWatchedFiles') ? true : undefined));
  const stateUri = await session.open(join(workspace.dir, 'split/state.c'), 'c', read('split/state.c'));
  // Version 1: the lint after this open (the publish at the earlier close has no version).
  await session.diagnostics(stateUri, (d, p) => p.version === 1 && !d.some((x) => x.code === 'unannotated-shared-global'), 'state.c clean');
  const mainPath = join(workspace.dir, 'split/main.c');
  writeFileSync(mainPath, read('split/main.c').replace('  worker(0);', '  pthread_t t;\n  pthread_create(&t, 0, worker, 0);'));
  await session.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: pathToFileURL(mainPath).href, type: FileChangeType.Changed }] });
  await session.diagnostics(stateUri, (d) => d.some((x) => x.code === 'unannotated-shared-global'), 'state.c re-linted against the new main.c');
  writeFileSync(mainPath, readFileSync(join(fixturesDir, 'workspace/split/main.c'), 'utf8'));
  await session.close(stateUri);
});

test('a filter is re-checked when the C file it names changes', async () => {
  const mainText = read('split/main.c');
  const bumpLine = mainText.split('\n').findIndex((l) => l.trim() === 'bump();' ) + 1;
  const filterUri = await session.open(join(workspace.dir, 'split/order.hfilter'), 'hfilter', `main.c:${bumpLine} > state.c:5\n`);
  await session.diagnostics(filterUri, (d) => d.length === 0, 'a valid filter');
  const mainUri = await session.open(join(workspace.dir, 'split/main.c'), 'c', mainText);
  await session.change(mainUri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n\n' }]);
  const stale = await session.diagnostics(filterUri, (d) => d.some((x) => x.code === 'filter-line-not-statement'), 'the event to be flagged');
  assert.equal(stale[0]?.range.start.line, 0);
  await session.close(mainUri);
  await session.close(filterUri);
});
