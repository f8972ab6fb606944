/* malloc.c — the malloc family. Every heap object comes from the arena and
 * is private to the allocating thread (PUSh §2.1); free is a write-like use
 * (PUSh §5.1), checked when the program itself calls it. Objects larger than
 * the arena's largest class are plain mappings and not tracked. */
#include "malloc.h"

#include <errno.h>
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>

#include "access.h"
#include "arena.h"
#include "flags.h"
#include "ialloc.h"
#include "lock_order.h"
#include "mpk.h"
#include "policy.h"
#include "race.h"
#include "quarantine.h"
#include "report.h"
#include "thread.h"
#include "util.h"

/* ---- untracked huge mappings (rare): a small list to find their size */
struct huge { uintptr_t base; size_t len; struct huge *next; };
static struct huge *huge_list;
static hd_spin_t huge_lock;

static void huge_put(struct huge *h) {
  hd_spin_lock(&huge_lock);
  h->next = huge_list;
  huge_list = h;
  hd_spin_unlock(&huge_lock);
}

static void *huge_alloc(size_t size) {
  size_t len = (size + 4095) & ~(size_t)4095;
  void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  struct huge *h = p == MAP_FAILED ? 0 : hd_ialloc(sizeof *h);
  if (!h) {
    if (p != MAP_FAILED) munmap(p, len);
    errno = ENOMEM;
    return 0;
  }
  h->base = (uintptr_t)p;
  h->len = len;
  huge_put(h);
  return p;
}

void hd_malloc_fork_lock(int take) { hd_spin_all(&huge_lock, 1, take); }

static struct huge *huge_take(const void *p, int remove) {
  hd_spin_lock(&huge_lock);
  struct huge **pp = &huge_list;
  for (; *pp; pp = &(*pp)->next)
    if ((*pp)->base == (uintptr_t)p) break;
  struct huge *h = *pp;
  if (h && remove) *pp = h->next;
  hd_spin_unlock(&huge_lock);
  return h;
}

void *hd_alloc(size_t size, size_t align, int zero, enum heddle_policy policy, uintptr_t lock,
               struct hd_caller c) {
  struct hd_object *o;
  int dirty;
  size_t slot = size;
  int programs = hd_mpk_on ? hd_from_program(c.pc) : 1; /* backend=mpk: libc's own allocations are not protected */
  /* backend=mpk: pages of its own, in the arena's upper half */
  int protect = hd_mpk_place(&slot, &align, policy != HD_UNANNOTATED, programs);
  struct hd_thread *t = hd_thread_current();
  enum heddle_policy starts = policy == HD_UNANNOTATED ? HEDDLE_PRIVATE : policy;
  void *p = hd_arena_alloc(slot, align, &o, &dirty, protect, protect ? hd_mpk_new_object_key(starts, t) : 0);
  if (!p) {
    if (__heddle_arena_lo && size > ((size_t)1 << hd_arena_class_max()) && align <= 4096) return huge_alloc(size);
    if (!__heddle_arena_lo) return huge_alloc(size); /* arena unavailable: plain memory */
    errno = ENOMEM;
    return 0;
  }
  o->size = size;
  if (zero && dirty) hd_memset(p, 0, size);
  uint32_t stack = hd_flags.malloc_context ? hd_stack_id(c) : 0;
  int race = policy == HD_UNANNOTATED && hd_race_enabled;
  hd_policy_init(o, t, starts, lock, HEDDLE_CHANGE_ALLOC, stack);
  if (race) hd_race_init_object(o, t, 1);
  hd_mpk_allocated(o, t, programs);
  return p;
}

/* The freed object becomes inaccessible with the free as its last policy
 * change, so a later access reports a use after free naming the free site;
 * its slot is reused only after it leaves the quarantine. */
static void quarantine(struct hd_object *o, struct hd_caller c, int unannotated) {
  struct hd_thread *t = hd_thread_current();
  uint32_t stack = hd_flags.malloc_context ? hd_stack_id(c) : 0;
  /* A stack object ends at its function's return (runtime/stack): a later use is a use after return. */
  uint32_t kind = o->alloc.kind == HEDDLE_CHANGE_STACK_ALLOC ? HEDDLE_CHANGE_RETURN : HEDDLE_CHANGE_FREE;
  o->last = (struct hd_change_rec){kind, t ? t->tid : 0, stack};
  o->flags = (o->flags | HD_OBJ_FREED | (unannotated ? HD_OBJ_FREED_UNANNOTATED : 0)) &
             ~(uint32_t)HD_OBJ_LOCK_UNVERIFIED;
  o->lock_addr = 0;
  if (hd_flags.quarantine_size_mb <= 0) {
    hd_arena_free((void *)o->base, o);
    return;
  }
  __atomic_store_n(&o->check, hd_check_word(HEDDLE_INACCESSIBLE, HD_NO_OWNER), __ATOMIC_RELEASE);
  hd_mpk_changed(o, 0, HEDDLE_CHANGE_FREE);
  /* A large freed object's pages go back to the system now, not when it
   * leaves the quarantine: only its record must stay to name the free, and
   * a use after free is reported before its access reads anything. */
  size_t slot = hd_arena_usable((void *)o->base);
  if (slot >= ((size_t)64 << 10)) madvise((void *)o->base, slot, MADV_DONTNEED);
  hd_quarantine_put(o);
}

/* What a pointer handed to free/realloc is, looked up once. */
struct freeable {
  struct hd_object *obj; /* a live heap object whose base it is */
  struct huge *huge;     /* or an untracked huge mapping (removed from the list) */
  /* Otherwise why glibc would abort (a report, and nothing is freed), with
   * the freed object it names if any. */
  const char *misuse;
  struct hd_object *misused;
};

/* frame_end: the end of a stack object's function (hd_free_stack_object),
 * not free(): each may end only its own kind of object. */
static struct freeable classify(void *p, int frame_end) {
  struct freeable f = {0};
  if ((uintptr_t)p - __heddle_arena_lo >= __heddle_arena_size) {
    f.huge = huge_take(p, 1);
    if (!f.huge) f.misuse = "free() of a pointer that no malloc returned (a stack, global or foreign pointer)";
    return f;
  }
  struct hd_object *o = hd_arena_find((uintptr_t)p);
  if (o && (o->flags & HD_OBJ_FREED)) {
    f.misuse = "the object was already freed (double free, or realloc of a freed pointer)";
    f.misused = o;
  } else if (!o || o->base != (uintptr_t)p) {
    f.misuse = o ? "free() of a pointer into the middle of a heap object"
                 : "free() of a heap pointer that is not allocated (double free?)";
  } else if ((o->alloc.kind == HEDDLE_CHANGE_STACK_ALLOC) != frame_end) {
    f.misuse = frame_end ? "the end of a stack frame names a heap object (heddle's instrumentation and runtime differ)"
                         : "free() of a local variable (a stack object: its function's return frees it)";
    f.misused = o;
  } else {
    f.obj = o;
  }
  return f;
}

/* A freed object the program never gave a policy is freed again: the memory
 * error itself (ASan's "attempting double-free"), not an annotation's misuse. */
static int double_free(const struct freeable *f) {
  const uint32_t both = HD_OBJ_FREED | HD_OBJ_FREED_UNANNOTATED;
  return f->misused && (__atomic_load_n(&f->misused->flags, __ATOMIC_ACQUIRE) & both) == both;
}

/* is_realloc: what the report says was called (free also stands for cfree
 * and realloc to size 0, which free). */
static void misuse(void *p, const struct freeable *f, struct hd_caller c, int is_realloc) {
  if (!hd_from_program(c.pc)) return;
  if (!double_free(f)) {
    hd_api_misuse(hd_thread_current(), c, (uintptr_t)p, f->misused, f->misuse);
    return;
  }
  struct hd_report r = {HEDDLE_RULE_DOUBLE_FREE, hd_thread_current(), c, (uintptr_t)p, 0, 0, f->misused, 0,
                        is_realloc ? "realloc() of a freed pointer: nothing was reallocated, realloc returned NULL"
                                   : 0};
  hd_report(&r);
}

static void unmap_huge(struct huge *h) {
  munmap((void *)h->base, h->len);
  hd_ifree(h, sizeof *h);
}

/* Frees a live heap object: a write-like use, then the quarantine. */
static void free_object(struct hd_object *o, struct hd_caller c) {
  if (hd_from_program(c.pc)) hd_check_free(o, c);
  int unannotated = (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_RACE) != 0; /* retire ends HD_OBJ_RACE */
  hd_race_retire(o); /* from now on a use after free, whoever touches it */
  struct hd_slices *s = o->slices;
  if (s) {
    /* Slice records stay allocated (threads may still cache them): marking
     * them free makes every cached view miss and look the address up again. */
    for (uint32_t i = 0; i < s->n; i++) {
      hd_readers_clear(&s->obj[i]);
      __atomic_store_n(&s->obj[i].check, 0, __ATOMIC_RELEASE);
    }
    o->slices = 0;
  }
  hd_readers_clear(o);
  hd_lock_order_freed((void *)o->base, o->size); /* a mutex freed without a destroy is gone too */
  hd_object_rvc_free(o);
  quarantine(o, c, unannotated);
}

static void release(void *p, struct hd_caller c, int frame_end) {
  if (!p) return;
  struct freeable f = classify(p, frame_end);
  if (f.obj) free_object(f.obj, c);
  else if (f.huge) unmap_huge(f.huge);
  else misuse(p, &f, c, 0);
}

static size_t usable(const void *p) {
  if (!p) return 0;
  size_t n = hd_arena_usable(p);
  if (n) return n;
  struct huge *h = huge_take(p, 0);
  return h ? h->len : 0;
}

void *malloc(size_t n) { return hd_alloc(n, 16, 0, HD_UNANNOTATED, 0, HD_CALLER); }

void free(void *p) { release(p, HD_CALLER, 0); }

void hd_free(void *p, struct hd_caller c) { release(p, c, 0); }

void hd_free_stack_object(void *p, struct hd_caller c) { release(p, c, 1); }

void cfree(void *p) { release(p, HD_CALLER, 0); }

void *calloc(size_t n, size_t m) {
  size_t total;
  if (__builtin_mul_overflow(n, m, &total)) {
    errno = ENOMEM;
    return 0;
  }
  return hd_alloc(total, 16, 1, HD_UNANNOTATED, 0, HD_CALLER);
}

/* realloc of a live heap object: in place when the slot allows, else moved
 * to a new object that keeps its policy. */
static void *resize_object(struct hd_object *o, size_t n, struct hd_caller c) {
  void *p = (void *)o->base;
  size_t old = o->size;
  /* A race-mode object grows by moving (its state and segments cover the old
   * size; the new object starts as the allocator's, the copy is checked). */
  int grow_race = (o->flags & HD_OBJ_RACE) && n > old;
  if (!o->slices && !grow_race && n <= hd_arena_usable(p) && n >= old / 2) {
    if (hd_from_program(c.pc) && n > old) hd_check_range((uintptr_t)p, old, 1, c);
    o->size = n; /* shrinks or grows within its slot: same object, same policy */
    return p;
  }
  void *q = hd_alloc(n, 16, 0, HD_UNANNOTATED, 0, c);
  if (!q) return 0;
  if (hd_from_program(c.pc)) hd_check_range((uintptr_t)p, old < n ? old : n, 0, c);
  hd_memcpy(q, p, old < n ? old : n);
  struct hd_object *no = hd_arena_find((uintptr_t)q);
  if (no && !o->slices && !(o->flags & HD_OBJ_RACE)) { /* an annotated object keeps its policy */
    hd_race_forget(no);
    no->lock_addr = o->lock_addr;
    no->readers = o->readers;
    no->alloc = o->alloc;
    __atomic_store_n(&no->check, o->check, __ATOMIC_RELEASE);
    hd_mpk_changed(no, 0, HEDDLE_CHANGE_ALLOC);
  }
  free_object(o, c);
  return q;
}

/* realloc of an untracked huge mapping (already taken off the list). */
static void *resize_huge(struct huge *h, size_t n, struct hd_caller c) {
  void *q = hd_alloc(n, 16, 0, HD_UNANNOTATED, 0, c);
  if (!q) {
    huge_put(h); /* realloc failed: the old block stays allocated */
    return 0;
  }
  hd_memcpy(q, (void *)h->base, h->len < n ? h->len : n);
  unmap_huge(h);
  return q;
}

static void *resize(void *p, size_t n, struct hd_caller c) {
  if (!p) return hd_alloc(n, 16, 0, HD_UNANNOTATED, 0, c);
  if (n == 0) {
    release(p, c, 0);
    return 0;
  }
  struct freeable f = classify(p, 0);
  if (f.obj) return resize_object(f.obj, n, c);
  if (f.huge) return resize_huge(f.huge, n, c);
  misuse(p, &f, c, 1); /* freed, interior or foreign pointer: reported, nothing freed */
  errno = EINVAL;
  return 0;
}

void *realloc(void *p, size_t n) { return resize(p, n, HD_CALLER); }

void *reallocarray(void *p, size_t n, size_t m) {
  size_t total;
  if (__builtin_mul_overflow(n, m, &total)) {
    errno = ENOMEM;
    return 0;
  }
  return resize(p, total, HD_CALLER);
}

static int valid_align(size_t a) { return a && !(a & (a - 1)); }

void *memalign(size_t align, size_t n) {
  if (!valid_align(align)) {
    errno = EINVAL;
    return 0;
  }
  return hd_alloc(n, align, 0, HD_UNANNOTATED, 0, HD_CALLER);
}

void *aligned_alloc(size_t align, size_t n) {
  if (!valid_align(align)) {
    errno = EINVAL;
    return 0;
  }
  return hd_alloc(n, align, 0, HD_UNANNOTATED, 0, HD_CALLER);
}

int posix_memalign(void **out, size_t align, size_t n) {
  if (!valid_align(align) || align % sizeof(void *)) return EINVAL;
  void *p = hd_alloc(n, align, 0, HD_UNANNOTATED, 0, HD_CALLER);
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}

void *valloc(size_t n) { return hd_alloc(n, 4096, 0, HD_UNANNOTATED, 0, HD_CALLER); }

void *pvalloc(size_t n) {
  return hd_alloc((n + 4095) & ~(size_t)4095, 4096, 0, HD_UNANNOTATED, 0, HD_CALLER);
}

size_t malloc_usable_size(void *p) { return usable(p); }
