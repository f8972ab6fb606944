// join() at control-flow merges: its results, and the order of their elements, which rule 3 reads (it names
// the first mutex held on every path). The shortcuts that reuse a side's set must not change that order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CallEvent } from '../src/c/facts.js';
import { EMPTY_STATE, join, sameState, type FlowState } from '../src/c/flow-state.js';

const call = (name: string) => ({ k: 'call', callee: name }) as unknown as CallEvent;
const state = (locks: string[], may: [string, string][] = [], unjoined: string[] = []): FlowState => ({
  ...EMPTY_STATE, locks: new Set(locks), acquiredMust: new Set(may.map(([k]) => k)), acquiredMay: new Map(may.map(([k, c]) => [k, call(c)])), unjoined: new Set(unjoined),
});
const order = (s: FlowState | undefined) => ({
  locks: [...s!.locks], must: [...s!.acquiredMust], may: [...s!.acquiredMay].map(([k, c]) => `${k}=${c.callee}`), unjoined: [...s!.unjoined],
});

test('locks held on both paths, in the first path\'s order, also when one path holds a subset', () => {
  assert.deepEqual(order(join(state(['m2', 'm1', 'm3']), state(['m1', 'm2']))).locks, ['m2', 'm1']);
  assert.deepEqual(order(join(state(['m1', 'm2']), state(['m2', 'm1', 'm3']))).locks, ['m1', 'm2']);
  assert.deepEqual(order(join(state(['m1']), state(['m2']))).locks, []);
});

test('acquisitions on some path: the second path\'s keys first, the first path\'s call where both have one', () => {
  const a = state([], [['w:x', 'first-x'], ['w:y', 'first-y']]);
  const b = state([], [['w:y', 'second-y'], ['w:x', 'second-x']]);
  assert.deepEqual(order(join(a, b)).may, ['w:y=first-y', 'w:x=first-x']);
  assert.deepEqual(order(join(a, state([], [['w:z', 'z']]))).may, ['w:z=z', 'w:x=first-x', 'w:y=first-y']);
  assert.deepEqual(order(join(a, b)).must, ['w:x', 'w:y']);
});

test('threads started on either path, the first path\'s first', () => {
  assert.deepEqual(order(join(state([], [], ['t1']), state([], [], ['t2', 't1']))).unjoined, ['t1', 't2']);
  assert.deepEqual(order(join(state([], [], []), state([], [], ['t2', 't1']))).unjoined, ['t2', 't1']);
});

test('unreachable paths, the same state twice, and sameState', () => {
  const a = state(['m'], [['w:x', 'c']], ['t']);
  assert.equal(join(a, undefined), a);
  assert.equal(join(undefined, a), a);
  assert.equal(join(a, a), a);
  assert.ok(sameState(a, state(['m'], [['w:x', 'other']], ['t'])));
  assert.ok(!sameState(a, state(['m'], [], ['t'])));
  assert.ok(!sameState(a, { ...a, threadsMayRun: true }));
});
