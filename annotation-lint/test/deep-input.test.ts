// Pathological nesting (generated code, a runaway macro, garbage) is reported as
// a finding, never a crash: the filter parser bounds an expression's parts and
// skips regions nested in regions without recursing; the C side leaves a
// definition nested too deeply out of the facts and says so (parse-error).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LintProject, parseFilter } from '../src/index.js';

const N = 20_000;

test('filters nested thousands deep give a diagnostic, not a stack overflow', () => {
  const cases: [string, string][] = [
    ['a.c:1 (' + '('.repeat(N) + 'x' + ')'.repeat(N) + ') > b.c:2', 'syntax'],
    ['a.c:1 (' + Array(N).fill('x').join('+') + ') > b.c:2', 'syntax'],
    ['a.c:1 (' + '-'.repeat(N) + 'x) > b.c:2', 'syntax'],
    ['a.c:1 (' + 'x['.repeat(N) + '0' + ']'.repeat(N) + ') > b.c:2', 'syntax'],
    ['{'.repeat(N) + 'a.c:1; a.c:2' + '}'.repeat(N) + ' <> *', 'event-expected'],
  ];
  for (const [text, code] of cases) {
    const { diagnostics } = parseFilter(`${text}\na.c:3 > a.c:4 > ;\n`);
    assert.equal(diagnostics[0]?.code, code, text.slice(0, 40));
    assert.equal(diagnostics.at(-1)?.range.start.line, 1, 'the next line is still parsed and its error reported');
  }
});

test('a C definition nested too deeply is reported and skipped; the rest of the program is still linted', async () => {
  const project = await LintProject.create();
  project.setFile('ok.c', '#include <pthread.h>\nint hits;\nvoid *w(void *a) { hits++; return 0; }\nint main(void) { pthread_t t; pthread_create(&t, 0, w, 0); hits = 2; return 0; }\n');
  const deep: [string, string][] = [
    ['sum.c', 'int s(int x) { return ' + Array(N).fill('x').join(' + ') + '; }\n'],
    ['parens.c', 'int p(void) { return ' + '('.repeat(N) + '1' + ')'.repeat(N) + '; }\n'],
    ['ifs.c', 'void f(int x) {' + 'if (x) '.repeat(5000) + 'x++; }\n'],
    ['blocks.c', 'void b(void) {' + '{'.repeat(N) + '}'.repeat(N) + '}\n'],
  ];
  for (const [path, text] of deep) project.setFile(path, text);
  const findings = project.lint();
  for (const [path] of deep) {
    const mine = findings.filter((f) => f.file === path);
    assert.deepEqual(mine.map((f) => f.ruleId), ['parse-error'], path);
    assert.match(mine[0]!.message, /nests too deeply for heddle-lint to analyse.*split it/);
  }
  assert.ok(findings.some((f) => f.file === 'ok.c' && f.ruleId === 'unannotated-shared-global'), 'ok.c still linted');
});

test('a function nested a hundred levels deep is still analysed', async () => {
  const project = await LintProject.create();
  project.setFile('nested.c', '#include <pthread.h>\nint hits;\nvoid *w(void *a) {' + 'if (a) '.repeat(100) + 'hits++; return 0; }\nint main(void) { pthread_t t; pthread_create(&t, 0, w, 0); hits = 2; return 0; }\n');
  const rules = project.lint().map((f) => f.ruleId);
  assert.ok(rules.includes('unannotated-shared-global'), rules.join(','));
  assert.ok(!rules.includes('parse-error'), rules.join(','));
});
