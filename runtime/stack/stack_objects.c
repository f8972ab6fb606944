/* stack_objects.c — see stack_objects.h. */
#include "stack_objects.h"

#include <stddef.h>

#include "arena.h"
#include "event_log.h"
#include "flags.h"
#include "ialloc.h"
#include "malloc.h"
#include "race.h"
#include "stack.h"
#include "util.h"

/* ---- the locals' names, copied once per name string
 *
 * A stack object's record outlives its function in the quarantine, and its
 * function may be in a library dlclose'd by then: the record names the local
 * through a copy the runtime owns, never the program's string. Interned by the
 * string's address in a table filled lock-free (a fork never inherits a
 * half-held lock); a full table leaves later names out ("a stack object"). */
#define NAME_BITS 12
#define NAME_SLOTS (1u << NAME_BITS)

struct name_copy {
  const char *key; /* the program's string */
  char name[];
};
static struct name_copy *names[NAME_SLOTS];

static size_t name_length(const char *s) {
  size_t n = 0;
  while (n < HEDDLE_LOG_NAME_MAX - 1 && s[n]) n++;
  return n;
}

static const char *interned(const char *key) {
  if (!key || !key[0]) return 0;
  uint32_t h = (uint32_t)(((uintptr_t)key * 0x9E3779B97F4A7C15ull) >> (64 - NAME_BITS));
  for (uint32_t i = 0; i < NAME_SLOTS; i++) {
    struct name_copy **slot = &names[(h + i) & (NAME_SLOTS - 1)];
    struct name_copy *n = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (!n) {
      size_t len = name_length(key);
      struct name_copy *mine = hd_ialloc(sizeof *mine + len + 1);
      if (!mine) return 0;
      mine->key = key;
      for (size_t k = 0; k < len; k++) mine->name[k] = key[k];
      mine->name[len] = 0;
      if (__atomic_compare_exchange_n(slot, &n, mine, 0, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE)) return mine->name;
      hd_ifree(mine, sizeof *mine + len + 1); /* another thread filled the slot: n is its copy */
    }
    if (n->key == key) return n->name;
  }
  return 0;
}

/* ---- entry points */

void *__heddle_stack_alloc(uint64_t size, uint64_t align, const char *name) {
  /* Strict mode tracks no stack memory (PUSh §3 does not either): a tracked
   * local would be private to its thread there, and every argument array on
   * main's stack would need an annotation PUSh never asked for. */
  if (!hd_race_enabled || !hd_flags.stack_objects || !size) return 0;
  struct hd_caller c = HD_CALLER;
  void *p = hd_alloc(size, align < 16 ? 16 : align, 0, HD_UNANNOTATED, 0, c);
  if (!p) return 0;
  struct hd_object *o = hd_arena_find((uintptr_t)p);
  if (!o) { /* an untracked mapping (the arena could not serve it): the stack serves better */
    hd_free(p, c);
    return 0;
  }
  /* No other thread has its address yet: plain stores. */
  o->alloc.kind = HEDDLE_CHANGE_STACK_ALLOC;
  o->last = o->alloc; /* (its last change is its allocation, as hd_policy_init left it) */
  o->name = interned(name);
  return p;
}

void __heddle_stack_free(void *p) {
  if (p) hd_free_stack_object(p, HD_CALLER);
}
