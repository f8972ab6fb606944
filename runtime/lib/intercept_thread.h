/* intercept_thread.h — thread creation for interceptors other than
 * pthread_create's own (C11 thrd_create, intercept_c11_threads.c). */
#ifndef HEDDLE_INTERCEPT_THREAD_H
#define HEDDLE_INTERCEPT_THREAD_H

#include <pthread.h>
#include <stdint.h>

#include "stack.h"

/* pthread_create as the program's call c made it: fn(arg) runs in the new
 * thread, which reports name `routine` as its start routine (the user's, when
 * fn is the runtime's adapter). Returns pthread_create's result. */
int hd_thread_create(pthread_t *th, const pthread_attr_t *attr, void *(*fn)(void *), void *arg,
                     uintptr_t routine, struct hd_caller c);

#endif
