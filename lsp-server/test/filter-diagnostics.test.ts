// Diagnostics as you type in a filter file, over the real server: a syntax error appears, an incremental
// edit fixes it, another breaks it again; closing the file clears its diagnostics.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  CodeActionRequest, DidCloseTextDocumentNotification, DidOpenTextDocumentNotification, type CodeAction,
} from 'vscode-languageserver-protocol';
import { copyWorkspace } from './support/fixture-workspace.js';
import { LspSession } from './support/lsp-session.js';

let workspace: ReturnType<typeof copyWorkspace>;
let session: LspSession;

before(async () => {
  workspace = copyWorkspace();
  session = await LspSession.start({ workspace: workspace.dir });
});
after(async () => {
  await session.stop();
  workspace.remove();
});

test('a filter syntax error is published, fixed by an incremental edit, and comes back', async () => {
  const text = '// serialise the two updates\n{counter.c:12, counter.c:13} <> {counter.c:12 counter.c:13}\n';
  const uri = await session.open(join(workspace.dir, 'heddle.hfilter'), 'hfilter', text);
  const broken = await session.diagnostics(uri, (d) => d.length > 0, 'the syntax error');
  assert.equal(broken[0]?.source, 'heddle-lint');
  assert.equal(broken[0]?.range.start.line, 1);
  assert.match(String(broken[0]?.code), /^filter-/);

  // Insert the missing comma: line 1, after "{counter.c:12" in the second region.
  const at = text.split('\n')[1]!.lastIndexOf(' counter.c:13');
  const v2 = await session.change(uri, [{ range: { start: { line: 1, character: at }, end: { line: 1, character: at } }, text: ',' }]);
  await session.diagnostics(uri, (d, p) => p.version === v2 && d.length === 0, 'the error to go away');

  const v3 = await session.change(uri, [{ range: { start: { line: 1, character: 29 }, end: { line: 1, character: 31 } }, text: '<<' }]);
  const again = await session.diagnostics(uri, (d, p) => p.version === v3 && d.length > 0, 'a new error');
  assert.equal(again[0]?.range.start.line, 1);

  await session.close(uri);
  await session.diagnostics(uri, (d, p) => d.length === 0 && p.version === undefined, 'cleared diagnostics after close');
});

test('several changes in one notification are applied in order', async () => {
  const uri = await session.open(join(workspace.dir, 'order.hfilter'), 'hfilter', 'counter.c:12 > counter.c:13\n');
  await session.diagnostics(uri, (d) => d.length === 0, 'a clean filter');
  const version = await session.change(uri, [
    { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '// order\n' },
    // This range is against the text after the first change: line 1 is now the constraint.
    { range: { start: { line: 1, character: 13 }, end: { line: 1, character: 14 } }, text: '>>' },
  ]);
  const d = await session.diagnostics(uri, (ds, p) => p.version === version && ds.length > 0, 'the error on line 1');
  assert.equal(d[0]?.range.start.line, 1);
  await session.close(uri);
});

test('a burst of edits is linted for its last version, never publishing an older lint after a newer one', async () => {
  const uri = await session.open(join(workspace.dir, 'burst.hfilter'), 'hfilter', '\n');
  await session.diagnostics(uri, (_, p) => p.version === 1, 'the first lint');
  const from = session.publishHistory.length;
  let last = 1;
  // Type "counter.c:12 >> counter.c:13" one character at a time, without waiting.
  const typed = 'counter.c:12 >> counter.c:13';
  const sends = [...typed].map((ch, i) => session.change(uri, [{ range: { start: { line: 0, character: i }, end: { line: 0, character: i } }, text: ch }]));
  last = Math.max(...(await Promise.all(sends)));
  const final = await session.diagnostics(uri, (d, p) => p.version === last && (session.publishCounts.get(`${uri}@${last}`) ?? 0) >= 2, 'the lint of the last version');
  const seen = session.publishHistory.slice(from).filter((p) => p.uri === uri && p.version !== undefined).map((p) => p.version!);
  assert.ok(final.some((d) => d.range.start.line === 0), 'the typed constraint is wrong (">>") and reported');
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i]! >= seen[i - 1]!, `publishes in version order: ${seen.join(',')}`);
  const linted = [...new Set(seen)].filter((v) => (session.publishCounts.get(`${uri}@${v}`) ?? 0) >= 2);
  assert.ok(linted.length < typed.length, `a burst is not linted per keystroke (linted versions: ${linted.join(',')})`);
  await session.close(uri);
});

test('an untitled (never saved) filter is checked against the workspace\'s C files, with fixes for it', async () => {
  const uri = 'untitled:Untitled-1';
  await session.connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'hfilter', version: 1, text: 'counter.c:8 > counter.c:12\n' },
  });
  const [stale] = await session.diagnostics(uri, (d) => d.some((x) => x.code === 'filter-line-not-statement'), 'the blank line flagged');
  assert.equal(stale?.range.start.character, 10);
  const actions = (await session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri }, range: stale!.range, context: { diagnostics: [stale!] },
  })) as CodeAction[];
  const fix = actions.find((a) => /^Use line \d+$/.test(a.title));
  assert.ok(fix?.edit?.changes?.[uri], JSON.stringify(actions));
  await session.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
});
