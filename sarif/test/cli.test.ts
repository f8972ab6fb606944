// Runs the real bundled CLI (dist/heddle-sarif.mjs, the npm bin) as a child process.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { baselineCounts, readSarifFileSync } from '../src/index.js';
import { assertSdkValid, fixture, fixturePath, packageDir, scratchDir } from './helpers.js';

const bin = join(packageDir, 'dist/heddle-sarif.mjs');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('heddle-sarif CLI', () => {
  before(() => {
    // Bundle the current sources, as `npm run build` does, so the test runs what ships.
    const build = spawnSync(process.execPath, [join(packageDir, 'build.mjs')], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(build.status, 0, build.stderr);
  });

  it('validate: 0 for valid logs, 1 with every problem and its JSON path otherwise', () => {
    assert.deepEqual(cli('validate', fixturePath('heddle-runtime.sarif')), { code: 0, out: `${fixturePath('heddle-runtime.sarif')}: valid SARIF 2.1.0\n`, err: '' });
    const bad = fixture('heddle-runtime.sarif') as unknown as { runs: { results: { level: string }[]; colour?: string }[] };
    bad.runs[0]!.results[2]!.level = 'fatal';
    bad.runs[0]!.colour = 'red';
    const path = join(scratchDir(), 'cli-invalid.sarif');
    writeFileSync(path, JSON.stringify(bad));
    const result = cli('validate', fixturePath('heddle-runtime.sarif'), path);
    assert.equal(result.code, 1);
    assert.match(result.err, /cli-invalid\.sarif: \$\.runs\[0\]\.results\[2\]\.level: must be one of/);
    assert.match(result.err, /cli-invalid\.sarif: \$\.runs\[0\]\.colour: is not a SARIF 2\.1\.0 property here/);
  });

  it('merge: writes one uploadable log', () => {
    const out = join(scratchDir(), 'cli-merged.sarif');
    const result = cli('merge', '-o', out, '--src-root', '/tmp/eslint-fx', fixturePath('heddle-runtime.sarif'), fixturePath('eslint-formatter-sarif.sarif'), fixturePath('heddle-runtime.sarif'));
    assert.equal(result.code, 0, result.err);
    assert.match(result.err, /merged 3 file\(s\) into .*: 2 run\(s\), 7 result\(s\)/);
    assert.deepEqual(readSarifFileSync(out).runs.map((r) => r.results?.length), [3, 4]);
    assertSdkValid(out);
    const categorized = join(scratchDir(), 'cli-merged-category.sarif');
    assert.equal(cli('merge', '-o', categorized, '--category', 'ci/linux', out).code, 0);
    assert.deepEqual(readSarifFileSync(categorized).runs.map((r) => r.automationDetails?.id), ['ci/linux/', 'ci/linux/']);
    assertSdkValid(categorized);
  });

  it('diff: counts, annotated output, --fail-on-new', () => {
    const out = join(scratchDir(), 'cli-diff.sarif');
    const args = ['diff', '--baseline', fixturePath('baseline/previous.sarif'), fixturePath('baseline/current.sarif')];
    assert.deepEqual(cli(...args, '-o', out), { code: 0, out: 'new: 2, unchanged: 4, absent: 1\n', err: '' });
    assert.deepEqual(baselineCounts(readSarifFileSync(out)), { new: 2, unchanged: 4, absent: 1 });
    assert.equal(cli(...args, '--fail-on-new').code, 1);
    assert.equal(cli('diff', '--baseline', fixturePath('heddle-runtime.sarif'), fixturePath('heddle-runtime.sarif'), '--fail-on-new').code, 0);
  });

  it('render: text, markdown and github formats', () => {
    const text = cli('render', '--format', 'text', fixturePath('heddle-runtime.sarif'));
    assert.equal(text.code, 0);
    assert.equal(text.out, readFileSync(join(packageDir, 'test/golden/runtime.txt'), 'utf8'));
    const events = cli('render', '--format', 'text', fixturePath('heddle-events.handwritten.sarif'));
    assert.equal(events.out, readFileSync(join(packageDir, 'test/golden/events.txt'), 'utf8'), 'the bundle renders events as the sources do');
    const markdown = cli('render', '--format', 'markdown', '--title', 'Nightly', '--top', '1', fixturePath('heddle-runtime.sarif'));
    assert.match(markdown.out, /^## Nightly\n/);
    assert.match(markdown.out, /_2 more results not shown\._/);
    const github = cli('render', '--format', 'github', fixturePath('heddle-runtime.sarif'));
    assert.deepEqual(github.out.split('\n').filter(Boolean).map((l) => l.slice(0, l.indexOf(' '))), ['::error', '::error', '::warning']);
  });

  it('usage errors exit 2; bad input exits 3 naming the file and where', () => {
    assert.equal(cli().code, 2);
    assert.equal(cli('frobnicate').code, 2);
    assert.match(cli('render', '--format', 'html', fixturePath('heddle-runtime.sarif')).err, /--format must be one of text, markdown, github/);
    assert.equal(cli('merge', fixturePath('heddle-runtime.sarif')).code, 2, 'merge without -o');
    assert.equal(cli('render', '--bogus', fixturePath('heddle-runtime.sarif')).code, 2);
    const missing = cli('render', join(scratchDir(), 'missing.sarif'));
    assert.equal(missing.code, 3);
    assert.match(missing.err, /missing\.sarif: cannot read file: ENOENT/);
    const truncated = join(scratchDir(), 'truncated.sarif');
    writeFileSync(truncated, readFileSync(fixturePath('heddle-runtime.sarif'), 'utf8').slice(0, 500));
    const result = cli('diff', '--baseline', truncated, fixturePath('heddle-runtime.sarif'));
    assert.equal(result.code, 3);
    assert.match(result.err, /truncated\.sarif at line \d+, column \d+: not valid JSON/);
    assert.equal(cli('--help').code, 0);
  });
});
