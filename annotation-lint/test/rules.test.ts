// A positive and a negative fixture per rule (test/fixtures/rules/<rule>/{bad,good}):
// the bad one's findings of that rule are exactly the lines marked
// `// expect: <rule>`; the good one has no error or warning at all; and
// applying a finding's fix makes that finding go away without adding errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '../src/index.js';
import { applyEdits, expectedMarks, lintTexts, readFolder } from './helpers.js';

const root = fileURLToPath(new URL('./fixtures/rules/', import.meta.url));
const ruleDirs = readdirSync(root).sort();
/** Every message says how to fix what it finds: it tells the reader to do something (the "a message that says how to fix it"). */
const HOW_TO_FIX = /\b(use|add|remove|call|move|pass|write|replace|annotate|declare|correct|lint|protect|insert|acquire|release|point|separate|take|name|reverse|exclude|did you mean)\b/i;
/** The filter rules' fixtures are checked against one shared C program. */
const filterProgram = fileURLToPath(new URL('./fixtures/filter-program/', import.meta.url));

function fixture(rule: string, kind: 'bad' | 'good'): Map<string, string> {
  const files = readFolder(join(root, rule, kind));
  if (rule.startsWith('filter-')) for (const [name, text] of readFolder(filterProgram)) files.set(name, text);
  return files;
}

test('every rule of the catalog has fixtures', () => {
  assert.deepEqual([...RULES.map((r) => r.id)].sort(), ruleDirs);
});

for (const rule of ruleDirs) {
  test(`${rule}: reported exactly on the marked lines of the bad fixture`, async () => {
    const files = fixture(rule, 'bad');
    const marks = expectedMarks(files, rule);
    assert.ok(marks.length > 0, 'the bad fixture marks at least one line');
    const found = (await lintTexts(files)).filter((f) => f.ruleId === rule);
    assert.deepEqual([...new Set(found.map((f) => `${f.file}:${f.range.start.line + 1}`))].sort(), marks, JSON.stringify(found.map((f) => f.message), null, 1));
    for (const f of found) assert.match(f.message, HOW_TO_FIX, `the message says how to fix it: ${f.message}`);
  });

  test(`${rule}: the good fixture has no errors or warnings`, async () => {
    const findings = (await lintTexts(fixture(rule, 'good'))).filter((f) => f.severity !== 'note');
    assert.deepEqual(findings.map((f) => `${f.file}:${f.range.start.line + 1} [${f.ruleId}] ${f.message}`), []);
  });

  test(`${rule}: applying each fix removes its finding`, async () => {
    const files = fixture(rule, 'bad');
    const all = await lintTexts(files);
    const errorsBefore = all.filter((f) => f.severity === 'error').length;
    for (const f of all.filter((x) => x.ruleId === rule && x.fixes.length > 0)) {
      const after = await lintTexts(applyEdits(files, f.fixes[0]!.edits));
      const same = after.filter((x) => x.ruleId === rule && x.message === f.message);
      assert.deepEqual(same, [], `fix "${f.fixes[0]!.description}" left the finding in place`);
      assert.ok(after.filter((x) => x.severity === 'error').length <= errorsBefore, `fix "${f.fixes[0]!.description}" introduced new errors`);
    }
  });
}

const MECHANICAL = ['unknown-policy', 'lock-not-mutex', 'global-not-file-scope-variable', 'acquire-not-released', 'unannotated-shared-global',
  'filter-unknown-file', 'filter-line-not-statement', 'filter-unknown-function', 'filter-unknown-variable', 'filter-duplicate-constraint'];

test('rules with a mechanical fix offer it on their bad fixture', async () => {
  for (const rule of MECHANICAL) {
    const found = (await lintTexts(fixture(rule, 'bad'))).filter((f) => f.ruleId === rule);
    assert.ok(found.some((f) => f.fixes.length > 0 && f.fixes[0]!.edits.length > 0), `${rule} offers no fix`);
  }
});
