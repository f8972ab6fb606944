/* log_writer.h — appends event_log.h records to this process's event log.
 *
 * Called by libheddle (runtime/lib) from any thread and from signal handlers:
 * every function here is async-signal-safe after heddle_log_open (raw syscalls,
 * no malloc, no stdio, no locks held across writes). Each record goes out in a
 * single write(2) on an O_APPEND descriptor, so a crash or SIGKILL right after
 * a call loses nothing already written.
 *
 * Implemented in runtime/common/log_writer.c (owned by the reporter side).
 */
#ifndef HEDDLE_LOG_WRITER_H
#define HEDDLE_LOG_WRITER_H

#include <stddef.h>
#include "event_log.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Opens $dir/heddle.<pid>.hlog and writes the PROCESS record and one MODULE
 * record per loaded ELF object. dir NULL or "": logging disabled (every other
 * call is then a no-op returning 0). Returns 0 on success, -errno on failure. */
int heddle_log_open(const char *dir);

/* A direct run without a log directory: the log (and a forked child's) is an
 * anonymous memory file (memfd), gone with the process; at exit libheddle has
 * the reporter read it through heddle_log_memory_fd to print symbolized
 * reports. Returns 0 or -errno. */
int heddle_log_open_memory(void);

/* The memory log's descriptor, or -1 when the log is a file (or closed). */
int heddle_log_memory_fd(void);

/* In a forked child: opens the child's own file (same dir) and writes its
 * PROCESS and MODULE records. Call from the fork interceptor in the child. */
void heddle_log_after_fork(void);

/* Appends one complete record (h.kind and h.size must be set). Returns 0, or
 * -errno when the write failed or was short (never retried partially). */
int heddle_log_append(const struct heddle_event_header *record);

/* Re-scans loaded objects (after dlopen) and appends MODULE records for new ones. */
void heddle_log_refresh_modules(void);

/* The log's descriptor (-1 when not logging). It sits high and is the
 * runtime's own: libheddle's close/dup2/fcntl interceptors refuse it to the
 * program. */
int heddle_log_fd(void);

/* Moves the log to another free descriptor, for a program that asks for its
 * number (dup2/dup3 onto it). Waits for writes in flight on the old one, then
 * closes it. Returns 0, or -errno when no descriptor is free. */
int heddle_log_move_fd(void);

/* Appends the EXEC record: this image is about to be replaced by path (the
 * reporter then says the process exec'd, not that it crashed). */
void heddle_log_exec(const char *path);

/* Appends the EXIT record. */
void heddle_log_exit(int status);
/* Appends the STOP record: race mode made its suggestions, the process dies of sig next. */
void heddle_log_stop(int sig);
/* The backend this process checks annotated objects with (enum heddle_backend,
 * with HEDDLE_BACKEND_AUTO and HEDDLE_PROCESS_RACE_MODE bits),
 * written into its PROCESS record; set before the log is opened. */
void heddle_log_set_backend(uint32_t backend);
/* The heap arena's region size, for every PROCESS record (heddle_ev_process.heap_region_bits). */
void heddle_log_set_heap_region_bits(uint32_t bits);

#ifdef __cplusplus
}
#endif

#endif /* HEDDLE_LOG_WRITER_H */
