// Unit tests of the harness's own logic: scoring against the ground truth, the
// ThreadSanitizer report parser (on real reports of gcc's and clang's TSan), the
// result-line parser, statistics and ground-truth validation.
// Run: node scripts/ts-test.mjs tests/benchmarks (ctest: benchmarks-harness-unit).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { scoreHeddle, scoreTsan } from '../harness/compare.js';
import { TSAN_ENV, tsanArgv } from '../harness/detect.js';
import { parseTsanWarnings, type HeddleReport } from '../harness/reports.js';
import { parseResultLine } from '../harness/run.js';
import { geomean, median, relativeSpread } from '../harness/stats.js';
import { GroundTruthError, loadSuite, testArgs, timingScale, type Variant } from '../harness/suite.js';

const scratch = mkdtempSync(join(tmpdir(), 'heddle-bench-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const variant: Variant = {
  name: 'bug',
  define: 'BUG',
  description: 'a seeded bug',
  expected: [
    { rule: 'lock-not-held', location: 'a.c:10', related: 'a.c:3', why: 'no lock' },
    { rule: 'sharing-violation', location: 'a.c:20', why: 'private' },
  ],
  tsanLines: ['a.c:30'],
};
const report = (rule: string, location: string, sites: string[] = []): HeddleReport => ({ rule, location, sites: new Set(sites), message: 'm' });

describe('scoreHeddle', () => {
  test('exact match, related location named', () => {
    const s = scoreHeddle(variant, [report('lock-not-held', 'a.c:10', ['a.c:3']), report('sharing-violation', 'a.c:20')]);
    assert.deepEqual([s.truePositives, s.falsePositives, s.falseNegatives, s.problems], [2, 0, 0, []]);
  });
  test('duplicates of one (rule, site) count once', () => {
    const r = report('sharing-violation', 'a.c:20');
    const s = scoreHeddle(variant, [report('lock-not-held', 'a.c:10', ['a.c:3']), r, r]);
    assert.equal(s.found, 2);
    assert.equal(s.falsePositives, 0);
  });
  test('missing, extra, wrong rule and unnamed related location are problems', () => {
    const s = scoreHeddle(variant, [report('lock-not-held', 'a.c:10', ['a.c:4']), report('lock-not-held', 'a.c:20')]);
    assert.equal(s.truePositives, 1);
    assert.equal(s.falsePositives, 1);
    assert.equal(s.falseNegatives, 1);
    assert.equal(s.problems.length, 3);
    assert.match(s.problems.join('\n'), /does not name a\.c:3/);
    assert.match(s.problems.join('\n'), /missing: sharing-violation at a\.c:20/);
    assert.match(s.problems.join('\n'), /unexpected: lock-not-held at a\.c:20/);
  });
  test('a consequence of the bug is scored neither way; other extras still are', () => {
    const timed: Variant = { ...variant, consequences: [{ rule: 'sharing-violation', location: 'a.c:30', why: 'use after free, some runs' }] };
    const expected = [report('lock-not-held', 'a.c:10', ['a.c:3']), report('sharing-violation', 'a.c:20')];
    for (const extra of [[], [report('sharing-violation', 'a.c:30')]]) {
      const s = scoreHeddle(timed, [...expected, ...extra]);
      assert.deepEqual([s.truePositives, s.falsePositives, s.problems], [2, 0, []]);
    }
    const other = scoreHeddle(timed, [...expected, report('sharing-violation', 'a.c:31')]);
    assert.equal(other.falsePositives, 1);
  });
  test('a known miss is expected to be missing, and flagged once found', () => {
    const known: Variant = { ...variant, expected: [{ ...variant.expected[1]!, heddleKnownMiss: 'runtime bug' }] };
    const missed = scoreHeddle(known, []);
    assert.deepEqual([missed.problems, missed.falseNegatives, missed.knownMisses], [[], 1, 1]);
    const found = scoreHeddle(known, [report('sharing-violation', 'a.c:20')]);
    assert.match(found.problems[0]!, /remove its heddleKnownMiss/);
  });
  test('a correct program with any report has a false positive', () => {
    const correct: Variant = { name: 'correct', description: '', expected: [] };
    assert.equal(scoreHeddle(correct, [report('api-misuse', 'b.c:1')]).falsePositives, 1);
    assert.equal(scoreHeddle(correct, []).problems.length, 0);
  });
});

describe('scoreTsan', () => {
  const w = (sites: string[]) => ({ kind: 'data race', sites, text: '' });
  test('a warning on any bug line finds the bug; others are false positives', () => {
    const s = scoreTsan(variant, [w(['a.c:30', 'a.c:99']), w(['a.c:3']), w(['b.c:1'])]);
    assert.deepEqual([s.truePositives, s.falsePositives, s.falseNegatives], [1, 1, 0]);
  });
  test('no warning on the bug lines is a miss', () => {
    const s = scoreTsan(variant, [w(['b.c:1'])]);
    assert.deepEqual([s.truePositives, s.falsePositives, s.falseNegatives], [0, 1, 1]);
  });
});

describe('parseTsanWarnings on real ThreadSanitizer reports', () => {
  const src = join(scratch, 'race.c');
  writeFileSync(
    src,
    [
      '#include <pthread.h>',
      '#include <stdatomic.h>',
      'int counter;',
      'atomic_int done;',
      'static void *bump(void *arg) {',
      '  counter++;',
      // Relaxed: no happens-before, so the race stays; main's access always comes second (clang 16's TSan once
      // reported nothing on CI-like load when main's access came first and the thread's soon after).
      '  atomic_store_explicit(&done, 1, memory_order_relaxed);',
      '  return arg;',
      '}',
      'int main(void) {',
      '  pthread_t t;',
      '  pthread_create(&t, 0, bump, 0);',
      '  while (!atomic_load_explicit(&done, memory_order_relaxed)) {}',
      '  counter++;',
      '  pthread_join(t, 0);',
      '  return 0;',
      '}',
      '',
    ].join('\n'),
  );
  for (const cc of ['gcc', 'clang-16']) {
    test(`${cc} -fsanitize=thread: one data race between race.c:6 and race.c:14`, () => {
      const bin = join(scratch, `race-${cc}`);
      const c = spawnSync(cc, ['-g', '-O1', '-fsanitize=thread', src, '-o', bin, '-lpthread'], { encoding: 'utf8' });
      assert.equal(c.status, 0, c.stderr);
      const [cmd, ...argv] = tsanArgv([bin]);
      const r = spawnSync(cmd!, argv, { encoding: 'utf8', env: { ...process.env, ...TSAN_ENV } });
      const warnings = parseTsanWarnings(r.stderr, new Set(['race.c']));
      assert.equal(warnings.length, 1, `exit ${r.status} signal ${r.signal}, stderr:\n${r.stderr}`);
      assert.equal(warnings[0]!.kind, 'data race');
      assert.deepEqual([...warnings[0]!.sites].sort(), ['race.c:14', 'race.c:6']);
    });
  }
  test('frames outside the program are not sites', () => {
    const text = '==================\nWARNING: ThreadSanitizer: data race (pid=1)\n  Write of size 4 at 0x1 by thread T1:\n    #0 memcpy lib.c:5 (x)\n    #1 f prog.c:7 (x)\n\n==================\n';
    assert.deepEqual(parseTsanWarnings(text, new Set(['prog.c']))[0]!.sites, ['prog.c:7']);
  });
});

describe('result line, statistics', () => {
  test('parseResultLine', () => {
    assert.deepEqual(parseResultLine('noise\nfft threads=2 scale=0.02 checksum=00112233445566ff ok\n'), {
      name: 'fft',
      checksum: '00112233445566ff',
      ok: true,
    });
    assert.equal(parseResultLine('fft threads=2 scale=1 checksum=0011 ok'), undefined);
    assert.equal(parseResultLine('x threads=1 scale=1 checksum=0000000000000000 WRONG')!.ok, false);
  });
  test('median, spread, geometric mean', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(relativeSpread([1, 2, 3]), 1);
    assert.equal(relativeSpread([5]), 0);
    assert.ok(Math.abs(geomean([1, 4]) - 2) < 1e-12);
    assert.ok(Number.isNaN(median([NaN])));
  });
});

describe('ground truth', () => {
  test('the shipped files load: ten programs, each with a seeded bug', () => {
    const suite = loadSuite();
    assert.equal(suite.length, 10);
    for (const p of suite) assert.ok(p.variants.length >= 2, p.program);
  });
  test('a bad file is rejected with its path and the field', () => {
    const dir = join(scratch, 'gt');
    mkdirSync(dir);
    const good = { program: 'x', shape: 's', sources: ['programs/x.c'], test: { threads: 2, scale: 0.1, checksum: '0123456789abcdef' } };
    writeFileSync(join(dir, 'x.json'), JSON.stringify({ ...good, variants: [{ name: 'correct', description: '', expected: [] }, { name: 'bug', define: 'B', description: '', expected: [{ rule: 'data-race', location: 'x.c:1', why: '' }] }] }));
    assert.throws(() => loadSuite([], dir), (e: Error) => e instanceof GroundTruthError && /x\.json: \$\.variants\[1\]\.expected\[0\]\.rule/.test(e.message));
    writeFileSync(join(dir, 'x.json'), JSON.stringify({ ...good, variants: [{ name: 'correct', description: '', expected: [] }] }));
    assert.throws(() => loadSuite(['nope'], dir), /unknown program\(s\) nope/);
    writeFileSync(join(dir, 'x.json'), JSON.stringify({ ...good, timing: { scale: 0 }, variants: [{ name: 'correct', description: '', expected: [] }] }));
    assert.throws(() => loadSuite([], dir), (e: Error) => e instanceof GroundTruthError && /x\.json: \$\.timing/.test(e.message));
    const bug = { name: 'bug', define: 'B', description: '', expected: [{ rule: 'sharing-violation', location: 'x.c:1', why: '' }] };
    writeFileSync(join(dir, 'x.json'), JSON.stringify({ ...good, variants: [{ name: 'correct', description: '', expected: [] }, { ...bug, args: ['late'] }] }));
    assert.throws(() => loadSuite([], dir), (e: Error) => e instanceof GroundTruthError && /x\.json: \$\.variants\[1\]\.args/.test(e.message));
  });
  test('a variant\'s own switches follow the test scale in its runs', () => {
    const pipeline = loadSuite(['pipeline'])[0]!;
    const [correct, uaf] = pipeline.variants as [Variant, Variant];
    const scale = ['--threads', String(pipeline.test.threads), '--scale', String(pipeline.test.scale)];
    assert.deepEqual(testArgs(pipeline, correct), scale);
    assert.deepEqual(testArgs(pipeline, uaf), [...scale, '--late']);
  });
  test('timing runs multiply --scale by the program\'s timing.scale', () => {
    const suite = loadSuite();
    const wordcount = suite.find((p) => p.program === 'wordcount')!;
    const pfscan = suite.find((p) => p.program === 'pfscan')!;
    assert.equal(timingScale(wordcount, 1), wordcount.timing!.scale);
    assert.equal(timingScale(wordcount, 0.1), Number((0.1 * wordcount.timing!.scale).toPrecision(6)));
    assert.equal(pfscan.timing, undefined);
    assert.equal(timingScale(pfscan, 0.1), 0.1);
  });
});

describe('parseTsanWarnings without accesses', () => {
  test('a mutex-misuse warning is placed at the first own frame of each stack', () => {
    const text = [
      '==================',
      'WARNING: ThreadSanitizer: use of an invalid mutex (e.g. uninitialized or destroyed) (pid=1)',
      '    #0 pthread_mutex_lock interceptors.inc:4324 (libtsan.so.2+0x1)',
      '    #1 worker /src/prog.c:129 (prog+0x2)',
      '    #2 start /src/prog.c:200 (prog+0x3)',
      '',
      '  Location is heap block of size 200 at 0x1 allocated by main thread:',
      '    #0 malloc tsan.cpp:1 (libtsan.so.2+0x4)',
      '    #1 main /src/prog.c:40 (prog+0x5)',
      '',
      '==================',
    ].join('\n');
    assert.deepEqual(parseTsanWarnings(text, new Set(['prog.c']))[0]!.sites, ['prog.c:129', 'prog.c:40']);
  });
});
