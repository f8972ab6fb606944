// The execution filter suggested for a result when the language server offers none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSarifFile, resolveResults } from '@heddle/sarif';
import type { Log } from '@heddle/sarif';
import { parseFilter } from '@heddle/annotation-lint';
import { mutualExclusionFor } from '../src/filters/constraint.js';

const fixtureLog = join(dirname(fileURLToPath(import.meta.url)), 'e2e', 'fixture', 'heddle-results.sarif');

test('a race between two threads becomes a mutual exclusion of the functions that made the accesses', async () => {
  const [result] = resolveResults(await readSarifFile(fixtureLog));
  const suggestion = mutualExclusionFor(result!);
  assert.ok(typeof suggestion !== 'string', String(suggestion));
  assert.deepEqual(suggestion.lines, [
    '// work around sharing-violation at racy.c:12: Write of size 4 to hits by thread T1, but hits is private to thread T0 (main).',
    'count <> main',
  ]);
});

test('the suggested filter is valid filter-language syntax (annotation-lint\'s parser finds no problem)', async () => {
  const results = resolveResults(await readSarifFile(fixtureLog));
  for (const result of results) {
    const suggestion = mutualExclusionFor(result);
    assert.ok(typeof suggestion !== 'string');
    const parsed = parseFilter(suggestion.lines.join('\n'));
    assert.deepEqual(parsed.diagnostics, []);
    assert.equal(parsed.ast.constraints[0]?.kind, 'mutualExclusion');
  }
});

test('a result that does not name two threads\' functions gets a reason instead of a filter', () => {
  const log = {
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'heddle' } },
        results: [
          { ruleId: 'r', message: { text: 'One thread.' }, codeFlows: [{ threadFlows: [{ locations: [{ location: { logicalLocations: [{ name: 'only' }] } }] }] }] },
          { ruleId: 'r', message: { text: 'No threads.' } },
        ],
      },
    ],
  } as unknown as Log;
  const [one, none] = resolveResults(log);
  assert.match(mutualExclusionFor(one!) as string, /only one thread's function/);
  assert.match(mutualExclusionFor(none!) as string, /names no thread's function/);
});
