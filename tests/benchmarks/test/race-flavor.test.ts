// Unit tests of the heddle_race flavour and the modes of the heddle flavours:
// scoring race mode against what a race detector must find, the HEDDLE_OPTIONS
// each flavour runs with, the runtime probe, and (with a build tree) both heddle
// flavours end to end on a small annotated program.
// Run: node scripts/ts-test.mjs tests/benchmarks (ctest: benchmarks-harness-unit).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { build, compilerOf, findToolchain, type Toolchain } from '../harness/build.js';
import { NOTE_RULES, raceFindings, scoreHeddleRace } from '../harness/compare.js';
import { reportCount, runFlavor, scoreRun } from '../harness/detect.js';
import { DETECTORS, FLAVORS, isHeddleFlavor } from '../harness/flavors.js';
import { heddleEnv, heddleOptions, modesFromProbe, runtimeHasModes } from '../harness/modes.js';
import type { HeddleReport } from '../harness/reports.js';
import { REPO_DIR, type Variant } from '../harness/suite.js';

const scratch = mkdtempSync(join(tmpdir(), 'heddle-bench-race-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const seeded: Variant = {
  name: 'bug',
  define: 'BUG',
  description: 'a seeded race',
  expected: [{ rule: 'lock-not-held', location: 'a.c:10', related: 'a.c:3', why: 'no lock' }],
  tsanLines: ['a.c:30'],
};
const correct: Variant = { name: 'correct', description: '', expected: [] };
const result = (rule: string, location: string, sites: string[] = []): HeddleReport => ({ rule, location, sites: new Set(sites), message: 'm' });
const RACE = 'data-race';
const suggestion = result('annotation-suggestion', 'a.c:12');

describe('flavours', () => {
  test('heddle_race is a heddle flavour and a detector; native is neither', () => {
    assert.ok(FLAVORS.includes('heddle_race'));
    assert.deepEqual([...DETECTORS], FLAVORS.filter((f) => f !== 'native'));
    assert.deepEqual(FLAVORS.filter(isHeddleFlavor), ['heddle', 'heddle_race']);
  });
  test('heddle_race compiles the annotations out, heddle keeps them', () => {
    const tc: Toolchain = { buildDir: '/b', heddleCc: '/b/bin/heddle-cc', heddle: '/b/bin/heddle' };
    assert.deepEqual(compilerOf('heddle_race', tc), ['/b/bin/heddle-cc', '-O2', '-g', '-DHEDDLE_NO_ANNOTATIONS']);
    assert.ok(!compilerOf('heddle', tc).includes('-DHEDDLE_NO_ANNOTATIONS'));
  });
});

describe('scoreHeddleRace: race mode against what a race detector must find', () => {
  test('a data race on a tsanLine finds the seeded bug; annotation suggestions are not reports', () => {
    const s = scoreHeddleRace(seeded, [result(RACE, 'a.c:30'), suggestion]);
    assert.deepEqual([s.truePositives, s.falsePositives, s.falseNegatives, s.problems], [1, 0, 0, []]);
  });
  test('the other access (a site the result names) counts like the primary location', () => {
    const s = scoreHeddleRace(seeded, [result(RACE, 'b.c:1', ['a.c:10'])]);
    assert.equal(s.truePositives, 1);
  });
  test('a use after free (the quarantine\'s use-after-free naming the free) on a bug line finds it, as TSan\'s would', () => {
    const s = scoreHeddleRace(seeded, [result('use-after-free', 'a.c:10', ['a.c:40'])]);
    assert.deepEqual([s.truePositives, s.falsePositives, s.falseNegatives], [1, 0, 0]);
  });
  test('nothing on the bug lines is a miss; a race elsewhere and a lock-order inversion are false positives', () => {
    const miss = scoreHeddleRace(seeded, [result(RACE, 'b.c:7')]);
    assert.deepEqual([miss.truePositives, miss.falsePositives, miss.falseNegatives], [0, 1, 1]);
    assert.match(miss.problems.join('\n'), /missed the seeded bug/);
    assert.match(miss.problems.join('\n'), /unexpected data-race at b\.c:7/);
    const s = scoreHeddleRace(seeded, [result(RACE, 'a.c:30'), result(RACE, 'b.c:7'), result('lock-order-inversion', 'b.c:3')]);
    assert.deepEqual([s.truePositives, s.falsePositives], [1, 2]);
  });
  test('a correct program: any finding is a false positive, suggestions are fine', () => {
    assert.equal(scoreHeddleRace(correct, [suggestion, suggestion]).falsePositives, 0);
    assert.equal(scoreHeddleRace(correct, [result(RACE, 'a.c:5')]).falsePositives, 1);
  });
  test('raceFindings drops exactly the note rules', () => {
    assert.ok(NOTE_RULES.has('annotation-suggestion'));
    assert.deepEqual(raceFindings([suggestion, result(RACE, 'a.c:1', ['a.c:2', 'a.c:1'])]), [{ kind: RACE, sites: ['a.c:1', 'a.c:2'] }]);
  });
  test('reportCount and scoreRun hold each heddle flavour to its own standard', () => {
    const run = { run: {} as never, heddleReports: [suggestion, result(RACE, 'a.c:30')] };
    assert.equal(reportCount('heddle', run), 2);
    assert.equal(reportCount('heddle_race', run), 1);
    assert.equal(scoreRun('heddle_race', seeded, run).truePositives, 1);
    assert.equal(scoreRun('heddle', seeded, run).truePositives, 0); // strict: exact rule and location
  });
});

describe('modes: the HEDDLE_OPTIONS of each heddle flavour', () => {
  test('strict for heddle, race for heddle_race, when the runtime has modes', () => {
    assert.equal(heddleOptions('heddle', true), 'unannotated=private');
    assert.equal(heddleOptions('heddle_race', true), 'unannotated=race');
  });
  test('nothing when the runtime has no modes (it would refuse the key)', () => {
    assert.equal(heddleOptions('heddle', false), '');
    assert.equal(heddleOptions('heddle_race', false), '');
  });
  test('the caller\'s HEDDLE_OPTIONS is never inherited', () => {
    const env = heddleEnv('');
    assert.ok('HEDDLE_OPTIONS' in env);
    assert.equal(env.HEDDLE_OPTIONS, undefined);
    assert.deepEqual(heddleEnv('unannotated=race'), { HEDDLE_OPTIONS: 'unannotated=race' });
  });
  test('the probe\'s answer: started, refused the key, or something else (an error)', () => {
    assert.equal(modesFromProbe(0, ''), true);
    const refused = "heddle: error: HEDDLE_OPTIONS: unknown option 'unannotated'; valid options: halt_on_error exitcode\n";
    assert.equal(modesFromProbe(2, refused), false);
    assert.throws(() => modesFromProbe(2, "HEDDLE_OPTIONS: bad value 'x' for 'unannotated'"), /exit status 2/);
    assert.throws(() => modesFromProbe(null, ''), /exit status null/);
  });
});

// With a build tree (cmake --build build), both heddle flavours on a program whose annotation is broken:
// heddle reports it, heddle_race (annotations compiled out) cannot.
const buildDir = join(REPO_DIR, 'build');
const built = existsSync(join(buildDir, 'bin', 'heddle-cc')) && existsSync(join(buildDir, 'bin', 'heddle'));
describe('heddle flavours end to end', { skip: built ? false : `no build tree at ${buildDir}` }, () => {
  test('the probe answers for this build\'s runtime', () => {
    assert.equal(typeof runtimeHasModes(findToolchain(buildDir)), 'boolean');
  });
  test('heddle reports the broken sticky-read; heddle_race builds without the annotation and reports no policy', async () => {
    const tc = findToolchain(buildDir);
    const src = join(scratch, 'sticky.c');
    writeFileSync(
      src,
      ['#include <heddle.h>', 'static int rate = 5;', 'int main(void) {', '  heddle_set_sticky_read(&rate);', '  rate = 6;', '  return rate - 6;', '}', ''].join('\n'),
    );
    const ownFiles = new Set(['sticky.c']);
    const reports = async (flavor: 'heddle' | 'heddle_race') => {
      const bin = build({ name: 'harness-unit-sticky', sources: [src], flavor }, tc);
      const fr = await runFlavor(flavor, tc, bin, [], { sarif: join(scratch, `${flavor}.sarif`), timeoutSeconds: 120, ownFiles });
      assert.ok(fr.heddleReports, `${flavor}: no SARIF (exit ${fr.run.status}): ${fr.run.stderr}`);
      return fr.heddleReports.map((r) => `${r.rule} ${r.location}`);
    };
    assert.deepEqual(await reports('heddle'), ['sharing-violation sticky.c:5']);
    assert.deepEqual((await reports('heddle_race')).filter((r) => !r.startsWith('annotation-suggestion')), []);
  });
});
