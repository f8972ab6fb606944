/* mpk_internal.h — what runtime/mpk's files share and nobody else calls. */
#ifndef HEDDLE_MPK_INTERNAL_H
#define HEDDLE_MPK_INTERNAL_H
#include <signal.h>
#include <stdint.h>

/* signals.c: installs `fn` for sig with the real sigaction; the program's
 * own disposition of sig is kept aside (its sigaction/signal calls see and
 * change only that) and hd_mpk_chain runs it for signals not the backend's. */
void hd_mpk_install_handler(int sig, void (*fn)(int, siginfo_t *, void *));
void hd_mpk_chain(int sig, siginfo_t *si, void *uc);
/* fault.c: the SIGSEGV and SIGTRAP handlers. */
void hd_mpk_faults_install(void);
/* pkru.c: finds the PKRU in the XSAVE layout (CPUID leaf 0xD); 0 when absent. */
int hd_pkru_context_init(void);
/* rehash.c: the stop signal's handler; threads it may stop (running_now 1 at
 * start, 0 at finish); a rehash when one is due and t is at a safe point (t
 * NULL: the rehash thread itself). */
void hd_mpk_rehash_init(void);
struct hd_thread;
void hd_mpk_rehash_thread(struct hd_thread *t, int running_now);
void hd_mpk_maybe_rehash(struct hd_thread *t);
/* rehash.c: starts heddle-rehash, the thread that rehashes every
 * mpk_rehash_ms (once; called when keys are first seen shared). */
void hd_mpk_rehash_timer_start(void);
/* domain.c: recomputes the calling thread's own key; with `pkru` non-zero
 * (a signal frame's) returns the PKRU t should run with, else writes it. */
uint32_t hd_mpk_refresh_self(struct hd_thread *t, uint32_t pkru);
/* domain.c: moves a protected object to its domain's current key (a rehash;
 * every other thread stopped). */
struct hd_object;
void hd_mpk_rehome(struct hd_object *o);
/* backend.c: reports made so far (a decision that reported is a violation). */
uint64_t hd_mpk_reports_so_far(void);

#endif
