// The results tree model, built from a heddle-style SARIF log (the e2e fixture) and from real
// runtime logs, read through @heddle/sarif: grouping by rule and file, every thread with its
// events, every event with its stack, counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSarif, resolveResults } from '@heddle/sarif';
import type { Log } from '@heddle/sarif';
import { loadLog } from '../src/results/load.js';
import { buildResultsTree, childrenOf, countResults, spanPath } from '../src/results/model.js';
import type { EventNode, LoadedLog, RelatedNode, ResultNode, ThreadNode } from '../src/results/model.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = join(here, 'e2e', 'fixture');
const fixtureLog = join(fixture, 'heddle-results.sarif');
/** Logs the heddle runtime wrote (one threadFlowLocation per event), kept by the sarif package. */
const runtimeLogs = join(here, '..', '..', 'sarif', 'test', 'fixtures', 'runtime-real');

/** Per event: its label, description, and its frames as `label description`. */
const outline = (thread: ThreadNode) => thread.events.map((e) => [e.label, e.description, ...e.frames.map((f) => `${f.label} ${f.description}`)]);

function logOf(sarif: Log, path = '/logs/x.sarif', sourceRoot = '/src'): LoadedLog {
  return { path, sourceRoot, results: resolveResults(sarif) };
}

test('groups the fixture results by rule, then file, ordered by line', async () => {
  const tree = buildResultsTree([await loadLog(fixtureLog, fixture)]);
  assert.deepEqual(tree.map((r) => [r.ruleId, r.count, r.level]), [['sharing-violation', 2, 'error']]);
  const [rule] = tree;
  assert.deepEqual(rule!.files.map((f) => f.label), ['racy.c']);
  const results = rule!.files[0]!.results;
  assert.deepEqual(results.map((r) => r.description), ['racy.c:12:3', 'racy.c:26:18']);
  assert.equal(results[0]!.label, 'Write of size 4 to hits by thread T1, but hits is private to thread T0 (main).');
  assert.deepEqual(results[0]!.position, { path: join(fixture, 'racy.c'), line: 12, column: 3 });
});

test('a result expands into ALL its threads, each thread into its events, each event into its frames with positions', async () => {
  const [rule] = buildResultsTree([await loadLog(fixtureLog, fixture)]);
  const result = rule!.files[0]!.results[0]!;
  const threads = result.threads;
  assert.deepEqual(threads.map((t) => t.label), ['T1 (created at racy.c:23)', 'T0 (main thread)']);
  assert.deepEqual(threads.map(outline), [
    [['calls count', 'racy.c:17:38', 'worker racy.c:17:38'], ['writes hits', 'racy.c:12:3', 'count racy.c:12:3']],
    [['writes hits', 'racy.c:24:3', 'main racy.c:24:3']],
  ]);
  const [calls, writes] = threads[0]!.events;
  assert.deepEqual(childrenOf(threads[0]!), threads[0]!.events, 'a thread\'s children are its events');
  assert.deepEqual(childrenOf(writes!), writes!.frames, 'an event\'s children are its frames');
  assert.deepEqual(writes!.position, { path: join(fixture, 'racy.c'), line: 12, column: 3 }, 'an event opens its location');
  assert.equal(calls!.frames[0]!.position?.path, join(fixture, 'racy.c'));
  assert.deepEqual(childrenOf(writes!.frames[0]!), []);
  assert.equal(childrenOf(rule!.files[0]!.results[1]!).length, 2, 'a result without related locations has only its threads');
});

test('a real runtime log: each thread\'s events in execution order, named by what happened, each with its whole stack', async () => {
  const [rule] = buildResultsTree([await loadLog(join(runtimeLogs, 'fig1-unordered.sarif'), '/src')]);
  const result = rule!.files[0]!.results[0]!;
  const events = result.threads.flatMap((t) => t.events.map((e) => [t.label, e.order, e.label, e.description]));
  assert.deepEqual(events, [
    ['Thread T0, the main thread', 1, 'allocation', 'fig1-unordered.c:57:9'],
    ['Thread T1, created by thread T0 at fig1-unordered.c:60', 2, 'heddle_release_write', 'fig1-unordered.c:27:3'],
    ['Thread T2, created by thread T0 at fig1-unordered.c:61', 3, 'heddle_acquire_write (reported call)', 'fig1-unordered.c:42:3'],
  ]);
  const reported = result.threads[2]!.events[0]!;
  assert.deepEqual(reported.position, { path: '/src/fig1-unordered.c', line: 42, column: 3 });
  assert.deepEqual(reported.frames.map((f) => [f.label, f.position?.line]), [['t2', 42]]);
});

test('a registration event shows the annotation and its stack innermost first; library frames are listed without a position', async () => {
  const [rule] = buildResultsTree([await loadLog(join(runtimeLogs, 'locked.sarif'), '/src')]);
  const lockNotHeld = rule!.files[0]!.results.find((r) => r.ruleId === 'lock-not-held')!;
  const registration: EventNode = lockNotHeld.threads[0]!.events[0]!;
  assert.equal(registration.label, 'registration');
  assert.deepEqual(registration.frames.map((f) => [f.label, f.description, f.position?.line]), [
    ['HEDDLE_GLOBAL_LOCKED(balance)', 'locked.c:15:1', 15],
    ['call_init', 'libc.so.6+0x27376', undefined],
    ['__libc_start_main@@GLIBC_2.34', 'libc.so.6+0x27376', undefined],
  ]);
});

test('a result\'s related locations (e.g. the last policy change) expand under their own node, named by their message', async () => {
  const [rule] = buildResultsTree([await loadLog(fixtureLog, fixture)]);
  const result = rule!.files[0]!.results[0]!;
  const children = childrenOf(result);
  assert.deepEqual(children.map((c) => c.kind), ['thread', 'thread', 'related']);
  const related = children[2]! as RelatedNode;
  assert.deepEqual(related.frames.map((f) => [f.label, f.description, f.position?.line]), [['last policy change: T0 wrote hits', 'racy.c:24:3', 24]]);
  assert.equal(result.label, 'Write of size 4 to hits by thread T1, but hits is private to thread T0 (main).');
});

const base = (results: unknown[], rules: unknown[] = []): Log =>
  ({ version: '2.1.0', runs: [{ tool: { driver: { name: 't', rules } }, results }] }) as unknown as Log;
const at = (uri: string, line: number) => [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }];

test('rules are ordered most severe first, files by path; absent (fixed) results are left out of tree and counts', () => {
  const sarif = base([
    { ruleId: 'b-note', level: 'note', message: { text: 'n.' }, locations: at('z.c', 1) },
    { ruleId: 'a-warn', level: 'warning', message: { text: 'w1.' }, locations: at('y.c', 5) },
    { ruleId: 'a-warn', level: 'warning', message: { text: 'w2.' }, locations: at('x.c', 9) },
    { ruleId: 'c-err', level: 'error', message: { text: 'gone.' }, locations: at('x.c', 1), baselineState: 'absent' },
    { ruleId: 'd-err', level: 'error', message: { text: 'e.' } },
  ]);
  const tree = buildResultsTree([logOf(sarif)]);
  assert.deepEqual(tree.map((r) => r.ruleId), ['d-err', 'a-warn', 'b-note']);
  assert.deepEqual(tree[1]!.files.map((f) => f.label), ['x.c', 'y.c']);
  assert.deepEqual(tree[0]!.files.map((f) => f.label), ['(no location)']);
  assert.equal((tree[0]!.files[0]!.results[0] as ResultNode).position, undefined);
  assert.deepEqual(countResults([logOf(sarif)]), { error: 1, warning: 2, note: 1, total: 4 });
});

test('results of several logs merge under one rule node; a rule takes its most severe level', () => {
  const one = base([{ ruleId: 'r', level: 'note', message: { text: 'a.' }, locations: at('a.c', 1) }]);
  const two = base([{ ruleId: 'r', level: 'error', message: { text: 'b.' }, locations: at('b.c', 2) }]);
  const tree = buildResultsTree([logOf(one, '/l/1.sarif'), logOf(two, '/l/2.sarif')]);
  assert.equal(tree.length, 1);
  assert.equal(tree[0]!.count, 2);
  assert.equal(tree[0]!.level, 'error');
  assert.deepEqual(tree[0]!.files.map((f) => (f.results[0] as ResultNode).logPath), ['/l/1.sarif', '/l/2.sarif']);
});

test('a result without codeFlows falls back to its stacks; a result with neither has no children', () => {
  const sarif = base([
    {
      ruleId: 'crash',
      message: { text: 'Crashed.' },
      locations: at('m.c', 3),
      stacks: [{ message: { text: 'crashing thread' }, frames: [{ location: { ...at('m.c', 3)[0], logicalLocations: [{ name: 'inner' }] } }, { location: { ...at('m.c', 9)[0], logicalLocations: [{ name: 'outer' }] } }] }],
    },
    { ruleId: 'plain', message: { text: 'Plain.' }, locations: at('m.c', 4) },
  ]);
  const tree = buildResultsTree([logOf(sarif)]);
  const crash = tree.find((r) => r.ruleId === 'crash')!.files[0]!.results[0]!;
  assert.deepEqual(crash.threads.map((t) => [t.label, t.events.map((e) => e.frames.map((f) => f.label))]), [['crashing thread', [['inner', 'outer']]]]);
  assert.deepEqual(tree.find((r) => r.ruleId === 'plain')!.files[0]!.results[0]!.threads, []);
});

test('frame positions: relative URIs resolve under the source root, absolute file: URIs as they are, others not at all', () => {
  const span = { uri: 'src/a.c', path: 'src/a.c', startLine: 1, endLine: 1 };
  assert.equal(spanPath(span, '/work/ws'), '/work/ws/src/a.c');
  assert.equal(spanPath({ ...span, uri: 'file:///abs/b.c', path: '/abs/b.c' }, '/work/ws'), '/abs/b.c');
  assert.equal(spanPath({ ...span, uri: 'https://example.com/c.c', path: 'https://example.com/c.c' }, '/work/ws'), undefined);
});

test('a log from another tool (no threads, no rules metadata) still renders', () => {
  const text = JSON.stringify(base([{ ruleId: 'no-unused-vars', level: 'warning', message: { text: "'x' is unused." }, locations: at('file:///p/a.js', 2) }]));
  const tree = buildResultsTree([logOf(parseSarif(text, 'eslint.sarif'))]);
  assert.equal(tree[0]!.files[0]!.results[0]!.position?.path, '/p/a.js');
});

test('an unreadable log is rejected with @heddle/sarif\'s message naming the file', async () => {
  await assert.rejects(loadLog(join(fixture, 'racy.c'), fixture), (error: Error) => error.message.includes('racy.c') && /JSON/.test(error.message));
});
