// The editor groups files into programs as `heddle-lint -p build/` does (issue #14, item 1): a folder of example
// programs, each with its own main, is not one program, and the workspace's compile database says which files
// link together; a compile database it cannot read is shown once and linting goes on without it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageType } from 'vscode-languageserver-protocol';
import { useServer } from './support/server-fixture.js';

const programs = fileURLToPath(new URL('../../annotation-lint/test/fixtures/programs/', import.meta.url));
const server = useServer({
  prepare: (dir) => {
    cpSync(join(programs, 'examples'), join(dir, 'examples'), { recursive: true });
    cpSync(join(programs, 'cmake', 'src'), join(dir, 'src'), { recursive: true });
    cpSync(join(programs, 'cmake', 'build'), join(dir, 'build'), { recursive: true });
  },
});
const shared = (d: readonly { code?: string | number; range: { start: { line: number } } }[]) =>
  d.filter((x) => x.code === 'unannotated-shared-global').map((x) => x.range.start.line + 1);

test('a folder of programs each with its own main: a race typed into one of them is reported', async () => {
  const { session } = server;
  // Open the other program first, as a user browsing the examples would.
  const alone = await server.open('examples/alone.c', 'c');
  await session.linted(alone, 1);
  const uri = await server.open('examples/counter.c', 'c');
  const found = await session.diagnostics(uri, (d, p) => p.version === 1, 'counter.c linted');
  assert.deepEqual(shared(found), [4]);
  assert.deepEqual(shared(session.published.get(alone)?.diagnostics ?? []), []);
  await session.close(uri);
  await session.close(alone);
});

test("the workspace's build/compile_commands.json groups the files into its targets' programs", async () => {
  const { session } = server;
  const queue = await server.open('src/queue.c', 'c');
  const found = await session.diagnostics(queue, (d, p) => p.version === 1, 'queue.c linted');
  assert.deepEqual(shared(found), [4]);
  const bench = await server.open('src/bench_queue.c', 'c');
  // Without the database bench_queue.c (no main) would join the server program, whose threads call queue_push.
  assert.deepEqual(shared(await session.diagnostics(bench, (d, p) => p.version === 1, 'bench_queue.c linted')), []);
  await session.close(bench);
  await session.close(queue);
});

test('heddle/buildPlan: the sources and flags that build a file\'s program with heddle-cc (issue #14, item 2)', async () => {
  const { session } = server;
  const plan = (await session.connection.sendRequest('heddle/buildPlan', { uri: pathToFileURL(server.path('src/server.c')).href })) as { sources: string[]; flags: string[]; directory: string };
  assert.deepEqual(plan.sources, [server.path('src/server.c'), server.path('src/queue.c')]);
  assert.deepEqual(plan.flags, ['-DQUEUE_LOG=0', '-I../src']);
  assert.equal(plan.directory, server.path('build'));
  const alone = (await session.connection.sendRequest('heddle/buildPlan', { uri: pathToFileURL(server.path('examples/counter.c')).href })) as { sources: string[]; flags: string[] };
  assert.deepEqual(alone, { sources: [server.path('examples/counter.c')], flags: [], directory: server.path('examples') });
  await assert.rejects(session.connection.sendRequest('heddle/buildPlan', { file: 1 }), /needs \{uri: string\}/);
});

test('a compile database that cannot be read is shown once, and files are grouped without it', async () => {
  const { session } = server;
  writeFileSync(server.path('build/compile_commands.json'), '[{"directory": "."}]');
  const bench = await server.open('src/bench_queue.c', 'c');
  const isAboutDatabase = (m: { message: string }) => m.message.includes('compile_commands.json');
  const shown = await session.waitFor('the compile database error shown', () => session.messages.find(isAboutDatabase));
  assert.equal(shown.type, MessageType.Error);
  assert.match(shown.message, /compile_commands\.json: entry 0: "file" must be a string.*each C file defining main is linted as a program of its own/);
  assert.deepEqual(shared(await session.diagnostics(bench, (d, p) => p.version === 1, 'bench_queue.c linted')), [2]);
  await session.close(bench);
});
