// process-group.ts: a command in a process group of its own, stopped when the job is cancelled — also when the
// runner's signal came just before the group was started (the window between run-manifest.ts's look at the
// cancellation and the spawn, which a loaded machine can widen).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { Cancellation } from '../src/cancellation.js';
import { runInGroup } from '../src/process-group.js';

it('a signal received before the group started stops the group at once, named as the cause', async () => {
  const cancellation = new Cancellation();
  cancellation.cancel('SIGTERM');
  const heard: string[] = [];
  const started = Date.now();
  const end = await runInGroup('sleep', ['60'], {
    cwd: process.cwd(),
    env: process.env,
    onOutput: () => {},
    cancellation,
    onCancel: (signal) => heard.push(signal),
  });
  assert.ok(Date.now() - started < 30_000, 'stopped, not left to run to its end');
  assert.equal(end.cancelledBy, 'SIGTERM');
  assert.equal(end.signal, 'SIGTERM');
  assert.deepEqual(heard, ['SIGTERM'], 'told once, as for a signal that comes while the command runs');
});
