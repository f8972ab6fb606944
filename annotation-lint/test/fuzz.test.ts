// Fuzzing with a fixed seed and a bounded number of inputs (fuzz-cases.ts): random
// and mutated filters into the filter parser, random and mutated C (with a filter) into the
// C rules. No exception, every range inside the input, and no hang: each run is
// a child process under a watchdog that fails the test when one input makes no
// progress for a minute (a generous bound for a loaded 2-core machine; inputs
// take milliseconds), naming the input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runBounded } from './bounded.js';

const child = new URL('./fuzz-child.ts', import.meta.url);
const PER_INPUT_MS = 60_000;

test('filter parser: 2,000 random and mutated inputs, no exception, no hang, ranges inside the input', async () => {
  const { inputs } = await runBounded(child, ['filters', '2000'], PER_INPUT_MS);
  assert.equal(inputs, 2000);
});

test('C rules: 150 random and mutated programs, no exception, no hang, ranges inside the input', async () => {
  const { inputs } = await runBounded(child, ['c', '150'], PER_INPUT_MS);
  assert.equal(inputs, 150);
});

test('C++ rules: 150 random and mutated C and C++ programs read as C++, no exception, no hang, ranges inside the input', async () => {
  const { inputs } = await runBounded(child, ['cpp', '150'], PER_INPUT_MS);
  assert.equal(inputs, 150);
});

test('the fuzz watchdog stops a hanging input and names it', async () => {
  await assert.rejects(runBounded(new URL('./fixtures/bounded/hang-child.ts', import.meta.url), [], 3_000), /no progress for 3000 ms .* on input 2: "the one that hangs"/);
});
