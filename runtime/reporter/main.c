/* main.c — `heddle`: dispatches to the subcommands (cli.h). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "exit_codes.h"
#include "heddle_commit.h"
#include "version.h"

int main(int argc, char **argv) {
  if (argc < 2) {
    cli_usage(stderr);
    return HEDDLE_EXIT_USAGE;
  }
  const char *cmd = argv[1];
  if (strcmp(cmd, "run") == 0) return cli_run(argc - 1, argv + 1);
  if (strcmp(cmd, "report") == 0) return cli_report(argc - 1, argv + 1);
  if (strcmp(cmd, "annotate") == 0) return cli_annotate(argc - 1, argv + 1);
  if (strcmp(cmd, "filter") == 0) return cli_filter(argc - 1, argv + 1);
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
    cli_usage(stdout);
    return HEDDLE_EXIT_CLEAN;
  }
  if (strcmp(cmd, "--version") == 0) {
    printf("heddle %s (commit %s)\n", HEDDLE_VERSION, HEDDLE_COMMIT);
    return HEDDLE_EXIT_CLEAN;
  }
  fprintf(stderr, "heddle: unknown command '%s'; use `heddle run`, `heddle report`, `heddle annotate` or `heddle filter`\n", cmd);
  cli_usage(stderr);
  return HEDDLE_EXIT_USAGE;
}
