/* access.c — the per-access policy check (PUSh §2.1 semantics) and the entry
 * points the instrumentation calls.
 *
 * The compiler emits, before each load/store, `if (addr - __heddle_range_lo <
 * __heddle_range_size) __heddle_{load,store}N(addr, record)`, so untracked
 * memory (stacks, TLS, libraries) costs that one compare; an inline check
 * before the call settles the common cases (runtime/pass access_check.cpp)
 * and passes the record it found, if any (check_record). Without one, the
 * object is found by address (arena: shifts; globals: page index) and its
 * check word compared to the thread's private word — the common case of a
 * thread touching its own private object returns after one load and compare. */
#include "access.h"

#include <stdio.h>

#include "arena.h"
#include "exe_layout.h"
#include "globals.h"
#include "mpk.h"
#include "race.h"
#include "race_fast.h"
#include "report.h"
#include "sync_object_race.h"
#include "thread.h"
#include "util.h"

uintptr_t hd_program_text_lo, hd_program_text_size;

void hd_program_text_init(void) {
  const struct hd_exe_layout *l = hd_exe_layout();
  hd_program_text_lo = l->text_lo;
  hd_program_text_size = l->text_hi - l->text_lo;
}

__thread int hd_in_runtime;
__thread int hd_ignore_accesses;

static void record_first_touch(struct hd_object *o, struct hd_thread *t, struct hd_caller c) {
  o->last = (struct hd_change_rec){HEDDLE_CHANGE_FIRST_TOUCH, t->tid, hd_stack_id(c)};
}

static void violation(enum heddle_rule rule, struct hd_thread *t, struct hd_object *o, uintptr_t addr,
                      uint32_t size, int is_write, struct hd_caller c, const struct hd_change_rec *other,
                      const char *detail) {
  struct hd_report r = {rule, t, c, addr, size, is_write, o, other, detail};
  hd_report(&r);
}

/* The slow path of an annotated object: its policy decides. */
static HD_NOINLINE void check_policy(struct hd_caller c, struct hd_thread *t, struct hd_object *o,
                                     uintptr_t addr, uint32_t size, int is_write, const char *detail) {
  for (;;) {
    uint32_t w = __atomic_load_n(&o->check, __ATOMIC_ACQUIRE);
    if (w == t->private_word || w == 0) return;
    switch (hd_word_policy(w)) {
    case HEDDLE_UNTOUCHED:
      /* Becomes private to the first toucher; a lost race re-checks. */
      if (__atomic_compare_exchange_n(&o->check, &w, t->private_word, 0, __ATOMIC_ACQ_REL,
                                      __ATOMIC_ACQUIRE)) {
        record_first_touch(o, t, c);
        return;
      }
      continue;
    case HEDDLE_PRIVATE:
    case HEDDLE_INACCESSIBLE:
      if (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_FREED_UNANNOTATED) {
        /* memory the program never gave a policy: the use after free (or
         * return) itself, as the sanitizers name it; the title says which */
        violation(HEDDLE_RULE_USE_AFTER_FREE, t, o, addr, size, is_write, c, 0, 0);
        return;
      }
      violation(HEDDLE_RULE_SHARING_VIOLATION, t, o, addr, size, is_write, c, 0,
                !(o->flags & HD_OBJ_FREED)              ? detail
                : o->last.kind == HEDDLE_CHANGE_RETURN ? "use after return: the stack object's function returned"
                                                       : "use after free: the object was freed");
      return;
    case HEDDLE_READ_SHARED:
      if (is_write || !hd_reader_has(o, t->slot))
        violation(HEDDLE_RULE_SHARING_VIOLATION, t, o, addr, size, is_write, c, 0,
                  detail ? detail
                         : is_write ? "read-shared objects are read-only"
                                    : "this thread did not call heddle_acquire_read");
      return;
    case HEDDLE_STICKY_READ:
      if (is_write)
        violation(HEDDLE_RULE_SHARING_VIOLATION, t, o, addr, size, is_write, c, 0,
                  detail ? detail : "sticky-read objects are read-only");
      return;
    case HEDDLE_RACY:
      return;
    case HEDDLE_LOCKED:
      /* A fork child with no thread of its own is single-threaded: the
       * mutex orders nothing there (it is the child's copy, often inherited
       * held and unlocked at once). */
      if (!hd_thread_holds_for(t, o->lock_addr, is_write) && !hd_thread_fork_child_alone()) {
        violation(HEDDLE_RULE_LOCK_NOT_HELD, t, o, addr, size, is_write, c, 0, detail);
        return;
      }
      if (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_LOCK_UNVERIFIED) {
        /* PUSh §2.3: the first access after set_locked must be ordered after it. */
        hd_spin_lock(&o->mu);
        int unordered = (o->flags & HD_OBJ_LOCK_UNVERIFIED) && !hd_epoch_leq(o->w, &t->vc);
        struct hd_change_rec other = o->wchange;
        __atomic_and_fetch(&o->flags, ~(uint32_t)HD_OBJ_LOCK_UNVERIFIED, __ATOMIC_RELEASE);
        hd_spin_unlock(&o->mu);
        if (unordered)
          violation(HEDDLE_RULE_UNORDERED_POLICY_CHANGE, t, o, addr, size, is_write, c, &other,
                    "first access under the lock is not ordered after heddle_set_locked");
      }
      return;
    default:
      return; /* a sliced parent with no slice here (cannot happen: slices cover it) */
    }
  }
}

/* The slow path: the object is not private to this thread. c comes first
 * and the policy code is a call of its own: a 16-byte struct after five
 * scalars is passed in memory, and kept for later it is spilled, then read
 * back as one 16-byte load of two 8-byte stores — a store-forwarding stall
 * on every race-mode slow path. */
static HD_NOINLINE void check_object(struct hd_caller c, struct hd_thread *t, struct hd_object *o,
                                     uintptr_t addr, uint32_t size, int is_write, const char *detail) {
  /* Runtime code is not instrumented, so a check while this thread is inside
   * the runtime comes from a signal handler that interrupted it: the slow path
   * and its report may need a lock the interrupted code holds (signal_safe.h).
   * Such an access goes unchecked — a missed report, never a hang. */
  if (HD_UNLIKELY(hd_rt_depth)) return;
  if (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_RACE) hd_race_check(c, t, o, addr, size, is_write);
  else check_policy(c, t, o, addr, size, is_write, detail);
}

/* Words every thread may read without further checks. */
#define STICKY_WORD (((uint32_t)HEDDLE_STICKY_READ + 1) << 24 | HD_NO_OWNER)
#define RACY_WORD (((uint32_t)HEDDLE_RACY + 1) << 24 | HD_NO_OWNER)
#define SHARED_WORD (((uint32_t)HEDDLE_READ_SHARED + 1) << 24 | HD_NO_OWNER)

/* Sliced arrays: each thread remembers the slice it touched last (PUSh §3.4's
 * per-thread slice cache), so loops over one slice skip the search. */
static __thread struct hd_object *slice_cache;
/* The global this thread checked last: loops over a global array stay here. */
static __thread struct hd_object *global_cache;
/* A few more globals this thread used recently, so code that alternates
 * between globals (a table and a counter) does not search each time. */
#define GLOBAL_RECENT 4
static __thread struct hd_object *global_recent[GLOBAL_RECENT];
static __thread unsigned global_recent_next;

static inline struct hd_object *recent_global(uintptr_t addr) {
  for (unsigned i = 0; i < GLOBAL_RECENT; i++) {
    struct hd_object *o = global_recent[i];
    if (o && addr - o->base < o->size) return o;
  }
  return 0;
}
/* The same global as the instrumentation's inline path reads it (runtime/pass). */
__thread uint64_t __heddle_global_base, __heddle_global_size;
__thread const uint32_t *__heddle_global_rec;
/* The same cache as the instrumentation's inline path reads it (runtime/pass). */
__thread uint64_t __heddle_slice_base, __heddle_slice_size;
__thread const uint32_t *__heddle_slice_rec;

/* The slice used before slice_cache, as the inline path's second entry reads
 * it (a loop that reads one sliced array and writes another). */
static __thread struct hd_object *slice_prev;
__thread uint64_t __heddle_slice2_base, __heddle_slice2_size;
__thread const uint32_t *__heddle_slice2_rec;

static inline int slice_holds(const struct hd_object *c, uintptr_t addr) {
  return c && addr - c->base < c->size && __atomic_load_n(&c->check, __ATOMIC_RELAXED);
}

static inline struct hd_object *resolve_slice(uintptr_t addr) {
  struct hd_object *c = slice_cache;
  if (slice_holds(c, addr) && __heddle_slice_rec == &c->check) return c;
  c = slice_holds(c, addr) ? c : slice_holds(slice_prev, addr) ? slice_prev : hd_object_find(addr);
  if (c && (c->flags & HD_OBJ_SLICE)) {
    if (c != slice_cache) {
      /* the last one becomes the second entry; slice records are never freed (malloc.c) */
      slice_prev = slice_cache;
      __heddle_slice2_base = slice_prev ? slice_prev->base : 0;
      __heddle_slice2_size = slice_prev ? slice_prev->size : 0;
      __heddle_slice2_rec = slice_prev ? &slice_prev->check : 0;
      slice_cache = c;
    }
    __heddle_slice_base = c->base;
    __heddle_slice_size = c->size;
    __heddle_slice_rec = &c->check;
  }
  return c;
}

/* The policies a thread may use without further checks: own private, racy,
 * and for reads sticky-read or read-shared with this thread a reader. */
static inline __attribute__((always_inline)) int word_ok(const struct hd_object *o, uint32_t w,
                                                         int is_write) {
  if (w == __heddle_private_word || w == RACY_WORD) return 1;
  if (!is_write) {
    if (w == STICKY_WORD) return 1;
    if (w == SHARED_WORD && (o->readers & __heddle_reader_bit)) return 1;
  }
  return 0;
}

/* The object [addr, addr+len) lies in, as the hooks' caches see it: a live
 * heap object, the slice or the global this thread used last; else NULL. */
static inline __attribute__((always_inline)) struct hd_object *cached_object(uintptr_t addr,
                                                                             size_t len) {
  struct hd_object *o = hd_arena_find(addr);
  if (!o) {
    o = global_cache;
    if (!o || addr - o->base >= o->size) return 0;
  }
  if (hd_word_policy(__atomic_load_n(&o->check, __ATOMIC_RELAXED)) == HD_POLICY_SLICED) {
    o = slice_cache;
    if (!o || addr - o->base >= o->size) {
      o = slice_prev;
      if (!o || addr - o->base >= o->size) return 0;
    }
  }
  return addr + len - o->base <= o->size ? o : 0;
}

/* The hot path of every hooked access: the common cases settle after one
 * record lookup and a compare. Kept free of calls so the hooks need no
 * register saves on this path. */
static inline __attribute__((always_inline)) int fast_ok_in(struct hd_object *o, uintptr_t addr, size_t len,
                                                            int is_write, struct hd_caller c) {
  if (!o) return 0;
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_RELAXED);
  return word_ok(o, w, is_write) ||
         (hd_race_word_may_pass(w, is_write) && hd_race_fast_ok(c, o, w, addr, len, is_write));
}
static inline __attribute__((always_inline)) int fast_ok(uintptr_t addr, size_t len, int is_write,
                                                         struct hd_caller c) {
  return fast_ok_in(cached_object(addr, len), addr, len, is_write, c);
}

/* The global the hooks found: cached for the inline path's accesses that have
 * no slot of their own (a pointer into a global) and the next lookups. */
static inline void cache_global(struct hd_object *o) {
  global_cache = o;
  __heddle_global_base = o->base;
  __heddle_global_size = o->size;
  __heddle_global_rec = &o->check;
}

/* The read of an update hook (x++, the pass's update_pairs.cpp) that reached
 * the slow path: a race object's checks the write too, under the same lock and
 * with the same stack (race.c hd_race_check_update); 1 then, else 0 and the
 * write is still to be checked. */
static HD_NOINLINE int check_object_update(struct hd_caller c, struct hd_thread *t, struct hd_object *o,
                                           uintptr_t addr, uint32_t size) {
  if (HD_UNLIKELY(hd_rt_depth)) return 0; /* as check_object: unchecked, and so is the write */
  if (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_RACE) return hd_race_check_update(c, t, o, addr, size);
  check_policy(c, t, o, addr, size, 0, 0);
  return 0;
}

/* What neither the inline check nor a fast path settled, for o, the object
 * [addr, addr+size) starts in. asked: the object whose race words a fast
 * path asked about already (when the access lies inside it), or NULL.
 * update: a read whose write follows (check_update); returns 1 when the
 * write was checked too. */
static inline __attribute__((always_inline)) int decide(struct hd_object *o, uintptr_t addr, uint32_t size,
                                                        int is_write, struct hd_caller c,
                                                        const struct hd_object *asked, int update) {
  struct hd_thread *t = hd_self;
  if (!t && !(t = hd_thread_current())) return 0;
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_RELAXED);
  if (HD_UNLIKELY(hd_word_policy(w) == HD_POLICY_SLICED)) {
    if (!(o = resolve_slice(addr))) return 0;
    w = __atomic_load_n(&o->check, __ATOMIC_RELAXED);
  }
  if (word_ok(o, w, is_write) || (w == SHARED_WORD && !is_write && hd_reader_has(o, t->slot))) return 0;
  /* A fast path asked race mode about this very object already (a race
   * word changes to this thread's epoch only on its own slow path): no
   * second asking on the way to every race-mode slow path. */
  int was_asked = o == asked && addr + size - o->base <= o->size;
  if (!was_asked && hd_race_word_may_pass(w, is_write) && hd_race_fast_ok(c, o, w, addr, size, is_write)) return 0;
  if (hd_mpk_protects(o)) { /* backend=mpk: the access faults if not allowed, and is decided there */
    hd_mpk_defer(addr, size, is_write, c);
    return 0;
  }
  if (update) return check_object_update(c, t, o, addr, size);
  check_object(c, t, o, addr, size, is_write, 0);
  return 0;
}

/* Everything fast_ok did not settle (update: as decide). */
static HD_NOINLINE int check_miss(uintptr_t addr, uint32_t size, int is_write, struct hd_caller c, int update) {
  if (HD_UNLIKELY(hd_ignore_accesses)) return 0;
  struct hd_object *o = hd_arena_find(addr);
  if (!o) {
    if (!(o = recent_global(addr))) {
      if (!(o = hd_globals_find(addr))) return 0;
      global_recent[global_recent_next++ % GLOBAL_RECENT] = o;
    }
    cache_global(o);
  }
  /* fast_ok asked about a heap object; a global it may not have (not the one it had cached) */
  return decide(o, addr, size, is_write, c, (o->flags & HD_OBJ_HEAP) ? o : 0, update);
}

/* After record_fast_ok (o: the record the inline check found; update: as decide). */
static HD_NOINLINE int check_record(uintptr_t addr, uint32_t size, int is_write, struct hd_caller c,
                                    struct hd_object *o, int update) {
  if (o->flags & HD_OBJ_GLOBAL) cache_global(o);
  else if (!__atomic_load_n(&o->check, __ATOMIC_RELAXED)) return 0; /* a free heap slot: no object */
  return decide(o, addr, size, is_write, c, o, update);
}

/* A hook's access whose record the inline check found (runtime/pass
 * access_check.cpp): a heap slot's, or the global's the access lies inside,
 * which it could not decide. No lookup by address: race mode's same-epoch
 * rules first, for what only the hook does (the logs, the masks of bytes
 * first touched in the epoch; no calls, as fast_ok), then check_record. In
 * lock-heavy code nearly every other such call is an object's first access
 * after an unlock (a new epoch on its record), and fast_ok's and check_miss's
 * lookups were paid again on every one. */
static inline __attribute__((always_inline)) int record_fast_ok(struct hd_object *o, uintptr_t addr, size_t len,
                                                                int is_write, struct hd_caller c) {
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_RELAXED);
  return hd_race_word_may_pass(w, is_write) && addr + len - o->base <= o->size &&
         hd_race_fast_ok(c, o, w, addr, len, is_write);
}

static inline __attribute__((always_inline)) void check_found(struct hd_object *o, uintptr_t addr, uint32_t size,
                                                              int is_write, struct hd_caller c) {
  if (!record_fast_ok(o, addr, size, is_write, c)) check_record(addr, size, is_write, c, o, 0);
}

void hd_check_object(struct hd_thread *t, struct hd_object *o, uintptr_t addr, uint32_t size, int is_write,
                     struct hd_caller c) {
  check_object(c, t, o, addr, size, is_write, 0);
}

static inline __attribute__((always_inline)) void check_one(uintptr_t addr, uint32_t size,
                                                            int is_write, struct hd_caller c) {
  if (!fast_ok(addr, size, is_write, c)) check_miss(addr, size, is_write, c, 0);
}

/* A load and the store of the same bytes that follows it with only
 * computation between (x++, a[i] += v; the pass's update_pairs.cpp), one
 * hook: the read is checked, then the write, with exactly the verdicts and
 * records of the two hooks. A race object's slow path takes both at once
 * (one lookup, lock and stack: hd_race_check_update); otherwise the write is
 * checked as its own hook would. rec: as the load's. */
static inline __attribute__((always_inline)) void check_update(struct hd_object *rec, uintptr_t addr, uint32_t size,
                                                               struct hd_caller c) {
  if (rec) {
    if (!record_fast_ok(rec, addr, size, 0, c) && check_record(addr, size, 0, c, rec, 1)) return;
    check_found(rec, addr, size, 1, c);
  } else {
    if (!fast_ok(addr, size, 0, c) && check_miss(addr, size, 0, c, 1)) return;
    check_one(addr, size, 1, c);
  }
}

/* Every object [addr, addr+size) overlaps, searched (the caches did not settle it).
 * `hooked`: the instrumentation's own accesses, which backend=mpk decides when they fault. */
static HD_NOINLINE void check_range_objects(uintptr_t addr, size_t size, int is_write, struct hd_caller c,
                                            int hooked) {
  if (!size || addr - __heddle_range_lo >= __heddle_range_size || HD_UNLIKELY(hd_ignore_accesses)) return;
  struct hd_thread *t = hd_thread_current();
  if (!t) return;
  uintptr_t end = addr + size;
  while (addr < end) {
    struct hd_object *o = hd_object_find_from(addr, end);
    if (!o) return;
    uintptr_t lo = o->base > addr ? o->base : addr;
    uintptr_t hi = o->base + o->size < end ? o->base + o->size : end;
    uint32_t w = __atomic_load_n(&o->check, __ATOMIC_RELAXED);
    if (!word_ok(o, w, is_write) &&
        !(hd_race_word_may_pass(w, is_write) && hd_race_fast_ok(c, o, w, lo, hi - lo, is_write))) {
      if (hooked && hd_mpk_protects(o)) hd_mpk_defer(lo, hi - lo, is_write, c);
      else check_object(c, t, o, lo, (uint32_t)(hi - lo), is_write, 0);
    }
    if (o->flags & HD_OBJ_HEAP) {
      /* the slot may be larger than the object: continue after the slot */
      size_t slot = hd_arena_usable((void *)o->base);
      uintptr_t next = o->base + (slot > o->size ? slot : o->size);
      addr = next > hi ? next : hi;
    } else {
      addr = hi;
    }
  }
}

/* What hd_check_range's own test did not settle; o: the object the caches
 * hold for the range, if it looked (else NULL, looked up again). */
static HD_NOINLINE void check_range_rest(uintptr_t addr, size_t size, int is_write, struct hd_caller c,
                                         struct hd_object *o) {
  hd_mpk_buffer(addr, size); /* backend=mpk: libc may use the buffer whatever the verdict */
  if (!size) return;
  if (!o) o = cached_object(addr, size);
  if (fast_ok_in(o, addr, size, is_write, c)) return;
  /* The whole range lies in o, whose word and race fast path were asked
   * just now: its decision at once, as check_range_objects would reach it
   * after searching for o again (a string compared in a lock-heavy loop is
   * a new epoch's read at nearly every call: strcmp's two checks). */
  struct hd_thread *t = hd_self;
  if (o && (t || (t = hd_thread_current()))) {
    if (HD_UNLIKELY(hd_ignore_accesses)) return;
    check_object(c, t, o, addr, (uint32_t)size, is_write, 0);
    return;
  }
  check_range_objects(addr, size, is_write, c, 0);
}

/* A range inside one object the caches settle (the interceptors' common
 * case: strlen, memchr, snprintf's buffer, the thread's own) costs a lookup
 * and a compare, in a function that saves no registers and makes no call:
 * race mode's fast path and backend=mpk's window are check_range_rest's. */
void hd_check_range(uintptr_t addr, size_t size, int is_write, struct hd_caller c) {
  struct hd_object *o = 0;
  if (HD_LIKELY(!hd_mpk_on) && size) {
    o = cached_object(addr, size);
    if (o && word_ok(o, __atomic_load_n(&o->check, __ATOMIC_RELAXED), is_write)) return;
  }
  check_range_rest(addr, size, is_write, c, o);
}

/* free() of one object (or slice) whose word is not t's own private word: a
 * write-like use, checked as one. A sticky-read object, which no access may
 * write, may still be freed when no other thread can run concurrently — the
 * condition heddle_set_sticky_read itself has (hd_thread_concurrent), so fill,
 * share read-only, join, free is annotated with one call. While another thread
 * may still read it, the free stays a violation (a use after free waiting to
 * happen), naming that thread. */
static void check_free_part(struct hd_thread *t, struct hd_object *o, struct hd_caller c) {
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_RELAXED);
  if (w == t->private_word) return;
  const char *detail = "free() is a write-like use of the object";
  char d[200];
  if (hd_word_policy(w) == HEDDLE_STICKY_READ) {
    uint32_t other = hd_thread_concurrent(t);
    if (other == HD_NO_TID) return;
    snprintf(d, sizeof d,
             "free() of a sticky-read object while thread T%u may run concurrently: free it after joining "
             "the threads that read it",
             other);
    detail = d;
  }
  check_object(c, t, o, o->base, (uint32_t)o->size, 1, detail);
}

void hd_check_free(struct hd_object *o, struct hd_caller c) {
  struct hd_thread *t = hd_thread_current();
  if (!t) return;
  if (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_RACE) {
    hd_race_check_free(t, o, c);
    hd_sync_object_freed(o, c); /* the locks in it: their own bytes (sync_object_race.h) */
    return;
  }
  struct hd_slices *s = o->slices;
  if (!s) {
    check_free_part(t, o, c);
    return;
  }
  for (uint32_t i = 0; i < s->n; i++) check_free_part(t, &s->obj[i], c);
}

/* ---- instrumentation entry points (called only after the inline range check) */

/* rec: the record the inline check found, or NULL (check_found). */
#define HD_ACCESS_FN(kind, n, w)                                \
  void __heddle_##kind##n(const void *p, struct hd_object *rec) { \
    if (rec) check_found(rec, (uintptr_t)p, n, w, HD_CALLER);   \
    else check_one((uintptr_t)p, n, w, HD_CALLER);              \
  }
HD_ACCESS_FN(load, 1, 0)
HD_ACCESS_FN(load, 2, 0)
HD_ACCESS_FN(load, 4, 0)
HD_ACCESS_FN(load, 8, 0)
HD_ACCESS_FN(load, 16, 0)
HD_ACCESS_FN(store, 1, 1)
HD_ACCESS_FN(store, 2, 1)
HD_ACCESS_FN(store, 4, 1)
HD_ACCESS_FN(store, 8, 1)
HD_ACCESS_FN(store, 16, 1)

#define HD_UPDATE_FN(n)                                            \
  void __heddle_update##n(const void *p, struct hd_object *rec) { \
    check_update(rec, (uintptr_t)p, n, HD_CALLER);                 \
  }
HD_UPDATE_FN(1)
HD_UPDATE_FN(2)
HD_UPDATE_FN(4)
HD_UPDATE_FN(8)
HD_UPDATE_FN(16)

void __heddle_updateN(const void *p, size_t n, struct hd_object *rec) { check_update(rec, (uintptr_t)p, (uint32_t)n, HD_CALLER); }

void __heddle_loadN(const void *p, size_t n, struct hd_object *rec) {
  if (rec) check_found(rec, (uintptr_t)p, (uint32_t)n, 0, HD_CALLER);
  else check_one((uintptr_t)p, (uint32_t)n, 0, HD_CALLER);
}
void __heddle_storeN(const void *p, size_t n, struct hd_object *rec) {
  if (rec) check_found(rec, (uintptr_t)p, (uint32_t)n, 1, HD_CALLER);
  else check_one((uintptr_t)p, (uint32_t)n, 1, HD_CALLER);
}

/* The record of the global variable at p, for the slot the instrumentation
 * keeps per global of a module (runtime/pass): bound on the first access of
 * any thread and never changed (globals' records live as long as the program;
 * a policy change changes the record's word, which the inline path reads).
 * A global without a record gets one that never matches (size 0): its
 * accesses call the hook, as they did before, without binding again. */
void __heddle_global_bind(void **slot, const void *p) {
  static struct hd_object no_record;
  /* Only called for addresses inside the tracked range, which includes the
   * globals' span once their table is built (hd_globals_init). */
  struct hd_object *o = hd_globals_find((uintptr_t)p);
  __atomic_store_n(slot, o ? (void *)o : (void *)&no_record, __ATOMIC_RELEASE);
}

/* A loop's dense walk, checked once before the loop (the instrumentation's
 * loop-level check): every object overlapping [p, p+n). */
void __heddle_load_range(const void *p, size_t n) {
  struct hd_caller c = HD_CALLER;
  if (!fast_ok((uintptr_t)p, n, 0, c)) check_range_objects((uintptr_t)p, n, 0, c, 1);
}
void __heddle_store_range(const void *p, size_t n) {
  struct hd_caller c = HD_CALLER;
  if (!fast_ok((uintptr_t)p, n, 1, c)) check_range_objects((uintptr_t)p, n, 1, c, 1);
}

/* Elements of a strided walk that one fast path settles at once: the run of
 * them inside the object (or race-mode piece) the caches hold for the first. */
static uint64_t settle_run(uintptr_t p, uint64_t count, uint64_t stride, uint64_t size, int is_write,
                           struct hd_caller c) {
  if (size > UINT32_MAX) return 0;
  struct hd_object *o = cached_object(p, size);
  if (!o) return 0;
  uint64_t n = hd_elements_below(p, count, stride, size, o->base + o->size);
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_RELAXED);
  if (word_ok(o, w, is_write)) return n;
  if (hd_policy_is_race(hd_word_policy(w))) return hd_race_fast_strided(o, w, p, n, stride, size, is_write, c);
  return 0;
}

/* A loop's walk with gaps, checked once before the loop (the instrumentation's
 * strided loop-level check: a matrix column, a table read every k entries):
 * exactly the `count` elements of `size` bytes, `stride` bytes apart from p,
 * each as its own access would be — runs inside one object at once, the
 * others one by one. */
static void check_strided(uintptr_t p, uint64_t count, int64_t stride, uint64_t size, int is_write,
                          struct hd_caller c) {
  if (!count || !size) return;
  if (stride < 0) { /* the same elements, walked upwards */
    p += (uint64_t)stride * (count - 1);
    stride = -stride;
  }
  uint64_t step = (uint64_t)stride;
  if (step <= size) { /* the elements touch or overlap: one span */
    hd_check_range(p, (count - 1) * step + size, is_write, c);
    return;
  }
  uintptr_t end = p + (count - 1) * step + size;
  if (end <= __heddle_range_lo || p - __heddle_range_lo >= __heddle_range_size) return; /* all untracked */
  while (count) {
    uint64_t n = settle_run(p, count, step, size, is_write, c);
    if (!n) {
      hd_check_range(p, size, is_write, c);
      n = 1;
    }
    p += n * step;
    count -= n;
  }
}

void __heddle_load_strided(const void *p, uint64_t count, int64_t stride, uint64_t size) {
  check_strided((uintptr_t)p, count, stride, size, 0, HD_CALLER);
}
void __heddle_store_strided(const void *p, uint64_t count, int64_t stride, uint64_t size) {
  check_strided((uintptr_t)p, count, stride, size, 1, HD_CALLER);
}
