// Output of the user's build and programs is copied into the log, where the runner would
// read any line starting with "::" as a workflow command: a program printing
// "::error file=...::" would forge annotations and spend their budget. Workflow commands
// are switched off around such output (::stop-commands::TOKEN ... ::TOKEN::).
import { randomUUID } from 'node:crypto';

export async function withCommandsStopped<T>(fn: () => Promise<T>): Promise<T> {
  const token = `heddle-${randomUUID()}`;
  process.stdout.write(`::stop-commands::${token}\n`);
  try {
    return await fn();
  } finally {
    process.stdout.write(`\n::${token}::\n`);
  }
}
