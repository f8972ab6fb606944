/* cli.h — the `heddle` subcommands and their shared option parsing. */
#ifndef HEDDLE_CLI_H
#define HEDDLE_CLI_H

#include "report_pipeline.h"

#define DEFAULT_SARIF "heddle-results.sarif"

struct cli_options {
  struct report_options report;
  int keep_logs; /* run: keep the log directory */
  const char *filters[64]; /* run: --filter F (execution filters, runtime/loom) */
  int nfilters;
  int first_arg; /* argv index of the first operand */
};

/* Parses the options both subcommands share (--out, --srcroot, --format) and
 * run's --keep-logs. in_order: stop at the first operand (run: the program's
 * own options follow). Returns 0, or HEDDLE_EXIT_USAGE after printing why. */
int cli_parse(int argc, char **argv, int in_order, struct cli_options *opt);

int cli_run(int argc, char **argv);
int cli_report(int argc, char **argv);
/* heddle filter add|list|remove|replace PID ...: live execution filters (cli_filter.c). */
int cli_filter(int argc, char **argv);
/* heddle annotate: runs heddle-lint's `annotate` under node (cli_annotate.c). */
int cli_annotate(int argc, char **argv);
void cli_usage(FILE *out);

#endif /* HEDDLE_CLI_H */
