// Findings a new user met that were wrong (issue #14, item 11): a write through a global pointer counted as a
// write of the pointer; taking an address counted as a write; code the compiler never sees (#if 0, #if X with X
// 0, #ifdef __cplusplus in C) checked; heddle.h itself a parse-error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LintProject, type Finding } from '../src/index.js';
import { evaluate, maskDeadCode } from '../src/c/dead-code.js';

async function lint(text: string, macros?: Record<string, string>): Promise<Finding[]> {
  const defines = new Map(Object.entries(macros ?? {}));
  const project = await LintProject.create({ build: macros && { targetsOf: () => undefined, definesOf: () => defines } });
  project.setFile('prog.c', text);
  return project.lint();
}
const aboutGlobal = (findings: Finding[], name: string) => findings.filter((f) => f.ruleId === 'unannotated-shared-global' && f.message.includes(`'${name}'`));

const THREADS = `
int main(void) {
  setup();
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (long i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
`;

test('a write through a global pointer (mean[i] = …) reads the pointer; an array element write writes the array', async () => {
  const text = `#include <pthread.h>
#include <stdlib.h>
double *mean;
double sums[4];
void setup(void) { mean = calloc(4, sizeof *mean); }
void *worker(void *arg) {
  long i = (long)arg;
  mean[i] = i * 2.0;
  sums[i] += mean[i];
  return 0;
}
${THREADS}`;
  const findings = await lint(text);
  const [mean] = aboutGlobal(findings, 'mean');
  // Read by threads, written before they start: the sticky-read advice, not "written in worker()".
  assert.match(mean?.message ?? '', /is read by thread code and written only before threads start/);
  assert.match(aboutGlobal(findings, 'sums')[0]?.message ?? '', /written in worker\(\).*which runs in a thread/);
});

test('taking an address is no write; passing it to a function that may write through it is', async () => {
  const text = `#include <pthread.h>
#include <string.h>
struct config { int n; } cfg;
struct stats { long hits; } stats;
void setup(void) { cfg.n = 4; }
void *worker(void *arg) {
  struct config *c = &cfg;
  struct config *d = (struct config *)&cfg;
  (void)arg; (void)d;
  memset(&stats, 0, c->n + cfg.n);
  return 0;
}
${THREADS.replace('(void *)i', '(void *)&cfg')}`;
  const findings = await lint(text);
  assert.match(aboutGlobal(findings, 'cfg')[0]?.message ?? '', /is read by thread code and written only before threads start/);
  assert.match(aboutGlobal(findings, 'stats')[0]?.message ?? '', /written in worker\(\)/);
});

test('code under #if 0, under #if X with X 0 (in the file or from the build), and #ifdef __cplusplus is not checked', async () => {
  const body = (cond: string) => `#include <pthread.h>
${cond === 'USE_X' ? '' : ''}long hits;
void setup(void) {}
void *worker(void *arg) {
  (void)arg;
#if ${cond}
  hits++;
#endif
  return 0;
}
${THREADS}`;
  assert.equal(aboutGlobal(await lint(body('0')), 'hits').length, 0, '#if 0');
  assert.equal(aboutGlobal(await lint(body('1')), 'hits').length, 1, '#if 1');
  assert.equal(aboutGlobal(await lint(`#define USE_X 0\n${body('USE_X')}`), 'hits').length, 0, '#define USE_X 0');
  assert.equal(aboutGlobal(await lint(`#define USE_X 1\n${body('USE_X')}`), 'hits').length, 1, '#define USE_X 1');
  assert.equal(aboutGlobal(await lint(body('USE_X')), 'hits').length, 1, 'USE_X unknown: both branches, as before');
  assert.equal(aboutGlobal(await lint(body('USE_X'), { USE_X: '0' }), 'hits').length, 0, '-DUSE_X=0');
  assert.equal(aboutGlobal(await lint(body('defined(USE_X) && USE_X > 1'), { USE_X: '2' }), 'hits').length, 1, '-DUSE_X=2');
  // A #define in a branch that may not be compiled makes the macro unknown.
  assert.equal(aboutGlobal(await lint(`#ifdef FAST\n#define USE_X 0\n#endif\n${body('USE_X')}`), 'hits').length, 1);
});

test('an edit of the #define re-decides the #if (incremental updates)', async () => {
  const text = `#include <pthread.h>\n#define USE_X 0\nlong hits;\nvoid setup(void) {}\nvoid *worker(void *arg) {\n  (void)arg;\n#if USE_X\n  hits++;\n#endif\n  return 0;\n}\n${THREADS}`;
  const project = await LintProject.create();
  project.setFile('prog.c', text);
  assert.equal(aboutGlobal(project.lint(), 'hits').length, 0);
  project.setFile('prog.c', text.replace('#define USE_X 0', '#define USE_X 1'));
  assert.equal(aboutGlobal(project.lint(), 'hits').length, 1);
  project.setFile('prog.c', text);
  assert.equal(aboutGlobal(project.lint(), 'hits').length, 0);
});

test('heddle.h itself lints clean: its extern "C" split by #ifdef __cplusplus is no parse-error', async () => {
  const header = readFileSync(fileURLToPath(new URL('../../runtime/include/heddle.h', import.meta.url)), 'utf8');
  const project = await LintProject.create();
  project.setFile('heddle.h', header);
  assert.deepEqual(project.lint().map((f) => `${f.ruleId} ${f.range.start.line + 1}`), []);
  // The same idiom in a user's header keeps its declarations visible to the rules.
  const masked = maskDeadCode('#ifdef __cplusplus\nextern "C" {\n#endif\nint g;\n#ifdef __cplusplus\n}\n#endif\n', new Map(), false);
  assert.equal(masked, '#ifdef __cplusplus\n            \n#endif\nint g;\n#ifdef __cplusplus\n \n#endif\n');
});

test('#if expressions: decided when every name is known, else left alone', () => {
  const m = new Map([['A', '1'], ['B', '0'], ['C', 'A']]);
  assert.equal(evaluate('A && !B', m), 1);
  assert.equal(evaluate('(A + 2) * 3 == 9', m), 1);
  assert.equal(evaluate('C', m), 1);
  assert.equal(evaluate('defined(A) && defined B', m), 1);
  assert.equal(evaluate('D', m), undefined);
  assert.equal(evaluate('defined(D)', m), undefined);
  assert.equal(evaluate('F(1)', new Map([['F', '1']])), undefined);
  assert.equal(evaluate('0x10 >> 4', m), 1);
  assert.equal(evaluate('A ? B : 5', m), 0);
  // #elif / #else after a known branch; positions kept.
  const text = '#if 1\na\n#elif X\nb\n#else\nc\n#endif\n';
  assert.equal(maskDeadCode(text, new Map(), false), '#if 1\na\n#elif X\n \n#else\n \n#endif\n');
  assert.equal(maskDeadCode('#if X\na\n#elif 1\nb\n#else\nc\n#endif\n', new Map(), false), '#if X\na\n#elif 1\nb\n#else\n \n#endif\n');
});
