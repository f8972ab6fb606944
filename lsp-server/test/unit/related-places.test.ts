// A runtime result's related locations: one per place (issue #14, item 7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onePerPlace } from '../../src/related-places.js';

const at = (line: number, message: string, uri = 'file:///w/racy.c') => ({
  location: { uri, range: { start: { line, character: 0 }, end: { line, character: 4 } } },
  message,
});

test('a thread event at the place of a related location is merged into it; a mere repeat is dropped', () => {
  assert.deepEqual(
    onePerPlace([at(8, 'registration'), at(23, 'last policy change'), at(8, 'T0: registration'), at(23, 'T0: first access'), at(23, 'T0: first access'), at(8, 'registration', 'file:///w/other.c')]),
    [at(8, 'registration'), at(23, 'last policy change; T0: first access'), at(8, 'registration', 'file:///w/other.c')],
  );
  const distinct = [at(1, 'a'), at(2, 'b')];
  assert.deepEqual(onePerPlace(distinct), distinct);
});
