// Rule 3 and pthread_join: a write where no other thread may run any more (every
// started thread joined) races with nothing, so it is neither "written while
// threads run" nor part of the lockset the suggestion is computed from; a write
// after joining only some threads still is. Each case is the body of main().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintTexts } from './helpers.js';

const PRELUDE = `#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g;
void *reader(void *arg) { return g ? arg : 0; }
void *writer(void *arg) { pthread_mutex_lock(&m); g++; pthread_mutex_unlock(&m); return arg; }
static void reset(void) { g = 0; }
int main(int argc, char **argv) {
  pthread_t t, a, b, ts[4];
`;

interface Case {
  main: string;
  /** What rule 3's one finding says; empty: no finding. */
  says: RegExp[];
  never?: RegExp;
}

const LOCKED = /every thread access holds m: annotate it HEDDLE_GLOBAL_LOCKED\(g, &m\);/;
const CONFLICT = /no common mutex/;

const CASES: Record<string, Case> = {
  // The thread's write holds m and main's write races with nothing: the LOCKED suggestion, not a conflict.
  'a write after joining the only thread is not "while threads run"': {
    main: 'pthread_create(&t, NULL, writer, NULL); pthread_join(t, NULL); g = 0;',
    says: [LOCKED],
    never: /while threads run/,
  },
  'a write after joining every thread of a loop': {
    main: 'for (int i = 0; i < 4; i++) pthread_create(&ts[i], NULL, writer, NULL);\n  for (int i = 0; i < 4; i++) pthread_join(ts[i], NULL);\n  g = 0;',
    says: [LOCKED],
  },
  'a write in a helper main calls after the joins': {
    main: 'pthread_create(&t, NULL, writer, NULL); pthread_join(t, NULL); reset();',
    says: [LOCKED],
  },
  'a write after joining one of two threads still races with the other': {
    main: 'pthread_create(&a, NULL, writer, NULL); pthread_create(&b, NULL, writer, NULL);\n  pthread_join(a, NULL);\n  g = 0;\n  pthread_join(b, NULL);',
    says: [CONFLICT],
  },
  'a write after joining on one path only still races': {
    main: 'pthread_create(&t, NULL, writer, NULL);\n  if (argc > 1) pthread_join(t, NULL);\n  g = 0;',
    says: [CONFLICT],
  },
  'readers only, written before the threads and again after joining them: a hand-over, not sticky-read': {
    main: 'g = 1;\n  pthread_create(&t, NULL, reader, NULL);\n  pthread_join(t, NULL);\n  g = 2;',
    says: [/written only while no other thread runs, but also after threads were started and joined, in main\(\) \(prog\.c:12\)/, /heddle_acquire_write\(&g\) and heddle_release_write\(&g\)/],
    never: /heddle_set_sticky_read/,
  },
  'readers only, written only before the threads: still the sticky-read suggestion': {
    main: 'g = 1;\n  pthread_create(&t, NULL, reader, NULL);\n  pthread_join(t, NULL);',
    says: [/heddle_set_sticky_read\(&g\)/],
  },
  'readers only, written while the reader runs: the conflict stays': {
    main: 'pthread_create(&t, NULL, reader, NULL);\n  g = 2;\n  pthread_join(t, NULL);',
    says: [/written in main\(\) \(prog\.c:10\) while threads run/],
  },
  'the hand-over, once written, is not reported again': {
    main: 'heddle_acquire_write(&g); g = 1; heddle_release_write(&g);\n  pthread_create(&t, NULL, reader, NULL);\n  pthread_join(t, NULL);\n  heddle_acquire_write(&g); g = 2;',
    says: [],
  },
};

for (const [name, c] of Object.entries(CASES)) {
  test(`rule 3: ${name}`, async () => {
    const text = `${PRELUDE}  ${c.main}\n  return 0;\n}\n`;
    const messages = (await lintTexts(new Map([['prog.c', text]]))).filter((f) => f.ruleId === 'unannotated-shared-global').map((f) => f.message);
    assert.equal(messages.length, c.says.length === 0 ? 0 : 1, messages.join('\n'));
    for (const pattern of c.says) assert.match(messages[0]!, pattern);
    if (c.never) assert.doesNotMatch(messages[0]!, c.never);
  });
}
