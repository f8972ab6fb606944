/* signals.c — the program keeps its SIGSEGV and SIGTRAP handlers under
 * backend=mpk. The backend's handlers stay installed; the program's
 * sigaction/signal calls for these two signals read and change a copy of its
 * own disposition, which hd_mpk_chain carries out for every signal that is
 * not a protection-key fault or single step of the backend. With the backend
 * off these calls go straight to libc.
 *
 * glibc spells signal() five ways, each calling libc's internal sigaction
 * (not this one): `signal`, `bsd_signal` and `ssignal` (BSD semantics), and
 * `__sysv_signal` — what <signal.h> makes of signal() without
 * _DEFAULT_SOURCE, e.g. under -std=c11 — and `sysv_signal` (System V: the
 * handler runs once, then the default action is back). Each is taken here, or
 * such a program's handler would replace the backend's and get its
 * protection-key faults. (SVR4's obsolete sigset() is not.) */
#include <signal.h>
#include <string.h>

#include "mpk.h"
#include "mpk_internal.h"
#include "real.h"
#include "util.h"

/* Declared by <signal.h> only without _GNU_SOURCE's POSIX 2008. */
sighandler_t bsd_signal(int sig, sighandler_t handler);

HD_REAL_FN(sigaction);

static struct sigaction program_segv, program_trap;
static int installed_segv, installed_trap;

static struct sigaction *program_action(int sig) {
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

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
  struct sigaction *mine = program_action(sig);
  if (!mine) return HD_REAL(sigaction)(sig, act, old);
  struct sigaction was = *mine;
  if (act) *mine = *act;
  if (old) *old = was;
  return 0;
}

/* The program's signal() for one of the two signals: its disposition with
 * `flags`; returns the handler it had. */
static sighandler_t program_signal(struct sigaction *mine, sighandler_t handler, int flags) {
  sighandler_t was = mine->sa_handler;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sa.sa_flags = flags;
  *mine = sa;
  return was;
}

/* BSD semantics (signal, bsd_signal, ssignal): the handler stays, calls restart. */
#define BSD_FLAGS SA_RESTART
/* System V semantics (__sysv_signal, sysv_signal): one delivery, then the default; not masked while it runs. */
#define SYSV_FLAGS (SA_RESETHAND | SA_NODEFER)

/* One of glibc's signal() functions: the program's copy while the backend
 * holds the signal, else libc's own. */
#define PROGRAM_SIGNAL(name, flags)                                                             \
  HD_REAL_FN(name);                                                                             \
  sighandler_t name(int sig, sighandler_t handler) {                                            \
    struct sigaction *mine = program_action(sig);                                               \
    return mine ? program_signal(mine, handler, flags) : HD_REAL(name)(sig, handler);           \
  }
PROGRAM_SIGNAL(signal, BSD_FLAGS)
PROGRAM_SIGNAL(bsd_signal, BSD_FLAGS)
PROGRAM_SIGNAL(ssignal, BSD_FLAGS)
PROGRAM_SIGNAL(__sysv_signal, SYSV_FLAGS)
PROGRAM_SIGNAL(sysv_signal, SYSV_FLAGS)

void hd_mpk_chain(int sig, siginfo_t *si, void *uc) {
  struct sigaction *mine = program_action(sig);
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
