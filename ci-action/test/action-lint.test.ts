// heddle-lint (the real annotation-lint CLI) runs over lint-paths and its SARIF is
// merged with the runtime's: one run per tool in the uploaded file. The action ships its
// own heddle-lint in dist/ (a bare runner has none); a user's heddle-lint on PATH or in
// $HEDDLE_HOME/bin wins over it.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseSarif } from '@heddle/sarif';
import { FakeGitHub } from './support/fake-github.js';
import { BUNDLE, copyAction, heddleHome, runAction, type ActionRun } from './support/run-action.js';
import { buildCommand, hunk, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';
import { tempDir } from './support/temp-dirs.js';

describe('lint-paths', () => {
  const { text, violationLines } = programSource({ violations: 1 });
  const api = new FakeGitHub({ pullFiles: [{ filename: 'src/app.c', patch: hunk(violationLines) }] });
  before(() => api.start());
  after(() => api.stop());

  it('lints the sources and merges heddle-lint results with the runtime results', async () => {
    const repo = new ScratchRepo().write('src/app.c', text).write('.github/heddle.yml', MANIFEST);
    const sha = repo.commit('unlocked access of a locked global');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'build-command': 'mkdir -p build && cd src && "$CC" -g -pthread -o ../build/app app.c', 'lint-paths': 'src/**/*.c\n!src/vendor/**' },
      pullRequest: { number: 40, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const log = parseSarif(readFileSync(run.outputs['sarif-file']!, 'utf8'), 'merged');
    const tools = log.runs.map((r) => r.tool.driver.name).sort();
    assert.deepEqual(tools, ['heddle', 'heddle-lint']);
    const lintRun = log.runs.find((r) => r.tool.driver.name === 'heddle-lint')!;
    assert.ok(lintRun.results?.some((r) => r.ruleId === 'locked-access-outside-lock'), JSON.stringify(lintRun.results?.map((r) => r.ruleId)));
    // Both tools found the unlocked access: one annotation names both findings.
    const onLine = run.annotations.filter((a) => a.properties.file === 'src/app.c' && a.properties.line === String(violationLines[0]));
    assert.equal(onLine.length, 1, onLine.map((a) => a.properties.title).join('\n'));
    assert.match(onLine[0]!.properties.title ?? '', /^lock-not-held \+ locked-access-outside-lock: /);
    assert.match(onLine[0]!.message, /\n\nheddle-lint \(locked-access-outside-lock\): /);
    assert.ok(!onLine[0]!.message.startsWith((onLine[0]!.properties.title ?? '').replace(/^[^:]+: /, '')), 'the body does not repeat the title');
    assert.match(run.summary, /heddle-lint/);
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });

  it('says so when lint-paths match nothing', async () => {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', MANIFEST);
    repo.commit('clean');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'lint-paths': 'nothing/**/*.c' }, refName: 'main' });
    assert.equal(run.status, 1);
    assert.ok(run.annotations.some((a) => a.command === 'error' && /lint-paths matched no files/.test(a.message)), run.stdout);
  });
});

describe('heddle-lint and the build\'s programs', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('lints with the CMake build\'s compile database (-p): a global shared by one program\'s threads is not shared in another', async () => {
    // Two programs, each with its own main: the server's threads push onto queue.c's queue; the bench target's
    // queue (bench_queue.c) is only ever used by its one thread. Read as one program per main, bench_queue.c —
    // without main — would join the server, whose threads would then seem to share seq_length too.
    const repo = new ScratchRepo()
      .write('CMakeLists.txt', ['cmake_minimum_required(VERSION 3.20)', 'project(two C)', 'find_package(Threads REQUIRED)', 'add_executable(server src/server.c src/queue.c)', 'target_link_libraries(server Threads::Threads)', 'add_executable(bench src/bench.c src/bench_queue.c)', ''].join('\n'))
      .write('src/queue.h', 'void queue_push(int v);\n')
      .write('src/queue.c', '#include "queue.h"\n\nint queue_length;\nvoid queue_push(int v) {\n  (void)v;\n  queue_length++;\n}\n')
      .write('src/bench_queue.c', 'int seq_length;\nvoid queue_push(int v) {\n  (void)v;\n  seq_length++;\n}\n')
      .write('src/server.c', '#include <pthread.h>\n#include "queue.h"\n\nstatic void *serve(void *arg) {\n  (void)arg;\n  queue_push(1);\n  return 0;\n}\n\nint main(void) {\n  pthread_t t[2];\n  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, serve, 0);\n  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);\n  return 0;\n}\n')
      .write('src/bench.c', '#include "queue.h"\n\nint main(void) {\n  queue_push(2);\n  return 0;\n}\n')
      .write('.github/heddle.yml', 'entries:\n  - name: bench\n    run: build-heddle/bench\n');
    repo.commit('two programs');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'lint-paths': 'src/*.c', 'fail-on': 'never' }, refName: 'main' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const shared = (lintRun(run)?.results ?? []).filter((r) => r.ruleId === 'unannotated-shared-global').map((r) => `${r.locations?.[0]?.physicalLocation?.artifactLocation?.uri}:${r.locations?.[0]?.physicalLocation?.region?.startLine}`);
    assert.deepEqual(shared, ['src/queue.c:3'], 'only the server\'s queue is shared between threads');
    assert.match(run.stdout, /\[command\]\S*cmake -S .* -DCMAKE_EXPORT_COMPILE_COMMANDS=ON/);
    assert.match(run.summary, /heddle-lint: programs as the build made them \(build-heddle\/compile\\\\?_commands\.json\)\./);
  });
});

/** The runner's PATH without any directory that holds a heddle-lint (npm puts node_modules/.bin on it). */
const pathWithoutLinter = (process.env.PATH ?? '').split(delimiter).filter((d) => d !== '' && !existsSync(join(d, 'heddle-lint'))).join(delimiter);

/** copyAction(), checked to have no node_modules in any folder above it: only the bundle can satisfy an import. */
function actionCopy(): { bundle: string; dist: string } {
  const copy = copyAction();
  for (let d = copy.dist; d !== dirname(d); d = dirname(d)) assert.ok(!existsSync(join(d, 'node_modules')), `${d} has a node_modules: not a proof of a self-contained bundle`);
  return copy;
}

function lintRun(run: ActionRun) {
  const log = parseSarif(readFileSync(run.outputs['sarif-file']!, 'utf8'), 'merged');
  return log.runs.find((r) => r.tool.driver.name === 'heddle-lint');
}

describe('the heddle-lint bundled with the action', () => {
  const { text, violationLines } = programSource({ violations: 1 });
  const api = new FakeGitHub({ pullFiles: [{ filename: 'src/app.c', patch: hunk(violationLines) }] });
  before(() => api.start());
  after(() => api.stop());
  const runtime = heddleHome();
  const inputs = { 'build-command': 'mkdir -p build && cd src && "$CC" -g -pthread -o ../build/app app.c', 'lint-paths': 'src/**/*.c' };

  function repo() {
    const r = new ScratchRepo().write('src/app.c', text).write('.github/heddle.yml', MANIFEST);
    return { dir: r.dir, sha: r.commit('unlocked access of a locked global') };
  }

  it('lints from a copy of dist/ outside the repository, with no node_modules, NODE_PATH or heddle-lint installed', async () => {
    assert.ok(!existsSync(join(runtime, 'bin', 'heddle-lint')), `${runtime}/bin has a heddle-lint: it would be used instead of the bundle`);
    const copy = actionCopy();
    const { dir, sha } = repo();
    const run = await runAction({
      workspace: dir,
      apiUrl: api.url,
      inputs,
      pullRequest: { number: 41, headSha: sha, baseRef: 'main' },
      bundle: copy.bundle,
      env: { PATH: pathWithoutLinter, NODE_PATH: '' },
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.ok(run.stdout.includes(`heddle-lint: using ${join(copy.dist, 'heddle-lint.js')} (bundled with the action)`), run.stdout);
    const lint = lintRun(run);
    assert.ok(lint, 'the merged SARIF has a heddle-lint run');
    const found = lint.results?.filter((r) => r.ruleId === 'locked-access-outside-lock') ?? [];
    assert.equal(found.length, 1, JSON.stringify(lint.results?.map((r) => r.ruleId)));
    assert.equal(found[0]!.locations?.[0]?.physicalLocation?.region?.startLine, violationLines[0]);
    assert.match(run.summary, /locked-access-outside-lock/, 'the lint finding is in the job summary');
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });

  it('fails with what is missing and how to fix it when dist/ lacks heddle-lint.js', async () => {
    const copy = actionCopy();
    rmSync(join(copy.dist, 'heddle-lint.js'));
    const { dir, sha } = repo();
    const run = await runAction({ workspace: dir, apiUrl: api.url, inputs, pullRequest: { number: 42, headSha: sha, baseRef: 'main' }, bundle: copy.bundle, env: { PATH: pathWithoutLinter } });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const error = run.commands.find((c) => c.command === 'error')?.message ?? '';
    assert.match(error, /the action's heddle-lint is missing: .*heddle-lint\.js does not exist/);
    assert.match(error, /node ci-action\/build\.mjs/);
    assert.match(error, /heddle-lint on PATH or in \$HEDDLE_HOME\/bin/);
  });

  /** A user's install of a tool: a launcher script in `bin` that records that it ran and execs `target`. */
  function launcher(bin: string, name: string, target: string[]): string {
    mkdirSync(bin, { recursive: true });
    const path = join(bin, name);
    writeFileSync(path, `#!/bin/sh\ntouch '${path}.ran'\nexec ${target.map((t) => `'${t}'`).join(' ')} "$@"\n`);
    chmodSync(path, 0o755);
    return path;
  }
  /** A heddle-lint of the user's own: here this build's CLI behind a launcher. */
  const userLinter = (bin: string) => launcher(bin, 'heddle-lint', [process.execPath, join(dirname(BUNDLE), 'heddle-lint.js')]);

  async function assertUserLinterUsed(env: NodeJS.ProcessEnv, linter: string, origin: string, heddleHome?: string): Promise<void> {
    const { dir, sha } = repo();
    const run = await runAction({ workspace: dir, apiUrl: api.url, inputs, pullRequest: { number: 43, headSha: sha, baseRef: 'main' }, env, heddleHome });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.ok(run.stdout.includes(`heddle-lint: using ${linter} (${origin})`), run.stdout);
    assert.ok(existsSync(`${linter}.ran`), 'the user\'s heddle-lint ran');
    assert.ok(lintRun(run)?.results?.some((r) => r.ruleId === 'locked-access-outside-lock'));
  }

  it('uses a heddle-lint the user put on PATH instead of the bundled one', async () => {
    const bin = tempDir('heddle-user-bin');
    await assertUserLinterUsed({ PATH: `${bin}${delimiter}${pathWithoutLinter}` }, userLinter(bin), 'found on PATH');
  });

  it('uses $HEDDLE_HOME/bin/heddle-lint, before one on PATH', async () => {
    const home = tempDir('heddle-user-home');
    for (const tool of ['heddle', 'heddle-cc', 'heddle-c++']) launcher(join(home, 'bin'), tool, [join(runtime, 'bin', tool)]);
    const onPath = tempDir('heddle-user-bin');
    userLinter(onPath);
    await assertUserLinterUsed({ PATH: `${onPath}${delimiter}${pathWithoutLinter}` }, userLinter(join(home, 'bin')), 'HEDDLE_HOME', home);
    assert.ok(!existsSync(join(onPath, 'heddle-lint.ran')), 'the one on PATH did not run');
  });
});

describe('bad lint-paths', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  function scratch(files: Record<string, string>): string {
    const repo = new ScratchRepo().write('app.c', programSource().text).write('.github/heddle.yml', MANIFEST);
    for (const [path, content] of Object.entries(files)) repo.write(path, content);
    repo.commit('clean');
    return repo.dir;
  }
  const lintWith = (workspace: string, lintPaths: string) =>
    runAction({ workspace, apiUrl: api.url, inputs: { 'build-command': buildCommand(['app']), 'lint-paths': lintPaths }, refName: 'main', env: { PATH: pathWithoutLinter } });
  const errors = (run: ActionRun) => run.annotations.filter((a) => a.command === 'error').map((a) => a.message);

  it('rejects globs outside the workspace, naming them', async () => {
    const run = await lintWith(scratch({}), 'app.c\n../elsewhere/*.c\n/etc/*.c');
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const message = errors(run).find((m) => m.startsWith('heddle: heddle-lint: ')) ?? '';
    assert.match(message, /lint-paths must be globs relative to the workspace \(.+\); these are not: \.\.\/elsewhere\/\*\.c, \/etc\/\*\.c$/);
    assert.equal(lintRun(run), undefined, 'nothing was linted');
  });

  it('lints the C and C++ files and says which matched files heddle-lint skipped', async () => {
    const run = await lintWith(scratch({ 'src/fast.cpp': 'int main() { return 0; }\n', 'src/kernel.cu': 'int main() { return 0; }\n', 'src/notes.md': '# notes\n' }), 'app.c\nsrc/*');
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.ok(lintRun(run), 'app.c was linted');
    assert.doesNotMatch(run.summary, /skipping src\/fast\.cpp/); // C++ is linted (issue #14, item 10)
    assert.match(run.summary, /heddle-lint: skipping src\/kernel\.cu: not a C or C\+\+ source .*: this language is not linted/);
    assert.match(run.summary, /heddle-lint: skipping src\/notes\.md: not a C or C\+\+ source/);
  });

  it('passes on heddle-lint\'s own error when it cannot lint (a broken .heddle-lint.json)', async () => {
    const run = await lintWith(scratch({ '.heddle-lint.json': '{ "rules": ' }), 'app.c');
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const message = errors(run).find((m) => m.startsWith('heddle: heddle-lint: ')) ?? '';
    assert.match(message, /heddle-lint exited with 2 and wrote no SARIF: heddle-lint: .*\.heddle-lint\.json/);
  });
});
