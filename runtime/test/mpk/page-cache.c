// PUSh §3.5's domain-tagged page cache: a freed protected object's slot keeps
// its pages' key, and the next allocation into that key's domain takes it —
// no pkey_mprotect to untag it at the free, none to tag it at the allocation.
// A loop of locked objects (allocated on the closed key until their first
// access under the lock is verified, freed onto it: the quarantine's
// evictions feed the closed key's cache, which the next allocation finds),
// then one of private ones; once with the cache (default), once without
// (mpk_page_cache=0: every slot back to key 0, as before the cache). The same
// operations either way, so the calls made with the cache plus those it
// avoided are the calls made without it; with it, far fewer are made.
// With quarantine_size_mb=0 a private object's slot goes to the cache on its
// owner's key, and the next allocation gets it back untouched: no call at all.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private:verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RUN: env HEDDLE_OPTIONS=unannotated=private:mpk_page_cache=0 %heddle run --srcroot %S --out %t.off.sarif -- %t > %t.off.out 2> %t.off.err; echo "exit=$?" >> %t.off.err
// RUN: %FileCheck %s --check-prefix=OFF < %t.off.err
// RUN: %python %inputs/sarif_query.py %t.sarif mpk > %t.on.mpk
// RUN: %python %inputs/sarif_query.py %t.off.sarif mpk > %t.off.mpk
// RUN: %python %inputs/page_cache_compare.py %t.on.mpk %t.off.mpk 1.4 | %FileCheck %s --check-prefix=CMP
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_size_mb=0 %heddle run --srcroot %S --out %t.q0.sarif -- %t > %t.q0.out 2>&1
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_size_mb=0:mpk_page_cache=0 %heddle run --srcroot %S --out %t.q0off.sarif -- %t > %t.q0off.out 2>&1
// RUN: %python %inputs/sarif_query.py %t.q0.sarif mpk > %t.q0.mpk
// RUN: %python %inputs/sarif_query.py %t.q0off.sarif mpk > %t.q0off.mpk
// RUN: %python %inputs/page_cache_compare.py %t.q0.mpk %t.q0off.mpk 2 | %FileCheck %s --check-prefix=CMP
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

int main(void) {
  long sum = 0;
  for (int i = 0; i < N; i++) {
    long *p = heddle_malloc_locked(sizeof *p, &m);
    pthread_mutex_lock(&m);
    *p = i; // the first access under the lock: verified, then the lock's key
    sum += *p;
    free(p); // a write-like use: under the lock too
    pthread_mutex_unlock(&m);
  }
  for (int i = 0; i < N; i++) {
    long *p = malloc(sizeof *p); // private to this thread
    *p = i;
    sum += *p;
    free(p);
  }
  printf("sum=%ld\n", sum);
  return 0;
}

// CHECK:      heddle: backend mpk: {{.*}} pkey_mprotect calls ({{[1-9][0-9]*}} avoided by the page cache, {{[1-9][0-9]*}} allocations on its pages)
// CHECK:      heddle: 0 reports in 1 process (backend mpk)
// CHECK-NEXT: heddle: backend mpk: page cache: {{[1-9][0-9]*}} allocations on pages already tagged, {{[1-9][0-9]*}} pkey_mprotect calls avoided ({{[0-9]+}} made)
// CHECK:      exit=0
// OFF:        heddle: 0 reports in 1 process (backend mpk)
// OFF-NOT:    page cache
// OFF:        exit=0
// OUT: sum=999000
// CMP: calls with the cache + avoided = calls without it; at least {{[0-9.]+}} times fewer with it
