// The job summary stays within GitHub's 1 MiB per step however many results there are,
// keeping the verdict, the runs and the counts, and saying what it left out.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { MAX_STEP_SUMMARY_BYTES, mergeLogs, noteworthyInvocations, resolveResults, SarifLogBuilder, sourceLocation, toGithubAnnotations } from '@heddle/sarif';
import { renderSummary } from '../src/summary.js';

function manyResults(n: number) {
  const builder = new SarifLogBuilder();
  const run = builder.addRun({ tool: { name: 'heddle' }, srcRoot: '/src' });
  run.addRule({ id: 'sharing-violation', shortDescription: { text: 'sharing violation' } });
  for (let i = 0; i < n; i++) {
    run.addResult({
      ruleId: 'sharing-violation',
      level: i % 3 === 0 ? 'error' : 'warning',
      message: { text: `Thread T${i % 7} wrote 8 bytes of \`obj_${i}\` which is private to thread T0. ${'Context. '.repeat(20)}` },
      locations: [sourceLocation({ path: `src/module_${i % 500}/file_${i}.c`, startLine: 1 + (i % 4000) }, '/src')],
      baselineState: 'new',
    });
  }
  return resolveResults(builder.build());
}

it('stays under 1 MiB with 40,000 results that fit no annotation', () => {
  const results = manyResults(40_000);
  const notShown = toGithubAnnotations(results, { maxPerLevel: Infinity, maxTotal: Infinity }).annotations;
  const summary = renderSummary({
    verdict: { fail: true, reason: '40000 new results not in the baseline' },
    runs: [],
    notes: ['Baseline: none.'],
    results,
    linkBase: 'https://github.example/o/r/blob/abc/',
    annotations: { workflowCommands: 0, checkRun: 0, checkRunUrl: undefined, notShown, leftToMergeJob: false },
  });
  const bytes = Buffer.byteLength(summary, 'utf8');
  assert.ok(bytes <= MAX_STEP_SUMMARY_BYTES, `${bytes} bytes`);
  assert.ok(bytes > MAX_STEP_SUMMARY_BYTES / 8, 'the space is used, not thrown away');
  assert.match(summary, /❌ \*\*Failed\*\*: 40000 new results not in the baseline/);
  assert.match(summary, /40000 result\(s\) that did not fit GitHub's annotation limits/);
  assert.match(summary, /- … and \d+ more \(see the SARIF file\)/);
  assert.match(summary, /\| heddle \| sharing-violation \| 13334 \| 26666 \| 0 \| 40000 \| 0 \| 0 \|/);
});

it('fits a small limit too, dropping result rows before the verdict', () => {
  const results = manyResults(300);
  const summary = renderSummary({
    verdict: { fail: false, reason: 'fail-on: never' },
    runs: [],
    notes: [],
    results,
    linkBase: undefined,
    annotations: { workflowCommands: 10, checkRun: 290, checkRunUrl: 'https://github.example/checks/1', notShown: [], leftToMergeJob: false },
    onPullRequest: true,
    maxBytes: 6_000,
  });
  assert.ok(Buffer.byteLength(summary, 'utf8') <= 6_000);
  assert.match(summary, /✅ \*\*Passed\*\*: fail-on: never/);
  assert.match(summary, /Annotations: 10 annotated on the diff, 290 in the \[check run\]\(https:\/\/github\.example\/checks\/1\)\./);
  assert.match(summary, /more results? not shown/);
});

it('shows what merge cut to stay within GitHub limits among the tool notifications', () => {
  const builder = new SarifLogBuilder();
  const run = builder.addRun({ tool: { name: 'heddle' }, category: 'heddle', srcRoot: '/src' });
  run.addRule({ id: 'sharing-violation', shortDescription: { text: 'sharing violation' } });
  run.addResult({ ruleId: 'sharing-violation', message: { text: 'Located.' }, locations: [sourceLocation({ path: 'a.c', startLine: 3 }, '/src')] });
  run.addResult({ ruleId: 'sharing-violation', message: { text: 'No location: GitHub would refuse the whole upload.' } });
  const merged = mergeLogs([builder.build()]);
  const summary = renderSummary({
    verdict: { fail: false, reason: 'fail-on: never' },
    runs: [],
    notes: [],
    results: resolveResults(merged),
    invocations: noteworthyInvocations(merged),
    linkBase: undefined,
    annotations: { workflowCommands: 1, checkRun: 0, checkRunUrl: undefined, notShown: [], leftToMergeJob: false },
  });
  assert.match(summary, /### Tool notifications[\s\S]*\| heddle \(heddle\) \| — \| completed \| warning \| heddle-sarif: 1 result\(s\) without a source location were removed \(GitHub rejects/);
});

it('stays under 1 MiB with 20,000 manifest entries, keeping the ones that failed and saying how many it left out', () => {
  const entry = (i: number) => ({ name: `entry-${i}-${'x'.repeat(40)}`, command: ['prog'], benchmark: undefined, timeoutSeconds: 60, expectExit: [0], env: {}, cwd: undefined, native: undefined, nativeBuild: false, filters: [] });
  const runs = Array.from({ length: 20_000 }, (_, i) => ({
    entry: entry(i),
    outcome: i === 17_123 ? ('timed-out' as const) : ('ok' as const),
    exitCode: 0,
    signal: null,
    wallMs: 1234,
    sarifPath: undefined,
    detail: i === 17_123 ? 'timed out after 60s and was stopped' : `exited with 0 ${'detail '.repeat(10)}`,
  }));
  const summary = renderSummary({
    verdict: { fail: true, reason: '1 of the runs (manifest entries, heddle-lint) did not complete as expected' },
    runs,
    notes: [],
    results: [],
    linkBase: undefined,
    annotations: { workflowCommands: 0, checkRun: 0, checkRunUrl: undefined, notShown: [], leftToMergeJob: false },
  });
  const bytes = Buffer.byteLength(summary, 'utf8');
  assert.ok(bytes <= MAX_STEP_SUMMARY_BYTES, `${bytes} bytes`);
  assert.match(summary, /❌ \*\*Failed\*\*: 1 of the runs/);
  assert.match(summary, /\| entry-17123-x+ \| ⏱️ timed out \(stopped\) \|/, 'the failed entry is kept');
  assert.match(summary, /_\d+ more entries not shown \(all ok; see the log\)\._/);
  assert.match(summary, /No results\. ✅/, 'the results view still fits');
});

it('lists results that got no annotation with their path as written (a code span shows escapes literally)', () => {
  const notShown = [{ path: 'src/my_queue/a*b.c', start_line: 7, end_line: 7, annotation_level: 'failure' as const, title: 'lock-not-held: q_len written without q_lock', message: 'm' }];
  const summary = renderSummary({
    verdict: { fail: true, reason: '1 new result not in the baseline' },
    runs: [],
    notes: [],
    results: [],
    linkBase: undefined,
    annotations: { workflowCommands: 0, checkRun: 0, checkRunUrl: undefined, notShown, leftToMergeJob: false },
  });
  assert.match(summary, /^- `src\/my_queue\/a\*b\.c:7` lock-not-held: q\\_len written without q\\_lock$/m);
});
