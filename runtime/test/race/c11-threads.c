// C11 <threads.h> synchronises as the pthread calls it wraps: glibc's
// thrd_create/mtx_lock/cnd_wait/call_once call glibc's internal pthread
// functions, which no interceptor sees, so a correct mtx_t/cnd_t program got
// a false data race on every shared access (found by a new-user trial: 12 on
// a C11 work queue). "ok" shares data every way C11 orders it; "unlocked"
// adds a counter each worker bumps after its last synchronisation, which no
// schedule orders: still a race.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.ok.sarif -- %t ok 2>&1 | %FileCheck %s --check-prefix=OK
// RUN: %heddle run --out %t.bad.sarif -- %t unlocked 2> %t.bad.err; echo "exit=$?" >> %t.bad.err
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
// OK: result 42 joined 7 7 total 2000
// OK: heddle: 0 reports in 1 process
// BAD: SUMMARY: heddle: data-race {{.*}}c11-threads.c:44 in worker
// BAD-NOT: SUMMARY
// BAD: exit=66
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

static mtx_t m;
static cnd_t cv;
static once_flag once = ONCE_FLAG_INIT;
static int *input;           /* filled before thrd_create */
static int table[16];        /* filled by call_once's routine */
static int ready, payload;   /* handed over under m, signalled through cv */
static long total;           /* under m */
static long unlocked;        /* "unlocked": after each worker's last synchronisation */
static int racy;

static void fill_table(void) {
  for (int i = 0; i < 16; i++) table[i] = i;
}

static int worker(void *arg) {
  (void)arg;
  call_once(&once, fill_table);
  for (int i = 0; i < 1000; i++) {
    mtx_lock(&m);
    total += input[i % 8] + table[i % 16] - table[i % 16];
    mtx_unlock(&m);
  }
  if (racy) unlocked++;
  return 7;
}

static int consumer(void *arg) {
  int *out = arg;
  mtx_lock(&m);
  while (!ready) cnd_wait(&cv, &m);
  mtx_unlock(&m);
  *out = payload; /* written before ready was set under m */
  return 0;
}

int main(int argc, char **argv) {
  racy = argc > 1 && !strcmp(argv[1], "unlocked");
  if (mtx_init(&m, mtx_plain) != thrd_success || cnd_init(&cv) != thrd_success) return 1;
  input = malloc(8 * sizeof *input);
  for (int i = 0; i < 8; i++) input[i] = 1;
  int result = 0;
  thrd_t w[2], c;
  thrd_create(&c, consumer, &result);
  for (int i = 0; i < 2; i++) thrd_create(&w[i], worker, NULL);
  payload = 42;
  mtx_lock(&m);
  ready = 1;
  cnd_signal(&cv);
  mtx_unlock(&m);
  int r[2];
  thrd_join(c, NULL);
  for (int i = 0; i < 2; i++) thrd_join(w[i], &r[i]);
  printf("result %d joined %d %d total %ld\n", result, r[0], r[1], total);
  free(input);
  mtx_destroy(&m);
  cnd_destroy(&cv);
  return 0;
}
