/**
 * An error the user can fix: its message says what went wrong, where, and how to fix it.
 * main.ts prints it as a failed step without a stack trace; any other error is a bug in the action.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
}
