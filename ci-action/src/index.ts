// Entry point the runner executes (dist/index.js is this file, bundled). Errors the user
// can fix are printed as they are; anything else is a bug and keeps its stack trace.
// SIGINT/SIGTERM (the runner cancelling the job) are the run's to handle (cancellation.ts).
import * as core from '@actions/core';
import { Cancellation } from './cancellation.js';
import { UserError } from './errors.js';
import { run } from './main.js';
import { publishStoppedCheckRun } from './stopped-check-run.js';
import { renderFailureSummary } from './summary.js';

const cancellation = new Cancellation();
cancellation.listenToProcessSignals();
try {
  await run(cancellation);
} catch (e) {
  const message = e instanceof UserError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e);
  core.setFailed(message);
  const summary = e instanceof UserError ? renderFailureSummary(e) : undefined;
  if (summary) await core.summary.addRaw(summary).write();
  // The required check must fail too, not stay pending. Cancelled: no request that could outlast the runner's grace period.
  if (!cancellation.signal) {
    await publishStoppedCheckRun(message, summary ?? `# heddle\n\n❌ **The action failed** (a bug in the action; see the log).\n`).catch((err: Error) => core.info(`heddle: no check run: ${err.message}`));
  }
}
// A step abandoned on cancellation (setting up heddle: a cache download) may still hold the event loop: do not
// wait for it. Process groups still running (heddle's build) are killed on exit (process-group.ts).
if (cancellation.signal) process.exit(process.exitCode ?? 1);
