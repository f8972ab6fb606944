// A mutex's lock, unlock and a condition wait's relock read its bytes; its
// init, destroy and the free of the memory holding it write them
// (ThreadSanitizer's model): a destroy or free that another thread's critical
// section is not ordered before — or a lock or unlock after another thread's
// free — is a data race naming both calls and the mutex's object. Found by a
// new-user trial on tylertreat/chan: main destroyed and freed a channel while
// the sender still had to relock and unlock its mutex (TSan: a data race every
// run; heddle: a mutex-misuse when the destroy found it locked, else
// nothing). The other thread goes on by a relaxed flag (no happens-before),
// so the unordered order happens in every run:
//   destroy: T1 locks and unlocks, then main destroys;
//   free:    T1 locks and unlocks, then main frees (no destroy);
//   relock:  T1 waits on a condition variable, main signals, T1 relocks and
//            unlocks, then main destroys and frees (chan's close.c);
//   lock:    main frees, then T1 locks and unlocks the freed mutex (one race:
//            the unlock is the same thread's read of the same write);
//   unlock:  T1 locks, main frees, T1 unlocks.
// Silent: "ok" destroys and frees after the join; "reuse" frees a mutex's
// object that T1 used and T2 — never ordered after T1 — gets the same memory
// from the allocator (no quarantine) for a mutex of its own.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in ok destroy free relock lock unlock; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Detail|SUMMARY|exit=' | sed "s/^/$m: /"; done > %t.out
// RUN: { HEDDLE_OPTIONS=quarantine_size_mb=0 %heddle run --format text --out %t.reuse.sarif -- %t reuse 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|reused|Detail|SUMMARY|exit=' | sed "s/^/reuse: /" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %sarif-validate %t.relock.sarif
// RUN: { %heddle run --format text --out %t.free2.sarif -- %t free 2>&1; true; } | %FileCheck %s --check-prefix=STACKS
// CHECK: ok: heddle: 0 reports
// CHECK-NEXT: ok: exit=0
// CHECK-NEXT: destroy: Detail: pthread_mutex_destroy by T0 (a write of the object) races with pthread_mutex_lock by T1 (a read; no happens-before)
// CHECK-NEXT: destroy: SUMMARY: heddle: data-race {{.*}}mutex-destroy-free-race.c:[[#@LINE+138]] in main
// CHECK-NEXT: destroy: heddle: 1 report
// CHECK-NEXT: destroy: exit=66
// CHECK-NEXT: free: Detail: free by T0 (a write of the object) races with pthread_mutex_lock by T1 (a read; no happens-before)
// CHECK-NEXT: free: SUMMARY: heddle: data-race {{.*}}mutex-destroy-free-race.c:[[#@LINE+135]] in main
// CHECK-NEXT: free: heddle: 1 report
// CHECK-NEXT: free: exit=66
// CHECK-NEXT: relock: Detail: pthread_mutex_destroy by T0 (a write of the object) races with pthread_cond_wait by T1 (a read; no happens-before)
// CHECK-NEXT: relock: SUMMARY: heddle: data-race {{.*}}mutex-destroy-free-race.c:[[#@LINE+130]] in main
// CHECK-NEXT: relock: Detail: free by T0 races with an earlier read by T1 (no happens-before between them)
// CHECK-NEXT: relock: SUMMARY: heddle: data-race {{.*}}mutex-destroy-free-race.c:[[#@LINE+129]] in main
// CHECK-NEXT: relock: heddle: 2 reports
// CHECK-NEXT: relock: exit=66
// CHECK-NEXT: lock: Detail: pthread_mutex_lock by T1 (a read of the object) races with free by T0 (a write; no happens-before)
// CHECK-NEXT: lock: SUMMARY: heddle: data-race {{.*}}mutex-destroy-free-race.c:[[#@LINE+48]] in lock_after_free
// CHECK-NEXT: lock: heddle: 1 report
// CHECK-NEXT: lock: exit=66
// CHECK-NEXT: unlock: Detail: pthread_mutex_unlock by T1 (a read of the object) races with free by T0 (a write; no happens-before)
// CHECK-NEXT: unlock: SUMMARY: heddle: data-race {{.*}}mutex-destroy-free-race.c:[[#@LINE+51]] in unlock_after_free
// CHECK-NEXT: unlock: heddle: 1 report
// CHECK-NEXT: unlock: exit=66
// CHECK-NEXT: reuse: reused 1
// CHECK-NEXT: reuse: heddle: 0 reports
// CHECK-NEXT: reuse: exit=0
// The free's report names both calls, each with its stack, and the object:
// STACKS: Data race: thread T0 freed a 96-byte heap object, not ordered after thread T1's earlier atomic read of it.
// STACKS: #0 main {{.*}}mutex-destroy-free-race.c:[[#@LINE+113]]:
// STACKS: Allocated by thread T0
// STACKS-NEXT: #0 main {{.*}}mutex-destroy-free-race.c:[[#@LINE+81]]:
// STACKS: Previous access by thread T1 (atomic read):
// STACKS-NEXT: #0 section {{.*}}mutex-destroy-free-race.c:[[#@LINE+42]]:
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct chan {
  pthread_mutex_t m;
  pthread_cond_t c;
  int waiting;
};
static struct chan *ch;
static const char *mode;
static int step; /* relaxed: the order only */

static int is(const char *x) { return !strcmp(mode, x); }
static void wait_step(int s) {
  while (__atomic_load_n(&step, __ATOMIC_RELAXED) < s) sched_yield();
}
static void set_step(int s) { __atomic_store_n(&step, s, __ATOMIC_RELAXED); }

/* Each mode's calls in a function of its own: one place per call (the
 * compiler merges the same call at the ends of branches). */
__attribute__((noinline)) static void relock(void) {
  pthread_mutex_lock(&ch->m);
  ch->waiting = 1;
  while (ch->waiting == 1) pthread_cond_wait(&ch->c, &ch->m); /* woken: relocks */
  pthread_mutex_unlock(&ch->m);
}
__attribute__((noinline)) static void lock_after_free(void) {
  wait_step(1);
  pthread_mutex_lock(&ch->m); /* freed */
  pthread_mutex_unlock(&ch->m);
}
__attribute__((noinline)) static void unlock_after_free(void) {
  pthread_mutex_lock(&ch->m);
  set_step(1);
  wait_step(2);
  pthread_mutex_unlock(&ch->m); /* freed meanwhile */
}
__attribute__((noinline)) static void section(void) {
  pthread_mutex_lock(&ch->m);
  pthread_mutex_unlock(&ch->m);
}

static void *user(void *arg) {
  if (is("relock")) relock();
  else if (is("lock")) lock_after_free();
  else if (is("unlock")) unlock_after_free();
  else section();
  set_step(is("unlock") ? 3 : 1);
  return arg;
}

/* "reuse": T2 waits for main's relaxed flag after T1's free, then allocates */
static void *user_after(void *arg) {
  wait_step(2);
  struct chan *mine = calloc(1, sizeof *mine);
  printf("reused %d\n", mine == arg);
  pthread_mutex_init(&mine->m, NULL);
  pthread_mutex_lock(&mine->m);
  pthread_mutex_unlock(&mine->m);
  pthread_mutex_destroy(&mine->m);
  free(mine);
  return NULL;
}

static void *user_then_free(void *arg) {
  (void)arg;
  pthread_mutex_lock(&ch->m);
  pthread_mutex_unlock(&ch->m);
  pthread_mutex_destroy(&ch->m);
  free(ch); /* quarantine_size_mb=0: the slot goes back at once */
  return NULL;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "ok";
  ch = calloc(1, sizeof *ch);
  pthread_mutex_init(&ch->m, NULL);
  pthread_cond_init(&ch->c, NULL);
  pthread_t t, t2;
  if (is("reuse")) {
    struct chan *old = ch;
    pthread_create(&t2, NULL, user_after, old);
    pthread_create(&t, NULL, user_then_free, NULL);
    pthread_join(t, NULL); /* T1's cached slots go back to the arena */
    set_step(2);
    pthread_join(t2, NULL);
    return 0;
  }
  pthread_create(&t, NULL, user, NULL);
  if (is("relock")) {
    for (int w = 0; !w;) {
      pthread_mutex_lock(&ch->m);
      w = ch->waiting;
      if (w) {
        ch->waiting = 2;
        pthread_cond_signal(&ch->c);
      }
      pthread_mutex_unlock(&ch->m);
    }
    wait_step(1);
  }
  if (is("destroy") || is("free")) wait_step(1);
  if (is("unlock")) wait_step(1);
  if (!is("ok")) {
    if (!is("free") && !is("lock") && !is("unlock")) pthread_mutex_destroy(&ch->m);
    free(ch);
    set_step(is("unlock") ? 2 : 1);
  }
  pthread_join(t, NULL);
  if (is("ok")) {
    pthread_mutex_destroy(&ch->m);
    pthread_cond_destroy(&ch->c);
    free(ch);
  }
  return 0;
}
