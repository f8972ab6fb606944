// A manifest entry's execution filters (`filters:`): heddle run installs them at start-up (`--filter F`),
// so an entry can check that a filter works around a bug. The program is a racy read-modify-write (as
// runtime/test/loom/mutual-exclusion-counter.c): without the filter heddle reports the data race; with a
// mutual-exclusion filter over the read through the write the race is gone, and so is the entry's result.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from './support/fake-github.js';
import { runAction } from './support/run-action.js';
import { buildCommand, ScratchRepo } from './support/scratch-repo.js';

const RACE_C = [
  '#include <pthread.h>',
  '#include <sched.h>',
  '#include <stdio.h>',
  '',
  'long counter;',
  '',
  'static void *work(void *arg) {',
  '  for (int i = 0; i < 2000; i++) {',
  '    long v = counter;',
  '    if (i % 16 == 0) sched_yield();',
  '    counter = v + 1;',
  '  }',
  '  return arg;',
  '}',
  '',
  'int main(void) {',
  '  pthread_t t[4];',
  '  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, work, 0);',
  '  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);',
  '  printf("counter=%ld expected=8000\\n", counter);',
  '  return 0;',
  '}',
  '',
].join('\n');
const READ_LINE = RACE_C.split('\n').indexOf('    long v = counter;') + 1;
const WRITE_LINE = RACE_C.split('\n').indexOf('    counter = v + 1;') + 1;
/** The read through the write excludes itself across threads (docs/filters.md). */
const FILTER = `// the read-modify-write of counter, made atomic\n{race.c:${READ_LINE}, race.c:${WRITE_LINE}} <> {race.c:${READ_LINE}, race.c:${WRITE_LINE}}\n`;

function project(manifest: string): ScratchRepo {
  const repo = new ScratchRepo().write('race.c', RACE_C).write('filters/counter.hfilter', FILTER).write('filters/broken.hfilter', '{race.c:9, race.c:11} <> {race.c:9\n').write('.github/heddle.yml', manifest);
  repo.commit('a racy counter and a filter for it');
  return repo;
}

describe('execution filters of a manifest entry', () => {
  const api = new FakeGitHub();
  before(() => api.start());
  after(() => api.stop());

  it('runs the entry with its filters: the race the plain entry reports is gone', async () => {
    const repo = project(['entries:', '  - name: plain', '    run: build/race', '  - name: worked-around', '    run: build/race', '    filters: [filters/counter.hfilter]', ''].join('\n'));
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['race']), 'fail-on': 'never' }, refName: 'main' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.summary, /\| plain \| ✅ ok \| [^|]+ \| ran to the end; heddle reported findings \(exit 66\) \|/);
    assert.match(run.summary, /\| worked-around \| ✅ ok \| [^|]+ \| exited with 0; with execution filters filters\/counter\.hfilter \|/);
    // The filtered run printed the exact total and reported nothing; the plain one's data race is the job's result.
    const group = (name: string) => run.stdout.split(`::group::heddle run: ${name}\n`)[1]?.split('::endgroup::')[0] ?? '';
    assert.match(group('worked-around'), /^counter=8000 expected=8000$/m);
    assert.match(group('worked-around'), /^heddle: 0 reports in 1 process$/m);
    assert.match(group('plain'), /^heddle: \d+ reports? \(\d+ data-race\) in 1 process$/m);
    const races = run.annotations.filter((a) => a.properties.title?.startsWith('data-race'));
    assert.ok(races.length >= 1 && races.every((a) => a.properties.file === 'race.c'), run.stdout);
  });

  it('a filter path that does not exist fails the step before anything is built, naming the entry', async () => {
    const repo = project(['entries:', '  - name: worked-around', '    run: build/race', '    filters: [filters/missing.hfilter]', ''].join('\n'));
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['race']) }, refName: 'main' });
    assert.equal(run.status, 1);
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    assert.match(error, /^manifest \.github\/heddle\.yml: entry "worked-around": the execution filter "filters\/missing\.hfilter" does not exist \(\S+\/filters\/missing\.hfilter\); "filters" are paths of \.hfilter files relative to working-directory/);
    assert.doesNotMatch(run.stdout, /::group::Build:/, 'nothing was built');
  });

  it('a filter heddle refuses fails the entry, saying so and where its reasons are', async () => {
    // A syntax error (heddle run refuses it, exit 64) and a file the program does not have (the runtime refuses it at start-up, exit 2).
    const repo = project(['entries:', '  - name: broken-filter', '    run: build/race', '    filters: filters/broken.hfilter', '  - name: unknown-file', '    run: build/race', '    filters: [filters/elsewhere.hfilter]', ''].join('\n'));
    repo.write('filters/elsewhere.hfilter', '{nosuch.c:3, nosuch.c:4} <> {nosuch.c:3, nosuch.c:4}\n').commit('a filter for another program');
    const run = await runAction({ workspace: repo.dir, apiUrl: api.url, inputs: { 'build-command': buildCommand(['race']) }, refName: 'main' });
    assert.equal(run.status, 1);
    assert.match(run.stdout, /broken\.hfilter:1:\d+: error: .* \[filter-syntax\]/, 'heddle run\'s own reason is in the log');
    assert.match(run.stdout, /elsewhere\.hfilter:1:\d+: error: .* \[filter-unknown-file\]/, 'the runtime\'s own reason is in the log');
    const errorOf = (name: string) => run.annotations.find((a) => a.command === 'error' && a.message.startsWith(`heddle: ${name} `))?.message ?? '';
    assert.match(errorOf('broken-filter'), /^heddle: broken-filter exited with 64; expected exit status 0; heddle refused its execution filters \(filters\/broken\.hfilter\) and did not run the program: its reasons are in the log group "heddle run: broken-filter" \(docs\/filters\.md\)/);
    assert.match(errorOf('unknown-file'), /^heddle: unknown-file exited with 2; expected exit status 0; heddle refused its execution filters \(filters\/elsewhere\.hfilter\) and did not run the program/);
  });
});
