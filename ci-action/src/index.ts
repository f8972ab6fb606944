// Entry point the runner executes (dist/index.js is this file, bundled). Errors the user
// can fix are printed as they are; anything else is a bug and keeps its stack trace.
import * as core from '@actions/core';
import { UserError } from './errors.js';
import { run } from './main.js';
import { renderFailureSummary } from './summary.js';

try {
  await run();
} catch (e) {
  if (e instanceof UserError) {
    core.setFailed(e.message);
    await core.summary.addRaw(renderFailureSummary(e)).write();
  } else core.setFailed(e instanceof Error ? (e.stack ?? e.message) : String(e));
}
