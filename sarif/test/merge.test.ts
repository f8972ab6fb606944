import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SarifLogBuilder, mergeLogs, resolveResults, sourceLocation, type Log } from '../src/index.js';
import { assertSdkValid, fixture, resultCounts, writeLog } from './helpers.js';

/** A heddle runtime log of one CI shard: one result, category heddle-runtime, its own source root. */
function shardLog(shard: number, srcRoot: string, path: string, line: number): Log {
  const builder = new SarifLogBuilder();
  const run = builder.addRun({ tool: { name: 'heddle', version: '0.1.0' }, category: `heddle-runtime`, srcRoot });
  run.addRule({ id: 'sharing-violation', shortDescription: { text: 'An access breaks the sharing policy.' }, fullDescription: { text: 'An access breaks the sharing policy.' }, help: { text: 'Fix it.' } });
  run.addResult({ ruleId: 'sharing-violation', level: 'error', message: { text: `Shard ${shard} violation.` }, locations: [sourceLocation({ path, startLine: line }, srcRoot)] });
  return builder.build();
}

describe('merge', () => {
  it('keeps one run per tool and category, rules de-duplicated, ruleIndex remapped', () => {
    const runtime = fixture('heddle-runtime.sarif');
    const merged = mergeLogs([runtime, fixture('eslint-formatter-sarif.sarif'), runtime, fixture('codeql-style.handwritten.sarif')], { srcRoot: '/tmp/eslint-fx' });
    assert.deepEqual(merged.runs.map((r) => r.tool.driver.name), ['heddle', 'ESLint', 'CodeQL']);
    assert.deepEqual(resultCounts(merged), [3, 4, 2], 'the repeated runtime log adds no duplicate results');
    for (const run of merged.runs) {
      const ids = (run.tool.driver.rules ?? []).map((r) => r.id);
      assert.equal(new Set(ids).size, ids.length, `${run.tool.driver.name}: rules are unique`);
      for (const result of run.results ?? []) assert.equal(run.tool.driver.rules![result.ruleIndex!]!.id, result.ruleId);
    }
    assert.equal(merged.runs[2]!.tool.driver.rules!.length, 2, 'CodeQL extension rules are carried into the driver');
  });

  it('rebases absolute and other-machine URIs onto one %SRCROOT%', () => {
    const merged = mergeLogs([fixture('eslint-formatter-sarif.sarif'), fixture('heddle-runtime.sarif')], { srcRoot: '/tmp/eslint-fx' });
    const uris = resolveResults(merged).map((r) => `${r.primary!.span!.uriBaseId} ${r.primary!.span!.uri}`);
    assert.deepEqual(uris.slice(0, 4), Array(4).fill('%SRCROOT% src/worker.js'));
    assert.deepEqual(uris.slice(4), ['%SRCROOT% src/counter.c', '%SRCROOT% src/queue.c', '%SRCROOT% src/queue.c']);
    for (const run of merged.runs) assert.deepEqual(run.originalUriBaseIds, { '%SRCROOT%': { uri: 'file:///tmp/eslint-fx/' } });
  });

  it('results with equal fingerprints are one finding whatever their messages say; without fingerprints the message decides', () => {
    const run1 = shardLog(1, '/r', 'src/x.c', 3);
    const run2 = shardLog(2, '/r', 'src/x.c', 3); // same place, message differs (as T1/T2 do between two runs)
    assert.deepEqual(resultCounts(mergeLogs([run1, run2])), [2], 'no fingerprints: two messages, two results');
    for (const log of [run1, run2]) log.runs[0]!.results![0]!.partialFingerprints = { primaryLocationLineHash: '0123456789abcdef:1' };
    assert.deepEqual(resultCounts(mergeLogs([run1, run2])), [1], 'one fingerprint: one result');
    run2.runs[0]!.results![0]!.partialFingerprints = { primaryLocationLineHash: '0123456789abcdef:2' };
    assert.deepEqual(resultCounts(mergeLogs([run1, run2])), [2], 'a second result at the same line keeps its own number');
  });

  it('merges CI shards run in different checkouts into one run', () => {
    const merged = mergeLogs([shardLog(1, '/runner/a/repo', 'src/x.c', 3), shardLog(2, '/runner/b/repo', 'src/y.c', 7)]);
    assert.equal(merged.runs.length, 1);
    assert.equal(merged.runs[0]!.automationDetails?.id, 'heddle-runtime/');
    assert.deepEqual(resolveResults(merged).map((r) => [r.primary?.span?.uri, r.message]), [['src/x.c', 'Shard 1 violation.'], ['src/y.c', 'Shard 2 violation.']]);
    assert.equal(merged.runs[0]!.invocations!.length, 2, 'each shard keeps its invocation');
  });

  it('category option: every run in that category, so runs of one tool in different categories merge', () => {
    const a = shardLog(1, '/r/a', 'src/x.c', 3);
    const b = shardLog(2, '/r/b', 'src/y.c', 7);
    b.runs[0]!.automationDetails = { id: 'heddle/shard-2-of-2/', guid: '11111111-1111-1111-8888-111111111111' };
    assert.equal(mergeLogs([a, b]).runs.length, 2, 'without the option each category stays a run of its own');
    const merged = mergeLogs([a, b, fixture('eslint-formatter-sarif.sarif')], { category: 'nightly/x86' });
    assert.deepEqual(merged.runs.map((r) => [r.tool.driver.name, r.automationDetails]), [['heddle', { id: 'nightly/x86/' }], ['ESLint', { id: 'nightly/x86/' }]]);
    assert.deepEqual(resultCounts(merged), [2, 4]);
    assert.deepEqual(resolveResults(merged).map((r) => r.category), Array(6).fill('nightly/x86'));
    assert.equal(mergeLogs([a], { category: 'heddle/' }).runs[0]!.automationDetails!.id, 'heddle/', 'a trailing slash is kept, not doubled');
    assert.equal(mergeLogs([a], { category: '' }).runs[0]!.automationDetails, undefined, "'' leaves the category to GitHub (workflow and job)");
    assertSdkValid(writeLog('merge-category.sarif', merged));
  });

  it('round trip: merging a merged log again changes nothing', () => {
    const once = mergeLogs([fixture('heddle-runtime.sarif'), fixture('codeql-style.handwritten.sarif'), fixture('eslint-formatter-sarif.sarif')], { srcRoot: '/tmp/eslint-fx' });
    const twice = mergeLogs([once], { srcRoot: '/tmp/eslint-fx' });
    assert.deepEqual(twice, once);
    const split = mergeLogs([mergeLogs([fixture('heddle-runtime.sarif')]), mergeLogs([fixture('codeql-style.handwritten.sarif')])]);
    assert.deepEqual(resultCounts(split), [3, 2]);
  });

  it('writes logs the SARIF SDK accepts (SARIF and GitHub rules), third-party inputs included', () => {
    const all = mergeLogs(
      [fixture('heddle-runtime.sarif'), fixture('eslint-formatter-sarif.sarif'), fixture('codeql-style.handwritten.sarif'), fixture('multitool-merge.sarif'), fixture('multitool-match-results-forward.sarif')],
      { srcRoot: '/tmp/eslint-fx' },
    );
    const shards = mergeLogs([shardLog(1, '/r/a', 'src/x.c', 3), shardLog(2, '/r/b', 'src/y.c', 7)]);
    assertSdkValid(writeLog('merge-all.sarif', all), writeLog('merge-shards.sarif', shards));
  });
});
