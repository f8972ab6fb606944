// A 50 MB SARIF log (tens of thousands of results on one file) is loaded in a worker thread: meanwhile the
// server answers requests and lints edits; then the results are shown and hovered. A log deleted or rewritten
// while it loads ends with what is on disk. Loading takes seconds (figures in the README); the only thing
// relied on is that it takes longer than answering one request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HoverRequest, type Diagnostic, type MarkupContent } from 'vscode-languageserver-protocol';
import { fixturesDir } from './support/fixture-workspace.js';
import { HUGE_LOG_LINES, hugeLog } from './support/huge-log.js';
import { useServer } from './support/server-fixture.js';

const server = useServer();
// Made like the small one test/unit/fixture-sarif.test.ts passes through the SARIF SDK validator.
const huge = hugeLog(50_000_000);
/** The fixture's log: one result, on counter.c line 12. */
const small = readFileSync(join(fixturesDir, 'sharing-violation.sarif'), 'utf8');
const LOAD_TIMEOUT_MS = 180_000;

const violations = (uri: string): Diagnostic[] =>
  (server.session.published.get(uri)?.diagnostics ?? []).filter((d) => d.code === 'sharing-violation');

/** Writes the results log the way heddle does (complete, then renamed into place) and waits until the server
 * started loading it. */
async function writeLog(text: string): Promise<void> {
  const from = server.session.logs.length;
  const tmp = server.path('.heddle-results.sarif.tmp');
  writeFileSync(tmp, text);
  renameSync(tmp, server.path('heddle-results.sarif'));
  await server.session.waitFor('the server to start loading the log', () =>
    server.session.logs.slice(from).some((l) => l.includes('loading') && l.endsWith('heddle-results.sarif')) ? true : undefined);
}

/** Waits until exactly the small log's one result is shown, returning the most results `uri` ever had meanwhile. */
async function smallLogShown(uri: string): Promise<number> {
  let most = 0;
  await server.session.waitFor('the small log\'s one result', () => {
    const shown = violations(uri);
    most = Math.max(most, shown.length);
    return shown.length === 1 && shown[0]?.range.start.line === 11 ? true : undefined;
  }, LOAD_TIMEOUT_MS);
  return most;
}

/** Opens counter.c with no results shown, then has the server start loading the big log. */
async function loadingHugeLog(): Promise<string> {
  const uri = await server.open('counter.c', 'c');
  rmSync(server.path('heddle-results.sarif'), { force: true });
  await server.session.waitFor('no results left', () => (violations(uri).length === 0 ? true : undefined), LOAD_TIMEOUT_MS);
  await writeLog(huge.text);
  return uri;
}

test('while a 50 MB SARIF log loads, the server answers hovers and lints edits; then all its results are shown', async () => {
  assert.ok(huge.text.length >= 50_000_000);
  const uri = await loadingHugeLog();

  const hover = await server.session.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 5, character: 5 } });
  assert.equal(violations(uri).length, 0, 'the hover was answered only after the log was loaded');
  assert.match((hover?.contents as MarkupContent | undefined)?.value ?? '', /HEDDLE_PRIVATE/);
  // `HEDDLE_PRIVATE` misspelt on line 7 (HEDDLE_GLOBAL(counter, HEDDLE_PRIVATE);): the lint flags it at once.
  const version = await server.session.change(uri, [{ range: { start: { line: 6, character: 36 }, end: { line: 6, character: 37 } }, text: '' }]);
  await server.session.linted(uri, version);
  assert.ok((server.session.published.get(uri)?.diagnostics ?? []).some((d) => d.range.start.line === 6), 'the edit\'s lint shows its finding');
  assert.equal(violations(uri).length, 0, 'the edit was linted only after the log was loaded');

  const shown = await server.session.waitFor(`all ${huge.results} results of the 50 MB log`,
    () => (violations(uri).length === huge.results ? violations(uri) : undefined), LOAD_TIMEOUT_MS);
  assert.ok(shown.some((d) => d.range.start.line === 0) && shown.some((d) => d.range.start.line === HUGE_LOG_LINES - 1));
  const resultHover = await server.session.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 0 } });
  assert.match((resultHover?.contents as MarkupContent | undefined)?.value ?? '', /sharing-violation/);
  assert.equal(server.session.exited, undefined);
  await server.session.close(uri);
});

test('a log deleted while it loads never shows its results; the next log is shown', async () => {
  const uri = await loadingHugeLog();
  const from = server.session.logs.length;
  rmSync(server.path('heddle-results.sarif'));
  await server.session.waitFor('the deletion noticed', () => (server.session.logs.slice(from).some((l) => l.includes('deleted')) ? true : undefined));
  await writeLog(small);
  assert.ok((await smallLogShown(uri)) <= 1, 'the deleted log\'s results were shown');
  await server.session.close(uri);
});

// Whether the worker read the big log or already the small one, the small one must be what stays shown.
test('a log rewritten while it loads ends showing what it holds now', async () => {
  const uri = await loadingHugeLog();
  const tmp = server.path('.heddle-results.sarif.tmp');
  writeFileSync(tmp, small);
  renameSync(tmp, server.path('heddle-results.sarif'));
  await smallLogShown(uri);
  assert.equal(server.session.exited, undefined);
});
