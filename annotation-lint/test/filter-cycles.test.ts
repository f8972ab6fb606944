// filter-contradictory-constraint: which execution orders lie on a cycle (checked against reachability on random
// graphs), the messages, and that it is linear: one strongly-connected-components pass (issue #12, item 9: a
// 1000-edge cycle used to take minutes, 16 k chained orders 16 s).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintTexts } from './helpers.js';
import { runBounded } from './bounded.js';
import { components, CYCLE_NAMED_MAX } from '../src/filter/check.js';
import { rng } from './random.js';

const SRC = 'int x;\nvoid f(void) {\n  x = 1;\n  x = 2;\n  x = 3;\n  x = 4;\n}\n';

async function contradictions(filter: string) {
  const findings = await lintTexts(new Map([['srv.c', SRC], ['fix.hfilter', filter]]));
  assert.deepEqual(findings.filter((f) => f.ruleId !== 'filter-contradictory-constraint').map((f) => f.message), []);
  return findings.map((f) => ({ line: f.range.start.line + 1, message: f.message, related: f.related.map((r) => `${r.range.start.line + 1}: ${r.message}`) }));
}

test('each cycle is reported on its orders, naming the others; a self-wait alone', async () => {
  const found = await contradictions('srv.c:3 > srv.c:4\nsrv.c:4 > srv.c:3\nsrv.c:5 > srv.c:6 > srv.c:5\nsrv.c:3 > srv.c:5\nsrv.c:6 (x) > srv.c:6 (x)\n');
  assert.deepEqual(found, [
    { line: 1, message: 'this execution order contradicts fix.hfilter:2: together they form a cycle, so the events would wait for each other forever; remove or reverse one', related: ['2: srv.c:4 > srv.c:3'] },
    { line: 2, message: 'this execution order contradicts fix.hfilter:1: together they form a cycle, so the events would wait for each other forever; remove or reverse one', related: ['1: srv.c:3 > srv.c:4'] },
    { line: 3, message: 'this execution order makes an event wait for itself (srv.c:5 > srv.c:6 > srv.c:5): it would deadlock; remove or correct it', related: [] },
    { line: 5, message: 'this execution order makes an event wait for itself (srv.c:6 (x) > srv.c:6 (x)): it would deadlock; remove or correct it', related: [] },
  ]);
});

test('a chain is no cycle, however long; a cycle through a chain is', async () => {
  assert.deepEqual(await contradictions('srv.c:3 > srv.c:4\nsrv.c:4 > srv.c:5\nsrv.c:5 > srv.c:6\nsrv.c:3 > srv.c:6\n'), []);
  const found = await contradictions('srv.c:3 > srv.c:4\nsrv.c:4 > srv.c:5\nsrv.c:5 > srv.c:6\nsrv.c:6 > srv.c:3\n');
  assert.deepEqual(found.map((f) => [f.line, f.related.map((r) => Number(r.split(':')[0]))]), [[1, [2, 3, 4]], [2, [1, 3, 4]], [3, [1, 2, 4]], [4, [1, 2, 3]]]);
});

test(`a cycle of more than ${CYCLE_NAMED_MAX + 1} orders names ${CYCLE_NAMED_MAX} of the others and counts the rest`, async () => {
  const n = CYCLE_NAMED_MAX + 5;
  const filter = Array.from({ length: n }, (_, i) => `srv.c:3 (${i}) > srv.c:3 (${(i + 1) % n})`).join('\n');
  const found = await contradictions(filter);
  assert.equal(found.length, n);
  // The ones that follow it, round the file.
  assert.deepEqual(found[n - 2]!.related.map((r) => Number(r.split(':')[0])), [n, ...Array.from({ length: CYCLE_NAMED_MAX - 1 }, (_, k) => k + 1)]);
  assert.match(found[0]!.message, new RegExp(`^this execution order contradicts fix\\.hfilter:2, .*, fix\\.hfilter:${CYCLE_NAMED_MAX + 1} and 4 more execution orders of the same cycle: together they form a cycle`));
});

/** Whether `to` is reachable from `from` (the definition the check used to compute directly). */
function reaches(next: Map<number, number[]>, from: number, to: number): boolean {
  const seen = new Set<number>();
  const work = [from];
  while (work.length > 0) {
    const n = work.pop()!;
    if (n === to) return true;
    if (seen.has(n)) continue;
    seen.add(n);
    work.push(...(next.get(n) ?? []));
  }
  return false;
}

test('components agree with reachability on random graphs: same component exactly when each reaches the other', () => {
  const rnd = rng(12);
  for (let round = 0; round < 300; round++) {
    const count = 1 + Math.floor(rnd() * 12);
    const edges = Array.from({ length: Math.floor(rnd() * 2 * count) }, () => ({ from: Math.floor(rnd() * count), to: Math.floor(rnd() * count) }));
    const next = new Map<number, number[]>();
    for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const component = components(count, edges);
    for (let a = 0; a < count; a++) {
      for (let b = 0; b < count; b++) {
        assert.equal(component[a] === component[b], reaches(next, a, b) && reaches(next, b, a), `round ${round}: ${a}, ${b} in ${JSON.stringify(edges)}`);
      }
    }
  }
});

test('components of a 1 M-node chain and cycle: no recursion, so no stack overflow', () => {
  const n = 1_000_000;
  const chain = components(n, Array.from({ length: n - 1 }, (_, i) => ({ from: i, to: i + 1 })));
  assert.equal(new Set(chain).size, n);
  const cycle = components(n, Array.from({ length: n }, (_, i) => ({ from: i, to: (i + 1) % n })));
  assert.equal(new Set(cycle).size, 1);
});

// Generous bounds for a shared CI machine; the figures printed are what docs/reliability.md quotes.
const child = new URL('./filter-scale-child.ts', import.meta.url);
test('100 k chained execution orders lint in well under the bound', async () => {
  await runBounded(child, ['chain', '100000'], 5_000);
});

test('a cycle of 100 k execution orders lints in well under the bound, each finding naming a bounded number', async () => {
  await runBounded(child, ['cycle', '100000'], 10_000); // 100 k findings to build: a looser bound
});
