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
/* backend.c: reports made so far (a decision that reported is a violation). */
uint64_t hd_mpk_reports_so_far(void);

#endif
