// One error type for every bad input this package meets, so callers (CLI, linter, LSP,
// CI action) can print the same clear message: what is wrong, where, how to fix it.

export class SarifInputError extends Error {
  override readonly name = 'SarifInputError';
  constructor(
    /** The file (or other source label) the bad input came from. */
    readonly source: string,
    /** What is wrong, in one line. */
    readonly problem: string,
    /** Where inside the input: a JSON path like `$.runs[0].results[3].level`, or `line 4, column 7`. */
    readonly where?: string,
    /** How to fix it, when there is something specific to say. */
    readonly hint?: string,
  ) {
    super(`${source}${where ? ` at ${where}` : ''}: ${problem}${hint ? ` (${hint})` : ''}`);
  }
}
