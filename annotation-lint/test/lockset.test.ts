// The static lockset behind rules 3 and 4, case by case: each program marks
// the accesses of a HEDDLE_GLOBAL_LOCKED global that happen without its mutex
// (`// unlocked`); rule 4 must report exactly those lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintTexts } from './helpers.js';

const PRELUDE = '#include "heddle.h"\npthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\nint g;\nHEDDLE_GLOBAL_LOCKED(g, &m);\n';

const CASES: Record<string, string> = {
  'both arms lock: held after the if': `
void f(int c) {
  if (c) pthread_mutex_lock(&m); else pthread_mutex_lock(&m);
  g = 1;
  pthread_mutex_unlock(&m);
}`,
  'one arm locks: not held after the if': `
void f(int c) {
  if (c) pthread_mutex_lock(&m);
  g = 1; // unlocked
  if (c) pthread_mutex_unlock(&m);
}`,
  'lock and unlock inside a loop: held inside, not after': `
void f(int n) {
  for (int i = 0; i < n; i++) {
    pthread_mutex_lock(&m);
    g += i;
    pthread_mutex_unlock(&m);
  }
  g = 0; // unlocked
}`,
  'do-while body runs at least once with the lock from before': `
void f(int n) {
  pthread_mutex_lock(&m);
  do { g++; } while (--n > 0);
  pthread_mutex_unlock(&m);
}`,
  'unlock on an early return path only': `
int f(int c) {
  pthread_mutex_lock(&m);
  if (c) { pthread_mutex_unlock(&m); return g; } // unlocked
  int v = g;
  pthread_mutex_unlock(&m);
  return v;
}`,
  'short-circuit and conditional expressions are branches': `
int f(int c) {
  int v = c && pthread_mutex_lock(&m) == 0;
  v += g; // unlocked
  return c ? g : 0; // unlocked
}`,
  'a helper called only with the lock held': `
static void helper(void) { g++; }
void f(void) { pthread_mutex_lock(&m); helper(); pthread_mutex_unlock(&m); }
void h(void) { pthread_mutex_lock(&m); helper(); helper(); pthread_mutex_unlock(&m); }`,
  'a helper called once without the lock': `
static void helper(void) {
  g++; // unlocked
}
void f(void) { pthread_mutex_lock(&m); helper(); pthread_mutex_unlock(&m); }
void h(void) { helper(); }`,
  'mutual recursion terminates and keeps the callers lock': `
static void b(int n);
static void a(int n) { g++; if (n) b(n - 1); }
static void b(int n) { if (n) a(n - 1); }
void f(void) { pthread_mutex_lock(&m); a(3); pthread_mutex_unlock(&m); }`,
  '#if and #else are alternatives': `
void f(void) {
#ifdef FAST
  g = 1; // unlocked
#else
  pthread_mutex_lock(&m);
  g = 2;
  pthread_mutex_unlock(&m);
#endif
}`,
  'a local of the same name is not the global': `
void f(void) {
  int g = 0;
  g++;
}`,
};

for (const [name, body] of Object.entries(CASES)) {
  test(name, async () => {
    const text = PRELUDE + body + '\n';
    const expected = text.split('\n').flatMap((line, i) => (line.includes('// unlocked') ? [i] : []));
    const found = (await lintTexts(new Map([['case.c', text]]))).filter((f) => f.ruleId === 'locked-access-outside-lock');
    assert.deepEqual([...new Set(found.map((f) => f.range.start.line))], expected, found.map((f) => f.message).join('\n'));
  });
}
