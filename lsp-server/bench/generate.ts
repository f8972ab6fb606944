// Synthetic but realistic C for the benchmark: worker threads, globals with and without annotations,
// mutex-protected sections, helpers calling each other. With `mistakeEvery`, every so many globals is
// annotated with a misspelt policy, so the file has findings to publish (as files being edited do).
export function cProgram(lines: number, prefix = 'm', mistakeEvery = 0): string {
  const out = ['#include <pthread.h>', '#include "heddle.h"', `pthread_mutex_t ${prefix}_lock = PTHREAD_MUTEX_INITIALIZER;`];
  let n = 0;
  while (out.length < lines - 12) {
    const g = `${prefix}_g${n}`;
    out.push(
      `int ${g};`,
      n % 3 === 0 ? `HEDDLE_GLOBAL_LOCKED(${g}, &${prefix}_lock);` : `HEDDLE_GLOBAL(${g}, ${mistakeEvery > 0 && n % mistakeEvery === 1 ? 'HEDDLE_PRIVAT' : 'HEDDLE_PRIVATE'});`,
      `static void *${prefix}_worker${n}(void *arg) {`,
      `  for (int i = 0; i < 100; i++) {`,
      `    pthread_mutex_lock(&${prefix}_lock);`,
      `    ${g} += i;`,
      `    pthread_mutex_unlock(&${prefix}_lock);`,
      `  }`,
      `  return arg;`,
      `}`,
    );
    n++;
  }
  out.push('int main(void) {', '  pthread_t t[4];');
  for (let i = 0; i < Math.min(n, 4); i++) out.push(`  pthread_create(&t[${i}], 0, ${prefix}_worker${i}, 0);`);
  for (let i = 0; i < Math.min(n, 4); i++) out.push(`  pthread_join(t[${i}], 0);`);
  out.push('  return 0;', '}');
  return `${out.join('\n')}\n`;
}
