/* site_stack.h — race mode's stack ids by access site: a thread's slow path
 * keeps the stack of every epoch's first access to an object (FastTrack's
 * record of it), and in lock-heavy code every unlock starts a new epoch, so
 * the same few places capture the same few stacks over and over. */
#ifndef HEDDLE_SITE_STACK_H
#define HEDDLE_SITE_STACK_H
#include <stdint.h>

#include "stack.h"

struct hd_thread;

/* hd_stack_id(c) for thread t (the calling thread), from a per-thread cache
 * when the innermost HD_SITE_FRAMES frames of the walk — return addresses
 * and frame addresses — are the ones of a stack this thread captured at the
 * same place before: a walk of those frames, without the full walk, its hash
 * and the depot's probe. Exact for stacks of at most HD_SITE_FRAMES frames;
 * deeper, the outer frames are the earlier capture's (the same function
 * chain at the same stack depth, called from elsewhere further out). */
#define HD_SITE_FRAMES 4
uint32_t hd_race_site_stack(const struct hd_thread *t, struct hd_caller c);

#endif
