// The heddle-lint executable (bundled to dist/heddle-lint.js by build.mjs).
import { runCli } from './run.js';
import { UsageError } from './usage-error.js';

// `heddle annotate` (runtime/reporter/cli_annotate.c) runs this bundle with HEDDLE_LINT_PROGRAM=heddle so that the
// help and the notes name the command the user typed, not a heddle-lint they never called.
const programName = process.env.HEDDLE_LINT_PROGRAM || 'heddle-lint';

runCli(process.argv.slice(2), process.cwd(), programName).then(
  ({ code, stdout, stderr }) => {
    if (stderr) process.stderr.write(stderr);
    process.stdout.write(stdout);
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(`${programName}: ${err.message}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`${programName}: internal error (please report): ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exitCode = 3;
  },
);
