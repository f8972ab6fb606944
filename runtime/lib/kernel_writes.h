/* kernel_writes.h — the interceptor of a call whose one concern to heddle is
 * the user memory the kernel (or libc) fills for the caller: stat's struct,
 * getsockopt's value, waitpid's status. Under backend=mpk such a call fails
 * with EFAULT on a buffer the thread's PKRU closes (a system call does not
 * fault, buffer_check.h), and under either backend the bytes it fills are the
 * caller's write, checked as the read-like interceptors check theirs.
 *
 * One line of a table declares the call and what it fills:
 *
 *   KERNEL_WRITES(int, stat, (const char *path, struct stat *st), (path, st),
 *                 r == 0, WHOLE(st))
 *
 * return type, name, parameters, arguments, when the outputs were written (an
 * expression of the result r, and errno), then each output as (pointer, most
 * bytes the call may write there, bytes it wrote) — the most is evaluated
 * before the call (it may read an in/out length), the bytes written after a
 * successful one (they may use r), capped at the most; a null pointer is no
 * output. Up to four outputs, in the order the call reads their lengths. */
#ifndef HEDDLE_KERNEL_WRITES_H
#define HEDDLE_KERNEL_WRITES_H
#include <stddef.h>

#include "buffer_check.h"
#include "real.h"

/* An output the call fills whole: a struct or a length. */
#define WHOLE(p) (p, sizeof *(p), sizeof *(p))

static inline size_t hd_kw_min(size_t a, size_t b) { return a < b ? a : b; }
/* A function, not `p ?`, which the compiler would flag where glibc declares
 * the output nonnull (stat's). Only in/out lengths are read here: a program
 * passing a null output anyway gets libc's EFAULT, as without heddle. */
static inline int hd_kw_given(const void *p) { return p != NULL; }

/* M(index, pointer, most, wrote) for each output tuple. */
#define HD_KW_CALL(m, ...) m(__VA_ARGS__)
#define HD_KW_UNPACK(...) __VA_ARGS__
#define HD_KW_1(M, a) HD_KW_CALL(M, 0, HD_KW_UNPACK a)
#define HD_KW_2(M, a, b) HD_KW_1(M, a) HD_KW_CALL(M, 1, HD_KW_UNPACK b)
#define HD_KW_3(M, a, b, d) HD_KW_2(M, a, b) HD_KW_CALL(M, 2, HD_KW_UNPACK d)
#define HD_KW_4(M, a, b, d, e) HD_KW_3(M, a, b, d) HD_KW_CALL(M, 3, HD_KW_UNPACK e)
#define HD_KW_PICK(_1, _2, _3, _4, N, ...) N
#define HD_KW_EACH(M, ...) HD_KW_PICK(__VA_ARGS__, HD_KW_4, HD_KW_3, HD_KW_2, HD_KW_1, -)(M, __VA_ARGS__)

/* Before the call: the most it may write, and libc's window (hd_kernel_writes). */
#define HD_KW_BEFORE(i, p, most, wrote)                                        \
  size_t most_##i = hd_kw_given(p) ? (size_t)(most) : 0;                     \
  hd_kernel_writes((p), most_##i);
/* After a successful call: every output's size first (reading an out length
 * before any check changes its object's domain), then the checks. */
#define HD_KW_WROTE(i, p, most, wrote) size_t wrote_##i = most_##i ? hd_kw_min((size_t)(wrote), most_##i) : 0;
#define HD_KW_CHECK(i, p, most, wrote) hd_kernel_wrote((p), wrote_##i, c);

#define KERNEL_WRITES(ret, name, params, args, ok, ...)                        \
  HD_REAL_FN(name);                                                            \
  ret name params {                                                            \
    struct hd_caller c = HD_CALLER;                                            \
    HD_KW_EACH(HD_KW_BEFORE, __VA_ARGS__)                                      \
    ret r = HD_REAL(name) args;                                                \
    if (ok) {                                                                  \
      HD_KW_EACH(HD_KW_WROTE, __VA_ARGS__)                                     \
      HD_KW_EACH(HD_KW_CHECK, __VA_ARGS__)                                     \
    }                                                                          \
    return r;                                                                  \
  }                                                                            \
  /* Looked up at start-up, where libc has it: a signal handler (waitpid in a  \
   * SIGCHLD handler) or a forked child (fstat) may be the first caller. */    \
  __attribute__((constructor)) static void resolve_##name(void) {              \
    hd_real_preload((void **)&real_##name, #name);                             \
  }

#endif
