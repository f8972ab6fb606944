import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { baselineCounts, compareWithBaseline, readSarifFileSync, resolveResults, type Log } from '../src/index.js';
import { assertSdkValid, fixture, fixturePath, multitool, scratchDir, writeLog } from './helpers.js';

/** `state rule line message` per result, sorted: a comparable summary of a compared log. */
function states(log: Log): string[] {
  return resolveResults(log)
    .map((r) => `${r.baselineState} ${r.ruleId} ${r.primary?.span?.path}:${r.primary?.span?.startLine} ${r.message.slice(0, 40)}`)
    .sort();
}

/** The SARIF SDK's answer for the same pair, with its 'updated' read as 'unchanged'. */
function sdkStates(previous: string, current: string): string[] {
  const out = join(scratchDir(), `sdk-${Math.random().toString(36).slice(2)}.sarif`);
  const run = spawnSync(multitool, ['match-results-forward', '--previous', previous, '--output-file-path', out, '--log', 'ForceOverwrite;PrettyPrint', current], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(run.status, 0, `match-results-forward failed:\n${run.stdout}\n${run.stderr}`);
  return states(readSarifFileSync(out));
}

function withoutResults(log: Log, keep: (i: number) => boolean): Log {
  const copy = structuredClone(log);
  for (const run of copy.runs) run.results = (run.results ?? []).filter((_, i) => keep(i));
  return copy;
}

describe('baseline', () => {
  const previous = fixture('baseline/previous.sarif');
  const current = fixture('baseline/current.sarif');

  it('marks new, unchanged (also when moved: fingerprint, or unique message in the file) and absent', () => {
    const compared = compareWithBaseline(current, previous);
    assert.deepEqual(states(compared), [
      'absent api-misuse src/queue.c:92 heddle_release on pointer 0x5610c0de1000',
      'new lock-not-held src/queue.c:70 Write of size 8 of a heap object without',
      'new sharing-violation src/counter.c:44 Write of size 4 to hits by thread T5 vio',
      'unchanged lock-not-held src/queue.c:47 Read of size 8 of a heap object allocate',
      'unchanged sharing-violation src/counter.c:18 Write of size 4 to counter by thread T2 ',
      'unchanged sharing-violation src/stats.c:40 Read of size 8 of total by thread T4 vio',
      'unchanged sharing-violation src/stats.c:58 Write of size 8 of mean by thread T4 vio',
    ]);
    assert.deepEqual(baselineCounts(compared), { new: 2, unchanged: 4, absent: 1 });
    assert.equal(current.runs[0]!.results![0]!.baselineState, undefined, 'the input is not modified');
  });

  it('the same rule at the same place is unchanged when message and fingerprint both changed, if it is the only one there', () => {
    // A rerun names the thread differently (T2 -> T7) and an edited neighbour line changed the fingerprint.
    const rerun = structuredClone(previous);
    const moved = rerun.runs[0]!.results![0]!;
    moved.message = { text: 'Write of size 4 to counter by thread T7 violates its policy.' };
    moved.partialFingerprints = { primaryLocationLineHash: 'ffffffffffffffff:1' };
    const compared = compareWithBaseline(rerun, previous);
    assert.deepEqual(baselineCounts(compared), { new: 0, unchanged: previous.runs[0]!.results!.length, absent: 0 });

    // Two results at that place now: which one is the old one cannot be told, so neither is claimed by place.
    const twice = structuredClone(rerun);
    twice.runs[0]!.results!.push({ ...structuredClone(moved), message: { text: 'Write of size 4 to counter by thread T8 violates its policy.' } });
    assert.deepEqual(baselineCounts(compareWithBaseline(twice, previous)), { new: 2, unchanged: previous.runs[0]!.results!.length - 1, absent: 1 });
  });

  it('agrees with the SARIF SDK match-results-forward on the shared fixtures', () => {
    const pairs: [string, Log, Log][] = [
      ['runtime', previous, current],
      // ESLint: two results fixed, the rest unchanged.
      ['eslint', fixture('eslint-formatter-sarif.sarif'), withoutResults(fixture('eslint-formatter-sarif.sarif'), (i) => i % 2 === 0)],
      // CodeQL-style: a result appears.
      ['codeql', withoutResults(fixture('codeql-style.handwritten.sarif'), (i) => i === 0), fixture('codeql-style.handwritten.sarif')],
    ];
    for (const [name, before, after] of pairs) {
      const beforePath = writeLog(`${name}-previous.sarif`, before);
      const afterPath = writeLog(`${name}-current.sarif`, after);
      assert.deepEqual(states(compareWithBaseline(after, before)), sdkStates(beforePath, afterPath), `${name}: heddle and the SDK disagree`);
    }
  });

  it('round trips: a log against itself is all unchanged; against nothing all new; nothing against it all absent', () => {
    const log = fixture('heddle-runtime.sarif');
    assert.deepEqual(baselineCounts(compareWithBaseline(log, log)), { new: 0, unchanged: 3, absent: 0 });
    const empty = withoutResults(log, () => false);
    assert.deepEqual(baselineCounts(compareWithBaseline(log, empty)), { new: 3, unchanged: 0, absent: 0 });
    assert.deepEqual(baselineCounts(compareWithBaseline(empty, log)), { new: 0, unchanged: 0, absent: 3 });
    // A compared log used as the next baseline: its absent results do not come back.
    const again = compareWithBaseline(empty, compareWithBaseline(empty, log));
    assert.deepEqual(baselineCounts(again), { new: 0, unchanged: 0, absent: 0 });
  });

  it('a baseline run of a tool that did not run this time comes back as absent', () => {
    const compared = compareWithBaseline(fixture('heddle-runtime.sarif'), fixture('eslint-formatter-sarif.sarif'));
    assert.deepEqual(compared.runs.map((r) => r.tool.driver.name), ['heddle', 'ESLint']);
    assert.deepEqual(baselineCounts(compared), { new: 3, unchanged: 0, absent: 4 });
  });

  it('writes logs the SARIF SDK accepts', () => {
    assertSdkValid(writeLog('baseline-compared.sarif', compareWithBaseline(current, previous)));
  });

  it('reads the fixture pair from disk like the CLI does', () => {
    assert.equal(readSarifFileSync(fixturePath('baseline/previous.sarif')).runs.length, 1);
  });
});
