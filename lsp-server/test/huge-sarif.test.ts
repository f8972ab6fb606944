// A 50 MB SARIF log (tens of thousands of results on one file) is loaded, shown and hovered: the server
// neither crashes nor stops answering. It takes seconds (figures in the README); no time is asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync, writeFileSync } from 'node:fs';
import { HoverRequest, type MarkupContent } from 'vscode-languageserver-protocol';
import { HUGE_LOG_LINES, hugeLog } from './support/huge-log.js';
import { useServer } from './support/server-fixture.js';

const server = useServer();

// The log is made like the small one test/unit/fixture-sarif.test.ts passes through the SARIF SDK validator.
test('a 50 MB SARIF log is loaded and shown, and the server keeps answering', async () => {
  const { text, results } = hugeLog(50_000_000);
  assert.ok(text.length >= 50_000_000);
  const uri = await server.open('counter.c', 'c');
  const tmp = server.path('.heddle-results.sarif.tmp');
  writeFileSync(tmp, text);
  renameSync(tmp, server.path('heddle-results.sarif'));
  // Loading takes seconds on a loaded machine (the README has figures): a longer wait than the session's default.
  const shown = await server.session.waitFor(
    `all ${results} results of the 50 MB log`,
    () => {
      const diagnostics = server.session.published.get(uri)?.diagnostics ?? [];
      return diagnostics.filter((d) => d.code === 'sharing-violation').length === results ? diagnostics : undefined;
    },
    180_000,
  );
  assert.ok(shown.some((d) => d.range.start.line === 0) && shown.some((d) => d.range.start.line === HUGE_LOG_LINES - 1));
  const hover = await server.session.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 0 } });
  assert.match((hover?.contents as MarkupContent | undefined)?.value ?? '', /sharing-violation/);
  assert.equal(server.session.exited, undefined);
});
