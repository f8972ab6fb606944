// Anonymous mmap regions are objects race mode checks (runtime/mapping/): a page
// handed from a producer to a consumer under a mutex is silent, a field written after
// the hand-over is a data race on "an N-byte mmap region". Found by a new-user trial
// (mmapbuf: a page ring in mmap(MAP_SHARED|MAP_ANONYMOUS) memory; both TSans found
// the seeded race, heddle did not track the region). The consumer reads only after
// the producer is done, by a relaxed flag (no happens-before). Also: a MAP_SHARED
// region stays shared with a forked child, a MAP_PRIVATE one does not, mremap keeps
// the contents, and a use after munmap is reported.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in shared private fork-shared fork-private mremap; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|^value|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: { %heddle run --format text --out %t.late.sarif -- %t late 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Data race|Mapped by|SUMMARY|exit=' > %t.late
// RUN: %FileCheck %s --check-prefix=LATE < %t.late
// RUN: %sarif-validate %t.late.sarif
// RUN: { %heddle run --format text --out %t.unmapped.sarif -- %t unmapped 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Use after|SUMMARY|exit=' > %t.unmapped
// RUN: %FileCheck %s --check-prefix=UNMAPPED < %t.unmapped
// OK: shared: value 42
// OK-NEXT: shared: heddle: 0 reports in 1 process
// OK-NEXT: private: value 42
// OK-NEXT: private: heddle: 0 reports in 1 process
// OK-NEXT: fork-shared: value 7
// OK-NEXT: fork-shared: heddle: 0 reports in 2 processes
// OK-NEXT: fork-private: value 0
// OK-NEXT: fork-private: heddle: 0 reports in 2 processes
// OK-NEXT: mremap: value 42
// OK-NEXT: mremap: heddle: 0 reports in 1 process
// LATE: Data race: thread T2 read 8 bytes of an 8192-byte mmap region, not ordered after thread T1's earlier write of it.
// LATE: Mapped by thread T0
// LATE: SUMMARY: heddle: data-race {{.*}}mmap-region.c:{{[0-9]+}} in consumer
// LATE: heddle: 1 report
// LATE: exit=66
// UNMAPPED: Use after munmap: thread T0 {{read|wrote}} {{[0-9]+}} bytes of {{an? [0-9]+}}-byte mmap region after thread T0 unmapped it.
// UNMAPPED: SUMMARY: heddle: use-after-free {{.*}}mmap-region.c:{{[0-9]+}} in main
// UNMAPPED: exit=66
#define _GNU_SOURCE /* mremap */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

struct page {
  long seq, sum;
  char data[4080];
};
static struct page *buf;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int full, late, producer_done; /* producer_done: a relaxed flag, no happens-before */

static void *producer(void *arg) {
  (void)arg;
  struct page *p = &buf[0];
  memset(p->data, 'a', sizeof p->data);
  p->seq = 1;
  if (!late) p->sum = 42;
  pthread_mutex_lock(&m);
  full = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  if (late) p->sum = 42; /* after the hand-over: races with the consumer's read */
  __atomic_store_n(&producer_done, 1, __ATOMIC_RELAXED);
  return NULL;
}

static void *consumer(void *arg) {
  long *out = arg;
  pthread_mutex_lock(&m);
  while (!full) pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  while (!__atomic_load_n(&producer_done, __ATOMIC_RELAXED)) sched_yield();
  *out = buf[0].sum + buf[0].data[100] - 'a';
  return NULL;
}

static long hand_over(int flags) {
  buf = mmap(NULL, 2 * sizeof *buf, PROT_READ | PROT_WRITE, flags | MAP_ANONYMOUS, -1, 0);
  if (buf == MAP_FAILED) return -1;
  long value = 0;
  pthread_t a, b;
  pthread_create(&a, NULL, producer, NULL);
  pthread_create(&b, NULL, consumer, &value);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  munmap(buf, 2 * sizeof *buf);
  return value;
}

/* A child writes the region; the parent reads it after waitpid. */
static long after_fork(int flags) {
  long *v = mmap(NULL, 4096, PROT_READ | PROT_WRITE, flags | MAP_ANONYMOUS, -1, 0);
  if (v == MAP_FAILED) return -1;
  pid_t pid = fork();
  if (pid == 0) {
    *v = 7;
    _exit(0);
  }
  waitpid(pid, NULL, 0);
  long value = *v;
  munmap(v, 4096);
  return value;
}

static long remapped(void) {
  long *v = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (v == MAP_FAILED) return -1;
  v[10] = 42;
  long *w = mremap(v, 4096, 4 * 4096, MREMAP_MAYMOVE);
  if (w == MAP_FAILED) return -1;
  w[1000] = 1;
  long value = w[10];
  munmap(w, 4 * 4096);
  return value;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "shared";
  long value = 0;
  if (!strcmp(mode, "shared")) value = hand_over(MAP_SHARED);
  else if (!strcmp(mode, "private")) value = hand_over(MAP_PRIVATE);
  else if (!strcmp(mode, "fork-shared")) value = after_fork(MAP_SHARED);
  else if (!strcmp(mode, "fork-private")) value = after_fork(MAP_PRIVATE);
  else if (!strcmp(mode, "mremap")) value = remapped();
  else if (!strcmp(mode, "late")) {
    late = 1;
    value = hand_over(MAP_SHARED);
  } else if (!strcmp(mode, "unmapped")) {
    long *v = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    *v = 1;
    munmap(v, 4096);
    value = *(volatile long *)v; /* the kernel would fault: heddle reports the use after munmap */
  }
  printf("value %ld\n", value);
  return 0;
}
