/* exit_codes.h — the `heddle` CLI's documented exit statuses (docs/reports.md).
 *
 * `heddle run` exits with the program's own status when nothing was reported,
 * so it can replace the bare command in scripts, and 128+N when signal N killed
 * the program, reports or not (a crash is never hidden behind 66) or reached
 * heddle itself after the program ended (taken once the SARIF is written).
 * The codes below are chosen like ThreadSanitizer's default exitcode (66) and
 * sysexits.h, away from the statuses programs commonly use. */
#ifndef HEDDLE_EXIT_CODES_H
#define HEDDLE_EXIT_CODES_H

enum heddle_exit {
  HEDDLE_EXIT_CLEAN = 0,    /* heddle report: logs read, nothing reported */
  HEDDLE_EXIT_USAGE = 64,   /* bad command line (EX_USAGE) */
  HEDDLE_EXIT_REPORTS = 66, /* at least one report; SARIF written */
  HEDDLE_EXIT_FAILURE = 70  /* heddle could not do its whole job (EX_SOFTWARE):
                               unreadable or damaged log, no log at all, SARIF not
                               written, program not started. Any SARIF it managed
                               to write says why in invocations[0]. */
};

#endif /* HEDDLE_EXIT_CODES_H */
