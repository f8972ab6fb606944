// Cancelling the job (the runner's SIGINT, then SIGTERM; also a step's timeout-minutes): the
// running entry's process group gets the signal, no further entry starts, and the action still
// writes the SARIF of what ran, the job summary and its outputs — and leaves no process behind.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { runAction } from './support/run-action.js';
import { buildCommand, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

/**
 * Processes whose command line names `dir` or that run inside it (the scratch repository's programs,
 * heddle run on them; cmake, make and the compilers building it), as "pid args".
 */
function processesIn(dir: string): string[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => {
      const pid = l.trim().split(/\s+/)[0];
      let cwd = '';
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        // Gone, or not ours to read.
      }
      return l.includes(dir) || cwd === dir || cwd.startsWith(`${dir}/`);
    });
}

/**
 * A CMake project whose compile never ends: never.h is a FIFO nobody writes, so the compiler waits on it (as a
 * slow compile would, without using the CPU) under heddle-cc, make and cmake --build.
 */
const NEVER_ENDING_BUILD = [
  'cmake_minimum_required(VERSION 3.20)',
  'project(slow C)',
  'find_package(Threads REQUIRED)',
  'execute_process(COMMAND mkfifo ${CMAKE_BINARY_DIR}/never.h)',
  'include_directories(${CMAKE_BINARY_DIR})',
  'add_executable(app app.c)',
  'target_link_libraries(app Threads::Threads)',
  '',
].join('\n');

describe('a cancelled job', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal} mid-run: stops the entry, skips the rest, writes SARIF, summary and outputs, leaves no process`, async () => {
      const manifest = ['entries:', '  - name: app', '    run: build/app', '  - name: hang', '    run: build/app --hang', '    timeout: 300', '  - name: later', '    run: build/app'].join('\n');
      const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', manifest);
      const sha = repo.commit('a program that hangs');
      const run = await runAction({
        workspace: repo.dir,
        apiUrl: api.url,
        inputs: { 'build-command': buildCommand(['app']) },
        pullRequest: { number: 50, headSha: sha, baseRef: 'main' },
        cancel: { when: /::group::heddle run: hang\n/, signal, delayMs: 1500 },
      });
      // Timed from the signal, not the start: the build and the first entry take minutes at load 20 on 2 cores.
      assert.ok(run.msAfterSignal !== undefined && run.msAfterSignal < 60_000, `the hanging entry was stopped, not waited for (${run.msAfterSignal} ms after the signal)`);
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

  it('on SIGTERM during the build: stops cmake, make and the compiler, says so in the summary, leaves no process', async () => {
    const repo = new ScratchRepo().write('app.c', `#include "never.h"\n${programSource().text}`).write('CMakeLists.txt', NEVER_ENDING_BUILD).write('.github/heddle.yml', 'entries:\n  - name: app\n    run: build-heddle/app\n');
    repo.commit('a build that never ends');
    const compiling = () => processesIn(repo.dir).some((l) => /clang/.test(l) && /app\.c/.test(l));
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: {},
      refName: 'main',
      cancel: { when: /::group::Build: cmake build\n/, signal: 'SIGTERM', delayMs: 200, until: compiling },
    });
    assert.ok(run.msAfterSignal !== undefined && run.msAfterSignal < 60_000, `the build was stopped, not waited for (${run.msAfterSignal} ms after the signal)`);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /cmake build: SIGTERM received \(the job is cancelled\); passing it to the build's process group/);
    const failure = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    assert.match(failure, /^the job was cancelled \(SIGTERM\) while building the project: cmake build and everything it started were stopped \(SIGTERM to its process group\); nothing ran under heddle and no SARIF was written/);
    assert.match(run.summary, /❌ \*\*The action stopped before any result\*\*; no SARIF was written\.\n\n```\nthe job was cancelled \(SIGTERM\) while building the project/);
    assert.equal(run.outputs['sarif-file'], undefined, 'no SARIF: nothing ran');
    assert.deepEqual(processesIn(repo.dir), [], 'cmake, make, heddle-cc and clang are gone');
    assert.equal(api.find('POST', /check-runs$/).length, 0, 'no request that could outlast the runner\'s grace period');
  });
});
