// The suite's test driver, run by ctest (tests/benchmarks/CMakeLists.txt):
//   --native   the CMake-built native binary of every correct program prints its expected result
//   --markers  every expected report's line in the ground truth carries its [gt:<variant>] marker,
//              so the ground truth cannot drift from the code
//   --heddle   every program and variant built with heddle-cc and run under `heddle run` at the
//              test scale, as the harness runs the `heddle` flavour (strict mode: HEDDLE_OPTIONS
//              unannotated=private), reports exactly its ground truth; correct programs print
//              their expected result; every SARIF written passes the SARIF SDK validator
// The heddle_race flavour (race mode) has no check here: whether a happens-before detector sees a
// seeded race depends on the interleaving (race mode finds pfscan's, matmul's and kvserver's in some
// runs only; docs/benchmarks.md, "The tests"), so it is scored by `npm run bench`, not by ctest.
//   --backend mpk  with --heddle: the same, under HEDDLE_OPTIONS backend=mpk (docs/mpk.md), each program run
//              inside `scripts/in-vm.sh --serve`'s VM (runtime/mpk/test/vm-stub.sh; ctest mpk-benchmarks)
//   --mpk-build    with --heddle: every program built with `heddle-cc --backend=mpk` (its heap accesses of
//              protected objects get no inline check: the keys alone must find the ground truth under
//              --backend mpk; ctest mpk-benchmarks-mpk-build)
// Usage: tsx check.ts (--native | --markers | --heddle) --build-dir DIR [--programs a,b] [--backend mpk] [--mpk-build]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { build, findToolchain, requestFor } from './build.js';
import { runFlavor, scoreRun } from './detect.js';
import { heddleOptions, runtimeHasModes } from './modes.js';
import { describeEnd, parseResultLine, runMeasured, type RunResult } from './run.js';
import { BENCH_DIR, REPO_DIR, loadSuite, testArgs, type Program } from './suite.js';

const TIMEOUT_SECONDS = 300; /* generous: a loaded 2-core machine */

const { values } = parseArgs({
  options: {
    native: { type: 'boolean', default: false },
    markers: { type: 'boolean', default: false },
    heddle: { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: join(REPO_DIR, 'build') },
    programs: { type: 'string', default: '' },
    backend: { type: 'string', default: 'check' },
    'mpk-build': { type: 'boolean', default: false },
  },
});
const buildDir = values['build-dir']!;
const suite = loadSuite(values.programs ? values.programs.split(',') : []);
let failures = 0;

function report(ok: boolean, what: string, problems: string[] = []): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  for (const p of problems) console.log(`       ${p}`);
  if (!ok) failures++;
}

/** Problems with a correct program's run: status, result line, checksum. */
function outputProblems(p: Program, r: RunResult, wantStatus: number): string[] {
  const line = parseResultLine(r.stdout);
  const problems: string[] = [];
  if (r.status !== wantStatus) problems.push(`${describeEnd(r)}, expected ${wantStatus}; stderr: ${r.stderr.slice(0, 2000)}`);
  if (!line) problems.push(`no result line in the output: ${JSON.stringify(r.stdout.slice(0, 500))}`);
  else {
    if (!line.ok) problems.push('the program could not verify its own result (WRONG)');
    if (line.checksum !== p.test.checksum) problems.push(`checksum ${line.checksum}, expected ${p.test.checksum}`);
  }
  return problems;
}

function checkNative(): void {
  for (const p of suite) {
    const bin = join(buildDir, 'benchmarks', 'bin', `bench-${p.program}`);
    if (!existsSync(bin)) {
      report(false, `native ${p.program}`, [`${bin} is missing: build the project first (cmake --build ${buildDir})`]);
      continue;
    }
    const r = runMeasured([bin, ...testArgs(p, p.variants[0]!)], { timeoutSeconds: TIMEOUT_SECONDS });
    const problems = outputProblems(p, r, 0);
    report(problems.length === 0, `native ${p.program} (${r.seconds.toFixed(2)} s)`, problems);
  }
}

function checkMarkers(): void {
  for (const p of suite)
    for (const v of p.variants)
      for (const e of v.expected) {
        const [file, line] = e.location.split(':') as [string, string];
        const text = readFileSync(join(BENCH_DIR, 'programs', file), 'utf8').split('\n')[Number(line) - 1] ?? '';
        const ok = text.includes(`[gt:${v.name}]`);
        report(ok, `marker ${p.program}/${v.name} ${e.location}`, ok ? [] : [`line reads: ${text.trim()}`]);
      }
}

/** A script beside bin that runs it in the serving VM under `backend` (runtime/mpk/test/vm-stub.sh). */
function vmStub(bin: string, backend: string): string {
  const stub = `${bin}.${backend}-vm`;
  const r = spawnSync('bash', [join(REPO_DIR, 'runtime', 'mpk', 'test', 'vm-stub.sh'), bin, stub], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`vm-stub.sh ${bin}: ${r.stderr}`);
  process.env.HEDDLE_TEST_BACKEND = backend;
  return stub;
}

async function checkHeddle(): Promise<void> {
  const tc = findToolchain(buildDir);
  const outDir = join(buildDir, 'benchmarks', 'sarif');
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const options = heddleOptions('heddle', runtimeHasModes(tc));
  console.log(`heddle runs with HEDDLE_OPTIONS=${options || '(unset: this runtime has no modes, strict is its only one)'}`);
  if (values.backend !== 'check') console.log(`... plus backend=${values.backend}, each program run in the VM`);
  if (values['mpk-build']) console.log('... every program built with heddle-cc --backend=mpk');
  for (const p of suite)
    for (const v of p.variants) {
      const what = `heddle ${p.program}/${v.name}`;
      let bin: string;
      try {
        bin = build({ ...requestFor(p, v, 'heddle'), forMpk: values['mpk-build'] }, tc);
      } catch (e) {
        report(false, what, [(e as Error).message]);
        continue;
      }
      if (values.backend !== 'check') bin = vmStub(bin, values.backend!);
      const buildSuffix = values['mpk-build'] ? '-mpk-build' : '';
      const sarif = join(outDir, `${p.program}${values.backend === 'check' ? '' : `-${values.backend}`}${buildSuffix}-${v.name}.sarif`);
      const ownFiles = new Set(p.sources.map((s) => basename(s)));
      const fr = await runFlavor('heddle', tc, bin, testArgs(p, v), { sarif, timeoutSeconds: TIMEOUT_SECONDS, ownFiles });
      const r = fr.run;
      if (!fr.heddleReports) {
        report(false, what, [`no SARIF written (${describeEnd(r)}): ${r.stderr.slice(0, 2000)}`]);
        continue;
      }
      written.push(sarif);
      const score = scoreRun('heddle', v, fr);
      const problems = [...score.problems];
      if (v.name === 'correct') problems.push(...outputProblems(p, r, 0));
      else if (v.expected.some((e) => !e.heddleKnownMiss) && r.status !== 66)
        problems.push(`heddle run ended with ${describeEnd(r)}, expected 66 (reports found)`);
      const misses = score.knownMisses > 0 ? `, ${score.knownMisses} known miss(es)` : '';
      report(problems.length === 0, `${what}: ${score.truePositives}/${score.expected} expected reports${misses} (${r.seconds.toFixed(2)} s)`, problems);
    }
  if (written.length > 0) {
    const v = spawnSync('bash', [join(REPO_DIR, 'scripts', 'sarif-validate.sh'), ...written], { encoding: 'utf8' });
    report(v.status === 0, `SARIF SDK validator on ${written.length} files`, v.status === 0 ? [] : [v.stdout + v.stderr]);
  }
}

if (!values.native && !values.markers && !values.heddle) {
  console.error('check.ts: say what to check: --native, --markers and/or --heddle');
  process.exit(2);
}
if (values.markers) checkMarkers();
if (values.native) checkNative();
if (values.heddle) await checkHeddle();
console.log(failures === 0 ? 'all checks passed' : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
