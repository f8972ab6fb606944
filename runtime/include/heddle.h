/* heddle.h — the sharing-policy annotation API (PUSh semantics).
 *
 * Annotate how memory is meant to be shared between threads; libheddle checks
 * every access of instrumented code against the annotation and reports
 * violations as SARIF. Build with heddle-cc / heddle-c++ (which define
 * HEDDLE_ENABLED and link the runtime). Built with a plain compiler, every
 * annotation compiles to nothing and heddle_malloc is malloc, so annotated code
 * builds anywhere at zero cost.
 *
 * -DHEDDLE_NO_ANNOTATIONS does the same under heddle-cc: the program is still
 * instrumented and linked with the runtime, but every annotation compiles to
 * nothing, so heddle checks it as if nobody had annotated it (race mode checks
 * all of its memory for data races; strict mode, unannotated=private, treats
 * all of it as unannotated). The benchmark harness's heddle_race flavour is
 * built this way.
 *
 * Policies (PUSh §2):
 *   HEDDLE_UNTOUCHED     not yet accessed; becomes private to the first thread that touches it.
 *   HEDDLE_PRIVATE       read and written only by its owner thread.
 *   HEDDLE_READ_SHARED   read by threads that called heddle_acquire_read, written by none.
 *   HEDDLE_STICKY_READ   read-only for every thread from now on (set while no other thread runs).
 *   HEDDLE_RACY          any thread may read and write; heddle does not check it.
 *   HEDDLE_INACCESSIBLE  no thread may access it.
 *   HEDDLE_LOCKED        accessed only while holding its mutex (see heddle_set_locked); the
 *                        mutex may be a pthread_rwlock_t: writes need it write-held, reads
 *                        read- or write-held; or a pthread_spinlock_t.
 *
 * Initial policies: malloc/calloc/realloc/new memory is private to the
 * allocating thread; heddle_malloc chooses; globals of the executable are
 * untouched unless annotated with HEDDLE_GLOBAL / HEDDLE_GLOBAL_LOCKED (file
 * scope, after the definition). Stacks, thread-locals and const data are never
 * tracked. `obj` arguments may point anywhere inside the object.
 *
 * Policy changes by thread T (PUSh §2.1); anything else is reported as
 * invalid-policy-change and leaves the policy unchanged:
 *   heddle_acquire_write   untouched, inaccessible, locked, private to T, or
 *                          read-shared by T alone            -> private to T
 *   heddle_release_write   private to T                      -> inaccessible
 *   heddle_acquire_read    untouched, inaccessible, locked, private to T,
 *                          read-shared                       -> read-shared (+T)
 *   heddle_release_read    read-shared with T a reader       -> (-T), inaccessible when empty
 *   heddle_set_racy        untouched, inaccessible           -> racy
 *   heddle_set_locked      untouched, inaccessible, locked, private to T -> locked by m
 *   heddle_set_sticky_read any, while no other thread can run concurrently -> sticky-read
 *   free()                 private to T; sticky-read, while no other thread can
 *                          run concurrently (readers joined)   -> freed
 *
 * Policy changes are ordered by happens-before (pthread synchronisation, and
 * atomics with release/acquire or stronger orders):
 * heddle_acquire_write / heddle_release_write / heddle_set_racy / heddle_set_locked
 * are write-like, heddle_acquire_read / heddle_release_read are read-like; two
 * conflicting changes that are not ordered are reported as unordered-policy-change.
 * After heddle_set_locked, the first access under the lock must be ordered
 * after the change (PUSh §2.3). free() is a write-like use of the object; a
 * sticky-read object, which nothing writes, may still be freed by the one
 * thread left once every reader was joined (fill, share read-only, join, free).
 *
 * Misuse (a change on a pointer heddle does not track, a double release, a bad
 * policy value, a NULL mutex, a bad slice) is an api-misuse report; the
 * program is never stopped for it. See docs/runtime.md.
 *
 * Every annotation parses with tree-sitter-c without ERROR nodes, so the editor
 * tooling (annotation-lint, heddle-lsp) can read it: HEDDLE_GLOBAL(...) at file
 * scope is a top-level expression statement.
 */
#ifndef HEDDLE_H
#define HEDDLE_H

#include <stddef.h>
#include <stdlib.h>
#include <pthread.h>

#ifdef __cplusplus
extern "C" {
#endif

enum heddle_policy {
  HEDDLE_UNTOUCHED,
  HEDDLE_PRIVATE,
  HEDDLE_READ_SHARED,
  HEDDLE_STICKY_READ,
  HEDDLE_RACY,
  HEDDLE_INACCESSIBLE,
  HEDDLE_LOCKED
};

#define HEDDLE__CAT2(a, b) a##b
#define HEDDLE__CAT(a, b) HEDDLE__CAT2(a, b)

#if defined(HEDDLE_ENABLED) && !defined(HEDDLE_NO_ANNOTATIONS)

/* Registration of an annotated global (called by HEDDLE_GLOBAL's constructor). */
void heddle__register_global(const void *addr, size_t size, enum heddle_policy policy,
                             pthread_mutex_t *lock, const char *name,
                             const char *file, int line);

/* The trailing `extern int heddle__semicolon` swallows the user's `;`, so the
 * annotation reads as a statement at file scope without an empty declaration. */
#define HEDDLE__GLOBAL_IMPL(var, policy, lock, id)                                   \
  __attribute__((constructor)) static void HEDDLE__CAT(heddle__register_, id)(void) { \
    heddle__register_global(&(var), sizeof(var), (policy), (lock), #var, __FILE__,    \
                            __LINE__);                                               \
  }                                                                                  \
  extern int heddle__semicolon

#define HEDDLE_GLOBAL(var, policy) HEDDLE__GLOBAL_IMPL(var, policy, NULL, __COUNTER__)
#define HEDDLE_GLOBAL_LOCKED(var, mutex) \
  HEDDLE__GLOBAL_IMPL(var, HEDDLE_LOCKED, HEDDLE__MUTEX(mutex), __COUNTER__)

void *heddle_malloc(size_t n, enum heddle_policy p);
void *heddle_malloc_locked(size_t n, pthread_mutex_t *m);
void heddle_acquire_write(const void *obj);
void heddle_release_write(const void *obj);
void heddle_acquire_read(const void *obj);
void heddle_release_read(const void *obj);
void heddle_set_racy(const void *obj);
void heddle_set_sticky_read(const void *obj);
void heddle_set_locked(const void *obj, pthread_mutex_t *m);
/* Split an array into nslices consecutive tracked objects of lengths[i]
 * elements each; slice i is named by the address of its first element and
 * starts with the array's policy at the time of the call (PUSh §3.4). */
void heddle_slice(const void *array, size_t elem_size, size_t nslices, const size_t *lengths);

#else /* plain compiler or HEDDLE_NO_ANNOTATIONS: annotations vanish, arguments are still
       * evaluated once. */

#define HEDDLE_GLOBAL(var, policy) extern int heddle__semicolon
#define HEDDLE_GLOBAL_LOCKED(var, mutex) extern int heddle__semicolon
#define heddle_malloc(n, p) ((void)(p), malloc(n))
#define heddle_malloc_locked(n, m) ((void)(m), malloc(n))
#define heddle_acquire_write(obj) ((void)(obj))
#define heddle_release_write(obj) ((void)(obj))
#define heddle_acquire_read(obj) ((void)(obj))
#define heddle_release_read(obj) ((void)(obj))
#define heddle_set_racy(obj) ((void)(obj))
#define heddle_set_sticky_read(obj) ((void)(obj))
#define heddle_set_locked(obj, m) ((void)(obj), (void)(m))
#define heddle_slice(array, elem_size, nslices, lengths) \
  ((void)(array), (void)(elem_size), (void)(nslices), (void)(lengths))

#endif /* HEDDLE_ENABLED && !HEDDLE_NO_ANNOTATIONS */

#ifdef __cplusplus
}

#if defined(HEDDLE_ENABLED) && !defined(HEDDLE_NO_ANNOTATIONS)
/* C++: a std::mutex (also recursive_mutex, timed_mutex) is one pthread_mutex_t
 * in libstdc++, locked through its own address, so the locked policy accepts a
 * pointer to it where C takes a pthread_mutex_t * (race mode's suggestions name
 * the program's own mutex, which in C++ is usually a std::mutex); and a
 * std::shared_mutex, one pthread_rwlock_t there, as an rwlock (below). */
template <class Mutex> static inline pthread_mutex_t *heddle__mutex(Mutex *m) {
  static_assert((sizeof(Mutex) == sizeof(pthread_mutex_t) && alignof(Mutex) == alignof(pthread_mutex_t)) ||
                    (sizeof(Mutex) == sizeof(pthread_rwlock_t) && alignof(Mutex) == alignof(pthread_rwlock_t)),
                "heddle: the locked policy needs a pthread_mutex_t, a pthread_rwlock_t, a std::mutex or a "
                "std::shared_mutex");
  return reinterpret_cast<pthread_mutex_t *>(m);
}
static inline pthread_mutex_t *heddle__mutex(pthread_mutex_t *m) { return m; }
/* A pthread_spinlock_t (a volatile int) is held like a mutex too: only its address is used. */
static inline pthread_mutex_t *heddle__mutex(pthread_spinlock_t *m) { return (pthread_mutex_t *)(void *)m; }
static inline pthread_mutex_t *heddle__mutex(decltype(nullptr)) { return nullptr; }
template <class Mutex> static inline void heddle_set_locked(const void *obj, Mutex *m) {
  heddle_set_locked(obj, heddle__mutex(m));
}
template <class Mutex> static inline void *heddle_malloc_locked(size_t n, Mutex *m) {
  return heddle_malloc_locked(n, heddle__mutex(m));
}
#define HEDDLE__MUTEX(m) heddle__mutex(m)
#endif
#else
#if defined(HEDDLE_ENABLED) && !defined(HEDDLE_NO_ANNOTATIONS)
/* C: a C11 mtx_t is one pthread_mutex_t in glibc (thrd/mtx calls are the
 * pthread ones, intercepted alike), so the locked policy accepts a pointer to
 * it too — race mode's suggestions name the program's own mutex — and to a
 * pthread_rwlock_t (an rwlock: reads need it held, writes write-held) or a
 * pthread_spinlock_t (held like a mutex). (NULL stays
 * an api-misuse report at run time, so no size check here: _Generic would
 * apply it to every association, NULL's included.) */
#define HEDDLE__MUTEX(m) _Generic((m), pthread_mutex_t *: (m), default: (pthread_mutex_t *)(void *)(m))
/* After the declarations above; the runtime defines the functions as (name). */
#define heddle_set_locked(obj, m) heddle_set_locked((obj), HEDDLE__MUTEX(m))
#define heddle_malloc_locked(n, m) heddle_malloc_locked((n), HEDDLE__MUTEX(m))
#else
#define HEDDLE__MUTEX(m) (m)
#endif
#endif

#endif /* HEDDLE_H */
