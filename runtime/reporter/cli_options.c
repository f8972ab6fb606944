/* cli_options.c — option parsing shared by `heddle run` and `heddle report`. */
#define _GNU_SOURCE
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "exit_codes.h"

void cli_usage(FILE *out) {
  fputs("usage: heddle run [--out FILE] [--srcroot DIR] [--format text|none] [--keep-logs] [--filter F.hfilter]... -- PROGRAM [ARGS...]\n"
        "       heddle report [--out FILE] [--srcroot DIR] [--format text|none] LOGDIR|LOGFILE...\n"
        "       heddle annotate [--srcroot DIR] [--apply] RESULTS.sarif...\n"
        "       heddle filter add|list|remove|replace PID ... (heddle filter --help)\n"
        "\n"
        "  run     runs PROGRAM (built with heddle-cc / heddle-c++), then writes the SARIF of\n"
        "          every report of it and of the processes it forked, even when it crashed\n"
        "  report  writes the SARIF of event logs left by runs with HEDDLE_LOG_DIR set\n"
        "  annotate  prints the annotation suggestions of race-mode runs as a unified\n"
        "          diff (--apply: writes them), each fix checked by heddle-lint first\n"
        "  filter  installs, lists, removes or replaces execution filters in a running\n"
        "          program built with heddle-cc (docs/filters.md)\n"
        "\n"
        "  --out FILE       SARIF output (default " DEFAULT_SARIF ")\n"
        "  --srcroot DIR    source root: URIs under it are %SRCROOT%-relative (default: .)\n"
        "  --format FORMAT  text: human summary on stderr (default); none: SARIF only\n"
        "  --keep-logs      run: keep the event-log directory and print its path\n"
        "  --filter FILE    run: install this execution filter (.hfilter) at start-up;\n"
        "                   repeatable (docs/filters.md)\n"
        "\n"
        "exit status: run: 128+N when signal N killed the program (even with reports:\n"
        "they are in the SARIF), else the program's status when nothing was reported;\n"
        "report: 0 when nothing was reported. Both: 66 when something was reported, 70\n"
        "when heddle could not do its whole job (the SARIF still holds what it could\n"
        "read), 64 for a bad command line. A signal heddle itself gets is taken after\n"
        "the SARIF is written: then 128+N. annotate: 0 when\n"
        "every fix was printed or applied, 1 when some were refused, 2 for bad input,\n"
        "70 when heddle-lint or node is not found.\n",
        out);
}

int cli_parse(int argc, char **argv, int in_order, struct cli_options *opt) {
  static const struct option longopts[] = {
    {"out", required_argument, NULL, 'o'},
    {"srcroot", required_argument, NULL, 's'},
    {"format", required_argument, NULL, 'f'},
    {"keep-logs", no_argument, NULL, 'k'},
    {"filter", required_argument, NULL, 'F'},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
  };
  memset(opt, 0, sizeof *opt);
  opt->report.out = DEFAULT_SARIF;
  opt->report.format = SUMMARY_TEXT;
  optind = 1;
  int c;
  while ((c = getopt_long(argc, argv, in_order ? "+o:s:f:h" : "o:s:f:h", longopts, NULL)) != -1) {
    switch (c) {
      case 'o':
        if (!optarg[0]) { /* else: "cannot write : No such file or directory" much later */
          fputs("heddle: --out needs a file name (it was empty); e.g. --out " DEFAULT_SARIF "\n", stderr);
          return HEDDLE_EXIT_USAGE;
        }
        opt->report.out = optarg;
        break;
      case 's': opt->report.srcroot = optarg; break;
      case 'k': opt->keep_logs = 1; break;
      case 'F':
        if (opt->nfilters == (int)(sizeof opt->filters / sizeof opt->filters[0])) {
          fputs("heddle: at most 64 --filter options; put constraints together in fewer files\n", stderr);
          return HEDDLE_EXIT_USAGE;
        }
        opt->filters[opt->nfilters++] = optarg;
        break;
      case 'f':
        if (strcmp(optarg, "text") == 0) opt->report.format = SUMMARY_TEXT;
        else if (strcmp(optarg, "none") == 0) opt->report.format = SUMMARY_NONE;
        else {
          fprintf(stderr, "heddle: unknown --format '%s'; use text or none\n", optarg);
          return HEDDLE_EXIT_USAGE;
        }
        break;
      case 'h': cli_usage(stdout); return -1;
      default: cli_usage(stderr); return HEDDLE_EXIT_USAGE;
    }
  }
  opt->first_arg = optind;
  return 0;
}
