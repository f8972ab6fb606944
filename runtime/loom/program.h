/* program.h — installed filters in their compiled form: the operations each
 * site runs (LOOM §3.3: a semaphore up() at e_i and down() at e_i+1 of an
 * execution order, lock() at region entries and unlock() at exits of a mutual
 * exclusion, the gate taken exclusively around a unilateral exclusion's region). */
#ifndef HEDDLE_LOOM_PROGRAM_H
#define HEDDLE_LOOM_PROGRAM_H

#include <stdint.h>

#include "sync_objects.h"
#include "value.h"

enum hd_loom_op_kind {
  HD_LOOM_OP_DOWN,       /* order: wait until the earlier event has happened (its share of it) */
  HD_LOOM_OP_UP,         /* order: this event happened */
  HD_LOOM_OP_LOCK,       /* mutual exclusion: region entry */
  HD_LOOM_OP_UNLOCK,     /* mutual exclusion: region exit */
  HD_LOOM_OP_GATE_ENTER, /* unilateral exclusion: region entry */
  HD_LOOM_OP_GATE_EXIT,  /* unilateral exclusion: region exit */
};

struct hd_loom_op {
  enum hd_loom_op_kind kind;
  /* Runs once the site's statement has completed (at the thread's next slot
   * in the same frame or a caller's): an order's up() and a code region's
   * exit, whose statement is inside the region (docs/filters.md). */
  int after;
  /* A function region: entries and exits nest (recursion); a code region's
   * entry run again before its exit changes nothing. */
  int nested;
  struct hd_loom_keyed *objects;     /* the constraint's (an order pair's) objects */
  const struct hd_loom_value *key;   /* (expr): NULL for the unkeyed object */
  const struct hd_loom_value *count; /* {n} of an order event; NULL: 1 */
  long long count_value;             /* n, fixed the first time the op runs (0: not yet) */
};

struct hd_loom_ops {
  int n;
  struct hd_loom_op *op[];
};

#endif
