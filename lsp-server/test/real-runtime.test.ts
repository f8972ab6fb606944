// End to end with the real runtime: the fixture program is built with heddle-cc, run under `heddle run`, and
// the SARIF it writes is what the server shows, hovers and offers fixes for. Needs the native build
// (scripts/test.sh builds it before the TypeScript tests); without it the test is skipped and says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CodeActionRequest, HoverRequest, type CodeAction, type MarkupContent } from 'vscode-languageserver-protocol';
import { applyTextEdits } from './support/edits.js';
import { useServer } from './support/server-fixture.js';
import { packageDir } from './support/server-bundle.js';

const bin = resolve(packageDir, '..', process.env.HEDDLE_BUILD_DIR ?? 'build', 'bin');
const missing = ['heddle', 'heddle-cc'].filter((b) => !existsSync(join(bin, b)));
const skip = missing.length > 0 ? `the native build is missing ${missing.join(', ')} in ${bin} (cmake --build build)` : false;

const server = useServer({
  skip: skip !== false,
  prepare: (dir) => {
    const cc = spawnSync(join(bin, 'heddle-cc'), ['-g', '-O0', 'counter.c', '-o', 'counter', '-lpthread'], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
    assert.equal(cc.status, 0, cc.stderr);
  },
});

test('a log written by `heddle run` is shown, hovered and fixed in the editor', { skip }, async () => {
  const text = server.read('counter.c');
  const uri = await server.session.open(server.path('counter.c'), 'c', text);
  const run = spawnSync(join(bin, 'heddle'), ['run', '--out', 'heddle-results.sarif', '--', './counter'], { cwd: server.dir, encoding: 'utf8', timeout: 300_000 });
  assert.ok(existsSync(server.path('heddle-results.sarif')), `heddle run wrote no log: ${run.stderr}`);

  const diagnostics = await server.session.diagnostics(uri, (d) => d.some((x) => x.code === 'sharing-violation'), 'the runtime\'s result');
  const violation = diagnostics.find((x) => x.code === 'sharing-violation')!;
  assert.equal(violation.range.start.line, 11, 'counter++ in worker');
  assert.match(String(violation.message), /counter/);
  assert.ok(violation.relatedInformation?.some((r) => r.location.range.start.line === 6), 'the registration (HEDDLE_GLOBAL line) is related');

  const hover = await server.session.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 11, character: 6 } });
  assert.match((hover?.contents as MarkupContent).value, /Thread T\d+, created by thread T0 at counter\.c:2[01]/);

  const actions = (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri }, range: violation.range, context: { diagnostics: [violation] },
  })) as CodeAction[];
  const titles = actions.map((a) => a.title);
  const bracket = actions.find((a) => /^Annotate: heddle_acquire_(read|write)\(&counter\)/.test(a.title));
  assert.ok(bracket, titles.join(' | '));
  assert.match(applyTextEdits(text, bracket.edit!.changes![uri]!), /heddle_acquire_(read|write)\(&counter\);\n    counter\+\+;\n    heddle_release_\1\(&counter\);/);
  // A private object's violation does not depend on the order of threads: the filter action says why there is none
  // (filter-workaround.test.ts runs the filters that do prevent results).
  const filter = actions.find((a) => a.title.startsWith('Work around with an execution filter'));
  assert.match(filter?.disabled?.reason ?? '', /policy \(private\) forbids this access/, titles.join(' | '));
});
