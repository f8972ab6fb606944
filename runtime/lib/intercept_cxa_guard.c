/* intercept_cxa_guard.c — C++ function-local statics ("magic statics"):
 * the initialisation happens before every use of the variable by any thread.
 *
 * The compiler guards `static T v = init();` with an inline acquire load of
 * the guard's first byte (the instrumentation's atomic hook: an acquire of the
 * guard's address) and, when it is 0, with __cxa_guard_acquire / init /
 * __cxa_guard_release in libstdc++ — uninstrumented code whose release store
 * no hook sees. So every thread but the initialiser raced with the
 * initialiser's writes (a new-user trial: a `static std::vector<int> p = [] {
 * ... }();` read by 4 std::threads was a false data race; TSan intercepts
 * these functions too). Here __cxa_guard_release releases the guard's address
 * first, and a __cxa_guard_acquire that returns 0 (another thread initialised
 * it, maybe while this one waited) acquires it.
 *
 * Weak, like cxx_new.c's operators: a program linked with a static libsupc++
 * keeps its own (and loses only these edges), instead of a duplicate symbol. */
#include <stdint.h>

#include "access.h" /* hd_in_runtime */
#include "real.h"
#include "signal_safe.h"
#include "sync.h"
#include "thread.h"

/* The Itanium C++ ABI's declarations (cxxabi.h is C++ only). */
int __cxa_guard_acquire(int64_t *guard);
void __cxa_guard_release(int64_t *guard);

HD_REAL_FN(__cxa_guard_acquire);
HD_REAL_FN(__cxa_guard_release);

static struct hd_thread *program_thread(void) {
  return hd_in_runtime || hd_rt_depth ? 0 : hd_thread_current();
}

__attribute__((weak)) int __cxa_guard_acquire(int64_t *guard) {
  int must_init = HD_REAL(__cxa_guard_acquire)(guard);
  struct hd_thread *t;
  if (!must_init && (t = program_thread())) hd_sync_acquire(t, guard);
  return must_init;
}

__attribute__((weak)) void __cxa_guard_release(int64_t *guard) {
  struct hd_thread *t = program_thread();
  if (t) hd_sync_release(t, guard);
  HD_REAL(__cxa_guard_release)(guard);
}
