/* intercept_sort.c — qsort and qsort_r rearrange the whole array inside libc,
 * where no instrumentation sees the moves: each call is checked as a write of
 * every element (ThreadSanitizer's model), so two threads sorting overlapping
 * ranges race — found by a new-user trial (partitions off by one: both TSans
 * reported it, heddle saw only the comparators' reads). The comparator is the
 * program's own instrumented code; bsearch only computes addresses and hands
 * them to it, so it needs no interceptor. Weak: a program with a qsort of its
 * own keeps it (its moves are instrumented code then), and links. */
#include <stdlib.h>

#include "buffer_check.h"
#include "real.h"

HD_REAL_FN(qsort);
HD_REAL_FN(qsort_r);

static void check_array(void *base, size_t n, size_t size, struct hd_caller c) {
  size_t bytes;
  if (!__builtin_mul_overflow(n, size, &bytes) && bytes) CHECK_BUFFER(base, bytes, 1, c);
}

__attribute__((weak)) void qsort(void *base, size_t n, size_t size, __compar_fn_t cmp) {
  check_array(base, n, size, HD_CALLER);
  HD_REAL(qsort)(base, n, size, cmp);
}

__attribute__((weak)) void qsort_r(void *base, size_t n, size_t size, __compar_d_fn_t cmp, void *arg) {
  check_array(base, n, size, HD_CALLER);
  HD_REAL(qsort_r)(base, n, size, cmp, arg);
}
