// LintProject as the language server uses it: incremental updates give the
// same findings as linting from scratch, caller-supplied trees, cross-file
// analysis that follows files coming and going.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCParser, LintProject } from '../src/index.js';
import { lintTexts, readFolder } from './helpers.js';
import { mutate, rng } from './random.js';

const fixtures = fileURLToPath(new URL('./fixtures/rules/', import.meta.url));

test('incremental re-lint after edits equals a lint from scratch', async () => {
  const files = readFolder(join(fixtures, 'unannotated-shared-global/bad'));
  const project = await LintProject.create();
  for (const [p, t] of files) project.setFile(p, t);
  const random = rng(7);
  let text = files.get('workers.c')!;
  for (let i = 0; i < 40; i++) {
    const before = project.tree('workers.c');
    const next = mutate(random, text, ['pthread_mutex_lock(&m);', 'total++;', '}', '{', '\n', 'hits = 1;', '/*', 'if (x) ']);
    if (next === text) continue;
    text = next;
    project.setFile('workers.c', text);
    assert.notEqual(project.tree('workers.c'), before, 'a new tree after a change');
    const fresh = await lintTexts(new Map([...files, ['workers.c', text]]));
    assert.deepEqual(project.lint(), fresh, `edit ${i}`);
    assert.equal(project.tree('workers.c')!.rootNode.text, text);
  }
});

test('setFile with unchanged text keeps the tree; a caller-supplied tree is used as is', async () => {
  const project = await LintProject.create();
  const text = 'int g;\nvoid f(void) { g = 1; }\n';
  project.setFile('a.c', text);
  const tree = project.tree('a.c');
  project.setFile('a.c', text);
  assert.equal(project.tree('a.c'), tree);

  const parser = await createCParser();
  const own = parser.parse('#include "heddle.h"\nint g;\nHEDDLE_GLOBAL(g, HEDDLE_PRIVAT);\n')!;
  project.setFile('b.c', own.rootNode.text, own);
  assert.equal(project.tree('b.c'), own);
  assert.deepEqual(project.lintFile('b.c').map((f) => [f.ruleId, f.range.start.line]), [['unknown-policy', 2]]);
  own.delete();
});

test('cross-file: the thread start routine is found through another file, and forgotten when it goes', async () => {
  const project = await LintProject.create();
  project.setFile('counter.c', 'int hits;\nvoid record(void) { hits++; }\n');
  assert.deepEqual(project.lint(), []);
  project.setFile('main.c', 'void record(void);\nvoid *worker(void *a) { record(); return a; }\nint main(void) { pthread_t t; pthread_create(&t, 0, worker, 0); record(); return 0; }\n');
  const found = project.lint();
  assert.deepEqual(found.map((f) => [f.file, f.ruleId]), [['counter.c', 'unannotated-shared-global']]);
  assert.deepEqual(project.lintFile('main.c'), []);
  project.removeFile('main.c');
  assert.deepEqual(project.lint(), []);
});

test('a filter is checked against the C files of the project, and re-checked when they change', async () => {
  const project = await LintProject.create();
  project.setFile('fix.hfilter', 'log.c:2 > log.c:3\nlog_rotate <> *\n');
  assert.deepEqual(project.lint().map((f) => f.ruleId), ['filter-unknown-file', 'filter-unknown-file', 'filter-unknown-function']);
  project.setFile('log.c', 'void log_rotate(int *p) {\n  p[0] = 0;\n  p[0] = 1;\n}\n');
  assert.deepEqual(project.lint(), []);
  assert.equal(project.filter('fix.hfilter')!.ast.constraints.length, 2);
});

test('unknown rule ids in settings are refused', async () => {
  await assert.rejects(LintProject.create({ rules: { 'no-such-rule': 'off' } }), /unknown rule id 'no-such-rule'/);
});

test('edits to what memoised checks read (a declaration\'s type, a function\'s name, another file) re-check them', async () => {
  const project = await LintProject.create();
  const lib = 'pthread_mutex_t lk;\nvoid helper(void) {\n  lk_count++;\n}\n';
  const texts = [
    'pthread_mutex_t m;\nint g;\nHEDDLE_GLOBAL_LOCKED(g, &m);\nHEDDLE_GLOBAL(helper, HEDDLE_PRIVATE);\nvoid f(void) {\n  heddle_set_locked(&g, &lk);\n}\n',
    'int m;\nint g;\nHEDDLE_GLOBAL_LOCKED(g, &m);\nHEDDLE_GLOBAL(helper, HEDDLE_PRIVATE);\nvoid f(void) {\n  heddle_set_locked(&g, &lk);\n}\n',
    'int m;\nint g;\nHEDDLE_GLOBAL_LOCKED(g, &m);\nHEDDLE_GLOBAL(helper, HEDDLE_PRIVATE);\nvoid f(void) {\n  heddle_set_locked(&g, &lk);\n  g = 2;\n}\n',
  ];
  const libs = [lib, lib.replace('void helper', 'void helper2'), lib.replace('pthread_mutex_t lk', 'int lk')];
  for (const text of texts) {
    for (const other of libs) {
      project.setFile('a.c', text);
      project.setFile('lib.c', other);
      assert.deepEqual(project.lint(), await lintTexts(new Map([['a.c', text], ['lib.c', other]])), `${text}\n---\n${other}`);
    }
  }
  const ids = (await lintTexts(new Map([['a.c', texts[1]!], ['lib.c', libs[2]!]]))).map((f) => f.ruleId);
  assert.ok(ids.filter((r) => r === 'lock-not-mutex').length >= 2, `both mutexes reported: ${ids}`);
});

test('lines added above a definition move its findings; findings already handed out stay as they were', async () => {
  const files = readFolder(join(fixtures, 'acquire-not-released/bad'));
  const [path, text] = [...files][0]!;
  const project = await LintProject.create();
  project.setFile(path, text);
  const before = project.lint();
  const snapshot = JSON.parse(JSON.stringify(before));
  assert.ok(before.length > 0);
  const moved = `// one\n// two\n${text}`;
  project.setFile(path, moved);
  const after = project.lint();
  assert.deepEqual(after, await lintTexts(new Map([[path, moved]])));
  assert.deepEqual(after.map((f) => f.range.start.line), before.map((f) => f.range.start.line + 2));
  assert.deepEqual(JSON.parse(JSON.stringify(before)), snapshot, 'earlier findings unchanged');
});

test('messages name other places relative to the finding\'s own file, not by the absolute paths an editor passes', async () => {
  const project = await LintProject.create();
  const root = '/home/dev/project/src';
  project.setFile(`${root}/state.c`, 'int hits;\n');
  project.setFile(`${root}/workers/run.c`, [
    '#include <pthread.h>',
    'extern int hits;',
    'static void *work(void *arg) { hits++; return arg; }',
    'int main(void) { pthread_t t; pthread_create(&t, 0, work, 0); pthread_join(t, 0); return 0; }',
    '',
  ].join('\n'));
  const shared = project.lint().find((f) => f.ruleId === 'unannotated-shared-global');
  assert.ok(shared, 'the shared global is reported');
  assert.equal(shared.file, `${root}/state.c`);
  assert.match(shared.message, /written in work\(\) \(workers\/run\.c:3\)/);
  assert.doesNotMatch(shared.message, /\/home\/dev/);
});

test('warmUp runs the incremental path over the file and leaves it, and its findings, as they were', async () => {
  const files = readFolder(join(fixtures, 'unannotated-shared-global/bad'));
  const project = await LintProject.create();
  for (const [p, t] of files) project.setFile(p, t);
  const before = project.lint();
  let steps = 0;
  for (const _ of project.warmUp('workers.c', 3)) steps++;
  assert.ok(steps >= 1 && steps <= 3, `${steps} steps`);
  assert.deepEqual(project.lint(), before);
  assert.equal(project.tree('workers.c')!.rootNode.text, files.get('workers.c'));
  // An edit between steps ends the warm-up: the real edits warm the path then.
  const warm = project.warmUp('workers.c', 3);
  warm.next();
  project.setFile('workers.c', `${files.get('workers.c')}\n`);
  assert.equal(warm.next().done, true);
});
