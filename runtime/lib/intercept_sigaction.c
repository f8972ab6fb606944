/* intercept_sigaction.c — the program's signal dispositions, with its
 * handlers ordered after their installation (signal_handlers.h).
 *
 * Installing a handler happens before the handler runs: a program that
 * fills in X, then installs a handler that reads X and starts a timer, has no
 * race, in whichever thread the handler runs (ThreadSanitizer's model: a
 * release at sigaction, an acquire when the handler is called; found by a
 * new-user trial on TSan's own signal_sync test, a false race before). So the
 * kernel gets a trampoline instead of the program's handler: the trampoline
 * acquires the signal's key, then calls the handler with the arguments the
 * kernel gave. Everything else of the program's action is the kernel's as
 * given — flags (SA_SIGINFO, SA_RESETHAND, SA_NODEFER, SA_ONSTACK,
 * SA_RESTART, …) and mask —, SIG_DFL and SIG_IGN go to the kernel unchanged,
 * and what sigaction's old action and signal()'s result say is the program's
 * handler, never the trampoline. The trampoline keeps errno for the handler
 * (an acquire may call into libc).
 *
 * Two trampolines, one per handler kind, each with its own table of the
 * program's handlers: the kernel's action says which one runs, so a delivery
 * that races with a change of the disposition calls the old or the new
 * handler, each with the arguments it takes, never one with the other's.
 *
 * glibc spells signal() five ways, each calling libc's internal sigaction
 * (not this one): `signal`, `bsd_signal` and `ssignal` (BSD semantics), and
 * `__sysv_signal` — what <signal.h> makes of signal() without
 * _DEFAULT_SOURCE, e.g. under -std=c11 — and `sysv_signal` (System V: the
 * handler runs once, then the default action is back). Each is taken here
 * and made a sigaction with glibc's own flags and mask. (SVR4's obsolete
 * sigset() is not; a siginterrupt() before signal() is not kept: BSD signal()
 * always restarts here.)
 *
 * backend=mpk keeps SIGSEGV and SIGTRAP for itself and the program's
 * disposition of those two in a copy (runtime/mpk/signals.c), which its
 * fault handler chains to: the program's calls change that copy instead of
 * the kernel's, trampoline included. The runtime's own handlers (installed
 * while hd_in_runtime: the direct run's deadly-signal report, the rehash stop
 * signal) go to the kernel as they are: they are no program code. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "access.h"
#include "fd_sync.h"
#include "kernel_writes.h"
#include "mpk.h"
#include "real.h"
#include "signal_handlers.h"
#include "signal_safe.h"
#include "sync.h"
#include "thread.h"
#include "util.h"

/* Declared by <signal.h> only without _GNU_SOURCE's POSIX 2008. */
sighandler_t bsd_signal(int sig, sighandler_t handler);

HD_REAL_FN(sigaction);

static char handler_keys[NSIG];

const void *hd_signal_handler_key(int sig) { return &handler_keys[sig > 0 && sig < NSIG ? sig : 0]; }

/* The program's handlers the trampolines call, by signal. */
static sighandler_t plain_handlers[NSIG];
static void (*info_handlers[NSIG])(int, siginfo_t *, void *);

/* A handler that interrupted its thread inside the runtime gets no edge: the
 * acquire could need a lock the thread holds (signal_safe.h); its accesses
 * are not checked either. hd_self, not hd_thread_current: no registration
 * (an allocation) inside a handler. */
static void handler_entered(int sig) {
  struct hd_thread *t = hd_self;
  if (t && !hd_in_runtime && !hd_rt_depth) hd_sync_acquire(t, hd_signal_handler_key(sig));
}

static void plain_trampoline(int sig) {
  int saved = errno;
  handler_entered(sig);
  sighandler_t handler = __atomic_load_n(&plain_handlers[sig], __ATOMIC_ACQUIRE);
  errno = saved;
  if (handler) handler(sig);
}

static void info_trampoline(int sig, siginfo_t *si, void *uc) {
  int saved = errno;
  handler_entered(sig);
  void (*handler)(int, siginfo_t *, void *) = __atomic_load_n(&info_handlers[sig], __ATOMIC_ACQUIRE);
  errno = saved;
  if (handler) handler(sig, si, uc);
}

/* The disposition sig has for the program: the kernel's, or backend=mpk's
 * copy while the backend holds sig. */
static int exchange_disposition(int sig, const struct sigaction *act, struct sigaction *old) {
  struct sigaction *held = hd_mpk_program_action(sig);
  if (!held) return HD_REAL(sigaction)(sig, act, old);
  struct sigaction was = *held;
  if (act) *held = *act;
  if (old) *old = was;
  return 0;
}

/* Changes of the tables and the kernel's action go together, one at a time,
 * with every signal blocked: a handler of this thread that calls sigaction
 * never waits for the lock its own thread holds. Raw system calls: libc's
 * sigprocmask would not block its internal signals, and interceptors (mpk's
 * kernel-write windows) need not see this. */
static hd_spin_t changing;

static void change_begin(sigset_t *was) {
  sigset_t all;
  sigfillset(&all);
  syscall(SYS_rt_sigprocmask, SIG_SETMASK, &all, was, _NSIG / 8);
  hd_spin_lock(&changing);
}

static void change_end(const sigset_t *was) {
  hd_spin_unlock(&changing);
  syscall(SYS_rt_sigprocmask, SIG_SETMASK, was, 0, _NSIG / 8);
}

void hd_sigaction_fork_lock(int take) {
  if (take) hd_spin_lock(&changing);
  else hd_spin_unlock(&changing);
}

static int is_handler(const struct sigaction *act) {
  return act->sa_handler != SIG_DFL && act->sa_handler != SIG_IGN && act->sa_handler != SIG_ERR;
}

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
  if (hd_in_runtime || sig <= 0 || sig >= NSIG) return HD_REAL(sigaction)(sig, act, old);
  /* act and old are the caller's read and write (kernel_writes.h), made by
   * the runtime here: unchecked before, and under backend=mpk the runtime's
   * own access of a closed one faulted as the program's, inside sigaction. */
  struct hd_caller c = HD_CALLER;
  struct sigaction given, was;
  if (act) {
    hd_kernel_reads(act, sizeof *act, c);
    given = *act; /* act may be old */
  }
  int installs = act && is_handler(&given);
  /* before the kernel has it: another thread may run it at once */
  if (installs) hd_fd_release_key(hd_signal_handler_key(sig));
  sigset_t blocked;
  change_begin(&blocked);
  sighandler_t plain_was = plain_handlers[sig];
  void (*info_was)(int, siginfo_t *, void *) = info_handlers[sig];
  struct sigaction to_kernel = given;
  if (installs && (given.sa_flags & SA_SIGINFO)) {
    __atomic_store_n(&info_handlers[sig], given.sa_sigaction, __ATOMIC_RELEASE);
    to_kernel.sa_sigaction = info_trampoline;
  } else if (installs) {
    __atomic_store_n(&plain_handlers[sig], given.sa_handler, __ATOMIC_RELEASE);
    to_kernel.sa_handler = plain_trampoline;
  }
  int rc = exchange_disposition(sig, act ? &to_kernel : 0, &was);
  int saved = errno;
  if (rc != 0) { /* refused (SIGKILL, SIGSTOP, a bad flag): nothing changed */
    plain_handlers[sig] = plain_was;
    info_handlers[sig] = info_was;
  }
  change_end(&blocked);
  errno = saved;
  if (rc == 0 && old) {
    /* the program's handler in place of a trampoline; a handler the kernel
     * had before heddle started, or SIG_DFL after SA_RESETHAND, as it is */
    if (was.sa_handler == plain_trampoline) was.sa_handler = plain_was;
    else if (was.sa_sigaction == info_trampoline) was.sa_sigaction = info_was;
    hd_kernel_writes(old, sizeof *old);
    *old = was;
    hd_kernel_wrote(old, sizeof *old, c);
  }
  return rc;
}

/* signal() as glibc makes it: handler with `flags`, and sig itself blocked
 * while it runs when `mask_self`; returns the handler sig had. */
static sighandler_t set_handler(int sig, sighandler_t handler, int flags, int mask_self) {
  if (handler == SIG_ERR) {
    errno = EINVAL;
    return SIG_ERR;
  }
  struct sigaction act, old;
  memset(&act, 0, sizeof act);
  act.sa_handler = handler;
  act.sa_flags = flags;
  sigemptyset(&act.sa_mask);
  if (mask_self && sig > 0 && sig < NSIG) sigaddset(&act.sa_mask, sig);
  return sigaction(sig, &act, &old) == 0 ? old.sa_handler : SIG_ERR;
}

/* BSD semantics (signal, bsd_signal, ssignal): the handler stays, sig is
 * blocked while it runs, calls restart. */
sighandler_t signal(int sig, sighandler_t handler) { return set_handler(sig, handler, SA_RESTART, 1); }
sighandler_t bsd_signal(int sig, sighandler_t handler) { return set_handler(sig, handler, SA_RESTART, 1); }
sighandler_t ssignal(int sig, sighandler_t handler) { return set_handler(sig, handler, SA_RESTART, 1); }
/* System V semantics (__sysv_signal, sysv_signal): one delivery, then the
 * default; not blocked while it runs; calls interrupted. */
sighandler_t __sysv_signal(int sig, sighandler_t handler) {
  return set_handler(sig, handler, SA_RESETHAND | SA_NODEFER, 0);
}
sighandler_t sysv_signal(int sig, sighandler_t handler) {
  return set_handler(sig, handler, SA_RESETHAND | SA_NODEFER, 0);
}
