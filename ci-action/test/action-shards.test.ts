// A sharded matrix: each shard runs its part of the manifest and writes SARIF without
// gating; a final job merges the shards' SARIF into one valid log and gates on it.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseSarif } from '@heddle/sarif';
import { FakeGitHub } from './support/fake-github.js';
import { runAction } from './support/run-action.js';
import { buildCommand, hunk, programSource, ScratchRepo } from './support/scratch-repo.js';
import { sarifValidate } from './support/validate.js';

describe('two shards merged', () => {
  const one = programSource({ violations: 1 });
  const two = programSource({ violations: 2, paddingLines: 1 });
  const api = new FakeGitHub({ pullFiles: [{ filename: 'one.c', patch: hunk(one.violationLines) }, { filename: 'two.c', patch: hunk(two.violationLines) }] });
  before(() => api.start());
  after(() => api.stop());

  it('runs each half in its shard and merges them into one gated result', async () => {
    const manifest = 'entries:\n  - { name: one, run: build/one }\n  - { name: two, run: build/two }\n';
    const repo = new ScratchRepo().write('one.c', one.text).write('two.c', two.text).write('.github/heddle.yml', manifest);
    const sha = repo.commit('two programs');
    const pullRequest = { number: 30, headSha: sha, baseRef: 'main' };
    const inputs = { 'build-command': buildCommand(['one', 'two']) };
    mkdirSync(join(repo.dir, 'shards'));
    for (const [i, name, results] of [[1, 'one', '1'], [2, 'two', '2']] as const) {
      const shard = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { ...inputs, shard: `${i}/2`, 'sarif-output': `out-${i}.sarif` }, pullRequest });
      assert.equal(shard.status, 0, 'a shard leaves the verdict to the merge job');
      assert.equal(shard.outputs['total-results'], results);
      assert.match(shard.summary, new RegExp(`Shard ${i}/2: 1 manifest entry`));
      assert.match(shard.summary, new RegExp(`\\| ${name} \\| ✅ ok \\|`));
      assert.match(shard.summary, /Annotations: left to the job that merges the shards\./);
      assert.deepEqual(shard.annotations, [], 'the merge job annotates, once');
      copyFileSync(shard.outputs['sarif-file']!, join(repo.dir, 'shards', `heddle-${i}.sarif`));
    }
    assert.equal(api.find('POST', /check-runs$/).length, 0, 'shards write no check run');
    assert.equal(api.find('GET', /\/pulls\/30\/files$/).length, 0, 'shards need no pull-requests: read (the docs\' example gives them none)');

    const merged = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'merge-sarif': 'shards/*.sarif' }, pullRequest });
    assert.equal(merged.status, 1);
    assert.equal(merged.outputs['total-results'], '3');
    assert.equal(merged.outputs['new-results'], '3');
    assert.match(merged.summary, /Merged 2 SARIF file\(s\) from other jobs\./);
    const files = merged.annotations.filter((a) => a.properties.file).map((a) => `${a.properties.file}:${a.properties.line}`).sort();
    assert.deepEqual(files, [...one.violationLines.map((l) => `one.c:${l}`), ...two.violationLines.map((l) => `two.c:${l}`)].sort());
    const log = parseSarif(readFileSync(merged.outputs['sarif-file']!, 'utf8'), 'merged');
    assert.equal(log.runs.length, 1, 'one run per tool and category');
    assert.equal(log.runs[0]!.automationDetails?.id, 'heddle/');
    const v = sarifValidate(merged.outputs['sarif-file']!);
    assert.ok(v.ok, v.output);
  });

  it('rejects a malformed shard spec', async () => {
    const repo = new ScratchRepo().write('one.c', one.text).write('.github/heddle.yml', 'entries:\n  - { name: one, run: build/one }\n');
    repo.commit('one');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { shard: '3/2' }, refName: 'main' });
    assert.equal(run.status, 1);
    assert.match(run.stdout, /::error::input shard: "3\/2" is not "i\/n" with 1 <= i <= n/);
  });
});
