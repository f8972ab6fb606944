/* kernel_writes.h — the interceptor of a call whose one concern to heddle is
 * the user memory the kernel (or libc) fills or reads for the caller: stat's
 * struct and path, getsockopt's value, setsockopt's, waitpid's status. Under
 * backend=mpk such a call fails with EFAULT on a buffer the thread's PKRU
 * closes (a system call does not fault, buffer_check.h) — the kernel reads
 * user memory with the caller's PKRU as much as it writes it —, and under
 * either backend the bytes it fills are the caller's write and the bytes it
 * reads the caller's read, checked as the read and write families check theirs.
 *
 * One line of a table declares the call and the memory it uses:
 *
 *   KERNEL_BUFFERS(int, stat, (const char *path, struct stat *st), (path, st),
 *                  r == 0, STRING(path), WHOLE(st))
 *
 * return type, name, parameters, arguments, when the outputs were written (an
 * expression of the result r, and errno; 0 for a call that writes none), then
 * each buffer, one of
 *   OUT(pointer, most bytes the call may write there, bytes it wrote)
 *   WHOLE(pointer)          an output the call fills whole: a struct, a length
 *   IN(pointer, bytes)      what the call reads (checked before it)
 *   IN_WHOLE(pointer)       ... a whole struct
 *   STRING(pointer)         a string the call reads, to its NUL
 * — an output's most is evaluated before the call (it may read an in/out
 * length), the bytes written after a successful one (they may use r), capped
 * at the most; a null pointer is no buffer. Up to four, outputs in the order
 * the call reads their lengths. An in/out buffer is an output: the write's
 * check covers what the read's would.
 * KERNEL_BUFFERS_SHARED is the same line for a call whose number syscall()
 * routes to it (routed_calls.h): its hd_NAME_from is not static. */
#ifndef HEDDLE_KERNEL_WRITES_H
#define HEDDLE_KERNEL_WRITES_H
#include <stddef.h>

#include "buffer_check.h"
#include "real.h"
#include "util.h"

/* The kernel is about to read [p, p+n) for the caller c: under backend=mpk
 * libc's window opens first when the thread's PKRU closes the buffer (the
 * call would fail with EFAULT), and the bytes are c's read, checked as
 * write()'s buffer is (a worker's stat() of a path in another thread's private
 * buffer is a sharing-violation under either backend). Before the call, so
 * errno is the call's. */
static inline void hd_kernel_reads(const void *p, size_t n, struct hd_caller c) {
  if (!n || !hd_buffer_tracked(p)) return;
  if (hd_from_program(c.pc)) hd_check_range((uintptr_t)p, n, 0, c); /* opens the window too */
  else hd_mpk_buffer((uintptr_t)p, n);
}
/* ... a string, to its NUL. Its first byte's object opens the window before
 * the runtime reads the string to measure it (a path is one object's).
 * Returns the bytes checked (0: none), for hd_kernel_reopen. */
static inline size_t hd_kernel_reads_string(const char *s, struct hd_caller c) {
  if (!s || !hd_buffer_tracked(s)) return 0;
  hd_mpk_buffer((uintptr_t)s, 1);
  size_t n = hd_strlen(s) + 1;
  hd_kernel_reads(s, n, c);
  return n;
}

/* The last pass before the call, over every buffer it uses, inputs and
 * outputs: the window opened again where the thread may not write the buffer
 * now. The checks run between the first buffer's window and the call, and
 * anything that reloads the thread's PKRU among them (a fault decided as the
 * program's access, a policy change of its own) would close the window an
 * earlier buffer opened, and the call would fail with EFAULT on that one.
 * None does today (an interceptor's first touch changes the object's word
 * only: access.c check_policy), so this keeps the order, not a fix of a seen
 * failure (lit mpk/kernel-reads-windows.c). After the last check no domain
 * changes, so one pass opens what the call needs. */
static inline void hd_kernel_reopen(const void *p, size_t n) { hd_mpk_buffer((uintptr_t)p, n); }

/* v[i], read by the runtime: its window opened first (as hd_kernel_reopen,
 * whatever a check did meanwhile). libheddle is linked into the executable,
 * so its own read of a closed array would fault as the program's access. */
static inline char *hd_kernel_string_at(char *const *v, size_t i) {
  hd_mpk_buffer((uintptr_t)&v[i], sizeof v[i]);
  return v[i];
}

/* ... a vector of strings ending in a null pointer (execve's argv and envp):
 * the array, then each string. */
static inline void hd_kernel_reads_strings(char *const *v, struct hd_caller c) {
  if (!v) return;
  size_t n = 0;
  while (hd_kernel_string_at(v, n)) n++;
  hd_kernel_reads(v, (n + 1) * sizeof *v, c);
  for (size_t i = 0; i < n; i++) hd_kernel_reads_string(hd_kernel_string_at(v, i), c);
}
/* ... opened again: each string by its first byte's object (one object's,
 * as above; the runtime does not read a string it may not). */
static inline void hd_kernel_reopen_strings(char *const *v) {
  if (!v || !__builtin_expect(hd_mpk_on, 0)) return;
  size_t n = 0;
  for (char *s; (s = hd_kernel_string_at(v, n)); n++) hd_kernel_reopen(s, 1);
  hd_kernel_reopen(v, (n + 1) * sizeof *v);
}

/* What an exec reads (execve, posix_spawn: the child's exec starts with the
 * caller's PKRU): the path, argv and envp, checked, then opened again. */
static inline void hd_kernel_reads_exec(const char *path, char *const *argv, char *const *envp, struct hd_caller c) {
  size_t path_len = hd_kernel_reads_string(path, c);
  hd_kernel_reads_strings(argv, c);
  hd_kernel_reads_strings(envp, c);
  hd_kernel_reopen(path, path_len);
  hd_kernel_reopen_strings(argv);
  hd_kernel_reopen_strings(envp);
}

/* The buffers' forms: (kind, pointer, size before, size after). */
#define OUT(p, most, wrote) (WRITES, p, most, wrote)
#define WHOLE(p) OUT(p, sizeof *(p), sizeof *(p))
#define IN(p, n) (READS, p, n, 0)
#define IN_WHOLE(p) IN(p, sizeof *(p))
#define STRING(p) (READS_STRING, p, 0, 0)

static inline size_t hd_kw_min(size_t a, size_t b) { return a < b ? a : b; }
/* A function, not `p ?`, which the compiler would flag where glibc declares
 * the output nonnull (stat's). Only in/out lengths are read here: a program
 * passing a null output anyway gets libc's EFAULT, as without heddle. */
static inline int hd_kw_given(const void *p) { return p != NULL; }

/* M(index, kind, pointer, most, wrote) for each buffer. */
#define HD_KW_CALL(m, ...) m(__VA_ARGS__)
#define HD_KW_UNPACK(...) __VA_ARGS__
#define HD_KW_1(M, a) HD_KW_CALL(M, 0, HD_KW_UNPACK a)
#define HD_KW_2(M, a, b) HD_KW_1(M, a) HD_KW_CALL(M, 1, HD_KW_UNPACK b)
#define HD_KW_3(M, a, b, d) HD_KW_2(M, a, b) HD_KW_CALL(M, 2, HD_KW_UNPACK d)
#define HD_KW_4(M, a, b, d, e) HD_KW_3(M, a, b, d) HD_KW_CALL(M, 3, HD_KW_UNPACK e)
#define HD_KW_PICK(_1, _2, _3, _4, N, ...) N
#define HD_KW_EACH(M, ...) HD_KW_PICK(__VA_ARGS__, HD_KW_4, HD_KW_3, HD_KW_2, HD_KW_1, -)(M, __VA_ARGS__)

/* Before the call, each buffer's size_i: an output's most and libc's window
 * (hd_kernel_writes); an input checked as the caller's read, which opens the
 * window too. */
#define HD_KW_BEFORE(i, kind, p, most, wrote) HD_KW_BEFORE_##kind(i, p, most, wrote)
#define HD_KW_BEFORE_WRITES(i, p, most, wrote)                                 \
  size_t size_##i = hd_kw_given(p) ? (size_t)(most) : 0;                     \
  hd_kernel_writes((p), size_##i);
#define HD_KW_BEFORE_READS(i, p, n, unused)                                    \
  size_t size_##i = hd_kw_given(p) ? (size_t)(n) : 0;                        \
  hd_kernel_reads((p), size_##i, c);
#define HD_KW_BEFORE_READS_STRING(i, p, unused, unused2) size_t size_##i = hd_kernel_reads_string((p), c);
/* ... then every buffer's window again (hd_kernel_reopen). */
#define HD_KW_REOPEN(i, kind, p, most, wrote) hd_kernel_reopen((p), size_##i);
/* After a successful call: every output's size first (reading an out length
 * before any check changes its object's domain), then the checks. */
#define HD_KW_WROTE(i, kind, p, most, wrote) HD_KW_WROTE_##kind(i, p, most, wrote)
#define HD_KW_WROTE_WRITES(i, p, most, wrote)                                  \
  size_t wrote_##i = size_##i ? hd_kw_min((size_t)(wrote), size_##i) : 0;
#define HD_KW_WROTE_READS(i, p, n, unused)
#define HD_KW_WROTE_READS_STRING(i, p, unused, unused2)
#define HD_KW_CHECK(i, kind, p, most, wrote) HD_KW_CHECK_##kind(i, p)
#define HD_KW_CHECK_WRITES(i, p) hd_kernel_wrote((p), wrote_##i, c);
#define HD_KW_CHECK_READS(i, p)
#define HD_KW_CHECK_READS_STRING(i, p)

/* The line's call as hd_NAME_from(caller, its arguments), then the libc
 * name calling it with its own caller. `linkage`: static inline for a line
 * only its libc name uses, empty for a KERNEL_BUFFERS_SHARED line, whose
 * hd_NAME_from syscall() calls with that call's number too (routed_calls.h
 * declares those). */
#define HD_KW_DEFINE(linkage, ret, name, params, args, ok, ...)                \
  HD_REAL_FN(name);                                                            \
  linkage ret hd_##name##_from(struct hd_caller c, HD_KW_UNPACK params) {      \
    HD_KW_EACH(HD_KW_BEFORE, __VA_ARGS__)                                      \
    HD_KW_EACH(HD_KW_REOPEN, __VA_ARGS__)                                      \
    ret r = HD_REAL(name) args;                                                \
    if (ok) {                                                                  \
      HD_KW_EACH(HD_KW_WROTE, __VA_ARGS__)                                     \
      HD_KW_EACH(HD_KW_CHECK, __VA_ARGS__)                                     \
    }                                                                          \
    return r;                                                                  \
  }                                                                            \
  ret name params { return hd_##name##_from(HD_CALLER, HD_KW_UNPACK args); }  \
  /* Looked up at start-up, where libc has it: a signal handler (waitpid in a  \
   * SIGCHLD handler) or a forked child (fstat) may be the first caller. */    \
  __attribute__((constructor)) static void resolve_##name(void) {              \
    hd_real_preload((void **)&real_##name, #name);                             \
  }
#define KERNEL_BUFFERS(...) HD_KW_DEFINE(static inline, __VA_ARGS__)
#define KERNEL_BUFFERS_SHARED(...) HD_KW_DEFINE(, __VA_ARGS__)

#endif
