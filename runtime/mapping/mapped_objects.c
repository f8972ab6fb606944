/* mapped_objects.c — see mapped_objects.h. */
#include "mapped_objects.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "arena.h"
#include "event_log.h"
#include "malloc.h"
#include "object.h"
#include "race.h"
#include "stack.h"
#include "util.h"

#define HD_MAPPINGS_MAX 256

/* A tracked region: its slot [base, base + span), the part still mapped
 * [lo, hi) (munmap may end either end first; a hole in the middle is made
 * inaccessible, not untracked), and what mremap needs to map it again. */
struct region {
  uintptr_t base, span, lo, hi;
  int prot, flags;
};
static struct region regions[HD_MAPPINGS_MAX];
static hd_spin_t regions_lock;

void hd_mapping_fork_lock(int take) { hd_spin_all(&regions_lock, 1, take); }

static size_t page_size(void) {
  static size_t page;
  if (!page) page = (size_t)sysconf(_SC_PAGESIZE);
  return page;
}

static size_t page_round(size_t n) { return (n + page_size() - 1) & ~(page_size() - 1); }

/* The flags a region may have to be tracked (mapped_objects.h). */
static int trackable(void *addr, size_t len, int flags, int fd) {
  const int refused = MAP_FIXED | MAP_FIXED_NOREPLACE | MAP_HUGETLB | MAP_GROWSDOWN | MAP_32BIT;
  int sharing = flags & (MAP_SHARED | MAP_PRIVATE | MAP_SHARED_VALIDATE);
  return hd_race_enabled && !addr && len && len <= ((size_t)1 << hd_arena_class_max()) &&
         (flags & MAP_ANONYMOUS) && !(flags & refused) && fd == -1 &&
         (sharing == MAP_PRIVATE || sharing == MAP_SHARED);
}

/* The region whose slot starts at base (regions_lock held), or NULL. */
static struct region *region_at(uintptr_t base) {
  for (int i = 0; i < HD_MAPPINGS_MAX; i++)
    if (regions[i].base == base) return &regions[i];
  return 0;
}

/* The tracked region [p, p + len) lies in, by its object. */
static struct hd_object *mapped_object(const void *p) {
  struct hd_object *o = hd_arena_find((uintptr_t)p);
  return o && !(o->flags & HD_OBJ_FREED) && o->alloc.kind == HEDDLE_CHANGE_MAP ? o : 0;
}

void *__heddle_mmap(void *addr, size_t len, int prot, int flags, int fd, off_t offset) {
  struct hd_caller c = HD_CALLER;
  if (!trackable(addr, len, flags, fd)) return mmap(addr, len, prot, flags, fd, offset);
  size_t span = page_round(len);
  void *p = hd_alloc(span, page_size(), 0, HD_UNANNOTATED, 0, c);
  struct hd_object *o = p ? hd_arena_find((uintptr_t)p) : 0;
  struct region *r = 0;
  if (o) {
    hd_spin_lock(&regions_lock);
    if ((r = region_at(0))) *r = (struct region){(uintptr_t)p, span, (uintptr_t)p, (uintptr_t)p + span, prot, flags};
    hd_spin_unlock(&regions_lock);
  }
  /* The program's mapping over the slot: its protection and sharing, zeroed pages. */
  if (!r || mmap(p, span, prot, flags | MAP_FIXED, -1, 0) != p) {
    if (r) {
      hd_spin_lock(&regions_lock);
      r->base = 0;
      hd_spin_unlock(&regions_lock);
    }
    if (p) hd_free(p, c);
    return mmap(addr, len, prot, flags, fd, offset); /* the kernel's, untracked */
  }
  /* No other thread has its address yet: plain stores. */
  o->alloc.kind = HEDDLE_CHANGE_MAP;
  o->last = o->alloc;
  return p;
}

/* The slot gets the arena's own kind of memory back (private, writable): the
 * quarantine and the next object may write it. */
static void restore_slot(uintptr_t base, size_t span) {
  mmap((void *)base, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
}

/* Ends [a, b) of tracked object o's region: the whole of what is still
 * mapped ends the object (as free), a part is made inaccessible. */
static void unmap_part(struct hd_object *o, uintptr_t a, uintptr_t b, struct hd_caller c) {
  hd_spin_lock(&regions_lock);
  struct region *r = region_at(o->base);
  if (!r) {
    hd_spin_unlock(&regions_lock);
    return;
  }
  if (a < r->lo) a = r->lo;
  if (b > r->hi) b = r->hi;
  int whole = a <= r->lo && b >= r->hi;
  if (!whole && a < b) {
    if (a == r->lo) r->lo = b;
    else if (b == r->hi) r->hi = a;
    mprotect((void *)a, b - a, PROT_NONE);
  }
  uintptr_t base = r->base, span = r->span;
  if (whole) r->base = 0;
  hd_spin_unlock(&regions_lock);
  if (!whole) return;
  restore_slot(base, span);
  hd_free((void *)base, c);
}

/* Inside the heap arena but no live region of ours (unmapped already, or a
 * heap pointer): the kernel's call would take pages from under the runtime. */
static int in_arena(const void *p) { return (uintptr_t)p - __heddle_arena_lo < __heddle_arena_size; }

int __heddle_munmap(void *addr, size_t len) {
  struct hd_object *o = mapped_object(addr);
  if (!o && in_arena(addr)) return 0; /* as the kernel answers for a range mapped no more */
  if (!o) return munmap(addr, len);
  uintptr_t a = (uintptr_t)addr;
  if ((a & (page_size() - 1)) || !len) {
    errno = EINVAL;
    return -1;
  }
  unmap_part(o, a, a + page_round(len), HD_CALLER);
  return 0;
}

void *__heddle_mremap(void *old, size_t old_len, size_t new_len, int flags, ...) {
  struct hd_object *o = mapped_object(old);
  if (!o && in_arena(old)) {
    errno = EFAULT; /* no region of the program's own there (any more) */
    return MAP_FAILED;
  }
  if (!o) {
    va_list ap;
    va_start(ap, flags);
    void *new_address = (flags & MREMAP_FIXED) ? va_arg(ap, void *) : 0;
    va_end(ap);
    return mremap(old, old_len, new_len, flags, new_address);
  }
  struct hd_caller c = HD_CALLER;
  uintptr_t a = (uintptr_t)old;
  if (a != o->base || (flags & (MREMAP_FIXED | MREMAP_DONTUNMAP)) || !new_len) {
    errno = EINVAL; /* moving a tracked region to a chosen address: not supported */
    return MAP_FAILED;
  }
  size_t keep = page_round(new_len), had = page_round(old_len);
  if (keep <= had) { /* shrinking: the tail goes */
    if (keep < had) unmap_part(o, a + keep, a + had, c);
    return old;
  }
  if (!(flags & MREMAP_MAYMOVE)) { /* it cannot grow in its slot */
    errno = ENOMEM;
    return MAP_FAILED;
  }
  hd_spin_lock(&regions_lock);
  struct region *r = region_at(o->base);
  struct region was = r ? *r : (struct region){0};
  hd_spin_unlock(&regions_lock);
  if (!r) {
    errno = EINVAL;
    return MAP_FAILED;
  }
  void *p = __heddle_mmap(0, new_len, was.prot | PROT_READ | PROT_WRITE, was.flags, -1, 0);
  if (p == MAP_FAILED) return MAP_FAILED;
  /* Moved as the kernel moves pages: the runtime's copy, not the program's accesses
   * (readable first: the program may have protected it, or unmapped a hole in it). */
  if (was.hi > was.lo) {
    mprotect((void *)was.lo, was.hi - was.lo, PROT_READ);
    hd_memcpy((char *)p + (was.lo - was.base), (void *)was.lo, was.hi - was.lo);
  }
  if (!(was.prot & PROT_WRITE) || !(was.prot & PROT_READ)) mprotect(p, page_round(new_len), was.prot);
  unmap_part(o, was.base, was.base + was.span, c);
  return p;
}
