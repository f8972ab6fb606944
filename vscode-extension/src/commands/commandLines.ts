// The command lines of the tasks the extension runs, built from settings or a task
// definition. Plain functions (no VS Code API) so they are unit-tested directly.

export interface CommandLine {
  command: string;
  args: string[];
}

/** A setting or task definition that cannot make a command line; the message says how to fix it. */
export class CommandLineError extends Error {
  override readonly name = 'CommandLineError';
}

export interface RunTargetOptions {
  /** The heddle CLI (heddle.executable). */
  executable: string;
  /** The instrumented program, relative to the workspace folder or absolute. */
  program: string;
  args: readonly string[];
  /** Where heddle writes the SARIF log (heddle.run.resultsFile). */
  resultsFile: string;
  /** Execution filters installed from start-up (`--filter F` each; "heddle: Run with this filter"). */
  filters?: readonly string[];
}

/** A bare name would be looked up on PATH by exec; a workspace program needs a path. */
function asPath(program: string): string {
  return program.includes('/') ? program : `./${program}`;
}

/** `heddle run --out <results> [--filter F]... -- <program> <args...>` */
export function runTargetCommandLine(options: RunTargetOptions): CommandLine {
  const program = options.program.trim();
  if (program === '') {
    throw new CommandLineError(
      'heddle: no program to run. Set "heddle.run.program" to the instrumented program (built with heddle-cc), ' +
        'or give "program" in the tasks.json task of type "heddle".',
    );
  }
  const resultsFile = options.resultsFile.trim();
  if (resultsFile === '') {
    throw new CommandLineError('heddle: "heddle.run.resultsFile" is empty; set it to where the SARIF log goes, e.g. heddle-results.sarif.');
  }
  const filters = (options.filters ?? []).flatMap((filter) => ['--filter', filter]);
  return { command: options.executable, args: ['run', '--out', resultsFile, ...filters, '--', asPath(program), ...options.args] };
}

export interface LintOptions {
  /** heddle-lint (heddle.lint.executable). */
  executable: string;
  /** Files and folders, relative to the workspace folder. */
  paths: readonly string[];
}

/** `heddle-lint <paths...>`: text output, one finding a line, which the $heddle-lint problem matcher reads. */
export function lintCommandLine(options: LintOptions): CommandLine {
  const paths = options.paths.map((p) => p.trim()).filter((p) => p !== '');
  return { command: options.executable, args: paths.length > 0 ? paths : ['.'] };
}
