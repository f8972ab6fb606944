// Diagnostics as you type in a filter file, over the real server: a syntax error appears, an incremental
// edit fixes it, another breaks it again; closing the file clears its diagnostics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CodeActionRequest, DidCloseTextDocumentNotification, DidOpenTextDocumentNotification, type CodeAction,
} from 'vscode-languageserver-protocol';
import { useServer } from './support/server-fixture.js';

const server = useServer();

test('a filter syntax error is published, fixed by an incremental edit, and comes back', async () => {
  const text = '// serialise the two updates\n{counter.c:12, counter.c:13} <> {counter.c:12 counter.c:13}\n';
  const uri = await server.session.open(server.path('heddle.hfilter'), 'hfilter', text);
  const broken = await server.session.diagnostics(uri, (d) => d.length > 0, 'the syntax error');
  assert.equal(broken[0]?.source, 'heddle-lint');
  assert.equal(broken[0]?.range.start.line, 1);
  assert.match(String(broken[0]?.code), /^filter-/);

  // Insert the missing comma: line 1, after "{counter.c:12" in the second region.
  const at = text.split('\n')[1]!.lastIndexOf(' counter.c:13');
  const v2 = await server.session.change(uri, [{ range: { start: { line: 1, character: at }, end: { line: 1, character: at } }, text: ',' }]);
  await server.session.diagnostics(uri, (d, p) => p.version === v2 && d.length === 0, 'the error to go away');

  const v3 = await server.session.change(uri, [{ range: { start: { line: 1, character: 29 }, end: { line: 1, character: 31 } }, text: '<<' }]);
  const again = await server.session.diagnostics(uri, (d, p) => p.version === v3 && d.length > 0, 'a new error');
  assert.equal(again[0]?.range.start.line, 1);

  await server.session.close(uri);
  await server.session.diagnostics(uri, (d, p) => d.length === 0 && p.version === undefined, 'cleared diagnostics after close');
});

test('several changes in one notification are applied in order', async () => {
  const uri = await server.session.open(server.path('order.hfilter'), 'hfilter', 'counter.c:12 > counter.c:13\n');
  await server.session.diagnostics(uri, (d) => d.length === 0, 'a clean filter');
  const version = await server.session.change(uri, [
    { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '// order\n' },
    // This range is against the text after the first change: line 1 is now the constraint.
    { range: { start: { line: 1, character: 13 }, end: { line: 1, character: 14 } }, text: '>>' },
  ]);
  const d = await server.session.diagnostics(uri, (ds, p) => p.version === version && ds.length > 0, 'the error on line 1');
  assert.equal(d[0]?.range.start.line, 1);
  await server.session.close(uri);
});

test('a burst of edits is linted for its last version, never publishing an older lint after a newer one', async () => {
  const { session } = server;
  const uri = await session.open(server.path('burst.hfilter'), 'hfilter', '\n');
  await session.linted(uri, 1);
  const fromPublish = session.publishHistory.length;
  const fromLint = session.lints.length;
  // Type "counter.c:12 >> counter.c:13" one character at a time, without waiting.
  const typed = 'counter.c:12 >> counter.c:13';
  const sends = [...typed].map((ch, i) => session.change(uri, [{ range: { start: { line: 0, character: i }, end: { line: 0, character: i } }, text: ch }]));
  const last = Math.max(...(await Promise.all(sends)));
  await session.linted(uri, last);
  const final = session.published.get(uri);
  assert.equal(final?.version, last);
  assert.ok(final.diagnostics.some((d) => d.range.start.line === 0), 'the typed constraint is wrong (">>") and reported');
  const seen = session.publishHistory.slice(fromPublish).filter((p) => p.uri === uri && p.version !== undefined).map((p) => p.version!);
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i]! >= seen[i - 1]!, `publishes in version order: ${seen.join(',')}`);
  const linted = session.lints.slice(fromLint).filter((l) => l.uri === uri && l.outcome === 'published').map((l) => l.version);
  assert.ok(linted.length < typed.length, `a burst is not linted per keystroke (linted versions: ${linted.join(',')})`);
  assert.equal(linted.at(-1), last);
  await session.close(uri);
});

test('an untitled (never saved) filter is checked against the workspace\'s C files, with fixes for it', async () => {
  const uri = 'untitled:Untitled-1';
  await server.session.connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'hfilter', version: 1, text: 'counter.c:8 > counter.c:12\n' },
  });
  const [stale] = await server.session.diagnostics(uri, (d) => d.some((x) => x.code === 'filter-line-not-statement'), 'the blank line flagged');
  assert.equal(stale?.range.start.character, 10);
  const actions = (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri }, range: stale!.range, context: { diagnostics: [stale!] },
  })) as CodeAction[];
  const fix = actions.find((a) => /^Use line \d+$/.test(a.title));
  assert.ok(fix?.edit?.changes?.[uri], JSON.stringify(actions));
  await server.session.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
});
