/* init.c — start-up and exit of the runtime.
 *
 * Start-up runs from .preinit_array, before any constructor of the program,
 * so HEDDLE_GLOBAL registrations (constructors) find the runtime ready:
 * options, main thread (tid 0), heap arena, the executable's globals, the
 * event log. The EXIT record is written by an atexit handler registered
 * first (so it runs last) with the status main returned or exit got. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <unistd.h>

#include "access.h"
#include "arena.h"
#include "direct_report.h"
#include "flags.h"
#include "race.h"
#include "infer.h"
#include "globals.h"
#include "log_writer.h"
#include "mpk.h"
#include "loom.h"
#include "control.h"
#include "real.h"
#include "report.h"
#include "stop_signals.h"
#include "sync.h"
#include "thread.h"
#include "util.h"
#include "wcp.h"

void hd_report_set_logging(int active);

static int exit_status;
static int started;

HD_REAL_FN(exit);
HD_REAL_FN(_exit);

static void at_exit(void) {
  hd_race_infer_all(); /* annotation suggestions for what is still alive */
  hd_mpk_exit();
  HD_RUNTIME_CALL(heddle_log_exit(exit_status));
  int symbolized = 0;
  HD_RUNTIME_CALL(symbolized = hd_direct_report());
  if (symbolized < 0) hd_report_print_summary();
  if (hd_flags.verbosity >= 1) {
    if (hd_race_enabled) {
      fprintf(stderr, "heddle: race mode split objects %llu times\n", (unsigned long long)hd_race_split_count());
      fprintf(stderr, "heddle: race mode renewed %llu epochs without the slow path\n",
              (unsigned long long)hd_race_renewal_count());
      fprintf(stderr, "heddle: race mode checked %llu atomic accesses\n",
              (unsigned long long)hd_race_atomic_check_count());
      fprintf(stderr, "heddle: race mode yielded %llu times in spin waits\n",
              (unsigned long long)hd_race_spin_yield_count());
    }
    fprintf(stderr, "heddle: %llu acquires joined a clock\n", (unsigned long long)hd_sync_join_count());
    fprintf(stderr, "heddle: %llu releases joined a clock\n", (unsigned long long)hd_sync_release_join_count());
    hd_stderr_str("heddle: runtime exiting\n");
  }
  /* As ThreadSanitizer: a run with reports fails, whatever main returned (the
   * EXIT record keeps the program's own status). This handler runs last, so
   * only stdio's flush is left to do. */
  if (hd_flags.exitcode && hd_direct_report_total()) {
    fflush(0);
    HD_REAL(_exit)(hd_flags.exitcode);
  }
}

/* getenv over the envp preinit receives: libc's own environ is not set up
 * yet when .preinit_array runs. */
static const char *env_get(char **envp, const char *name) {
  size_t n = hd_strlen(name);
  for (; envp && *envp; envp++)
    if (hd_strneq(*envp, name, n) && (*envp)[n] == '=') return *envp + n + 1;
  return 0;
}

/* A privileged program (setuid, setgid, or file capabilities: the kernel
 * sets AT_SECURE) must not let whoever runs it choose where a file is
 * created (HEDDLE_LOG_DIR, log_dir) or how it behaves (HEDDLE_OPTIONS): as
 * secure_getenv, the variables read as unset, and one line says so when one
 * was set. */
static const char *trusted_env(char **envp, const char *name, int secure, int *ignored) {
  const char *v = env_get(envp, name);
  if (!v || !secure) return v;
  *ignored = 1;
  return 0;
}

static void resolve_exit_paths(void);

static void hd_init(int argc, char **argv, char **envp) {
  (void)argc;
  (void)argv;
  if (started) return;
  started = 1;
  hd_in_runtime++; /* start-up's own libc calls are not the program's accesses */
  hd_flags_set_defaults();
  int secure = getauxval(AT_SECURE) != 0, ignored = 0;
  const char *dir = trusted_env(envp, "HEDDLE_LOG_DIR", secure, &ignored);
  const char *options = trusted_env(envp, "HEDDLE_OPTIONS", secure, &ignored);
  if (ignored)
    hd_stderr_str("heddle: warning: privileged program (setuid, setgid or file capabilities: AT_SECURE): "
                  "HEDDLE_OPTIONS and HEDDLE_LOG_DIR are ignored; defaults apply, reports go to stderr only\n");
  if (dir) hd_flags.log_dir = dir;
  char err[1024];
  if (hd_flags_parse(options, err, sizeof err) != 0) {
    hd_stderr_str("heddle: error: ");
    hd_stderr_str(err);
    hd_stderr_str("\n       Fix HEDDLE_OPTIONS (colon-separated key=value); see docs/runtime.md.\n");
    _exit(2);
  }
  hd_race_enabled = hd_flags.unannotated == HD_UNANNOTATED_RACE;
  hd_wcp_init();
  hd_thread_init_main();
  /* Before the backend: backend=mpk needs the full reservation (arena.h). */
  if (!hd_race_enabled) hd_arena_compact_records();
  heddle_log_set_heap_region_bits(hd_arena_init() ? (uint32_t)__heddle_arena_region_bits : 0);
  /* backend=mpk|auto: runtime/mpk; the PROCESS record says which ran. */
  heddle_log_set_backend((uint32_t)hd_mpk_init(hd_flags.backend) |
                         (hd_flags.backend == HD_BACKEND_AUTO ? HEDDLE_BACKEND_AUTO : 0) |
                         (hd_race_enabled ? HEDDLE_PROCESS_RACE_MODE : 0));
  hd_fork_handlers_install();
  hd_program_text_init();
  hd_globals_init();
  int logging = 0;
  if (!hd_flags.log_dir || !hd_flags.log_dir[0]) {
    /* A direct run: a memory log the reporter symbolizes at exit; the stderr
     * line per report still goes out as it happens (logging stays 0). */
    heddle_log_open_memory();
  } else {
    int rc = heddle_log_open(hd_flags.log_dir);
    /* still inside the start-up bracket */
    if (rc == 0) logging = 1;
    else {
      /* Named, not numbered; the directory goes out on its own, since any
       * fixed buffer could be shorter than the path (snprintf would cut it). */
      const char *name = strerrorname_np(-rc);
      hd_stderr_str("heddle: warning: cannot open the event log in '");
      hd_stderr_str(hd_flags.log_dir);
      hd_stderr_str("' (");
      hd_stderr_str(name ? name : "unknown error");
      hd_stderr_str(": ");
      hd_stderr_str(strerror(-rc));
      hd_stderr_str("); reports go to stderr, symbolized at exit\n");
      heddle_log_open_memory();
    }
  }
  hd_report_set_logging(logging);
  hd_direct_report_init();
  if (hd_race_enabled) hd_stop_signals_init(); /* a server stopped by SIGTERM gets its suggestions too */
  atexit(at_exit);
  resolve_exit_paths();
  /* Execution filters (runtime/loom): a bad one stops the program before it runs. */
  if (hd_flags.filters[0] && hd_loom_install_startup(hd_flags.filters, hd_flags.filter_timeout_ms) != 0) {
    hd_stderr_str("heddle: the program was not run: fix the execution filters above (docs/filters.md).\n");
    _exit(2);
  }
  if (hd_flags.filter_control) hd_loom_control_start(hd_flags.filter_timeout_ms); /* heddle filter add PID ... (runtime/loom/control.c) */
  hd_in_runtime--;
  if (hd_flags.verbosity >= 1) hd_stderr_str("heddle: runtime started\n");
}

__attribute__((section(".preinit_array"), used)) static void (*const hd_preinit)(int, char **,
                                                                                  char **) = hd_init;

/* ---- exit status: main's return value, or exit()'s argument */

typedef int (*main_fn)(int, char **, char **);
static main_fn user_main;

static int main_wrapper(int argc, char **argv, char **envp) {
  struct hd_thread *t = hd_thread_current();
  if (t) t->stop_fp = (uintptr_t)__builtin_frame_address(0); /* stacks end at main */
  exit_status = user_main(argc, argv, envp);
  return exit_status;
}

int __libc_start_main(main_fn main, int argc, char **argv, void (*init)(void), void (*fini)(void),
                      void (*rtld_fini)(void), void *stack_end) {
  HD_REAL_FN(__libc_start_main);
  user_main = main;
  return HD_REAL(__libc_start_main)(main_wrapper, argc, argv, init, fini, rtld_fini, stack_end);
}


/* The exit paths never call into the dynamic loader: a child forked while
 * another thread held the loader's lock could not look them up (only
 * async-signal-safe calls are allowed after fork), and its _exit would hang
 * without an EXIT record. */
static void resolve_exit_paths(void) {
  (void)HD_REAL(exit);
  (void)HD_REAL(_exit);
  hd_fd_interceptors_init();
}

void exit(int status) {
  exit_status = status;
  HD_REAL(exit)(status);
  __builtin_unreachable();
}

/* _exit skips atexit handlers; the process still ended in an orderly way. */
void _exit(int status) {
  HD_RUNTIME_CALL(heddle_log_exit(status));
  HD_REAL(_exit)(status);
  __builtin_unreachable();
}

void _Exit(int status) { _exit(status); }
