// heddle-sarif exit codes (documented in README.md; ci-action and scripts rely on them).
export const EXIT_OK = 0;
/** The check failed: `validate` found an invalid log, `diff --fail-on-new` found new results. */
export const EXIT_CHECK_FAILED = 1;
/** Usage error: unknown command or option, missing argument. */
export const EXIT_USAGE = 2;
/** Bad input: unreadable file, not JSON, not a valid SARIF 2.1.0 log. */
export const EXIT_BAD_INPUT = 3;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
