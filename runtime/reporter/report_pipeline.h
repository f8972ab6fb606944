/* report_pipeline.h — logs in, SARIF and summary out: what `heddle report`
 * does, and what `heddle run` does once the program has ended. */
#ifndef HEDDLE_REPORT_PIPELINE_H
#define HEDDLE_REPORT_PIPELINE_H

#include <stddef.h>

#include "sarif_writer.h"

enum summary_format { SUMMARY_TEXT, SUMMARY_NONE };

struct report_options {
  const char *out;     /* SARIF path */
  const char *srcroot; /* %SRCROOT%; NULL: the current directory */
  enum summary_format format;
  const struct program_outcome *program; /* NULL for `heddle report` */
  const char *run_error; /* why heddle could not run the program (a full sentence), or NULL */
};

struct report_outcome {
  size_t findings;  /* results in the SARIF */
  int failed;       /* heddle met a problem (damaged/missing log, SARIF not written) */
};

/* Reads the logs under paths, writes the SARIF, prints the summary on stderr. */
struct report_outcome report_pipeline(const char *const *paths, size_t n_paths,
                                      const struct report_options *opt);

#endif /* HEDDLE_REPORT_PIPELINE_H */
