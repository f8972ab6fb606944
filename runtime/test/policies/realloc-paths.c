// realloc's paths each keep what they must: growing in place and moving keep
// the object's policy (a locked object stays locked by its mutex, so an
// unlocked access after the move is lock-not-held); a huge untracked mapping
// (> 2 GiB, heap memory heddle does not track) moves into a tracked object,
// contents kept, and can be freed; realloc of another thread's private
// object is a use of it (sharing-violation); realloc of a freed pointer is
// api-misuse, returns NULL with EINVAL and frees nothing. Exactly the reports
// marked CHECK-DAG, no others.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
// RUN: test "$(%python %inputs/sarif_query.py %t.sarif results | wc -l)" -eq 3
// RUN: %sarif-validate %t.sarif
#include <errno.h>
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static char *mains;

static void *other_thread(void *arg) {
  (void)arg;
  char *q = realloc(mains, 4096); // CHECK-DAG: sharing-violation realloc-paths.c:[[@LINE]] {{.*}}
  printf("moved by another thread: %d\n", q != 0);
  return 0;
}

int main(void) {
  char *locked = heddle_malloc_locked(16, &m);
  pthread_mutex_lock(&m);
  strcpy(locked, "kept");
  locked = realloc(locked, 20); // grows within its 32-byte slot
  locked = realloc(locked, 4000); // moves to a larger class
  printf("locked contents: %s\n", locked);
  pthread_mutex_unlock(&m);
  locked[0] = 'K'; // CHECK-DAG: lock-not-held realloc-paths.c:[[@LINE]] {{.*}}

  size_t huge_size = ((size_t)1 << 31) + 4096; // just above the largest size class
  char *huge = malloc(huge_size); // only two pages are touched; refused where overcommit is strict
  if (huge) {
    huge[0] = 'h';
    huge[huge_size - 1] = 'x';
    char *small = realloc(huge, 16); // untracked mapping -> tracked object
    printf("huge moved: %c\n", small[0]);
    small[1] = 0;
    free(small);
  } else {
    printf("huge allocation refused by the system: path not run\n");
  }

  mains = malloc(64);
  heddle_set_sticky_read(&mains); // the pointer itself: read by the other thread
  pthread_t t;
  pthread_create(&t, 0, other_thread, 0);
  pthread_join(t, 0);

  char *volatile gone = malloc(8);
  free(gone);
  errno = 0;
  void *again = realloc(gone, 64); // CHECK-DAG: api-misuse realloc-paths.c:[[@LINE]] {{.*}}
  printf("realloc of a freed pointer: %s, errno %s\n", again ? "moved" : "NULL",
         errno == EINVAL ? "EINVAL" : "other");
  return 0;
}

// OUT: locked contents: kept
// OUT: huge {{moved: h|allocation refused}}
// OUT: moved by another thread: 1
// OUT: realloc of a freed pointer: NULL, errno EINVAL
// OUT: exit=66
