/* turn_semaphore.h — a hand-off taken in turns with no mutex held, whose turn
 * runs between a sem_wait and a sem_post: a semaphore used as a lock (OSTEP's
 * producer_consumer_works.c: do_get() between Sem_wait(&mutex) and
 * Sem_post(&mutex)). Names both statements for the suggestion's message,
 * and places the hand-off calls in every turn when it can. */
#ifndef HEDDLE_TURN_SEMAPHORE_H
#define HEDDLE_TURN_SEMAPHORE_H

#include "suggestions.h"

/* The note (malloc'd), or NULL when the caller of `function` on the turn's
 * stack (the first of s->acquire and its steps' new owners that ran in it)
 * does not call it right after a statement that waits for
 * a semaphore and right before one that posts one, or its source cannot be
 * read. */
char *turn_semaphore_note(const struct suggestion *s, struct source_cache *sources, const char *function);

/* The fix for such turns of a global (heddle_*_write(&x)) or of a heap
 * object a global pointer holds (heddle_*_write(p)): heddle_acquire_write
 * before the statement calling a turn's function (right after the wait) and
 * heddle_release_write before the post, at every call of each function the
 * turns ran in (each call must run between a wait and a post), and a release
 * before the threads start when the first owner set it up there. 1 when
 * placed; else 0 and s->turn_note ends saying why, with the line (a use
 * outside the turns, a call not between a wait and a post, no global name). */
int turn_semaphore_fix(struct suggestion *s, struct source_cache *sources);

#endif /* HEDDLE_TURN_SEMAPHORE_H */
