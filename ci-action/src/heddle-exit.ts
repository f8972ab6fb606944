// `heddle run`'s documented exit statuses (runtime/reporter/exit_codes.h, docs/reports.md):
// the program's own status when nothing was reported, 66 when reports were written,
// 70 when heddle could not do its whole job, 128+N when the program (or heddle) was
// killed by signal N — even with reports, which are in the SARIF: a crash is never
// hidden behind "reports found", so the action treats it as an unexpected exit. 64: a bad
// command line, e.g. an execution filter heddle run refused (the program did not run).
export const HEDDLE_EXIT_REPORTS = 66;
export const HEDDLE_EXIT_FAILURE = 70;
export const HEDDLE_EXIT_USAGE = 64;
