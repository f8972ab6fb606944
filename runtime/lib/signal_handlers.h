/* signal_handlers.h — happens-before into the program's signal handlers.
 *
 * A handler runs after it was installed: ThreadSanitizer's model (a release
 * at sigaction, an acquire when the handler is called). Each signal has a key
 * of its own: installing a handler for sig releases into it
 * (intercept_sigaction.c); the trampoline that calls the program's handler
 * for sig acquires it. A send is no edge into the handler (TSan's model:
 * intercept_signal.c). */
#ifndef HEDDLE_SIGNAL_HANDLERS_H
#define HEDDLE_SIGNAL_HANDLERS_H

/* The sync key of signal sig's handlers (sig in 1..NSIG-1; anything else gets
 * one shared key, never acquired by a handler). */
const void *hd_signal_handler_key(int sig);

/* fork(): takes (1) or releases (0) the lock sigaction changes the handler
 * tables under (intercept_thread.c's fork_lockers). */
void hd_sigaction_fork_lock(int take);

#endif
