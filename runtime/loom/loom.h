/* loom.h — execution filters at run time (LOOM §3-§5): what libheddle's
 * start-up calls, and the hooks the compiler pass inserts. The rest of
 * runtime/loom is private to it. */
#ifndef HEDDLE_LOOM_H
#define HEDDLE_LOOM_H

#include <stdint.h>

struct hd_loom_site;

/* Set once any filter is installed: instrumented functions then run their
 * slot-padded copies (the pass's entry switch reads it). */
extern uint8_t __heddle_loom_on;

/* Installs the filters named in `paths` (colon-separated, HEDDLE_OPTIONS
 * filters=); a wait in a filter longer than timeout_ms (0: no limit) removes
 * its constraint as a deadlock. On any problem prints every error
 * (file:line:col: error: ...) on stderr and returns -1: the caller stops the
 * program before it runs. */
int hd_loom_install_startup(const char *paths, long timeout_ms);

/* The pass's hooks (runtime/pass/LoomSlots.cpp). */
void __heddle_loom_slot(struct hd_loom_site *site, void *const *vars);
void __heddle_loom_block_enter(void);
void __heddle_loom_block_exit(void);
void __heddle_loom_call_exit(void);

#endif
