// The action over heddle's own benchmark suite, as a user's repository would use it: a
// CMake project built with heddle-cc, benchmarks named in the manifest, results checked
// against the suite's ground truth (tests/benchmarks/groundtruth). Needs the real runtime:
// the stand-in detects nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { heddleHome, PACKAGE_DIR, REPO_ROOT, runAction } from './support/run-action.js';
import { ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

interface Truth {
  program: string;
  sources: string[];
  test: { threads: number; scale: number };
  variants: { name: string; define?: string; expected: { rule: string; location: string }[] }[];
}

const standIn = heddleHome().startsWith(join(PACKAGE_DIR, 'test'));
const suite = join(REPO_ROOT, 'tests', 'benchmarks');
const truth = JSON.parse(readFileSync(join(suite, 'groundtruth', 'histogram.json'), 'utf8')) as Truth;
const buggy = truth.variants.find((v) => v.expected.length > 0)!;

function cmakeLists(): string {
  const exe = (name: string, define?: string) =>
    [`add_executable(${name} ${truth.sources.map((s) => `bench/${s.split('/').pop()}`).join(' ')})`, `target_link_libraries(${name} PRIVATE common)`, ...(define ? [`target_compile_definitions(${name} PRIVATE ${define})`] : [])].join('\n');
  return [
    'cmake_minimum_required(VERSION 3.16)',
    'project(suite C)',
    'find_package(Threads REQUIRED)',
    'add_library(common STATIC bench/bench.c)',
    `target_include_directories(common PUBLIC bench ${join(REPO_ROOT, 'runtime', 'include')})`,
    'target_link_libraries(common PUBLIC Threads::Threads m)',
    exe(`bench-${truth.program}`),
    exe(`bench-${truth.program}-${buggy.name}`, buggy.define),
    '',
  ].join('\n');
}

describe('heddle benchmark suite under the action', { skip: standIn ? 'needs the real runtime in build/bin' : false }, () => {
  const api = new FakeGitHub({ pullFiles: [] });
  before(() => api.start());
  after(() => api.stop());

  it(`finds exactly the ground truth of ${truth.program}: nothing in the correct build, ${buggy.expected.length} in ${buggy.name}`, async () => {
    const repo = new ScratchRepo();
    for (const f of ['common/bench.c', 'common/bench.h', ...truth.sources]) repo.write(`bench/${f.split('/').pop()}`, readFileSync(join(suite, f), 'utf8'));
    const args = `[--threads, ${truth.test.threads}, --scale, ${truth.test.scale}]`;
    // The suite is annotated for PUSh's policies and its ground truth names their violations: strict mode
    // (unannotated memory private), as the runtime's policy lit suites run, not race mode's default.
    const manifest = ['defaults: { timeout: 300, native: true, env: { HEDDLE_OPTIONS: "unannotated=private" } }', 'entries:', `  - { benchmark: bench-${truth.program}, args: ${args} }`, `  - { benchmark: bench-${truth.program}-${buggy.name}, args: ${args} }`, ''].join('\n');
    const sha = repo.write('CMakeLists.txt', cmakeLists()).write('.github/heddle.yml', manifest).commit('the benchmark');
    const run = await runAction({
      workspace: repo.dir,
      apiUrl: api.url,
      inputs: { 'cmake-args': '-DCMAKE_BUILD_TYPE=RelWithDebInfo' },
      pullRequest: { number: 60, headSha: sha, baseRef: 'main' },
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    // Overhead per benchmark: each ran again from the action's native build of the same project.
    const figures = '\\d+\\.\\d\\d s \\| \\d+\\.\\d\\d s \\| \\d+\\.\\d\\d×';
    assert.match(run.summary, new RegExp(`\\| bench-${truth.program} \\| ✅ ok \\| ${figures} \\| exited with 0 \\|`));
    // The seeded race loses updates natively when both threads really run at once (an idle machine): the
    // program then reports a wrong result (exit 3), and the action rightly gives no overhead figure for it.
    const racy = `bench-${truth.program}-${buggy.name}`;
    const reported = 'ran to the end; heddle reported findings \\(exit 66\\)';
    assert.match(run.summary, new RegExp(
      `\\| ${racy} \\| ✅ ok \\| (${figures} \\| ${reported}|\\d+\\.\\d\\d s \\| — \\| — \\| ${reported}; native run exited with 3; expected exit status 0, no overhead figure) \\|`));
    assert.equal(run.outputs['total-results'], String(buggy.expected.length));
    // Nothing is on a changed line (the PR lists no files), so every result is in the check run.
    const created = api.find('POST', /check-runs$/)[0]?.body as { output: { annotations: { title: string; path: string; start_line: number }[] } };
    const found = created.output.annotations.map((a) => `${a.title.split(':')[0]} ${a.path}:${a.start_line}`).sort();
    const expected = buggy.expected.map((e) => `${e.rule} bench/${e.location}`).sort();
    assert.deepEqual(found, expected);
    const v = sarifValidate(run.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });
});
