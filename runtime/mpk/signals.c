/* signals.c — the program keeps its SIGSEGV and SIGTRAP handlers under
 * backend=mpk. The backend's handlers stay installed; the program's
 * sigaction/signal calls for these two signals (runtime/lib/intercept_sigaction.c)
 * read and change a copy of its own disposition, hd_mpk_program_action, which
 * hd_mpk_chain carries out for every signal that is not a protection-key
 * fault or single step of the backend. With the backend off there is no copy
 * and those calls go to the kernel. */
#include <signal.h>
#include <string.h>

#include "mpk.h"
#include "mpk_internal.h"
#include "real.h"
#include "util.h"

HD_REAL_FN(sigaction);

static struct sigaction program_segv, program_trap;
static int installed_segv, installed_trap;

struct sigaction *hd_mpk_program_action(int sig) {
  if (sig == SIGSEGV && __atomic_load_n(&installed_segv, __ATOMIC_ACQUIRE)) return &program_segv;
  if (sig == SIGTRAP && __atomic_load_n(&installed_trap, __ATOMIC_ACQUIRE)) return &program_trap;
  return 0;
}

void hd_mpk_install_handler(int sig, void (*fn)(int, siginfo_t *, void *)) {
  struct sigaction sa, old;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = fn;
  /* SA_ONSTACK: a program's stack-overflow handler on its alternate stack
   * still works; SA_NODEFER: a fault inside the program's handler, chained
   * from ours, is handled too. */
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  if (HD_REAL(sigaction)(sig, &sa, &old) != 0) return;
  if (sig == SIGSEGV) {
    program_segv = old;
    __atomic_store_n(&installed_segv, 1, __ATOMIC_RELEASE);
  } else {
    program_trap = old;
    __atomic_store_n(&installed_trap, 1, __ATOMIC_RELEASE);
  }
}

void hd_mpk_chain(int sig, siginfo_t *si, void *uc) {
  struct sigaction *mine = hd_mpk_program_action(sig);
  struct sigaction a = *mine;
  if (a.sa_handler == SIG_IGN && si->si_code <= 0) return; /* sent, and ignored */
  if (a.sa_handler == SIG_DFL || a.sa_handler == SIG_IGN) {
    /* The default action: a fault runs its instruction again and ends the
     * process; a sent signal or a trap is raised once more. */
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    HD_REAL(sigaction)(sig, &dfl, 0);
    if (si->si_code <= 0 || sig == SIGTRAP) raise(sig);
    return;
  }
  if (a.sa_flags & SA_RESETHAND) {
    memset(mine, 0, sizeof *mine);
    mine->sa_handler = SIG_DFL;
  }
  if (a.sa_flags & SA_SIGINFO) a.sa_sigaction(sig, si, uc);
  else a.sa_handler(sig);
}
