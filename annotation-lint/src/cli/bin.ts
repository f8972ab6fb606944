// The heddle-lint executable (bundled to dist/heddle-lint.js by build.mjs).
import { runCli } from './run.js';
import { UsageError } from './usage-error.js';

runCli(process.argv.slice(2), process.cwd()).then(
  ({ code, stdout, stderr }) => {
    if (stderr) process.stderr.write(stderr);
    process.stdout.write(stdout);
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(`heddle-lint: ${err.message}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`heddle-lint: internal error (please report): ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exitCode = 3;
  },
);
