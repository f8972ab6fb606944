/* mpk.h — backend=mpk (PUSh §3.2): what the rest of libheddle calls.
 *
 * Under backend=mpk a heap object that has pages of its own (a slot of at
 * least a page: strict mode and annotated allocations are placed so) lives on
 * pages tagged with the protection key of its policy's domain — its owner's
 * key when private, the lock's when locked, one key each for untouched /
 * inaccessible / freed, read-shared and sticky-read — and each thread's PKRU
 * opens exactly the domains it may use. An access outside them is a
 * protection-key fault, and the fault handler (fault.c) makes the decision the
 * check backend would make (access.c's check), so both report the same.
 *
 * Every hook is one predictable branch when the backend is off. */
#ifndef HEDDLE_MPK_H
#define HEDDLE_MPK_H
#include <stddef.h>
#include <stdint.h>

#include "page_cache.h"
#include "stack.h"

struct hd_object;
struct hd_thread;

/* 1 while backend=mpk runs (set once at start-up). */
extern int hd_mpk_on;

/* Start-up, right after HEDDLE_OPTIONS is parsed: decides the backend
 * (backend=auto: mpk where pkey_alloc works) and returns it (enum
 * hd_backend: CHECK or MPK). backend=mpk where it cannot work ends the
 * program with exit 2 and a message saying why and what to use instead. */
int hd_mpk_init(int requested);

/* Heap placement: the slot size and alignment an allocation of `size`
 * bytes gets, so that an object the backend protects has pages of its own.
 * Only what the program allocates itself is protected: libc's own objects
 * (stdio buffers, strdup's copies) are used by libc from any thread and by
 * system calls, which cannot fault; they stay with the check backend. */
int hd_mpk_place_slow(size_t *size, size_t *align, int annotated, int by_program);
/* Returns 1 for an object the backend will protect (the arena puts it in its
 * upper half, which heddle-cc --backend=mpk's code does not check). */
static inline int hd_mpk_place(size_t *size, size_t *align, int annotated, int by_program) {
  return __builtin_expect(hd_mpk_on, 0) ? hd_mpk_place_slow(size, align, annotated, by_program) : 0;
}
/* A new heap object (after hd_mpk_place): tagged unless libc allocated it. */
void hd_mpk_allocated_slow(struct hd_object *o, struct hd_thread *t, int by_program);
static inline void hd_mpk_allocated(struct hd_object *o, struct hd_thread *t, int by_program) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_allocated_slow(o, t, by_program);
}

/* The object's check word or flags changed (allocation, policy change, hand
 * over, free): its pages move to the key of its new domain. `t` made the
 * change (NULL: not a thread's policy call); `kind` is its enum
 * heddle_change_kind (the thread's read-shared count follows acquire/release
 * read). */
void hd_mpk_changed_slow(struct hd_object *o, struct hd_thread *t, uint32_t kind);
static inline void hd_mpk_changed(struct hd_object *o, struct hd_thread *t, uint32_t kind) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_changed_slow(o, t, kind);
}

/* PUSh §3.5's domain-tagged page cache (page_cache.h). The key a new object
 * of `policy` allocated by t will be on (0: none the cache keeps). */
int hd_mpk_new_object_key(int policy, struct hd_thread *t);
/* The slot of o (no object any more) goes back to the arena: 1 when the page
 * cache keeps it, pages still tagged (the arena must not link it through its
 * memory); 0 when its pages went back to the default key (the arena links it). */
int hd_mpk_slot_freed_slow(struct hd_object *o);
static inline int hd_mpk_slot_freed(struct hd_object *o) {
  return __builtin_expect(hd_mpk_on, 0) ? hd_mpk_slot_freed_slow(o) : 0;
}
/* A protected slot of len bytes from the page cache, on key `want` if it has
 * one (*key: the key it carries); 0: none. */
static inline uintptr_t hd_mpk_slot_cached(size_t len, int want, int *key) {
  return __builtin_expect(hd_mpk_on, 0) ? hd_mpk_cache_take(len, want, key) : 0;
}
/* Such a slot's new record (zeroed by the arena) learns its pages' key. */
void hd_mpk_slot_reused_slow(struct hd_object *o, int key);

/* Does the backend enforce o's policy in hardware? The instrumentation's
 * hooks then leave the decision to the fault (hd_mpk_defer). */
int hd_mpk_protects(const struct hd_object *o);

/* A hooked access of a protected object that the inline check did not
 * settle: remembered, so that when it faults the report names the access as
 * the check backend would (its code location and size), not the instruction. */
void hd_mpk_defer(uintptr_t addr, size_t size, int is_write, struct hd_caller c);

/* An interceptor hands [addr, addr+size) to libc: libc may use every
 * domain until the thread's next hooked access (domain.c's window). */
void hd_mpk_buffer_slow(uintptr_t addr, size_t size);
static inline void hd_mpk_buffer(uintptr_t addr, size_t size) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_buffer_slow(addr, size);
}

/* An interceptor hands the kernel memory it cannot name (an ioctl request it
 * does not know, whose argument may hold pointers): every domain opens for
 * the call, libc's window as after a fault in libc (domain.c). */
void hd_mpk_open_window(void);
static inline void hd_mpk_unknown_buffers(void) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_open_window();
}

/* The calling thread starts running the program (its PKRU is set from
 * scratch: a new thread inherits its creator's), or has finished. */
void hd_mpk_thread_started_slow(struct hd_thread *t);
static inline void hd_mpk_thread_started(struct hd_thread *t) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_thread_started_slow(t);
}
void hd_mpk_thread_finished_slow(struct hd_thread *t);
static inline void hd_mpk_thread_finished(struct hd_thread *t) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_thread_finished_slow(t);
}

/* t's set of held mutexes changed (after an acquire, before a release): its
 * PKRU opens the domains of exactly the locks it holds. */
void hd_mpk_locks_changed_slow(struct hd_thread *t);
static inline void hd_mpk_locks_changed(struct hd_thread *t) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_locks_changed_slow(t);
}

/* Read by the code heddle-cc --backend=mpk builds (runtime/pass): bit c set
 * while the upper half of class c's region holds only objects whose policy
 * the keys enforce (0 while the backend is off); a thread's libc window
 * (domain.c) is open. Such code checks an access of that upper half only
 * when the bit is clear, and closes an open window first. */
extern uint32_t __heddle_mpk_classes;
extern __thread int __heddle_mpk_window;
void __heddle_mpk_close(void);
/* o, in the upper half, is sliced (its slices' policies are the check
 * backend's) or could not be tagged: its class is checked from now on. */
void hd_mpk_unprotected_slow(const struct hd_object *o);
static inline void hd_mpk_unprotected(const struct hd_object *o) {
  if (__builtin_expect(hd_mpk_on, 0)) hd_mpk_unprotected_slow(o);
}

/* fork(): takes (1) or releases (0) the key pool's and the page cache's
 * locks, innermost of the runtime's locks, so a child never inherits it held by a thread it does not
 * have (intercept_thread.c's fork_lockers; a no-op lock while the backend is off). */
void hd_mpk_fork_lock(int take);

/* The program's own disposition of sig while the backend holds sig (SIGSEGV,
 * SIGTRAP: signals.c), which the program's sigaction/signal calls read and
 * change instead of the kernel's (intercept_sigaction.c); NULL otherwise. */
struct sigaction;
struct sigaction *hd_mpk_program_action(int sig);

/* At exit: the backend's counters into the event log (SARIF, the summary);
 * verbosity >= 1 prints them too. */
void hd_mpk_exit(void);

#endif
