/* gone_threads.h — the handles of the last threads the program can no longer
 * name: joined, or detached (a detached thread's handle is dead once it
 * ends, which the program cannot tell). pthread_detach asks, to refuse a
 * detach of a joined or detached thread (intercept_thread.c). A bounded
 * memory (the last 64): an older one is not remembered, and its detach goes
 * to glibc as before. */
#ifndef HEDDLE_GONE_THREADS_H
#define HEDDLE_GONE_THREADS_H
#include <pthread.h>
#include <stdint.h>

enum hd_gone_how { HD_GONE_NONE, HD_GONE_JOINED, HD_GONE_DETACHED };

/* Thread tid, handle th, was joined or detached. */
void hd_gone_thread(pthread_t th, uint32_t tid, enum hd_gone_how how);
/* A new thread got handle th (glibc reuses them): th names it from now on. */
void hd_gone_handle_reused(pthread_t th);
/* How the thread th named last went (HD_GONE_NONE: not remembered); *tid its id. */
enum hd_gone_how hd_gone_thread_find(pthread_t th, uint32_t *tid);
/* fork(): takes (1) or releases (0) the memory's lock (intercept_thread.c's fork_lockers). */
void hd_gone_threads_fork_lock(int take);

#endif
