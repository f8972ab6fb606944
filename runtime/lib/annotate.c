/* annotate.c — the allocation side of the annotation API: heddle_malloc,
 * heddle_malloc_locked, HEDDLE_GLOBAL registration and heddle_slice. */
#include <stdio.h>

#include "globals.h"
#include "heddle.h"
#include "ialloc.h"
#include "malloc.h"
#include "mpk.h"
#include "policy.h"
#include "race.h"
#include "report.h"
#include "thread.h"
#include "util.h"

void *heddle_malloc(size_t n, enum heddle_policy p) {
  struct hd_caller c = HD_CALLER;
  if ((unsigned)p > HEDDLE_LOCKED || p == HEDDLE_LOCKED) {
    char d[160];
    if (p == HEDDLE_LOCKED)
      snprintf(d, sizeof d, "heddle_malloc(HEDDLE_LOCKED) has no mutex: use heddle_malloc_locked; "
                            "the object is private instead");
    else
      snprintf(d, sizeof d, "heddle_malloc: bad policy value %d (valid: 0..%d); the object is private "
                            "instead", (int)p, HEDDLE_LOCKED);
    void *mem = hd_alloc(n, 16, 0, HEDDLE_PRIVATE, 0, c);
    hd_api_misuse(hd_thread_current(), c, (uintptr_t)mem, 0, d);
    return mem;
  }
  return hd_alloc(n, 16, 0, p, 0, c);
}

void *(heddle_malloc_locked)(size_t n, pthread_mutex_t *m) {
  struct hd_caller c = HD_CALLER;
  if (!m) {
    void *mem = hd_alloc(n, 16, 0, HEDDLE_PRIVATE, 0, c);
    hd_api_misuse(hd_thread_current(), c, (uintptr_t)mem, 0,
                  "heddle_malloc_locked with a NULL mutex; the object is private instead");
    return mem;
  }
  return hd_alloc(n, 16, 0, HEDDLE_LOCKED, (uintptr_t)m, c);
}

void heddle__register_global(const void *addr, size_t size, enum heddle_policy policy,
                             pthread_mutex_t *lock, const char *name, const char *file, int line) {
  (void)file;
  (void)line; /* the registration's stack (frame 0 = the annotation) carries file:line */
  struct hd_caller c = HD_CALLER;
  struct hd_thread *t = hd_thread_current();
  char d[200];
  if ((unsigned)policy > HEDDLE_LOCKED || (policy == HEDDLE_LOCKED && !lock)) {
    snprintf(d, sizeof d, "HEDDLE_GLOBAL(%s, %d): bad policy value; the global stays untouched", name,
             (int)policy);
    hd_api_misuse(t, c, (uintptr_t)addr, 0, d);
    return;
  }
  struct hd_object *o = hd_globals_register((uintptr_t)addr, size, name);
  if (!o) {
    snprintf(d, sizeof d,
             "HEDDLE_GLOBAL(%s): not a writable global of the executable (globals of shared libraries "
             "and const data are not tracked)",
             name);
    hd_api_misuse(t, c, (uintptr_t)addr, 0, d);
    return;
  }
  hd_race_adopt(o);
  o->flags |= HD_OBJ_ANNOTATED;
  hd_policy_init(o, t, policy, (uintptr_t)lock, HEDDLE_CHANGE_REGISTER_GLOBAL, hd_stack_id(c));
  o->w = (struct hd_epoch){0, 0}; /* static initialisation precedes every thread */
  hd_mpk_changed(o, t, HEDDLE_CHANGE_REGISTER_GLOBAL); /* backend=mpk: its pages, when it has its own */
}

void heddle_slice(const void *array, size_t elem_size, size_t nslices, const size_t *lengths) {
  struct hd_caller c = HD_CALLER;
  struct hd_thread *t = hd_thread_current();
  if (!t) return;
  uintptr_t a = (uintptr_t)array;
  struct hd_object *o = hd_object_find(a);
  char d[200];
  const char *bad = 0;
  uint64_t total = 0;
  if (!o) bad = "heddle_slice of a pointer heddle does not track";
  else if (o->flags & HD_OBJ_FREED) bad = "heddle_slice of a freed object";
  else if (o->flags & HD_OBJ_SLICE || o->slices) bad = "heddle_slice of an array that is already sliced";
  else if (!elem_size || !nslices || !lengths) bad = "heddle_slice needs elem_size > 0, nslices > 0 and lengths";
  else {
    /* Bounded by the object: a wrong nslices or length must not make the
     * runtime read past the caller's lengths array or overflow the sum. */
    uint64_t bytes = o->base + o->size - a, avail = bytes / elem_size;
    size_t i = 0;
    if (nslices > avail) i = nslices; /* more slices than elements: reported below */
    for (; i < nslices && total <= avail; i++) total += lengths[i] <= avail ? lengths[i] : avail + 1;
    if (nslices > avail)
      snprintf(d, sizeof d, "heddle_slice: %zu slices for an array of %llu elements of %zu bytes", nslices,
               (unsigned long long)avail, elem_size);
    else if (total > avail)
      snprintf(d, sizeof d,
               "heddle_slice: the slice lengths exceed the object (%llu elements of %zu bytes from the "
               "array start)",
               (unsigned long long)avail, elem_size);
    if (nslices > avail || total > avail) bad = d;
  }
  if (bad) {
    hd_api_misuse(t, c, a, o, bad);
    return;
  }
  hd_race_adopt(o); /* slicing is an annotation: PUSh's checks from here on */
  hd_mpk_unprotected(o); /* slices have policies of their own, which only the check backend keeps */
  /* Slices cover the whole object: [base, array), the requested ones, [end, base+size). */
  struct hd_slices *s = hd_ialloc(sizeof *s + (nslices + 2) * sizeof s->obj[0]);
  if (!s) return;
  uint32_t stack = hd_stack_id(c);
  hd_spin_lock(&o->mu);
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_ACQUIRE);
  uintptr_t cur = o->base;
  for (size_t i = 0; i <= nslices + 1; i++) {
    uintptr_t lo = i == 0 ? o->base : cur;
    uintptr_t hi = i == 0 ? a : i <= nslices ? cur + lengths[i - 1] * elem_size : o->base + o->size;
    cur = hi;
    if (hi <= lo) continue;
    struct hd_object *so = &s->obj[s->n++];
    so->base = lo;
    so->size = hi - lo;
    so->flags = (o->flags & (HD_OBJ_HEAP | HD_OBJ_GLOBAL | HD_OBJ_LOCK_UNVERIFIED)) | HD_OBJ_SLICE;
    so->lock_addr = o->lock_addr;
    so->name = o->name;
    for (uint32_t k = 0; k < HD_MAX_THREADS && k < 64; k++)
      if (hd_reader_has(o, k)) hd_reader_add(so, k);
    if (hd_readers_beyond_mask(o))
      for (uint32_t k = 64; k < HD_MAX_THREADS; k++)
        if (hd_reader_has(o, k)) hd_reader_add(so, k);
    so->w = o->w;
    so->wchange = o->wchange;
    so->r = o->r;
    so->rchange = o->rchange;
    so->alloc = o->alloc;
    so->last = (struct hd_change_rec){HEDDLE_CHANGE_SLICE, t->tid, stack};
    so->check = w;
  }
  __atomic_store_n(&o->slices, s, __ATOMIC_RELEASE);
  __atomic_store_n(&o->check, hd_check_word(HD_POLICY_SLICED, hd_word_owner(w)), __ATOMIC_RELEASE);
  hd_spin_unlock(&o->mu);
}
