/* buffer_check.h — how an interceptor checks a user buffer a libc function
 * reads or writes: only addresses inside the tracked range can matter (one
 * compare first), and only calls the program itself makes count (libc and
 * libstdc++ calling each other are not the program's accesses). */
#ifndef HEDDLE_BUFFER_CHECK_H
#define HEDDLE_BUFFER_CHECK_H
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#include "access.h"
#include "mpk.h"
#include "object.h"

static inline int hd_buffer_tracked(const void *p) {
  return (uintptr_t)p - __heddle_range_lo < __heddle_range_size;
}

/* Checks [p, p+n) as a read (w = 0) or write (w = 1) by the caller c. */
#define CHECK_BUFFER(p, n, w, c)                                               \
  do {                                                                         \
    if (hd_buffer_tracked(p) && hd_from_program((c).pc))                       \
      hd_check_range((uintptr_t)(p), (n), (w), (c));                           \
  } while (0)

/* The kernel is about to write [p, p+n) (a read-like system call, or libc
 * reading straight into the caller's buffer). Under backend=mpk a system call
 * does not fault on a page the thread's PKRU closes, it fails with EFAULT, so
 * libc's window opens first when the thread may not write the buffer (an
 * untouched object on the closed key, another thread's private one); the
 * CHECK_BUFFER after the call decides the access, as under backend=check.
 * Not itself a checked access. */
static inline void hd_kernel_writes(const void *p, size_t n) { hd_mpk_buffer((uintptr_t)p, n); }

/* ... and after the call, the n bytes it wrote there: the caller c's write
 * (a call with no interceptor before wrote unseen under backend=check, and
 * under backend=mpk failed with EFAULT). */
static inline void hd_kernel_wrote(const void *p, size_t n, struct hd_caller c) {
  if (n && hd_buffer_tracked(p) && hd_from_program(c.pc)) {
    int saved = errno; /* a report's own calls leave the call's errno alone (nanosleep's EINTR) */
    hd_check_range((uintptr_t)p, n, 1, c);
    errno = saved;
  }
}

#endif
