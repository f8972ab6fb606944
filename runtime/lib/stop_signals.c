/* stop_signals.c — see stop_signals.h.
 *
 * Why: race mode infers annotations from the whole run when the process
 * exits (infer.c). A server, or a test that CI's time limit stops, is ended
 * by SIGTERM (`timeout`, a runner cancelling), SIGINT (Ctrl-C) or SIGHUP (its
 * terminal gone): its default action ends the process with no exit handler,
 * so it got no suggestion at all (trial 18 F7, Butenhof's trylock.c). So in
 * race mode the runtime takes each of these signals whose disposition is the
 * default when it starts; its handler makes the suggestions, writes the STOP
 * record (the reporter then says the suggestions are there), has a direct
 * run's reports printed as an exit would, and then the process dies of the
 * same signal as before: the default action is put back and the signal sent
 * again, so the parent's wait status (WIFSIGNALED, the signal) and a shell's
 * 128+N are unchanged and `heddle run` still says "killed by SIGTERM".
 *
 * A program's own handler replaces this one (sigaction), and then its exit
 * makes the suggestions, as before; a signal ignored or blocked from the
 * start (nohup's SIGHUP, a sigwait loop) is left alone. SIGKILL cannot be
 * caught, SIGQUIT dumps core (a crash the user asked for: left as it is).
 *
 * Async-signal safety: inference takes runtime spin locks (each object's,
 * the arena's, the site tables') and appends records. Another thread that
 * holds one goes on running and lets go of it; only the thread the signal
 * interrupted cannot, so when the signal lands while that thread is inside
 * the runtime (signal_safe.h's depth), the work is deferred to the moment
 * the thread leaves it (hd_defer), as a handler's sem_post is. Inside the
 * runtime no thread blocks (spin sections and log writes only), so the
 * deferral is short. At depth 0 the interrupted code holds no runtime lock,
 * and inference calls nothing of libc that takes a lock (its allocations are
 * the runtime's own, its records one write(2) each). Records already written
 * stay: the log is append-only, nothing is rewritten. The first stop signal
 * wins; a second one (`timeout` signals the process group and `heddle run`
 * forwards its own copy) meanwhile finds the first being handled and
 * returns, and the first thread then ends the process. */
#include "stop_signals.h"

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "access.h"
#include "direct_report.h"
#include "infer.h"
#include "log_writer.h"
#include "signal_safe.h"

static const int stop_signals[] = {SIGTERM, SIGINT, SIGHUP};
#define N_STOP (sizeof stop_signals / sizeof stop_signals[0])

static int stopping; /* the first stop signal taken (0: none yet) */

/* The default action, then the signal again: the process ends as it would
 * have without heddle. Raw system calls: libheddle's signal interceptors
 * would take this for the program's own send and mask change. */
static void die_of(int sig) {
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  hd_in_runtime++; /* sigaction's interceptor passes the runtime's own change to the kernel */
  sigaction(sig, &dfl, 0);
  hd_in_runtime--;
  syscall(SYS_tgkill, getpid(), (pid_t)syscall(SYS_gettid), sig);
  /* In the handler the signal is blocked (sa_mask): unblocked, it ends the process now. */
  sigset_t one;
  sigemptyset(&one);
  sigaddset(&one, sig);
  syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &one, 0, _NSIG / 8);
  syscall(SYS_exit_group, 128 + sig); /* not reached: the default action of a stop signal ends the process */
}

static void suggest_and_die(void *arg) {
  int sig = (int)(intptr_t)arg;
  /* Not when the program's exit is making them already (this thread's or another's): the signal ends it as before. */
  if (hd_race_infer_all()) HD_RUNTIME_CALL(heddle_log_stop(sig));
  /* A direct run's reports, symbolized, as at exit (its memory log goes with the process). */
  if (heddle_log_memory_fd() >= 0) hd_direct_report_in_signal();
  die_of(sig);
}

static void on_stop_signal(int sig) {
  int saved = errno, none = 0;
  if (!__atomic_compare_exchange_n(&stopping, &none, sig, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
    errno = saved; /* another thread is ending the process */
    return;
  }
  /* Inside the runtime its locks may be this thread's: run when it leaves. Without memory for the
   * deferral (hd_defer's 0), no suggestions rather than a handler spinning on its own thread's lock. */
  if (!hd_rt_depth) suggest_and_die((void *)(intptr_t)sig);
  else if (!hd_defer(suggest_and_die, (void *)(intptr_t)sig)) die_of(sig);
  errno = saved;
}

void hd_stop_signals_init(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_stop_signal;
  sa.sa_flags = SA_RESTART; /* a handler that returns (a second signal) must not disturb the program's calls */
  sigemptyset(&sa.sa_mask);
  for (size_t i = 0; i < N_STOP; i++) sigaddset(&sa.sa_mask, stop_signals[i]);
  for (size_t i = 0; i < N_STOP; i++) {
    struct sigaction old;
    /* only where the program's environment has not chosen already (ignored: nohup; a handler) */
    if (sigaction(stop_signals[i], 0, &old) == 0 && old.sa_handler == SIG_DFL && !(old.sa_flags & SA_SIGINFO))
      sigaction(stop_signals[i], &sa, 0);
  }
}
