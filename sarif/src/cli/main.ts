// heddle-sarif: validate, merge, diff against a baseline, render. Bundled by build.mjs into
// dist/heddle-sarif.mjs (the npm bin). Exit codes: see exit-codes.ts and README.md.
import { versionLine } from '../build-info.js';
import { SarifInputError } from '../errors.js';
import { diffCommand, mergeCommand, renderCommand, validateCommand, type Io } from './commands.js';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE, UsageError } from './exit-codes.js';

export const USAGE = `usage: heddle-sarif <command> [options] FILE...
  validate FILE...                                  check against the SARIF 2.1.0 schema
  merge -o OUT [--src-root DIR] [--category C] [--no-github-limits] FILE...
                                                    one run per tool and category (--category: all in C), within GitHub's limits
  diff --baseline BASE [-o OUT] [--fail-on-new] [--src-root DIR] FILE...
                                                    mark results new / unchanged / absent
  render --format text|markdown|github [--link-base URL] [--top N] [--title T] [--src-root DIR] FILE...
  --version                                         print the version and commit
exit codes: 0 ok, 1 check failed (invalid log / new results with --fail-on-new), 2 usage error, 3 bad input
`;

const COMMANDS: Record<string, (args: string[], io: Io) => Promise<number>> = {
  validate: validateCommand,
  merge: mergeCommand,
  diff: diffCommand,
  render: renderCommand,
};

export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? io.err : io.out)(USAGE);
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (command === '--version') {
    io.out(`${versionLine('heddle-sarif')}\n`);
    return EXIT_OK;
  }
  const run = COMMANDS[command];
  try {
    if (!run) throw new UsageError(`unknown command "${command}"`);
    return await run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`heddle-sarif: ${error.message}\n${USAGE}`);
      return EXIT_USAGE;
    }
    if (error instanceof SarifInputError) {
      io.err(`heddle-sarif: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
