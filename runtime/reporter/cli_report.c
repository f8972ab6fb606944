/* cli_report.c — `heddle report LOGDIR...`: SARIF from the logs of direct runs. */
#include <stdio.h>

#include "cli.h"
#include "exit_codes.h"

int cli_report(int argc, char **argv) {
  struct cli_options opt;
  int rc = cli_parse(argc, argv, 0, &opt);
  if (rc) return rc < 0 ? HEDDLE_EXIT_CLEAN : rc;
  if (opt.first_arg >= argc) {
    fputs("heddle report: name at least one log directory or .hlog file\n", stderr);
    cli_usage(stderr);
    return HEDDLE_EXIT_USAGE;
  }
  struct report_outcome out = report_pipeline((const char *const *)argv + opt.first_arg,
                                              (size_t)(argc - opt.first_arg), &opt.report);
  if (out.failed) return HEDDLE_EXIT_FAILURE;
  return out.findings ? HEDDLE_EXIT_REPORTS : HEDDLE_EXIT_CLEAN;
}
