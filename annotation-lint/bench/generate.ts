// A deterministic annotated C program of a given size for the benchmark:
// globals (some annotated), lock-protected workers, acquire/release pairs,
// and a main that starts threads — every rule has work to do.
export function generateProgram(lines: number): string {
  const out: string[] = ['#include <pthread.h>', '#include "heddle.h"', '', 'pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;'];
  const functions: string[] = [];
  for (let i = 0; out.length < lines - 20; i++) {
    out.push(`long counter_${i};`, `int flags_${i}[8];`, `HEDDLE_GLOBAL_LOCKED(counter_${i}, &m);`, '');
    functions.push(`worker_${i}`);
    out.push(
      `void *worker_${i}(void *arg) {`,
      `  int *obj = arg;`,
      `  for (int k = 0; k < ${i % 7 + 1}; k++) {`,
      `    pthread_mutex_lock(&m);`,
      `    counter_${i} += k;`,
      `    pthread_mutex_unlock(&m);`,
      `    if (flags_${i}[k % 8]) {`,
      `      heddle_acquire_write(obj);`,
      `      obj[0] = k;`,
      `      heddle_release_write(obj);`,
      `    }`,
      `  }`,
      `  return arg;`,
      `}`,
      '',
    );
  }
  out.push('int main(void) {', '  pthread_t t;', '  int data[4] = {0};');
  for (const f of functions.slice(0, 5)) out.push(`  pthread_create(&t, NULL, ${f}, data);`);
  out.push('  pthread_join(t, NULL);', '  return 0;', '}');
  return `${out.join('\n')}\n`;
}
