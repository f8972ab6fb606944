// "Run under heddle" (issue #14, item 2): where main is, the heddle-cc command line from the language server's
// build plan (which compiles and runs the fixture for real), and the summary of what is new since the last run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Log } from '@heddle/sarif';
import { buildCommandLine, compilerFor, mainDefinitions, programPath } from '../src/run/program-build.js';
import { filterRunSummary, runSummary } from '../src/run/run-summary.js';
import { fixtureDir, heddleTool, STRICT_MODE_ENV } from './heddle-tools.js';

test('main definitions, not declarations or other functions', () => {
  const text = 'int main(void);\nstatic int domain(void) { return 0; }\nint main(int argc, char **argv)\n{\n  return 0;\n}\n';
  assert.deepEqual(mainDefinitions(text), [2]);
  assert.deepEqual(mainDefinitions('int\nmain (void) {\n}\n'), [1]);
  assert.deepEqual(mainDefinitions('void *worker(void *p) { return p; }\n'), []);
});

test('the build: heddle-cc beside the configured heddle, the plan\'s flags and sources, debug info, pthreads', () => {
  assert.equal(compilerFor('/opt/heddle/bin/heddle', 'a.c'), '/opt/heddle/bin/heddle-cc');
  assert.equal(compilerFor('heddle', 'a.cpp'), 'heddle-c++');
  assert.equal(programPath('/w', '/w/src/server.c'), '/w/.heddle/bin/server');
  assert.deepEqual(
    buildCommandLine('heddle-cc', { sources: ['/w/src/main.c', '/w/src/queue.c'], flags: ['-I../include', '-DN=4', '-O2'], directory: '/w/build' }, '/w/.heddle/bin/main'),
    { command: 'heddle-cc', args: ['-I../include', '-DN=4', '-O2', '-g', '/w/src/main.c', '/w/src/queue.c', '-o', '/w/.heddle/bin/main', '-lpthread'], cwd: '/w/build' },
  );
  assert.ok(!buildCommandLine('cc', { sources: ['a.c'], flags: ['-g3'], directory: '.' }, 'a').args.includes('-g'));
});

test('the command line builds the fixture with the real heddle-cc, and the program runs under heddle', { timeout: 300_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-run-program-'));
  try {
    const source = join(dir, 'racy.c');
    writeFileSync(source, readFileSync(join(fixtureDir, 'racy.c'), 'utf8').replace('HEDDLE_READSHARED', 'HEDDLE_READ_SHARED'));
    const build = buildCommandLine(compilerFor(heddleTool('heddle'), source), { sources: [source], flags: [], directory: dir }, programPath(dir, source));
    mkdirSync(join(dir, '.heddle', 'bin'), { recursive: true });
    const cc = spawnSync(build.command, build.args, { cwd: build.cwd, encoding: 'utf8' });
    assert.equal(cc.status, 0, cc.stderr);
    const run = spawnSync(heddleTool('heddle'), ['run', '--out', 'out.sarif', '--', programPath(dir, source)], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...STRICT_MODE_ENV } });
    assert.equal(run.status, 66, run.stderr);
    const log = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8')) as Log;
    assert.match(runSummary(log, undefined), /^heddle: \d+ reports?\.$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A result of `rule` at `line` of racy.c, and a log of such results: the baseline's input. */
const result = (rule: string, line: number) => ({
  ruleId: rule,
  message: { text: `${rule} at ${line}` },
  locations: [{ physicalLocation: { artifactLocation: { uri: 'racy.c' }, region: { startLine: line } } }],
});
const log = (...results: ReturnType<typeof result>[]): Log => ({ version: '2.1.0', runs: [{ tool: { driver: { name: 'heddle' } }, results }] });

test('the summary says what is new and what was fixed since the previous run', () => {
  const previous = log(result('sharing-violation', 12), result('data-race', 17));
  const current = log(result('sharing-violation', 12), result('sharing-violation', 24));
  assert.equal(runSummary(current, previous), 'heddle: 2 reports; since the previous run 1 new, 1 fixed, 1 unchanged.');
  assert.equal(runSummary(log(), undefined), 'heddle: no reports.');
});

test('after a run with a filter, the summary says which results the filter fixed and which are still present', () => {
  const previous = log(result('sharing-violation', 17), result('data-race', 12), result('data-race', 24), result('annotation-suggestion', 7));
  assert.equal(filterRunSummary(log(result('sharing-violation', 17), result('annotation-suggestion', 8)), previous, 'heddle.hfilter'), 'heddle: with heddle.hfilter: fixed by the filter: 2 results, still present: 1 result.');
  assert.equal(filterRunSummary(log(result('data-race', 30)), log(result('data-race', 12)), 'f.hfilter'), 'heddle: with f.hfilter: fixed by the filter: 1 result, still present: 0 results, new: 1 result.');
  assert.equal(filterRunSummary(log(), undefined, 'f.hfilter'), 'heddle: with f.hfilter: no reports (no previous run to compare with).');
});
