// Entry point the runner executes (dist/index.js is this file, bundled). Errors the user
// can fix are printed as they are; anything else is a bug and keeps its stack trace.
// SIGINT/SIGTERM (the runner cancelling the job) are the run's to handle (cancellation.ts).
import * as core from '@actions/core';
import { Cancellation } from './cancellation.js';
import { UserError } from './errors.js';
import { run } from './main.js';
import { renderFailureSummary } from './summary.js';

const cancellation = new Cancellation();
cancellation.listenToProcessSignals();
try {
  await run(cancellation);
} catch (e) {
  if (e instanceof UserError) {
    core.setFailed(e.message);
    await core.summary.addRaw(renderFailureSummary(e)).write();
  } else core.setFailed(e instanceof Error ? (e.stack ?? e.message) : String(e));
}
// A step abandoned on cancellation (a build) may still hold the event loop: do not wait for it.
if (cancellation.signal) process.exit(process.exitCode ?? 1);
