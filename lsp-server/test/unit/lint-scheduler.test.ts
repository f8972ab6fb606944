// The lint scheduler against the way vscode-jsonrpc delivers messages: one per event-loop turn, each turn
// scheduling the next with setImmediate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LintScheduler } from '../../src/lint-scheduler.js';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Delivers `messages` as vscode-jsonrpc's queue does: one per turn, the next scheduled after each. */
function deliver(messages: (() => void)[]): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      const message = messages.shift();
      if (!message) return resolve();
      message();
      setImmediate(next);
    };
    setImmediate(next);
  });
}

function recorder() {
  const linted: string[] = [];
  const scheduler = new LintScheduler(async (uri) => {
    linted.push(uri);
  });
  return { linted, scheduler };
}

test('a queued burst of edits is linted once, after its last message', async () => {
  const { linted, scheduler } = recorder();
  await deliver(Array.from({ length: 30 }, () => () => scheduler.request(['a.c'])));
  for (let i = 0; i < 5; i++) await turn();
  assert.deepEqual(linted, ['a.c']);
});

test('a lone edit is linted within a few turns, without a timer', async () => {
  const { linted, scheduler } = recorder();
  scheduler.request(['a.c']);
  await turn();
  await turn();
  await turn();
  assert.deepEqual(linted, ['a.c']);
});

test('the edited document is linted before its dependents and before older requests', async () => {
  const { linted, scheduler } = recorder();
  await deliver([() => scheduler.request(['old.c']), () => scheduler.request(['edited.c', 'dependent.c', 'old.c'])]);
  for (let i = 0; i < 12; i++) await turn();
  assert.deepEqual(linted, ['edited.c', 'dependent.c', 'old.c']);
});

test('a cancelled (closed) document is not linted', async () => {
  const { linted, scheduler } = recorder();
  scheduler.request(['closed.c', 'open.c']);
  scheduler.cancel('closed.c');
  for (let i = 0; i < 8; i++) await turn();
  assert.deepEqual(linted, ['open.c']);
});
