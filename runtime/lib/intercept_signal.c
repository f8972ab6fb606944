/* intercept_signal.c — happens-before through signals a thread waits for:
 * whatever a thread did before sending a signal (pthread_kill, kill, raise,
 * tgkill, sigqueue, pthread_sigqueue) is ordered before the return of the
 * sigwait/sigwaitinfo/sigtimedwait — or the signalfd read — that takes it.
 * The classic dedicated signal thread (every thread blocks the signals, one
 * waits for them) reads what the sender prepared; ThreadSanitizer has no such
 * edge and reports it (found by a new-user trial: a reload request filled in
 * before pthread_kill, a false race in heddle and both TSans).
 *
 * One key for every signal: a waiter is ordered after every signal sent
 * before it returned, not only the one it took (more edges than exist only
 * when several signals are in flight at once). A handler the signal runs
 * asynchronously is not ordered after the send (TSan's model, whose
 * pthread_atfork_deadlock3 test expects the race of a write before
 * pthread_kill with the handler's): only after the handler's installation
 * (intercept_sigaction.c).
 * Weak, as C11's and qsort's interceptors: a program's own `raise` (a word
 * as common as any) must link. */
#include <signal.h>
#include <sys/signalfd.h>

#include "fd_sync.h"
#include "kernel_writes.h"
#include "real.h"
#include "sync.h"
#include "thread.h"

#define HD_WEAK __attribute__((weak))

HD_REAL_FN(pthread_kill);
HD_REAL_FN(pthread_sigqueue);
HD_REAL_FN(kill);
HD_REAL_FN(raise);
HD_REAL_FN(tgkill);
HD_REAL_FN(sigqueue);
HD_REAL_FN(sigwait);
HD_REAL_FN(sigwaitinfo);
HD_REAL_FN(sigtimedwait);
HD_REAL_FN(signalfd);

static char signal_key;

/* Signal 0 only checks that the target exists: it delivers nothing. */
static void sending(int sig) {
  if (sig != 0) hd_fd_release_key(&signal_key);
}
static void taken(void) { hd_fd_acquire_key(&signal_key); }

HD_WEAK int pthread_kill(pthread_t th, int sig) {
  sending(sig);
  return HD_REAL(pthread_kill)(th, sig);
}
HD_WEAK int pthread_sigqueue(pthread_t th, int sig, const union sigval v) {
  sending(sig);
  return HD_REAL(pthread_sigqueue)(th, sig, v);
}
HD_WEAK int kill(pid_t pid, int sig) {
  sending(sig);
  return HD_REAL(kill)(pid, sig);
}
HD_WEAK int raise(int sig) {
  sending(sig);
  return HD_REAL(raise)(sig);
}
HD_WEAK int tgkill(pid_t tgid, pid_t tid, int sig) {
  sending(sig);
  return HD_REAL(tgkill)(tgid, tid, sig);
}
HD_WEAK int sigqueue(pid_t pid, int sig, const union sigval v) {
  sending(sig);
  return HD_REAL(sigqueue)(pid, sig, v);
}

HD_WEAK int sigwait(const sigset_t *set, int *sig) {
  int rc = HD_REAL(sigwait)(set, sig);
  if (rc == 0) taken();
  return rc;
}
/* The siginfo the kernel fills (and the set and timeout it reads) are the
 * caller's, as in kernel_writes.h's table: under backend=mpk a siginfo the
 * thread's PKRU closes failed with EFAULT. */
static int wait_for_signal(int (*real)(const sigset_t *, siginfo_t *, const struct timespec *), const sigset_t *set,
                           siginfo_t *info, const struct timespec *timeout, struct hd_caller c) {
  hd_kernel_reads(set, set ? sizeof *set : 0, c);
  hd_kernel_reads(timeout, timeout ? sizeof *timeout : 0, c);
  hd_kernel_writes(info, info ? sizeof *info : 0);
  int sig = real(set, info, timeout);
  if (sig > 0) {
    hd_kernel_wrote(info, info ? sizeof *info : 0, c);
    taken();
  }
  return sig;
}
static int real_sigwaitinfo_untimed(const sigset_t *set, siginfo_t *info, const struct timespec *unused) {
  (void)unused;
  return HD_REAL(sigwaitinfo)(set, info);
}
HD_WEAK int sigwaitinfo(const sigset_t *set, siginfo_t *info) {
  return wait_for_signal(real_sigwaitinfo_untimed, set, info, NULL, HD_CALLER);
}
HD_WEAK int sigtimedwait(const sigset_t *set, siginfo_t *info, const struct timespec *timeout) {
  return wait_for_signal(HD_REAL(sigtimedwait), set, info, timeout, HD_CALLER);
}
/* A read of a signalfd takes signals: the descriptor carries the signals' key. */
HD_WEAK int signalfd(int fd, const sigset_t *mask, int flags) {
  int got = HD_REAL(signalfd)(fd, mask, flags);
  if (got >= 0) hd_fd_set_key(got, &signal_key);
  return got;
}
