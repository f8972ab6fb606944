// heddle-lint (the real annotation-lint bundle) runs over lint-paths and its SARIF is
// merged with the runtime's: one run per tool in the uploaded file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { parseSarif } from '@heddle/sarif';
import { FakeGitHub } from './support/fake-github.js';
import { runAction } from './support/run-action.js';
import { buildCommand, hunk, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

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
    const titles = run.annotations.filter((a) => a.properties.file === 'src/app.c' && a.properties.line === String(violationLines[0])).map((a) => a.properties.title);
    assert.ok(titles.some((t) => t?.startsWith('locked-access-outside-lock: ')), titles.join('\n'));
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
