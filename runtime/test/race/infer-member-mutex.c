// A C struct holding the mutex that guards it, made by a constructor
// function (allocate, initialise the mutex, fill the members, `return sb;`)
// and locked through a pointer parameter in every function that uses it
// (maple's string_buffer in C). The mutex was named (`sb->mutex_lock`), but
// the fix went right after the malloc, before the constructor's own writes
// without the mutex: applied, strict mode reported them as lock-not-held. Now
// it goes before the constructor's `return sb;` (once per object, after its
// unlocked writes). Applied, it builds with -Wall -Werror and runs clean in
// strict and race mode; a read without the mutex is reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/sb.c
// RUN: %heddle-cc -g -O1 %t.dir/sb.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/sb.c %t.fixed/sb.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/sb.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/sb.c -o %t.fixed.bin
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.fixed.bin > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.strict.err
// RUN: %heddle run --out %t.race.sarif -- %t.fixed.bin > %t.race.out 2> %t.race.err; echo "exit=$?" >> %t.race.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.race.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/sb.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (locked) sb.c:{{[0-9]+}}: The {{[0-9]+}}-byte heap object allocated here was accessed by 2 threads, always holding the mutex `sb->mutex_lock`{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: {{^}}  struct string_buffer *sb = malloc(sizeof *sb);
// FIXED-NEXT: {{^}}  pthread_mutex_init(&sb->mutex_lock, NULL);
// FIXED-NEXT: {{^}}  sb->count = (int)strlen(str);
// FIXED-NEXT: {{^}}  memcpy(sb->value, str, sb->count);
// FIXED-NEXT: {{^}}  heddle_set_locked(sb, &sb->mutex_lock);
// FIXED-NEXT: {{^}}  return sb;
// CLEAN: heddle: 0 reports in 1 process
// CLEAN: exit=0
// BUG: Thread T0 read 4 bytes of an {{[0-9]+}}-byte heap object without holding its lock
// BUG: SUMMARY: heddle: lock-not-held {{.*}}sb.c:{{[0-9]+}} in {{(sb_length|main)$}}
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct string_buffer {
  char value[32];
  int count;
  pthread_mutex_t mutex_lock;
};

static struct string_buffer *sb_new(const char *str) {
  struct string_buffer *sb = malloc(sizeof *sb);
  pthread_mutex_init(&sb->mutex_lock, NULL);
  sb->count = (int)strlen(str);
  memcpy(sb->value, str, sb->count);
  return sb;
}

static int sb_length(struct string_buffer *sb) {
#ifdef SEEDED_BUG
  return sb->count; /* without the mutex */
#else
  pthread_mutex_lock(&sb->mutex_lock);
  int n = sb->count;
  pthread_mutex_unlock(&sb->mutex_lock);
  return n;
#endif
}

static void sb_erase(struct string_buffer *sb, int n) {
  pthread_mutex_lock(&sb->mutex_lock);
  if (n > sb->count) n = sb->count;
  memmove(sb->value, sb->value + n, sb->count - n);
  sb->count -= n;
  pthread_mutex_unlock(&sb->mutex_lock);
}

static void *eraser(void *arg) {
  struct string_buffer *sb = arg;
  for (int i = 0; i < 100; i++) sb_erase(sb, 1);
  return NULL;
}

int main(void) {
  struct string_buffer *buffer = sb_new("abcdefgh");
  pthread_t t;
  pthread_create(&t, NULL, eraser, buffer);
  int n = 0;
  for (int i = 0; i < 100; i++) n += sb_length(buffer);
  pthread_join(t, NULL);
  printf("%d\n", n >= 0);
  return 0;
}
