// free() makes the object inaccessible (PUSh §5.1) and its slot waits in a
// bounded quarantine: a later access by another thread or by the freeing
// thread is a sharing-violation naming the free as the last policy change;
// a policy call on it and a second free are api-misuse; once the quarantine
// (quarantine_size_mb) has let the slot go, a new allocation there is a
// fresh private object with no report.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// The slot came back as a fresh object (main returns 3 if not; the EXIT record keeps it):
// RUN: %python -c "import json; print(json.load(open('%t.sarif'))['runs'][0]['properties']['processes'][0]['exitStatus'])" | grep -qx 0
// A quarantine over those 80 MiB (quarantine_heap_pct=0: no share of a small heap) still holds it (exit 3, not 66).
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_size_mb=1000:quarantine_heap_pct=0:print_reports=0:exitcode=0 %t > /dev/null; test $? = 3
// Without a quarantine the slot is reused at once: the two uses are missed.
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_size_mb=0:print_reports=1 %t 2> %t.noq; echo "exit=$?" >> %t.noq
// RUN: %FileCheck %s --check-prefix=NOQ < %t.noq
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

static void *late_user(void *arg) {
  ((int *)arg)[0] = 7; // CHECK-DAG: sharing-violation use-after-free.c:[[@LINE]] {{.*}} threads=T0,T1
  return 0;
}

int main(void) {
  /* Another thread uses the object after main freed it (the create edge
   * orders the free first, so the outcome is the same every run). */
  int *shared = malloc(4 * sizeof(int));
  free(shared);
  pthread_t t;
  pthread_create(&t, 0, late_user, shared);
  pthread_join(t, 0);

  /* The freeing thread itself. */
  int *volatile mine = malloc(sizeof(int));
  *mine = 1;
  free(mine);
  printf("%d\n", *mine); // CHECK-DAG: sharing-violation use-after-free.c:[[@LINE]] {{.*}} threads=T0

  heddle_acquire_write(mine); // CHECK-DAG: api-misuse use-after-free.c:[[@LINE]]
  free(mine);                 // CHECK-DAG: api-misuse use-after-free.c:[[@LINE]]

  /* The quarantine is bounded: 80 MiB of later frees push `mine` out, and
   * the slot's next object is a fresh, private one. */
  for (int i = 0; i < 80; i++) {
    void *volatile big = malloc(1 << 20); /* volatile: the pair is not optimised away */
    free(big);
  }
  int *volatile again = 0;
  for (int i = 0; i < 1 << 16 && again != mine; i++) again = malloc(sizeof(int));
  if (again != mine) return 3;
  *again = 2;
  free(again);
  return 0;
}

// SUM: heddle: 4 reports (2 sharing-violation, 2 api-misuse) in 1 process
// SUM: exit=66
// TEXT: Thread T1 wrote 4 bytes of a 16-byte heap object, which is inaccessible.
// TEXT-NEXT: Detail: use after free: the object was freed
// TEXT: Policy last changed by thread T0 (free):
// TEXT-NEXT: #0 main {{.*}}use-after-free.c:32
// NOQ-NOT: sharing-violation
// NOQ: exit=
