// The runtime's results reach the Problems panel for every file a run reported on, not only the open ones
// (issue #14, item 8): a closed file's list is its results alone, and closing a file keeps them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixturesDir } from './support/fixture-workspace.js';
import { useServer } from './support/server-fixture.js';

const server = useServer();
const isViolation = (d: { code?: string | number }) => d.code === 'sharing-violation';

test("a log's results are published for files that are not open, and stay when a file closes", async () => {
  const { session } = server;
  const counter = pathToFileURL(server.path('counter.c')).href;
  const tmp = server.path('.results.tmp');
  writeFileSync(tmp, readFileSync(join(fixturesDir, 'sharing-violation.sarif'), 'utf8'));
  renameSync(tmp, server.path('heddle-results.sarif'));
  const closed = await session.diagnostics(counter, (d) => d.some(isViolation), 'the result of the closed counter.c');
  assert.equal(closed.filter(isViolation)[0]?.range.start.line, 11);
  assert.equal(closed.filter((d) => d.source === 'heddle-lint').length, 0, 'no lint of a closed file');

  const uri = await server.open('counter.c', 'c');
  await session.linted(uri, 1);
  const from = session.publishHistory.length;
  await session.close(uri);
  await session.waitFor('the publish after the close', () => session.publishHistory.slice(from).find((p) => p.uri === uri));
  assert.deepEqual((session.published.get(uri)?.diagnostics ?? []).filter(isViolation).map((d) => d.range.start.line), [11]);
});
