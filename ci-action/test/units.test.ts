// The action's pure parts: manifest, shards, fail-on, changed lines, annotation budget, build dependencies.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveResults, SarifLogBuilder, sourceLocation, type GithubAnnotation, type Level } from '@heddle/sarif';
import { changedLinesFilter, rankAnnotations } from '../src/annotate.js';
import { annotationsOf } from '../src/result-annotations.js';
import { planAnnotations } from '../src/annotation-budget.js';
import { clipCheckSummary } from '../src/check-run.js';
import { missingPackages, parsePackageList } from '../src/build-heddle.js';
import { addedLines, isOnChangedLines } from '../src/changed-lines.js';
import { lineMapFromDiff } from '../src/line-map.js';
import { mapLineReferences } from '../src/line-references.js';
import { UserError } from '../src/errors.js';
import { decide, gateCounts } from '../src/gate.js';
import { parseBaseline, parseCmakeArgs, parseFailLevel, parseFailOn } from '../src/inputs.js';
import { parseManifest } from '../src/manifest.js';
import { heddleOptions } from '../src/run-manifest.js';
import { parseShard, selectShard } from '../src/shard.js';
import { REPO_ROOT } from './support/run-action.js';

describe('manifest', () => {
  it('reads commands, benchmarks, defaults and per-entry settings', () => {
    const entries = parseManifest(
      ['defaults: { timeout: 30, expect-exit: [0, 3], env: { A: 1 } }', 'entries:', '  - run: ./app "two words" x', '  - benchmark: bank', '    args: [--scale, 2]', '    timeout: 5', '    expect-exit: 1', '    env: { B: yes }', '    native: [./native/bank, --scale, 2]'].join('\n'),
      'm.yml',
    );
    assert.deepEqual(entries[0], { name: './app two words x', command: ['./app', 'two words', 'x'], benchmark: undefined, timeoutSeconds: 30, expectExit: [0, 3], env: { A: '1' }, cwd: undefined, native: undefined, nativeBuild: false, filters: [] });
    assert.deepEqual(entries[1], { name: 'bank', command: ['bank', '--scale', '2'], benchmark: 'bank', timeoutSeconds: 5, expectExit: [1], env: { A: '1', B: 'yes' }, cwd: undefined, native: ['./native/bank', '--scale', '2'], nativeBuild: false, filters: [] });
  });

  it('filters: one path or a list, kept as written', () => {
    const entries = parseManifest(['entries:', '  - { run: ./a, filters: f/one.hfilter }', '  - { run: ./b, filters: [f/one.hfilter, f/two.hfilter] }'].join('\n'), 'm.yml');
    assert.deepEqual(entries.map((e) => e.filters), [['f/one.hfilter'], ['f/one.hfilter', 'f/two.hfilter']]);
  });

  it('native: true on a benchmark (or in defaults) means the same executable from the native build', () => {
    const entries = parseManifest(['defaults: { native: true }', 'entries:', '  - benchmark: bank', '  - run: ./app', '  - { benchmark: pfscan, native: ./plain/pfscan }'].join('\n'), 'm.yml');
    assert.deepEqual(entries.map((e) => [e.nativeBuild, e.native]), [[true, undefined], [false, undefined], [false, ['./plain/pfscan']]]);
  });

  const bad: [string, RegExp][] = [
    ['entries: []', /expected a non-empty list "entries:"/],
    ['entries:\n  - name: x', /entry 1: give exactly one of "run" .* or "benchmark"/],
    ['entries:\n  - run: a\n    benchmark: b', /entry 1: give exactly one of/],
    ['entries:\n  - run: a\n    timout: 3', /entry 1: unknown key "timout"; allowed keys: name, run, benchmark/],
    ['entries:\n  - run: a\n    expect-exit: 300', /"expect-exit" must be an exit status 0-255/],
    ['entries:\n  - benchmark: ../evil', /"benchmark" must be an executable's file name/],
    ['entries:\n  - run: a\n  - run: a', /two entries are named "a"/],
    ['entries:\n  - run: [a\n', /^manifest m\.yml:\d+:\d+: not valid YAML\/JSON/],
    ['entries:\n  - run: ./app\n    native: true', /entry 1: "native: true" means the same benchmark from the native build, so it needs "benchmark"/],
    ['entries:\n  - benchmark: bank\n    native: false', /entry 1: "native" is true .* or a command/],
    ['entries:\n  - run: a\n    filters: { f: 1 }', /entry 1: "filters" must be a list of strings/],
    ['entries:\n  - run: a\n    filters: [""]', /entry 1: "filters" has an empty path/],
  ];
  for (const [text, message] of bad) {
    it(`rejects ${JSON.stringify(text)} with a clear message`, () => {
      assert.throws(() => parseManifest(text, 'm.yml'), (e: Error) => e instanceof UserError && message.test(e.message));
    });
  }
});

describe('inputs', () => {
  it('shards select every n-th entry, round robin, and cover all entries exactly once', () => {
    const items = [0, 1, 2, 3, 4, 5, 6];
    const parts = [1, 2, 3].map((i) => selectShard(items, parseShard(`${i}/3`)));
    assert.deepEqual(parts, [[0, 3, 6], [1, 4], [2, 5]]);
    assert.equal(parseShard(''), undefined);
    for (const bad of ['0/2', '3/2', '1/0', 'a/b', '1-2']) assert.throws(() => parseShard(bad), UserError);
  });

  it('cmake-args: split like a shell, an unclosed quote refused with where it opens', () => {
    assert.deepEqual(parseCmakeArgs(`-DA=1 "-DCMAKE_C_FLAGS=-O1 -g" '-DB=x y' -DC=\\"q\\"`), ['-DA=1', '-DCMAKE_C_FLAGS=-O1 -g', '-DB=x y', '-DC=\\"q\\"']);
    assert.deepEqual(parseCmakeArgs(''), []);
    assert.throws(() => parseCmakeArgs('-DA=1 "-DCMAKE_C_FLAGS=-O1 -g'), /input cmake-args: the " at character 7 is never closed/);
    assert.throws(() => parseCmakeArgs("-DB='x y"), /the ' at character 5 is never closed/);
    assert.throws(() => parseCmakeArgs('"a \\" b'), /never closed/, 'an escaped quote does not close');
  });

  it('fail-on, baseline and HEDDLE_OPTIONS', () => {
    assert.equal(parseFailOn(' NEW '), 'new');
    assert.throws(() => parseFailOn('sometimes'), /not one of new, any, never/);
    assert.deepEqual(parseBaseline('artifact: heddle-baseline'), { kind: 'artifact', name: 'heddle-baseline' });
    assert.deepEqual(parseBaseline('b.sarif'), { kind: 'file', path: 'b.sarif' });
    assert.throws(() => parseBaseline('artifact:'), UserError);
    assert.equal(heddleOptions('halt_on_error=0', 'verbosity=1'), 'halt_on_error=0:verbosity=1');
    assert.equal(heddleOptions('', undefined), '');
  });
});

describe('fail-on verdicts', () => {
  const base = { newResults: 0, totalResults: 0, runProblems: 0, baselineProblem: undefined };
  it('new fails only on new results, any on any, never never', () => {
    assert.equal(decide({ ...base, failOn: 'new', totalResults: 3 }).fail, false);
    assert.equal(decide({ ...base, failOn: 'new', totalResults: 3, newResults: 1 }).fail, true);
    assert.equal(decide({ ...base, failOn: 'any', totalResults: 3 }).fail, true);
    assert.equal(decide({ ...base, failOn: 'never', totalResults: 3, newResults: 3, runProblems: 2 }).fail, false);
    assert.equal(decide({ ...base, failOn: 'new', runProblems: 1 }).fail, true);
    assert.equal(decide({ ...base, failOn: 'new', baselineProblem: 'bad' }).fail, true);
  });
  it('counts errors and warnings but not notes (annotation suggestions never fail a step)', () => {
    const results: { level: Level; baselineState: string }[] = [
      { level: 'error', baselineState: 'new' },
      { level: 'warning', baselineState: 'unchanged' },
      { level: 'note', baselineState: 'new' },
      { level: 'note', baselineState: 'unchanged' },
    ];
    assert.deepEqual(gateCounts(results), { newResults: 1, totalResults: 2 });
    const onlySuggestions = gateCounts(results.filter((r) => r.level === 'note'));
    assert.equal(decide({ ...base, failOn: 'any', ...onlySuggestions }).fail, false);
  });
  it('fail-level sets the lowest level that gates', () => {
    const results: { level: Level; baselineState: string }[] = [
      { level: 'error', baselineState: 'unchanged' },
      { level: 'warning', baselineState: 'new' },
      { level: 'note', baselineState: 'new' },
    ];
    assert.deepEqual(gateCounts(results, 'error'), { newResults: 0, totalResults: 1 });
    assert.deepEqual(gateCounts(results, 'warning'), { newResults: 1, totalResults: 2 });
    assert.deepEqual(gateCounts(results, 'note'), { newResults: 2, totalResults: 3 });
    assert.equal(parseFailLevel(''), 'warning');
    assert.throws(() => parseFailLevel('critical'), /input fail-level: "critical" is not one of error, warning, note/);
  });
});

describe('changed lines', () => {
  it('takes the added lines of each hunk', () => {
    const patch = '@@ -1,3 +1,4 @@\n a\n-b\n+B\n+C\n c\n@@ -10,2 +11,2 @@\n x\n+y\n-z';
    assert.deepEqual([...addedLines(patch)], [2, 3, 12]);
    const changed = new Map([['f.c', new Set([2, 3])]]);
    assert.equal(isOnChangedLines(changed, 'f.c', 2, 3), true);
    assert.equal(isOnChangedLines(changed, 'f.c', 3, 4), false, 'all lines must be in the diff');
    assert.equal(isOnChangedLines(changed, 'g.c', 2, 2), false);
  });
});

describe('annotation budget', () => {
  const ann = (level: GithubAnnotation['annotation_level'], line: number): GithubAnnotation => ({ path: 'f.c', start_line: line, end_line: line, annotation_level: level, title: 't', message: 'm' });
  const changedLines = new Set([1, 2, 3]);
  const onChangedLines = (a: GithubAnnotation) => changedLines.has(a.start_line);

  it('keeps 10 per level per step and 50 per job, reserving the action own slots', () => {
    const many = [...Array.from({ length: 30 }, (_, i) => ann('failure', i + 1)), ...Array.from({ length: 30 }, (_, i) => ann('warning', i + 1))];
    const plan = planAnnotations(many, { checkRunAvailable: false, onChangedLines, reserved: { failure: 2 } });
    assert.equal(plan.workflowCommands.filter((a) => a.annotation_level === 'failure').length, 8);
    assert.equal(plan.workflowCommands.filter((a) => a.annotation_level === 'warning').length, 10);
    assert.equal(plan.notShown.length, 42);
    const job = planAnnotations(many, { checkRunAvailable: false, onChangedLines, reserved: { notice: 45 } });
    assert.equal(job.workflowCommands.length, 5, '50 per job in all');
  });

  it('with a check run, only changed lines take workflow-command slots', () => {
    const list = [ann('failure', 1), ann('failure', 9), ann('notice', 2), ann('warning', 8)];
    const plan = planAnnotations(list, { checkRunAvailable: true, onChangedLines });
    assert.deepEqual(plan.workflowCommands.map((a) => a.start_line), [1, 2]);
    assert.deepEqual(plan.checkRun.map((a) => a.start_line), [9, 8]);
    assert.deepEqual(plan.notShown, []);
  });
});

describe('ranking', () => {
  // Results at these lines of src/a.c, in log order: an error, a warning, a new warning, a note.
  function results() {
    const builder = new SarifLogBuilder();
    const run = builder.addRun({ tool: { name: 'heddle' }, srcRoot: '/w' });
    run.addRule({ id: 'r', shortDescription: { text: 'r' } });
    const add = (line: number, level: 'error' | 'warning' | 'note', baselineState: 'new' | 'unchanged') =>
      run.addResult({ ruleId: 'r', level, baselineState, message: { text: `at ${line}.` }, locations: [sourceLocation({ path: '/w/src/a.c', startLine: line }, '/w')] });
    add(10, 'error', 'unchanged');
    add(20, 'warning', 'unchanged');
    add(30, 'warning', 'new');
    add(40, 'note', 'unchanged');
    return resolveResults(builder.build());
  }
  const lines = (list: GithubAnnotation[]) => list.map((a) => a.start_line);

  it('puts annotations on changed lines first, each part in report order (new, then by severity)', () => {
    const onChanged = changedLinesFilter(new Map([['src/a.c', new Set([20, 40])]]), true);
    const ranked = rankAnnotations(annotationsOf(results(), { srcRoot: '/w', baselineAsNotices: false }), onChanged);
    assert.deepEqual(lines(ranked), [20, 40, 30, 10]);
    assert.ok(ranked.every((a) => a.path === 'src/a.c' && a.raw_details), 'paths relative to the workspace, text view in raw_details');
  });

  it('outside a pull request every line counts as changed: report order only', () => {
    const onChanged = changedLinesFilter(new Map([['src/a.c', new Set([20])]]), false);
    assert.deepEqual(lines(rankAnnotations(annotationsOf(results(), { srcRoot: '/w', baselineAsNotices: false }), onChanged)), [30, 10, 20, 40]);
  });
});

describe('line map from the checked-out commit to the pull request head', () => {
  // What `git diff --unified=0 HEAD_SHA MERGE_SHA -- a.c` prints when the base inserted 2 lines after line 5,
  // changed line 9 (now 11) and removed lines 20-21 (after line 21 now).
  const diff = ['diff --git a/a.c b/a.c', '--- a/a.c', '+++ b/a.c', '@@ -5,0 +6,2 @@', '+x', '+y', '@@ -9 +11 @@', '-old', '+new', '@@ -20,2 +21,0 @@', '-p', '-q', ''].join('\n');
  const map = lineMapFromDiff(diff);
  const line = (l: number) => map.toHead(l, l)?.start;

  it('moves lines outside the hunks by what the hunks above them added or removed', () => {
    assert.deepEqual([1, 5, 8, 10, 12, 21, 22, 30].map(line), [1, 5, 6, 8, 10, 19, 22, 30]);
  });

  it('gives no line for one the base changed or added, nor for a span with a change inside', () => {
    assert.deepEqual([6, 7, 11].map(line), [undefined, undefined, undefined]);
    assert.equal(map.toHead(20, 22), undefined, 'the removal after line 21 is inside the span');
    assert.deepEqual(map.toHead(20, 21), { start: 18, end: 19 }, 'the removal after line 21 is below it');
    assert.deepEqual(map.toHead(12, 14), { start: 10, end: 12 });
  });
});

describe('line references in annotation texts', () => {
  it('rewrites path:line (column kept) at the start, after spaces, brackets and quotes; a note follows the whole reference; undefined keeps it', async () => {
    const seen: string[] = [];
    const mapped = await mapLineReferences('a.c:3:7 (b/c.h:10) `a.c:4` "a.c:5", http://h:80 a.c:x 0x10:2:3 keep.c:9', async (path, line) => {
      seen.push(`${path}:${line}`);
      if (path === 'keep.c' || path === '0x10') return undefined;
      return line === 4 ? { note: 'changed' } : { line: line + 100 };
    });
    assert.equal(mapped, 'a.c:103:7 (b/c.h:110) `a.c:4 (changed)` "a.c:105", http://h:80 a.c:x 0x10:2:3 keep.c:9');
    assert.deepEqual(seen, ['a.c:3', 'b/c.h:10', 'a.c:4', 'a.c:5', '0x10:2', 'keep.c:9']);
    assert.equal(await mapLineReferences('a.c:3:7', async () => ({ note: 'n' })), 'a.c:3:7 (n)');
    assert.equal(await mapLineReferences('no references', async () => assert.fail('not asked')), 'no references');
  });
});

describe('check run summary', () => {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it('is cut to the Checks API limit without splitting an emoji, and says so', () => {
    for (const summary of ['🔴'.repeat(40_000), `x${'🔴'.repeat(40_000)}`]) {
      const clipped = clipCheckSummary(summary);
      assert.ok(clipped.length <= 65_535, `${clipped.length} characters`);
      assert.ok(clipped.length >= 65_534, 'the space is used');
      assert.doesNotMatch(clipped, loneSurrogate);
      assert.match(clipped, /… \(truncated; see the job summary\)$/);
    }
    assert.equal(clipCheckSummary('short'), 'short');
  });
});

describe('build dependencies', () => {
  const list = (file: string) => parsePackageList(readFileSync(join(REPO_ROOT, file), 'utf8'));

  it('reads one package a line, with comments and blank lines', () => {
    assert.deepEqual(parsePackageList('# head\ncmake   # why\n\n  clang-16\t# why too\n'), ['cmake', 'clang-16']);
  });

  it('needs only packages heddle\'s own bootstrap installs (so CI builds heddle the way the action does)', () => {
    const project = new Set(list('scripts/debian-packages.txt'));
    const action = list('ci-action/build-dependencies.txt');
    assert.ok(action.includes('cmake') && action.includes('llvm-16-dev'));
    assert.deepEqual(action.filter((p) => !project.has(p)), []);
  });

  it('asks dpkg which are missing', { skip: missingPackages([]) === undefined ? 'no dpkg here' : false }, () => {
    assert.deepEqual(missingPackages(['cmake', 'heddle-test-absent-package']), ['heddle-test-absent-package']);
  });
});
