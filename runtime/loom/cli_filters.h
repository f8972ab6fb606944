/* cli_filters.h — `heddle run --filter F`: the CLI's side of start-up filters. */
#ifndef HEDDLE_LOOM_CLI_FILTERS_H
#define HEDDLE_LOOM_CLI_FILTERS_H

/* Checks each filter (syntax and expressions, printed as heddle-lint prints
 * them) and, when all are fine, appends filters=ABS:ABS to HEDDLE_OPTIONS for
 * the program. Returns 0, or -1 after printing what is wrong. */
int loom_cli_prepare_filters(const char *const *paths, int n);

#endif
