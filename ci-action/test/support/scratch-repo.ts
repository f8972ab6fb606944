// A scratch repository that uses heddle: a small pthreads program in C, a manifest, a git
// history. Results are provoked with `heddle-test-expect:` comments (see
// test/fixtures/fake-runtime/README.md) on lines that are real violations for the real
// runtime too: `counter` is HEDDLE_GLOBAL_LOCKED by `lock`, and marked lines touch it
// without holding the lock.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from './temp-dirs.js';

export interface ProgramOptions {
  /** Number of unlocked increments in the worker, each a marked violation on its own line. */
  violations?: number;
  /** Plain lines inserted above the worker (moves code without changing it). */
  paddingLines?: number;
}

/** The program's source; returns it and the 1-based line numbers of the violations. */
export function programSource(opts: ProgramOptions = {}): { text: string; violationLines: number[] } {
  const lines = [
    '#include <pthread.h>',
    '#include <stdio.h>',
    '#include <string.h>',
    '#include <unistd.h>',
    '#include "heddle.h"',
    '',
    'static long counter;',
    'static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;',
    'HEDDLE_GLOBAL_LOCKED(counter, &lock);',
    '',
  ];
  for (let i = 0; i < (opts.paddingLines ?? 0); i++) lines.push(`/* unrelated line ${i + 1} */`);
  lines.push('static void *work(void *arg) {', '  (void)arg;', '  for (int i = 0; i < 1000; i++) {', '    pthread_mutex_lock(&lock);', '    counter++;', '    pthread_mutex_unlock(&lock);', '  }');
  const violationLines: number[] = [];
  for (let i = 0; i < (opts.violations ?? 0); i++) {
    lines.push(`  counter += ${i + 1}; /* heddle-test-expect: lock-not-held */`);
    violationLines.push(lines.length);
  }
  lines.push(
    '  return NULL;',
    '}',
    '',
    'int main(int argc, char **argv) {',
    '  if (argc > 1 && strcmp(argv[1], "--hang") == 0)',
    '    for (;;) pause(); /* a stand-in for a deadlock */',
    '  if (argc > 1 && strcmp(argv[1], "--forge") == 0) /* output that looks like a workflow command */',
    '    puts("::error file=app.c,line=1::forged by the program under test");',
    '  pthread_t t[2];',
    '  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, work, NULL);',
    '  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);',
    '  pthread_mutex_lock(&lock);',
    '  printf("counter=%ld\\n", counter);',
    '  pthread_mutex_unlock(&lock);',
    '  if (argc > 1 && strcmp(argv[1], "--crash") == 0) /* dies of SIGSEGV after its threads (and their reports) */',
    '    *(volatile int *)0 = 1;',
    '  return 0;',
    '}',
    '',
  );
  return { text: lines.join('\n'), violationLines };
}

export class ScratchRepo {
  readonly dir: string;

  constructor() {
    this.dir = tempDir('heddle-action-repo');
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'user.email', 'test@example.invalid');
    this.git('config', 'user.name', 'heddle test');
  }

  write(path: string, text: string): this {
    const full = join(this.dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    return this;
  }

  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '-m', message);
    return this.git('rev-parse', 'HEAD').trim();
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, encoding: 'utf8' });
  }
}

/** A build command that compiles each program into build/<name> with $CC (heddle-cc under the action). */
export function buildCommand(programs: string[]): string {
  return ['mkdir -p build', ...programs.map((p) => `"$CC" -g -O0 -pthread -o build/${p} ${p}.c`)].join(' && ');
}

/** A manifest that runs build/app once. */
export const MANIFEST = 'entries:\n  - name: app\n    run: build/app\n    timeout: 120\n';

/** A patch that adds exactly these lines, as the pull request files API reports it. */
export function hunk(lines: number[]): string {
  return lines.map((l) => `@@ -${l - 1},0 +${l},1 @@\n+added line ${l}`).join('\n');
}
