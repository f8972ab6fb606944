/* live.h — the filters a running program has, and the live operations on
 * them (LOOM §2: add, ls, remove, replace), which the control channel
 * (control.c) calls. An install waits for a moment when no thread is at an
 * unsafe place for the filter (LOOM §4: the gate as update lock, evacuation,
 * safety.h), within a time limit; a removal never waits for one and never
 * leaves a thread blocked. */
#ifndef HEDDLE_LOOM_LIVE_H
#define HEDDLE_LOOM_LIVE_H

#include <stddef.h>

#include "compile.h"

enum hd_loom_status {
  HD_LOOM_OK = 0,
  HD_LOOM_REJECTED = 1, /* the filter has errors (each one in the reply) */
  HD_LOOM_UNSAFE = 2,   /* no safe moment within the time limit: not installed (the reply says which thread where) */
  HD_LOOM_NO_SUCH = 3,  /* no installed filter has that id */
  HD_LOOM_FAILED = 4,   /* out of memory, too many filters, or the program cannot take live filters */
};

/* Filters, their operations and objects live as long as the process. */
struct loom_arena *hd_loom_live_arena(void);
int hd_loom_live_next_id(void);
/* Records installed filter `id` (start-up: at_startup). */
int hd_loom_live_record(int id, const char *name, int at_startup, const struct hd_loom_plan *plan);

/* Installs filter `text` (named `name` in messages); replace_id > 0: and
 * removes that filter in the same pause (LOOM: the program is never without
 * either). Replies go to `out`: on success "ID\n". */
enum hd_loom_status hd_loom_live_add(const char *name, const char *text, size_t len, long timeout_ms, int replace_id,
                                     struct loom_sink *out);
enum hd_loom_status hd_loom_live_remove(int id, struct loom_sink *out);
/* One line per filter: "ID\tSTATE\tNAME". */
void hd_loom_live_list(struct loom_sink *out);

/* A wait in filter `id` outlasted the timeout (LOOM §3.3): the whole filter
 * is switched off (its waits and entries do nothing, its waiters wake; exits
 * still release) and logged; the control thread takes its operations off
 * later. Any thread may call it. */
void hd_loom_live_deadlocked(int filter_id, const char *where, long waited_ms);

/* The main thread's pthread_t (heddle's thread records keep the others'). */
void hd_loom_live_set_main(void);

#endif
