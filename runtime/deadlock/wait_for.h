/* wait_for.h — deadlocks that happen, not only the lock-order cycles that
 * could cause one (lock_order.h). A thread that holds a lock and finds the
 * mutex it is about to lock taken publishes what it waits for; if following
 * "the mutex is held by U, U waits for a mutex held by V, …" leads back to the
 * caller, every thread on that path waits forever: nothing but one of them
 * could unlock those mutexes. heddle then logs the cycle as a lock-order
 * inversion that deadlocked (HEDDLE_CYCLE_DEADLOCKED: one finding with the
 * potential cycle, upgraded to an error) and, with deadlock_exit=1 (default),
 * ends the program with exitcode instead of letting a test hang until CI's
 * timeout kills it. A thread relocking a default (non-recursive,
 * non-error-checking) mutex it holds is the one-thread case.
 *
 * Cost: nothing unless the thread holds a lock when it locks a mutex, then
 * one trylock; the walk runs only when that trylock finds the mutex taken.
 *
 * Certainty: a mutex's holder is the thread whose held list names it
 * (thread.h: added after the lock returns, removed before the unlock), and a
 * thread waits from just before its blocking lock until it returns, so a
 * cycle read back to the caller is real; the walk is repeated after short
 * sleeps before anything is said, so a list read in the middle of a change is
 * never taken for one. Mutexes only: an rwlock's readers, a spin lock and a
 * timed lock (it can give up) are not followed. */
#ifndef HEDDLE_WAIT_FOR_H
#define HEDDLE_WAIT_FOR_H
#include <pthread.h>

#include "stack.h" /* struct hd_caller */

/* The caller, holding at least one lock, is about to block in
 * pthread_mutex_lock(m) because a trylock found m taken. Returns only if no
 * deadlock was found, or if deadlock_exit=0 (after logging it). */
void hd_wait_for_begin(pthread_mutex_t *m, struct hd_caller from);
/* The caller's pthread_mutex_lock returned: it waits for nothing any more. */
void hd_wait_for_end(void);

#endif
