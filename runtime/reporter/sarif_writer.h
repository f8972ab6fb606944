/* sarif_writer.h — writes the SARIF 2.1.0 log of a run: tool.driver with the
 * rule metadata, one result per finding, and an invocation that records how
 * the program ended and every problem heddle met (damaged logs, ...). */
#ifndef HEDDLE_SARIF_WRITER_H
#define HEDDLE_SARIF_WRITER_H

#include <stddef.h>

#include "findings.h"
#include "suggestions.h"
#include "log_reader.h"

/* How the analysed program ran (for invocations[0]); all zero for `heddle report`. */
struct program_outcome {
  const char *const *argv; /* NULL when heddle did not start the program */
  int exited, exit_status; /* exited normally with this status */
  int signaled, signal;    /* killed by this signal */
  int pid;                 /* the program's process (0: not started) */
};

struct sarif_input {
  const struct findings *findings;
  const struct suggestions *suggestions; /* annotation suggestions (race mode), may be NULL */
  struct process_log *const *logs;
  size_t n_logs;
  const char *srcroot;              /* normalized absolute: %SRCROOT% */
  const struct program_outcome *program;
  const char *const *errors;        /* heddle's own problems, full sentences */
  size_t n_errors;
  const char *program_killed;       /* "The program ... was killed by SIGSEGV ...", or NULL */
};

/* Writes path atomically: a fresh temporary file (mkstemp, never a name
 * someone could plant a symlink at) in path's directory, renamed into place.
 * A path that names something other than a regular file (/dev/stdout, a FIFO)
 * is written in place. Returns 0, or -1 with a message in *error (caller frees). */
int sarif_write(const char *path, const struct sarif_input *in, char **error);

#endif /* HEDDLE_SARIF_WRITER_H */
