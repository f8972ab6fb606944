/** A problem with how heddle-lint was invoked (options, paths, config): exit code 2. */
export class UsageError extends Error {}
