// Settings through workspace/configuration, and a server that survives what editors and users throw at it:
// garbage, huge files, positions past the end, requests for unknown documents, cancelled requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CancellationTokenSource, CodeActionRequest, CompletionRequest, DefinitionRequest, DocumentSymbolRequest, SemanticTokensRequest, DidChangeWorkspaceFoldersNotification, HoverRequest, LSPErrorCodes, ResponseError, type CancellationToken,
} from 'vscode-languageserver-protocol';
import { copyWorkspace, fixturesDir } from './support/fixture-workspace.js';
import { useServer } from './support/server-fixture.js';

const logText = readFileSync(join(fixturesDir, 'sharing-violation.sarif'), 'utf8');
const isViolation = (d: { code?: string | number }) => d.code === 'sharing-violation';
const server = useServer({
  settings: { results: { glob: 'out/*.sarif' }, maxFileSize: 'big' },
  prepare: (dir) => {
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', 'run-1.sarif'), logText);
    writeFileSync(join(dir, 'heddle-results.sarif'), logText.replaceAll('"startLine": 12', '"startLine": 13'));
  },
});

test('a bad setting is reported by name and its default used', async () => {
  const warning = await server.session.waitFor('a warning about maxFileSize', () => server.session.messages.find((m) => m.message.includes('heddle.maxFileSize')));
  assert.match(warning.message, /is "big"; expected a positive number/);
});

test('the results glob decides which logs are shown, and changing it takes effect', async () => {
  const uri = await server.open('counter.c', 'c');
  const lines = (d: { code?: string | number; range: { start: { line: number } } }[]) => d.filter(isViolation).map((x) => x.range.start.line);
  await server.session.diagnostics(uri, (d) => lines(d).join() === '11', 'only the result of out/run-1.sarif');
  await server.session.changeSettings({ results: { glob: 'heddle-results.sarif' } });
  await server.session.diagnostics(uri, (d) => lines(d).join() === '12', 'only the result of heddle-results.sarif');
  const annotated = await server.open('annotations.c', 'c');
  await server.session.diagnostics(annotated, (d) => d.some((x) => x.code === 'unknown-policy'), 'a lint finding');
  await server.session.changeSettings({ results: { glob: 'heddle-results.sarif' }, lint: { enable: false } });
  await server.session.diagnostics(annotated, (d) => d.length === 0, 'lint diagnostics gone');
  await server.session.diagnostics(uri, (d) => lines(d).join() === '12', 'results kept');
  await server.session.changeSettings({});
  await server.session.diagnostics(annotated, (d) => d.some((x) => x.code === 'unknown-policy'), 'linting again');
  await server.session.close(uri);
  await server.session.close(annotated);
});

test('a workspace folder added later has its logs watched too', async () => {
  const second = copyWorkspace();
  try {
    writeFileSync(join(second.dir, 'heddle-results.sarif'), logText);
    await server.session.connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, {
      event: { added: [{ uri: pathToFileURL(second.dir).href, name: 'second' }], removed: [] },
    });
    const uri = await server.session.open(join(second.dir, 'counter.c'), 'c', readFileSync(join(second.dir, 'counter.c'), 'utf8'));
    await server.session.diagnostics(uri, (d) => d.some((x) => isViolation(x) && x.range.start.line === 11), 'the second folder\'s result');
    await server.session.connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, {
      event: { added: [], removed: [{ uri: pathToFileURL(second.dir).href, name: 'second' }] },
    });
    await server.session.diagnostics(uri, (d) => !d.some(isViolation), 'the result gone with its folder');
    await server.session.close(uri);
  } finally {
    second.remove();
  }
});

test('garbage, huge files and out-of-range positions do not break the server', async () => {
  let seed = 7;
  const bytes = Array.from({ length: 200_000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(seed % 256);
  }).join('');
  const garbageC = await server.session.open(server.path('garbage.c'), 'c', bytes);
  const garbageFilter = await server.session.open(server.path('garbage.hfilter'), 'hfilter', bytes);
  await server.session.diagnostics(garbageC, () => true, 'garbage C linted');
  const filterErrors = await server.session.diagnostics(garbageFilter, (d) => d.length > 0, 'garbage filter errors');
  assert.ok(filterErrors.every((d) => d.range.start.line >= 0));

  const huge = 'int x;\n'.repeat(700_000); // 4.9 MB: beyond the default maxFileSize, opened but not analysed
  const hugeUri = await server.session.open(server.path('huge.c'), 'c', huge);
  await server.session.diagnostics(hugeUri, (d) => d.length === 0, 'no findings for a file above the size limit');

  await server.session.change(garbageC, [{ range: { start: { line: 1e6, character: 5 }, end: { line: 1e6 + 3, character: 0 } }, text: 'int y;' }]);
  await server.session.change(garbageC, [{ text: 'int ok;\n' }]);
  await server.session.diagnostics(garbageC, (d) => d.length === 0, 'the replaced file linted clean');
  const far = await server.session.connection.sendRequest(HoverRequest.type, { textDocument: { uri: garbageC }, position: { line: 1e6, character: 1e6 } });
  assert.equal(far, null);
  const unknown = await server.session.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: 'untitled:Untitled-1' }, position: { line: 0, character: 0 } });
  assert.deepEqual(unknown, []);
  assert.equal(server.session.exited, undefined);
});

test('a file above heddle.maxFileSize (default 1 MB) is not analysed, and the user is told once why, naming the setting', async () => {
  const toldAbout = (name: string) => server.session.messages.filter((m) => m.message.includes(`${name} has `));
  // 1.2 MB of code a file could hold: linting it would take seconds per edit (a 3.9 MB file took 30 s and 1.8 GB).
  const text = Array.from({ length: 12_000 }, (_, i) => `int g${i}; HEDDLE_GLOBAL(g${i}, HEDDLE_PRIVAT); /* padding padding padding padding */\n`).join('');
  assert.ok(text.length > 1_000_000 && text.length < 1_300_000);
  const uri = await server.session.open(server.path('big.c'), 'c', text);
  const [told] = await server.session.waitFor('the size message', () => (toldAbout('big.c').length > 0 ? toldAbout('big.c') : undefined));
  assert.match(told?.message ?? '', /big\.c has \d+ characters, more than heddle\.maxFileSize \(1000000\).*Raise heddle\.maxFileSize/);
  await server.session.diagnostics(uri, (d) => d.length === 0, 'no findings for the big file');
  const version = await server.session.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'int y;\n' }]);
  await server.session.linted(uri, version);
  assert.equal(toldAbout('big.c').length, 1, 'told once per document, not on every edit');
  // Cut below the limit: analysed again.
  await server.session.change(uri, [{ range: { start: { line: 100, character: 0 }, end: { line: 12_001, character: 0 } }, text: '' }]);
  await server.session.diagnostics(uri, (d) => d.some((x) => x.code === 'unknown-policy'), 'findings once the file is small');
  await server.session.close(uri);
});

test('requests cancelled before the server got to them are answered with RequestCancelled, and the server keeps serving', async () => {
  const uri = await server.session.open(server.path('cancel.hfilter'), 'hfilter', 'counter.c:\n');
  const at = { textDocument: { uri }, position: { line: 0, character: 10 } };
  const requests = [
    ...Array.from({ length: 10 }, () => (token: CancellationToken) => server.session.connection.sendRequest(CompletionRequest.type, at, token)),
    (token: CancellationToken) => server.session.connection.sendRequest(HoverRequest.type, at, token),
    (token: CancellationToken) => server.session.connection.sendRequest(DefinitionRequest.type, at, token),
    (token: CancellationToken) => server.session.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } }, token),
    (token: CancellationToken) => server.session.connection.sendRequest(SemanticTokensRequest.type, { textDocument: { uri } }, token),
    (token: CancellationToken) =>
      server.session.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: { start: at.position, end: at.position }, context: { diagnostics: [] } }, token),
  ];
  // Completing a line number of a big C file in a filter makes the server parse that file (synchronously, for a
  // few hundred ms; the file stays under heddle.maxFileSize) before it reads anything else: the requests and their cancellations sent right behind are all
  // read while it is busy, so each request is cancelled before dispatch. (Opening the C file alone is not enough:
  // its parse is lazy and its lint waits for a quiet moment, so the server could dispatch the first request
  // before reading its cancellation.)
  await server.session.open(server.path('busy.c'), 'c', 'int x = 1;\n'.repeat(90_000));
  const busyFilter = await server.session.open(server.path('busy.hfilter'), 'hfilter', 'busy.c:\n');
  const busy = server.session.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: busyFilter }, position: { line: 0, character: 7 } });
  const outcomes = await Promise.all(
    requests.map(async (send) => {
      const source = new CancellationTokenSource();
      const request = send(source.token);
      source.cancel();
      try {
        return `answered ${JSON.stringify(await request).slice(0, 60)}`;
      } catch (error) {
        return error instanceof ResponseError && error.code === LSPErrorCodes.RequestCancelled ? 'cancelled' : String(error);
      }
    }),
  );
  await busy;
  // The first request can beat its cancellation when the busy parse ends before it is read (a fast idle
  // machine with the native parser: 1 run in ~5): then it is answered, correctly; every later one is cancelled.
  const first = outcomes[0] ?? 'missing';
  assert.ok(first === 'cancelled' || first.startsWith('answered ['), first);
  assert.deepEqual(outcomes.slice(1), requests.slice(1).map(() => 'cancelled'));
  const after = await server.session.connection.sendRequest(CompletionRequest.type, at);
  assert.ok(Array.isArray(after) && after.some((i) => i.label === '12'), 'a later request is served');
});

test('malformed params are answered InvalidParams (-32602) naming the field, and the server keeps serving', async () => {
  const uri = await server.session.open(server.path('params.hfilter'), 'hfilter', 'counter.c:\n');
  const document = { textDocument: { uri } };
  const malformed: [string, unknown, RegExp][] = [
    ['textDocument/hover', { textDocument: { uri }, position: { line: 'one', character: 0 } }, /params\.position\.line must be a non-negative integer, but is "one"/],
    ['textDocument/hover', { textDocument: { uri } }, /params\.position must be a Position/],
    ['textDocument/completion', { position: { line: 0, character: 0 } }, /params\.textDocument must be \{uri: string\}, but is missing/],
    ['textDocument/definition', { textDocument: { uri }, position: { line: -1, character: 0 } }, /params\.position\.line must be a non-negative integer, but is -1/],
    ['textDocument/documentHighlight', [1, 2], /received parameters by position/], // vscode-jsonrpc's own check
    ['textDocument/documentSymbol', { textDocument: { uri: 7 } }, /params\.textDocument must be \{uri: string\}, but is \{"uri":7\}/],
    ['textDocument/semanticTokens/full', { textDocument: 'x' }, /params\.textDocument must be/],
    ['textDocument/codeAction', { ...document, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } } }, /params\.context must be \{diagnostics: Diagnostic\[\]\}/],
    ['textDocument/codeAction', { ...document, range: { start: { line: 0 }, end: { line: 0, character: 1 } }, context: { diagnostics: [] } }, /params\.range\.start\.character must be a non-negative integer, but is missing/],
    ['textDocument/codeAction', { ...document, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, context: { diagnostics: [{ message: 'm' }] } }, /params\.context\.diagnostics\[0\] must be a Diagnostic/],
    ['workspace/executeCommand', { command: 42 }, /params must be \{command: string, arguments\?: \[\]\}/],
  ];
  for (const [method, params, message] of malformed) {
    const answer = await server.session.connection.sendRequest(method, params).then(
      (result) => `answered ${JSON.stringify(result)}`,
      (error: unknown) => error,
    );
    assert.ok(answer instanceof ResponseError, `${method} ${JSON.stringify(params)}: ${String(answer)}`);
    assert.equal(answer.code, -32602, `${method} ${JSON.stringify(params)}: ${answer.code} ${answer.message}`);
    assert.match(answer.message, message, method);
  }
  const completions = await server.session.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 0, character: 10 } });
  assert.ok(Array.isArray(completions) && completions.some((i) => i.label === '12'), 'a well-formed request is served after them');
  assert.equal(server.session.exited, undefined);
});

test('the server parses C with the native parser it is bundled with (and says so in its log)', async () => {
  const line = await server.session.waitFor('the parser log line', () => server.session.logs.find((l) => l.includes('C parser:')));
  assert.match(line, /C parser: native/, 'dist/c-parser.node is copied beside server.js by build.mjs');
});
