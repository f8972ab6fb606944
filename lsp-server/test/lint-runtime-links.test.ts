// The linter's finding on a global and the runtime's results about it lead to each other (issue #14, item 7):
// unannotated-shared-global before the run, sharing-violation after it, each with the other as related information.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from './support/fixture-workspace.js';
import { useServer } from './support/server-fixture.js';

const server = useServer();

test('the lint finding on counter and the sharing violation on it name each other', async () => {
  const { session } = server;
  // counter.c without its annotation (the line kept, blank, so the log's lines still match): heddle-lint warns.
  const text = server.read('counter.c').replace('HEDDLE_GLOBAL(counter, HEDDLE_PRIVATE);', '');
  const uri = await server.open('counter.c', 'c', text);
  const tmp = server.path('.results.tmp');
  writeFileSync(tmp, readFileSync(join(fixturesDir, 'sharing-violation.sarif'), 'utf8'));
  renameSync(tmp, server.path('heddle-results.sarif'));
  const linked = await session.diagnostics(uri, (d) => d.some((x) => x.code === 'sharing-violation') && d.some((x) => x.code === 'unannotated-shared-global'), 'both findings');
  const lint = linked.find((d) => d.code === 'unannotated-shared-global')!;
  const runtime = linked.find((d) => d.code === 'sharing-violation')!;
  assert.equal(lint.range.start.line, 5);
  assert.ok(lint.relatedInformation?.some((r) => r.message === 'the run reported it: sharing-violation' && r.location.range.start.line === runtime.range.start.line), JSON.stringify(lint.relatedInformation));
  assert.ok(runtime.relatedInformation?.some((r) => r.message === 'heddle-lint warned of it before the run (unannotated-shared-global)' && r.location.range.start.line === 5), JSON.stringify(runtime.relatedInformation));
  await session.close(uri);
});
