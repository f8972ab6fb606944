// Things that go wrong in the user's project: a program that hangs (stopped, reported,
// the other entries still run) and a build that fails (clear message, no SARIF).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { heddleHome, PACKAGE_DIR, runAction } from './support/run-action.js';
import { buildCommand, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

describe('failures in the project', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('stops a hung entry, reports it, runs the others and still writes their results', async () => {
    const manifest = [
      'defaults: { timeout: 120 }',
      'entries:',
      '  - name: deadlock',
      '    run: build/app --hang',
      '    timeout: 2',
      // Ignores SIGTERM too: only the SIGKILL after the grace period stops it.
      '  - name: stubborn',
      `    run: ["bash", "-c", "trap '' TERM; sleep 600"]`,
      '    timeout: 1',
      '  - benchmark: no-such-benchmark',
      '  - name: app',
      '    run: build/app',
    ].join('\n');
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('.github/heddle.yml', manifest);
    const sha = repo.commit('a program that can hang');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']), 'fail-on': 'new' },
      pullRequest: { number: 12, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 1, run.stdout);
    // Each hung entry's own time (the summary's), not the whole run's: the build and the other entries take
    // minutes at load 20 on 2 cores. Stopped means well under the 120 s default and stubborn's 600 s sleep.
    for (const name of ['deadlock', 'stubborn']) {
      const row = new RegExp(`\\| ${name} \\| ⏱️ timed out \\(stopped\\) \\| ([\\d.]+) s \\|`).exec(run.summary);
      assert.ok(row, `${name}: no timed-out row in the summary:\n${run.summary}`);
      assert.ok(Number(row[1]) < 60, `${name} ran ${row[1]} s: it was waited for, not stopped at its timeout`);
    }
    assert.match(run.summary, /\| app \| ✅ ok \|/);
    assert.match(run.summary, /\| no-such-benchmark \| ❌ did not start \| [^|]+ \| no executable named "no-such-benchmark" in the build directory /);
    assert.match(run.summary, /❌ \*\*Failed\*\*: 3 of the runs \(manifest entries, heddle-lint\) did not complete as expected/);
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    assert.ok(errors.some((m) => /deadlock timed out after 2s/.test(m)), errors.join('\n'));
    assert.ok(errors.some((m) => /stubborn timed out after 1s/.test(m)), errors.join('\n'));
    // The entry that ran to the end contributed its result.
    assert.equal(run.outputs['total-results'], '1');
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });

  it('fails an entry killed by a signal, reports or not, and names the signal', async () => {
    const manifest = [
      'entries:',
      '  - name: crash-after-report',
      '    run: build/app --crash',
      '  - name: crash-only',
      '    run: build/quiet --crash',
      '  - name: app',
      '    run: build/app',
    ].join('\n');
    const repo = new ScratchRepo().write('app.c', programSource({ violations: 1 }).text).write('quiet.c', programSource().text).write('.github/heddle.yml', manifest);
    repo.commit('programs that crash');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app', 'quiet']), 'fail-on': 'new' }, refName: 'main' });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.summary, /\| crash-after-report \| ❌ killed by SIGSEGV \| [^|]+ \| the program was killed by SIGSEGV \(heddle run exited with 139\); the results it logged before are kept \|/);
    assert.match(run.summary, /\| crash-only \| ❌ killed by SIGSEGV \|/);
    assert.match(run.summary, /\| app \| ✅ ok \|/);
    assert.match(run.summary, /❌ \*\*Failed\*\*: 2 of the runs \(manifest entries, heddle-lint\) did not complete as expected/);
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    assert.ok(errors.some((m) => /^heddle: crash-after-report the program was killed by SIGSEGV/.test(m)), errors.join('\n'));
    assert.ok(errors.some((m) => /^heddle: crash-only the program was killed by SIGSEGV/.test(m)), errors.join('\n'));
    // The report logged before the crash is kept (the same line as the app entry's: one result after merging).
    assert.equal(run.outputs['total-results'], '1');
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });

  it('reports a build failure clearly and writes no SARIF', async () => {
    const repo = new ScratchRepo()
      .write('app.c', `${programSource().text}\nint broken( {\n`)
      .write('.github/heddle.yml', 'entries:\n  - name: app\n    run: build/app\n');
    const sha = repo.commit('does not compile');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': buildCommand(['app']) },
      pullRequest: { number: 13, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 1);
    const failure = run.annotations.find((a) => a.command === 'error');
    assert.ok(failure, run.stdout);
    assert.match(failure.message, /the project's build failed: build-command exited with status 1/);
    assert.match(failure.message, /app\.c:\d+:\d+: error/);
    assert.match(failure.message, /wrote no SARIF/);
    assert.match(run.summary, /❌ \*\*The build failed\*\*/);
    assert.ok(!existsSync(join(repo.dir, 'heddle-results.sarif')), 'no SARIF pretending success');
    assert.deepEqual(run.outputs, {});
    // The check run a branch protection rule requires fails too, instead of staying pending.
    const created = api.find('POST', /check-runs$/).map((r) => r.body as { name: string; head_sha: string; output: { title: string; summary: string } }).filter((c) => c.head_sha === sha);
    assert.deepEqual(created.map((c) => c.name), ['heddle']);
    assert.match(created[0]!.output.title, /^the project's build failed: build-command exited with status 1/);
    assert.match(created[0]!.output.summary, /❌ \*\*The build failed\*\*/);
    assert.equal((api.find('PATCH', /check-runs\/\d+$/).at(-1)!.body as { conclusion?: string }).conclusion, 'failure');
  });

  // heddle's exit 70 ("could not do its whole job") comes from the real runtime only.
  const standIn = heddleHome().startsWith(join(PACKAGE_DIR, 'test'));
  it('shows why heddle could not finish (exit 70) in the runs table, the notifications and the annotation', { skip: standIn ? 'needs the real runtime (scripts/build.sh)' : false }, async () => {
    const manifest = 'entries:\n  - name: plain\n    run: build/plain\n  - name: app\n    run: build/app\n';
    const repo = new ScratchRepo()
      .write('app.c', programSource({ violations: 1 }).text)
      .write('plain.c', '#include <stdio.h>\nint main(void) { puts("built without heddle-cc"); return 0; }\n')
      .write('.github/heddle.yml', manifest);
    const sha = repo.commit('one program built without heddle-cc');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      // plain is built with the system compiler, so it never loads heddle's runtime.
      inputs: { 'build-command': `${buildCommand(['app'])} && cc -o build/plain plain.c`, 'fail-on': 'new' },
      pullRequest: { number: 14, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.summary, /\| plain \| ❌ unexpected exit \| [^|]+ \| exited with 70; expected exit status 0; heddle could not finish its job: no event log \(heddle\.\\\*\.hlog\) in [^|]*the program did not run with libheddle\. Build it with heddle-cc/);
    assert.match(run.summary, /### Tool notifications\n\n\| Tool \| Command \| Run \| Level \| Notification \|\n[^\n]+\n\| heddle \(heddle\) \| `[^`]*build\/plain` \| ❌ did not complete \| error \| no event log/);
    assert.match(run.summary, /\| app \| ✅ ok \|/);
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    assert.ok(errors.some((m) => /^heddle: plain exited with 70; .*heddle could not finish its job: no event log/.test(m)), errors.join('\n'));
    assert.equal(run.outputs['total-results'], '1', 'the other entry still contributed its result');
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });

  it('builds a CMake project with heddle-cc', async () => {
    const repo = new ScratchRepo()
      .write('app.c', programSource().text)
      .write('CMakeLists.txt', 'cmake_minimum_required(VERSION 3.16)\nproject(demo C)\nfind_package(Threads REQUIRED)\nadd_executable(app app.c)\ntarget_link_libraries(app Threads::Threads)\n')
      .write('.github/heddle.yml', 'entries:\n  - benchmark: app\n    timeout: 60\n');
    repo.commit('cmake project');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'cmake-args': '-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_C_FLAGS=-O1 -g"' }, refName: 'main' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /CMAKE_C_COMPILER=.*heddle-cc/);
    assert.match(run.stdout, /\[command\]\S*cmake -S \S+ -B \S+\/build-heddle .*-DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS=-O1 -g\n/, 'cmake-args reach the configure step, quoting kept');
    assert.match(run.summary, /\| app \| ✅ ok \|/);
  });

  it('measures the overhead of native: true benchmarks against a native CMake build of the same project', { skip: standIn ? 'the stand-in heddle-cc has no include/ beside it' : false }, async () => {
    const repo = new ScratchRepo()
      .write('app.c', programSource({ violations: 1 }).text)
      .write('CMakeLists.txt', 'cmake_minimum_required(VERSION 3.16)\nproject(demo C)\nfind_package(Threads REQUIRED)\nadd_executable(app app.c)\ntarget_link_libraries(app Threads::Threads)\n')
      .write('.github/heddle.yml', 'defaults: { native: true }\nentries:\n  - benchmark: app\n    timeout: 60\n');
    repo.commit('cmake project, overhead wanted');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'cmake-args': '-DCMAKE_BUILD_TYPE=RelWithDebInfo', 'fail-on': 'never' }, refName: 'main' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const native = /::group::Build: native cmake configure\n[\s\S]*?::endgroup::/.exec(run.stdout)?.[0] ?? '';
    assert.match(native, /-B \S+\/build-heddle-native/, run.stdout);
    assert.doesNotMatch(native, /heddle-cc/, 'the native build does not use heddle\'s compilers');
    assert.match(run.stdout, /::group::native run: app/);
    assert.match(run.summary, /\| Entry \| Outcome \| Wall time \| Native \| Overhead \| Details \|/);
    assert.match(run.summary, /\| app \| ✅ ok \| \d+\.\d\d s \| \d+\.\d\d s \| \d+\.\d\d× \|/);
    assert.equal(run.outputs['total-results'], '1', 'the instrumented build still found the violation');
  });

  it('rejects native: true with a build-command, before building', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', 'entries:\n  - { benchmark: app, native: true }\n');
    repo.commit('native: true without cmake');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': 'echo SHOULD-NOT-BUILD' }, refName: 'main' });
    assert.equal(run.status, 1);
    assert.doesNotMatch(run.stdout, /SHOULD-NOT-BUILD/);
    assert.match(run.stdout, /::error::manifest .*heddle\.yml: "native: true" needs the CMake build/);
  });

  it('rejects a bad manifest before building anything', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', 'entries:\n  - name: app\n    run: build/app\n    timeout: soon\n');
    repo.commit('bad manifest');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': 'echo SHOULD-NOT-BUILD' }, refName: 'main' });
    assert.equal(run.status, 1);
    assert.doesNotMatch(run.stdout, /SHOULD-NOT-BUILD/);
    assert.match(run.stdout, /::error::manifest .*heddle\.yml: entry 1: "timeout" must be a positive number of seconds, got "soon"/);
    assert.match(run.summary, /❌ \*\*The action stopped before any result\*\*; no SARIF was written\.\n\n```\nmanifest .*"timeout" must be a positive number/);
  });
});
