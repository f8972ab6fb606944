// The conformance corpus (tests/filters/): valid files give their expected
// tree and no errors; invalid files give exactly their expected errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFilter, toCorpusJson } from '../src/index.js';

const corpus = fileURLToPath(new URL('../../tests/filters/', import.meta.url));

function cases(kind: 'valid' | 'invalid'): string[] {
  return readdirSync(join(corpus, kind)).filter((n) => n.endsWith('.hfilter')).sort();
}

function expected(kind: string, name: string): { tree?: unknown; errors: unknown[] } {
  return JSON.parse(readFileSync(join(corpus, kind, name.replace(/\.hfilter$/, '.json')), 'utf8'));
}

test('the corpus has valid and invalid cases, including the paper filters', () => {
  assert.ok(cases('valid').length >= 10);
  assert.ok(cases('invalid').length >= 10);
  assert.ok(cases('valid').includes('paper-pbzip2.hfilter'));
});

for (const name of cases('valid')) {
  test(`valid/${name} parses to its expected tree`, () => {
    const got = toCorpusJson(parseFilter(readFileSync(join(corpus, 'valid', name), 'utf8')));
    const want = expected('valid', name);
    assert.deepEqual(got.errors, []);
    assert.deepEqual(got.tree, want.tree);
  });
}

for (const name of cases('invalid')) {
  test(`invalid/${name} reports exactly its expected errors`, () => {
    const got = toCorpusJson(parseFilter(readFileSync(join(corpus, 'invalid', name), 'utf8')));
    const want = expected('invalid', name);
    assert.ok(want.errors.length > 0, 'an invalid case expects at least one error');
    assert.deepEqual(got.errors, want.errors);
  });
}
