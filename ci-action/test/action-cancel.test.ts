// Cancelling the job (the runner's SIGINT, then SIGTERM; also a step's timeout-minutes): the
// running entry's process group gets the signal, no further entry starts, and the action still
// writes the SARIF of what ran, the job summary and its outputs — and leaves no process behind.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { runAction } from './support/run-action.js';
import { buildCommand, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

/** Processes whose command line names `dir` (the scratch repository's programs, heddle run on them). */
function processesIn(dir: string): string[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n').filter((l) => l.includes(dir));
}

describe('a cancelled job', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal} mid-run: stops the entry, skips the rest, writes SARIF, summary and outputs, leaves no process`, async () => {
      const manifest = ['entries:', '  - name: app', '    run: build/app', '  - name: hang', '    run: build/app --hang', '    timeout: 300', '  - name: later', '    run: build/app'].join('\n');
      const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', manifest);
      const sha = repo.commit('a program that hangs');
      const started = Date.now();
      const run = await runAction({
        workspace: repo.dir,
        apiUrl: api.url,
        inputs: { 'build-command': buildCommand(['app']) },
        pullRequest: { number: 50, headSha: sha, baseRef: 'main' },
        cancel: { when: /::group::heddle run: hang\n/, signal, delayMs: 1500 },
      });
      assert.ok(Date.now() - started < 60_000, 'the hanging entry was stopped, not waited for');
      assert.equal(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stdout, new RegExp(`hang: ${signal} received \\(the job is cancelled\\)`));
      assert.match(run.summary, new RegExp(`❌ \\*\\*Failed\\*\\*: the job was cancelled \\(${signal}\\): 2 of 3 manifest entries ran or were stopped`));
      assert.match(run.summary, /\| app \| ✅ ok \|/);
      assert.match(run.summary, new RegExp(`\\| hang \\| ⏹️ cancelled \\| [^|]+ \\| stopped \\(${signal} to its process group\\): the job was cancelled \\|`));
      assert.match(run.summary, new RegExp(`\\| later \\| ⏹️ cancelled \\| [^|]+ \\| not run: the job was cancelled \\(${signal}\\) \\|`));
      assert.equal(run.outputs['total-results'], '1', 'the entry that ran contributed its result');
      assert.equal(run.outputs['new-results'], '1');
      const v = sarifValidate(run.outputs['sarif-file']!);
      assert.ok(v.ok, v.output);
      assert.deepEqual(processesIn(repo.dir), [], 'heddle run and the program are gone');
      assert.equal(api.find('POST', /check-runs$/).length, 0, 'no request that could outlast the runner\'s grace period');
    });
  }
});
