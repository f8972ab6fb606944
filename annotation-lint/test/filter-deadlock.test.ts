// filter-exclusion-deadlock beyond the fixture: where a region runs (callees of its
// lines, a function region's callees, the first exit after an entry), how events'
// files resolve, what the message and related location say, and that a cycle is left
// to filter-contradictory-constraint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintTexts } from './helpers.js';

const SERVER = `#include <pthread.h>
int ready;
void flush(void) {
  ready = 1;
}
void helper(void) {
  flush();
}
void serve(void) {
  int x = ready;
  helper();
  ready = x;
}
void rotate(void) {
  ready = 0;
  ready = 2;
  ready = 3;
}
`;

async function deadlocks(filter: string, program = SERVER) {
  const findings = await lintTexts(new Map([['srv.c', program], ['fix.hfilter', filter]]));
  const errors = findings.filter((f) => f.file === 'fix.hfilter' && f.severity === 'error' && f.ruleId !== 'filter-contradictory-constraint');
  assert.deepEqual(errors.map((f) => f.message), [], 'the filter is otherwise valid');
  return findings.filter((f) => f.ruleId === 'filter-exclusion-deadlock');
}

const lines = (found: { range: { start: { line: number } } }[]) => found.map((f) => f.range.start.line + 1);

test('an event in a function called from a code region runs inside the region', async () => {
  const found = await deadlocks('{srv.c:10, srv.c:12} <> rotate\nsrv.c:16 > srv.c:4\n');
  assert.deepEqual(lines(found), [2]);
  assert.match(found[0]!.message, /^this execution order \(srv\.c:16 > srv\.c:4\) may deadlock with the mutual exclusion \{srv\.c:10, srv\.c:12\} <> rotate at fix\.hfilter:1: srv\.c:4 waits inside \{srv\.c:10, srv\.c:12\} for srv\.c:16, but srv\.c:16 runs inside rotate, which no thread can enter while another is inside \{srv\.c:10, srv\.c:12\}/);
  assert.deepEqual(found[0]!.related.map((r) => [r.file, r.range.start.line + 1, r.message]), [['fix.hfilter', 1, '{srv.c:10, srv.c:12} <> rotate']]);
});

test('a call before the region does not put its callee inside', async () => {
  assert.deepEqual(lines(await deadlocks('{srv.c:12, srv.c:12} <> rotate\nsrv.c:16 > srv.c:4\n')), []);
});

test('a code region ends at the first exit after its entry', async () => {
  // Entries 15, exits 15 and 17: the region is line 15 alone, so 16 is outside it.
  assert.deepEqual(lines(await deadlocks('{srv.c:15; srv.c:15, srv.c:17} <> serve\nsrv.c:10 > srv.c:16\n')), []);
  assert.deepEqual(lines(await deadlocks('{srv.c:15; srv.c:17} <> serve\nsrv.c:10 > srv.c:16\n')), [2]);
});

test('a function region includes what the function calls, transitively', async () => {
  const found = await deadlocks('serve <> rotate\nsrv.c:15 > srv.c:4\n');
  assert.deepEqual(lines(found), [2]);
  assert.match(found[0]!.message, /srv\.c:4 waits inside serve for srv\.c:15, but srv\.c:15 runs inside rotate/);
});

test('an awaited event is held up only where every call of its function comes from the region', async () => {
  // flush() is called only by helper(), which only serve() calls: line 4 cannot run while rotate holds the lock.
  const found = await deadlocks('serve <> rotate\nsrv.c:4 > srv.c:16\n');
  assert.deepEqual(lines(found), [2]);
  assert.match(found[0]!.message, /srv\.c:16 waits inside rotate for srv\.c:4, but srv\.c:4 runs inside serve/);
  // Another caller outside serve() can run flush() while a thread waits inside rotate: no deadlock.
  assert.deepEqual(lines(await deadlocks('serve <> rotate\nsrv.c:4 > srv.c:16\n', `${SERVER}void idle(void) {\n  flush();\n}\n`)), []);
});

test('events name their file as the sources do, or relative to the filter', async () => {
  assert.deepEqual(lines(await deadlocks('{./srv.c:15, srv.c:17} <> serve\nsrv.c:10 > ./srv.c:16\n')), [2]);
});

test('a unilateral exclusion holds up every other thread, wherever the awaited event is', async () => {
  const found = await deadlocks('{srv.c:15, srv.c:17} <> *\nsrv.c:10 > srv.c:16\nsrv.c:15 > srv.c:17\nsrv.c:16 > srv.c:12\n');
  assert.deepEqual(lines(found), [2], 'not the wait inside one region, nor the wait outside it');
  assert.match(found[0]!.message, /unilateral exclusion \{srv\.c:15, srv\.c:17\} <> \* at fix\.hfilter:1: srv\.c:16 waits inside \{srv\.c:15, srv\.c:17\} for srv\.c:10, but \{srv\.c:15, srv\.c:17\} <> \* pauses every other thread/);
});

test('a chain of orders: the finding is on the order whose waiting event is inside, naming the chain', async () => {
  const found = await deadlocks('serve <> rotate\nsrv.c:10 > srv.c:7\nsrv.c:7 > srv.c:4\nsrv.c:16 > srv.c:10\n');
  // 4 waits for 7, which waits for 10 (all in serve: one thread runs them in order), which waits for 16 in rotate:
  // every wait of the chain is inside serve and ends up waiting for rotate.
  assert.deepEqual(lines(found), [2, 3, 4]);
  assert.ok(found.some((f) => /srv\.c:4 waits inside serve for srv\.c:16 \(through srv\.c:7, srv\.c:10\)/.test(f.message)), found.map((f) => f.message).join('\n'));
});

test('an awaited event outside every region of a mutual exclusion holds nothing up', async () => {
  assert.deepEqual(lines(await deadlocks('serve <> flush\nsrv.c:16 > srv.c:10\n')), []);
});

test('an order on a cycle is left to filter-contradictory-constraint', async () => {
  const findings = await lintTexts(new Map([['srv.c', SERVER], ['fix.hfilter', 'serve <> rotate\nsrv.c:15 > srv.c:10\nsrv.c:10 > srv.c:15\n']]));
  assert.deepEqual(findings.filter((f) => f.file === 'fix.hfilter').map((f) => f.ruleId), ['filter-contradictory-constraint', 'filter-contradictory-constraint']);
});

test('unknown files and functions make no region and no deadlock', async () => {
  const findings = await lintTexts(new Map([['srv.c', SERVER], ['fix.hfilter', 'nosuch <> rotate\n{other.c:3, other.c:4} <> *\nsrv.c:16 > srv.c:10\nother.c:3 > srv.c:16\n']]));
  assert.deepEqual(findings.filter((f) => f.ruleId === 'filter-exclusion-deadlock'), []);
});
