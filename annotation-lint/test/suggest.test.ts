// Annotation suggestions applied to real C: each fix checked with tree-sitter-c (parses, lands between
// statements, its names mean what the runtime meant), fixes merged per file, refused ones with file:line and why.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { AnnotationSuggestion, ResolvedFix, ResolvedReplacement } from '@heddle/sarif';
import { planAnnotations, unifiedDiff, type AnnotationPlan, type SuggestionResult } from '../src/index.js';

type Edit = [line: number, column: number, text: string, endColumn?: number];

const INCLUDE: Edit = [1, 1, '#include <heddle.h>\n'];

function replacement([line, column, text, endColumn]: Edit): ResolvedReplacement {
  return { deleted: { startLine: line, startColumn: column, endLine: line, endColumn: endColumn ?? column }, inserted: text };
}

/** An annotation-suggestion result for `file`, reported at `line`, whose one fix makes `edits`. */
function result(file: string, line: number, suggestion: AnnotationSuggestion, edits: Edit[], extra: Partial<ResolvedFix> = {}): SuggestionResult {
  return {
    ruleId: 'annotation-suggestion',
    title: `suggestion at ${file}:${line}`,
    primary: { span: { uri: file, uriBaseId: '%SRCROOT%', path: file, startLine: line, endLine: line } },
    heddle: { suggestion },
    fixes: [{
      description: `annotate ${suggestion.object}`,
      columnKind: 'utf16CodeUnits',
      changes: [{ artifact: { uri: file, uriBaseId: '%SRCROOT%', path: file }, replacements: edits.map(replacement) }],
      ...extra,
    }],
  };
}

function plan(files: Record<string, string>, results: SuggestionResult[]): Promise<AnnotationPlan> {
  return planAnnotations(results, { pathOf: (artifact) => artifact.path, read: (path) => files[path] });
}

const lines = (...l: string[]) => l.map((s) => `${s}\n`).join('');

const GLOBALS = lines(
  '#include <pthread.h>',
  'pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;',
  'long counter;',
  'void bump(void) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); }',
);
const lockedCounter = (edits: Edit[] = [[4, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n'], INCLUDE], line = 3) =>
  result('app.c', line, { kind: 'locked', object: 'counter', lock: 'm' }, edits);

describe('planning annotation suggestions', () => {
  it('applies a global annotation and its include', async () => {
    const p = await plan({ 'app.c': GLOBALS }, [lockedCounter()]);
    assert.deepEqual(p.refused, []);
    assert.equal(p.files.length, 1);
    assert.equal(p.files[0]!.after, `#include <heddle.h>\n${GLOBALS.replace('long counter;\n', 'long counter;\nHEDDLE_GLOBAL_LOCKED(counter, &m);\n')}`);
  });

  it('puts a policy call on an object reached through another before that object\'s own (trial round 12 finding 4)', async () => {
    // heddle_set_locked(pool->queue, ...) reads `pool`: after heddle_set_locked(pool, ...) that read needs the mutex.
    const text = lines(
      '#include <pthread.h>',
      '#include <stdlib.h>',
      'struct pool { pthread_mutex_t lock; long *queue; };',
      'void *work(void *p);',
      'int main(void) {',
      '  struct pool *pool = malloc(sizeof *pool);',
      '  pool->queue = malloc(64);',
      '  pthread_t t;',
      '  pthread_create(&t, NULL, work, pool);',
      '  return 0;',
      '}',
    );
    const own = result('pool.c', 6, { kind: 'locked', lock: 'pool->lock', variable: 'pool' }, [[9, 1, '  heddle_set_locked(pool, &pool->lock);\n'], INCLUDE]);
    const queue = result('pool.c', 7, { kind: 'locked', lock: 'pool->lock', variable: 'pool->queue' }, [[9, 1, '  heddle_set_locked(pool->queue, &pool->lock);\n'], INCLUDE]);
    const p = await plan({ 'pool.c': text }, [own, queue]);
    assert.deepEqual(p.refused, []);
    assert.match(p.files[0]!.after, /\n  heddle_set_locked\(pool->queue, &pool->lock\);\n  heddle_set_locked\(pool, &pool->lock\);\n  pthread_create/);
  });

  it('refuses to annotate an object annotated already with another policy (issue #14, item 6)', async () => {
    const annotated = GLOBALS.replace('long counter;\n', 'long counter;\nHEDDLE_GLOBAL(counter, HEDDLE_PRIVATE);\n');
    const p = await plan({ 'app.c': `#include <heddle.h>\n${annotated}` }, [lockedCounter([[5, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n'], INCLUDE], 4)]);
    assert.equal(p.files.length, 0);
    assert.equal(p.refused.length, 1);
    assert.match(p.refused[0]!.reason, /^counter is annotated already \(line 5\): change that annotation rather than add a second$/);
    // An annotation shown in a comment is no annotation.
    const commented = await plan({ 'app.c': `// e.g. HEDDLE_GLOBAL(counter, HEDDLE_PRIVATE);\n${GLOBALS}` }, [lockedCounter([[5, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n'], INCLUDE], 4)]);
    assert.deepEqual(commented.refused, []);
  });

  it('reads a C++ file with the C++ grammar: a hand-off after a range-for and a lambda is applied (new-user trial)', async () => {
    // tree-sitter-c read `for (auto &t : threads)` and the lambda as ERRORs, and every fix next to them was refused.
    const text = lines(
      '#include <mutex>',
      '#include <thread>',
      '#include <vector>',
      'static long total;',
      'static std::mutex m;',
      'int main() {',
      '  std::vector<std::thread> threads;',
      '  for (int k = 0; k < 4; k++) threads.emplace_back([k] { std::lock_guard<std::mutex> l(m); total += k; });',
      '  for (auto &t : threads) t.join();',
      '  return total == 6 ? 0 : 1;',
      '}',
    );
    const fix = result('app.cpp', 4, { kind: 'locked', object: 'total', lock: 'm' }, [[6, 1, 'HEDDLE_GLOBAL_LOCKED(total, &m);\n'], [10, 1, '  heddle_acquire_write(&total);\n'], INCLUDE]);
    const p = await plan({ 'app.cpp': text }, [fix]);
    assert.deepEqual(p.refused, []);
    assert.match(p.files[0]!.after, /t\.join\(\);\n  heddle_acquire_write\(&total\);\n  return/);
    // The same text named as a C file is still read as C, and refused as before.
    const asC = await plan({ 'app.c': text }, [result('app.c', 4, { kind: 'locked', object: 'total', lock: 'm' }, [[10, 1, '  heddle_acquire_write(&total);\n']])]);
    assert.equal(asC.refused.length, 1);
  });

  it('refuses a line inserted inside an expression (the file would not parse)', async () => {
    const text = lines('void g(int, int);', 'void f(int *p, int a) {', '  g(a,', '    a);', '}');
    const p = await plan({ 'f.c': text }, [result('f.c', 2, { kind: 'sticky-read', object: 'heap', variable: 'p' }, [[4, 1, '  heddle_set_sticky_read(p);\n']])]);
    assert.equal(p.files.length, 0);
    assert.equal(p.refused.length, 1);
    assert.match(p.refused[0]!.reason, /would no longer parse \(a syntax error at line \d+ after the edit\)/);
    assert.deepEqual(p.refused[0]!.where, { path: 'f.c', line: 2 });
  });

  it('refuses a statement that would become the body of an unbraced if', async () => {
    const text = lines('void use(int *);', 'void f(int *p, int x) {', '  if (x)', '    use(p);', '}');
    const p = await plan({ 'f.c': text }, [result('f.c', 2, { kind: 'sticky-read', object: 'heap', variable: 'p' }, [[4, 1, '  heddle_set_sticky_read(p);\n']])]);
    assert.equal(p.refused.length, 1);
    assert.match(p.refused[0]!.reason, /before line 4 is not a statement of its own: it would become part of an if statement \(line 3\)/);
  });

  it('refuses a line inside a declaration (a struct body)', async () => {
    const text = lines('struct s {', '  int a;', '  int b;', '};', 'long counter;', 'pthread_mutex_t m;');
    const p = await plan({ 's.c': text }, [result('s.c', 5, { kind: 'locked', object: 'counter', lock: 'm' }, [[3, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n']])]);
    assert.equal(p.refused.length, 1);
    assert.match(p.refused[0]!.reason, /not a statement of its own|no longer parse/);
  });

  it('refuses a lock declared after the insertion point, naming both lines', async () => {
    const text = lines('#include <pthread.h>', 'long counter;', 'pthread_mutex_t m;');
    const p = await plan({ 'a.c': text }, [result('a.c', 2, { kind: 'locked', object: 'counter', lock: 'm' }, [[3, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n']])]);
    assert.equal(p.refused.length, 1);
    assert.equal(p.refused[0]!.reason, '`m` is not declared before line 3, where the fix uses it (it is declared at line 3, after that)');
  });

  // Round 11 (hw/threads-cv): main() is in main-common.c, which main-two-cvs-while.c #includes after pc-header.h,
  // where `producers` is declared: the fix goes where main writes it, in a file that never declares it.
  it('accepts a global the edited file uses but never declares (declared by the file that includes it)', async () => {
    const header = lines('int producers = 1;');
    const common = lines('int main(void) {', '  producers = 2;', '  return producers;', '}');
    const r = result('pc-header.h', 1, { kind: 'sticky-read', object: 'producers' }, [[3, 1, '  heddle_set_sticky_read(&producers);\n'], INCLUDE]);
    r.fixes![0]!.changes[0]!.artifact = { uri: 'main-common.c', uriBaseId: '%SRCROOT%', path: 'main-common.c' };
    const p = await plan({ 'pc-header.h': header, 'main-common.c': common }, [r]);
    assert.deepEqual(p.refused, []);
    assert.equal(p.files.length, 1);
  });

  it('still refuses a name the edited file neither declares nor uses before the fix', async () => {
    const common = lines('int main(void) {', '  return 0;', '}');
    const r = result('pc-header.h', 1, { kind: 'sticky-read', object: 'producers' }, [[2, 1, '  heddle_set_sticky_read(&producers);\n'], INCLUDE]);
    r.fixes![0]!.changes[0]!.artifact = { uri: 'main-common.c', uriBaseId: '%SRCROOT%', path: 'main-common.c' };
    const p = await plan({ 'pc-header.h': lines('int producers = 1;'), 'main-common.c': common }, [r]);
    assert.equal(p.refused.length, 1);
    assert.match(p.refused[0]!.reason, /`producers` is not declared before line 2/);
  });

  it('refuses a variable a nearer declaration shadows', async () => {
    const text = lines(
      '#include <pthread.h>',
      'pthread_mutex_t m;',
      'struct job { int n; };',
      'void *worker(void *arg) {',
      '  struct job *q = arg;',
      '  {',
      '    int q = 0;',
      '    (void)q;',
      '  }',
      '  return 0;',
      '}',
    );
    const shadowed = result('w.c', 5, { kind: 'locked', object: 'heap object', lock: 'm', variable: 'q' }, [[8, 1, '    heddle_set_locked(q, &m);\n']]);
    const fine = result('w.c', 5, { kind: 'locked', object: 'heap object', lock: 'm', variable: 'q' }, [[6, 1, '  heddle_set_locked(q, &m);\n']]);
    const p = await plan({ 'w.c': text }, [shadowed, fine]);
    assert.equal(p.refused.length, 1);
    assert.equal(p.refused[0]!.reason, '`q` at line 8 would mean the `q` declared at line 7, not the one at line 5 the suggestion is about: a nearer declaration shadows it');
    assert.equal(p.accepted.length, 1);
    assert.match(p.files[0]!.after, /struct job \*q = arg;\n {2}heddle_set_locked\(q, &m\);\n {2}\{/);
  });

  it("checks each hand-off call's name where it is inserted against the access the runtime saw through it", async () => {
    const text = lines(
      '#include <stdlib.h>',
      'struct work { long sum; };',
      'void *worker(void *arg) {',
      '  struct work *w = arg;',
      '  for (int i = 0; i < 10; i++) w->sum += i;',
      '  {',
      '    struct work *w = malloc(sizeof *w);',
      '    free(w);',
      '  }',
      '  return 0;',
      '}',
    );
    const handOff = (releaseLine: number): SuggestionResult =>
      result('h.c', 4, {
        kind: 'hand-off',
        calls: [
          { call: 'heddle_acquire_write', expression: 'w', line: 5, accessLine: 5 },
          { call: 'heddle_release_write', expression: 'w', line: releaseLine, accessLine: 5 },
        ],
      }, [[5, 1, '  heddle_acquire_write(w);\n'], [releaseLine, 1, `${releaseLine === 8 ? '    ' : '  '}heddle_release_write(w);\n`]]);
    // Before the inner block's free, `w` would be the block's own `w`: another object.
    const shadowed = await plan({ 'h.c': text }, [handOff(8)]);
    assert.equal(shadowed.refused.length, 1);
    assert.equal(shadowed.refused[0]!.reason, '`w` in the heddle_release_write before line 8 would mean the `w` declared at line 7, not the one at line 4 the object was accessed through (line 5): a nearer declaration shadows it');
    const fine = await plan({ 'h.c': text }, [handOff(10)]);
    assert.deepEqual(fine.refused, []);
    assert.match(fine.files[0]!.after, /struct work \*w = arg;\n {2}heddle_acquire_write\(w\);\n {2}for [^\n]*\n[^]*\n {2}heddle_release_write\(w\);\n {2}return 0;/);
  });

  it("puts a global's acquire before, and its release after, the calls at the same line that read it (new-user trial volflag)", async () => {
    // `input` is a global pointer handed over with the buffer it points to: heddle_acquire_write(input) reads the
    // global, which is the thread's only after heddle_acquire_write(&input); the releases the other way round.
    const text = lines(
      'static int *input;',
      'static long out;',
      'void *worker(void *arg) {',
      '  (void)arg;',
      '  for (int i = 0; i < 10; i++) out += input[i];',
      '  return 0;',
      '}',
    );
    const handOff = (expression: string): SuggestionResult =>
      result('v.c', 1, {
        kind: 'hand-off',
        calls: [
          { call: 'heddle_acquire_write', expression, line: 5, accessLine: 5 },
          { call: 'heddle_release_write', expression, line: 6, accessLine: 5 },
        ],
      }, [[5, 1, `  heddle_acquire_write(${expression});\n`], [6, 1, `  heddle_release_write(${expression});\n`]]);
    for (const order of [['input', '&input'], ['&input', 'input']]) {
      const p = await plan({ 'v.c': text }, order.map(handOff));
      assert.deepEqual(p.refused, []);
      assert.match(p.files[0]!.after, /\(void\)arg;\n {2}heddle_acquire_write\(&input\);\n {2}heddle_acquire_write\(input\);\n {2}for [^\n]*\n {2}heddle_release_write\(input\);\n {2}heddle_release_write\(&input\);\n {2}return 0;/, order.join(' then '));
    }
  });

  it('refuses a global lock a local of the same name shadows (no reference place in the file)', async () => {
    const text = lines('#include <pthread.h>', 'pthread_mutex_t m;', 'void f(int *p) {', '  pthread_mutex_t m;', '  (void)p;', '}');
    const elsewhere = result('f.c', 5, { kind: 'locked', object: 'heap object', lock: 'm', variable: 'p' }, [[5, 1, '  heddle_set_locked(p, &m);\n']]);
    elsewhere.primary = { span: { uri: 'other.c', path: 'other.c', startLine: 1, endLine: 1 } };
    const p = await plan({ 'f.c': text }, [elsewhere]);
    assert.equal(p.refused[0]?.reason, '`m` at line 5 would mean the local `m` declared at line 4, which shadows the global `m` (line 2) the suggestion is about');
  });

  it("refuses a global lock named where a parameter of the same name is in scope, even at the result's line (new-user trial twolockq)", async () => {
    // The lock's name is its symbol's (the global `q`'s member); in enqueue `q` is the parameter, a pointer:
    // `&q.h_lock` there would not compile.
    const text = lines(
      '#include <pthread.h>',
      '#include <stdlib.h>',
      'struct queue { pthread_mutex_t h_lock, t_lock; long *tail; };',
      'static struct queue q;',
      'void enqueue(struct queue *q, long v) {',
      '  long *n = malloc(sizeof *n);',
      '  *n = v;',
      '  q->tail = n;',
      '}',
      'long *global_lock_user(void) {',
      '  long *n = malloc(sizeof *n);',
      '  return n;',
      '}',
    );
    const locked = (line: number) =>
      result('q.c', line - 1, { kind: 'locked', object: 'heap object', lock: 'q.h_lock', variable: 'n' }, [[line, 1, '  heddle_set_locked(n, &q.h_lock);\n']]);
    const p = await plan({ 'q.c': text }, [locked(7), locked(12)]);
    assert.equal(p.refused.length, 1);
    assert.equal(p.refused[0]!.reason, '`q` at line 7 would mean the local `q` declared at line 5, which shadows the global `q` (line 4) the suggestion is about');
    assert.equal(p.accepted.length, 1);
    assert.match(p.files[0]!.after, /malloc\(sizeof \*n\);\n {2}heddle_set_locked\(n, &q\.h_lock\);\n {2}return n;/);
  });

  it("keeps a function-static lock that the result's line names, though a global has its name", async () => {
    const text = lines(
      '#include <pthread.h>',
      '#include <stdlib.h>',
      'pthread_mutex_t m;',
      'long *make(void) {',
      '  static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;',
      '  long *n = malloc(sizeof *n);',
      '  return n;',
      '}',
    );
    const p = await plan({ 'm.c': text }, [result('m.c', 6, { kind: 'locked', object: 'heap object', lock: 'm', variable: 'n' }, [[7, 1, '  heddle_set_locked(n, &m);\n']])]);
    assert.deepEqual(p.refused, []);
  });

  it('inserts #include <heddle.h> once for several results, and not at all when the file has it', async () => {
    const two = lines('#include <pthread.h>', 'pthread_mutex_t m;', 'long a;', 'long b;');
    const p = await plan({ 'two.c': two }, [
      result('two.c', 3, { kind: 'locked', object: 'a', lock: 'm' }, [[4, 1, 'HEDDLE_GLOBAL_LOCKED(a, &m);\n'], INCLUDE]),
      result('two.c', 4, { kind: 'locked', object: 'b', lock: 'm' }, [[5, 1, 'HEDDLE_GLOBAL_LOCKED(b, &m);\n'], INCLUDE]),
      // The same suggestion from a second log: applied once.
      result('two.c', 4, { kind: 'locked', object: 'b', lock: 'm' }, [[5, 1, 'HEDDLE_GLOBAL_LOCKED(b, &m);\n'], INCLUDE]),
    ]);
    assert.deepEqual(p.refused, []);
    assert.equal(p.files[0]!.after.match(/#include <heddle\.h>/g)?.length, 1);
    assert.equal(p.files[0]!.after.match(/HEDDLE_GLOBAL_LOCKED\(b/g)?.length, 1);
    const has = `#include <heddle.h>\n${two}`;
    const again = await plan({ 'has.c': has }, [result('has.c', 4, { kind: 'locked', object: 'a', lock: 'm' }, [[5, 1, 'HEDDLE_GLOBAL_LOCKED(a, &m);\n'], INCLUDE])]);
    assert.equal(again.files[0]!.after.match(/#include <heddle\.h>/g)?.length, 1);
  });

  it('keeps a CRLF file CRLF, lines counted across \\r\\n', async () => {
    const crlf = GLOBALS.replace(/\n/g, '\r\n');
    const p = await plan({ 'crlf.c': crlf }, [result('crlf.c', 3, { kind: 'locked', object: 'counter', lock: 'm' }, [[4, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n'], INCLUDE])]);
    assert.deepEqual(p.refused, []);
    const after = p.files[0]!.after;
    assert.equal(after, `#include <heddle.h>\r\n${crlf.replace('long counter;\r\n', 'long counter;\r\nHEDDLE_GLOBAL_LOCKED(counter, &m);\r\n')}`);
    assert.doesNotMatch(after, /[^\r]\n/);
  });

  it('replaces text inside a line (malloc → heddle_malloc), in UTF-16 units or code points as the log says', async () => {
    const text = lines('#include <stdlib.h>', 'void f(void) {', '  /* é😀 */ long *hits = malloc(sizeof *hits);', '  (void)hits;', '}');
    const line3 = text.split('\n')[2]!;
    const at = line3.indexOf('malloc(') + 1; // 1-based UTF-16 column; one less in code points (the emoji is two units)
    const close = line3.indexOf(');') + 1;
    const edits = (shift: number): Edit[] => [[3, at + shift, 'heddle_malloc(', at + 7 + shift], [3, close + shift, ', HEDDLE_RACY'], INCLUDE];
    const utf16 = await plan({ 'h.c': text }, [result('h.c', 3, { kind: 'racy', object: 'heap', variable: 'hits' }, edits(0))]);
    assert.deepEqual(utf16.refused, []);
    assert.match(utf16.files[0]!.after, /long \*hits = heddle_malloc\(sizeof \*hits, HEDDLE_RACY\);/);
    const points = await plan({ 'h.c': text }, [result('h.c', 3, { kind: 'racy', object: 'heap', variable: 'hits' }, edits(-1), { columnKind: 'unicodeCodePoints' })]);
    assert.equal(points.files[0]!.after, utf16.files[0]!.after);
  });

  it('refuses a fix overlapping one accepted before it, saying which', async () => {
    const text = lines('#include <stdlib.h>', 'void f(void) {', '  long *hits = malloc(8);', '  (void)hits;', '}');
    const p = await plan({ 'o.c': text }, [
      result('o.c', 3, { kind: 'racy', object: 'heap', variable: 'hits' }, [[3, 16, 'heddle_malloc(', 23], [3, 24, ', HEDDLE_RACY'], INCLUDE]),
      result('o.c', 3, { kind: 'racy', object: 'heap', variable: 'hits' }, [[3, 16, 'calloc(1, ', 23]]),
    ]);
    assert.equal(p.accepted.length, 1);
    assert.equal(p.refused[0]?.reason, 'its edit at line 3 overlaps the fix of the suggestion at o.c:3 (annotate heap), which was accepted first');
  });

  it('applies nothing of a fix one of whose files refuses it', async () => {
    const good = lines('long counter;', 'pthread_mutex_t m;');
    const bad = lines('void f(int x) {', '  if (x)', '    x++;', '}');
    const both = result('good.c', 1, { kind: 'locked', object: 'counter', lock: 'm' }, [[3, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n']]);
    both.fixes[0]!.changes.push({ artifact: { uri: 'bad.c', path: 'bad.c' }, replacements: [replacement([3, 1, '    (void)0;\n'])] });
    const p = await plan({ 'good.c': good, 'bad.c': bad }, [both]);
    assert.deepEqual(p.files, []);
    assert.equal(p.refused.length, 1);
  });

  it('sees a fix applied before, and refuses a replacement that would cut a token (the file moved)', async () => {
    const fix = lockedCounter();
    const once = await plan({ 'app.c': GLOBALS }, [fix]);
    const twice = await plan({ 'app.c': once.files[0]!.after }, [fix]);
    assert.deepEqual([twice.files, twice.refused.length, twice.alreadyApplied.length], [[], 0, 1]);
    const text = lines('#include <stdlib.h>', 'void f(void) {', '  long *hits = malloc(8);', '}');
    const moved = await plan({ 'm.c': text }, [result('m.c', 3, { kind: 'racy', object: 'heap', variable: 'hits' }, [[3, 18, 'heddle_malloc(', 25]])]);
    assert.equal(moved.refused[0]?.reason, 'its edit at line 3 would cut `malloc` in two: was the file changed after the run?');
  });

  it('says which files are missing, a region past the end, and suggestions without a fix', async () => {
    const noFix: SuggestionResult = { ...lockedCounter(), fixes: [] };
    const p = await plan({ 'app.c': GLOBALS }, [
      result('gone.c', 1, { kind: 'racy', object: 'x' }, [[1, 1, 'x']]),
      lockedCounter([[40, 1, 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n']]),
      noFix,
    ]);
    assert.deepEqual(p.missing.map((m) => [m.path, m.results.length]), [['gone.c', 1]]);
    assert.match(p.refused[0]!.reason, /its start line 40 is not in the file \(5 lines, counting the one after the last line break\): was the file changed after the run\?/);
    assert.equal(p.withoutFix.length, 1);
    const unusable = await plan({ 'app.c': GLOBALS }, [{ ...lockedCounter(), fixes: [{ description: 'x', columnKind: 'utf16CodeUnits', changes: [], problem: 'offsets only' }] }]);
    assert.equal(unusable.refused[0]?.reason, 'offsets only');
  });
});

describe('the unified diff of planned files', () => {
  const dirs: string[] = [];
  after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** git apply --check, then the applied text must equal the planned one. */
  function assertApplies(name: string, before: string, afterText: string, diff: string): void {
    const dir = mkdtempSync(join(tmpdir(), 'heddle-diff-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', name), before);
    writeFileSync(join(dir, 'x.diff'), diff);
    const run = spawnSync('git', ['apply', '--unidiff-zero', '-v', 'x.diff'], { cwd: dir, encoding: 'utf8' });
    assert.equal(run.status, 0, `${run.stderr}\n${diff}`);
    assert.equal(readFileSync(join(dir, 'src', name), 'utf8'), afterText);
  }

  for (const [what, eol, finalBreak] of [['LF', '\n', true], ['CRLF', '\r\n', true], ['no line break at the end', '\n', false]] as const) {
    it(`applies with git apply: ${what}`, async () => {
      let text = Array.from({ length: 20 }, (_, i) => `long g${i};`).join(eol) + (finalBreak ? eol : '');
      text = `#include <pthread.h>${eol}pthread_mutex_t m;${eol}${text}`;
      const p = await plan({ 'many.c': text }, [
        result('many.c', 3, { kind: 'locked', object: 'g0', lock: 'm' }, [[4, 1, 'HEDDLE_GLOBAL_LOCKED(g0, &m);\n'], INCLUDE]),
        result('many.c', 22, { kind: 'locked', object: 'g19', lock: 'm' }, [[22, 1, 'static long g19;', 10]]),
        result('many.c', 12, { kind: 'locked', object: 'g9', lock: 'm' }, [[13, 1, 'HEDDLE_GLOBAL_LOCKED(g9, &m);\n']]),
      ]);
      assert.deepEqual(p.refused, []);
      const file = p.files[0]!;
      const diff = unifiedDiff(file, 'src/many.c');
      assert.match(diff, /^--- a\/src\/many\.c\n\+\+\+ b\/src\/many\.c\n@@ -1,\d+ \+1,\d+ @@\n/);
      assertApplies('many.c', text, file.after, diff);
    });
  }
});
