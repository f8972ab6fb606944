// Unit tests of the inference figures' pure parts: extracting the hand annotations from C source
// (hand-annotations.ts), matching race mode's suggestions with them (inference.ts), mapping a patched
// file's lines back (apply.ts originalLine), and their totals and rendering.
// Run: node scripts/ts-test.mjs tests/benchmarks (ctest: benchmarks-harness-unit).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { originalLine } from '../harness/apply.js';
import { allocationWrappers, extractHandAnnotations } from '../harness/hand-annotations.js';
import { matchSuggestions, type PlacedSuggestion } from '../harness/inference.js';
import { renderShort } from '../harness/markdown.js';
import type { InferenceResult, ProgramResult } from '../harness/results.js';
import { summarizeInference } from '../harness/summary.js';

const PROGRAM = `#include <heddle.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long counter;
HEDDLE_GLOBAL_LOCKED(counter, &m);
static double rate;
HEDDLE_GLOBAL(flag, HEDDLE_RACY);
struct config { int n; } cfg;

static void worker(double *mine) {
  heddle_acquire_write(mine); /* a parameter: not resolved */
}

int main(void) {
  double *x = heddle_malloc(8, HEDDLE_UNTOUCHED), *y = heddle_malloc(8, HEDDLE_RACY);
  heddle_slice(x, 8, 2, lengths);
  struct q *q = calloc(1, sizeof *q);
  heddle_set_locked(q, &q->lock);
  char *buf = xmalloc(100);
  heddle_set_sticky_read(buf);
  heddle_acquire_read(x + 4);
  heddle_set_sticky_read(&rate);
  heddle_set_sticky_read(&cfg);
  int *lone = heddle_malloc(4, HEDDLE_PRIVATE);
  return 0;
}
`;
const LIB = `void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}
`;

describe('hand annotations', () => {
  const files = [{ path: '/x/prog.c', text: PROGRAM }];
  const wrappers = allocationWrappers([...files, { path: '/x/lib.c', text: LIB }]);
  const { annotations, unresolved } = extractHandAnnotations(files, wrappers);
  const by = (object: string) => annotations.find((a) => a.object === object);

  test('a wrapper returning what malloc gave it allocates at its malloc line', () => {
    assert.deepEqual([...wrappers], [['xmalloc', 'lib.c:2']]);
  });
  test('globals: HEDDLE_GLOBAL*, and heddle_set_*(&name)', () => {
    assert.deepEqual(by('global:counter'), { object: 'global:counter', policies: ['locked'], at: 'prog.c:4' });
    assert.deepEqual(by('global:flag')?.policies, ['racy']);
    assert.deepEqual(by('global:rate')?.policies, ['sticky-read']);
    assert.deepEqual(by('global:cfg')?.policies, ['sticky-read']);
  });
  test('heap objects: by allocation, two on one line, offsets, wrappers, every policy of the object', () => {
    assert.deepEqual(by('heap:prog.c:14 x'), { object: 'heap:prog.c:14 x', site: 'prog.c:14', policies: ['read-shared', 'slice'], at: 'prog.c:14' });
    assert.deepEqual(by('heap:prog.c:14 y')?.policies, ['racy']);
    assert.deepEqual(by('heap:prog.c:16 q')?.policies, ['locked']);
    assert.deepEqual(by('heap:prog.c:18 buf'), { object: 'heap:prog.c:18 buf', site: 'lib.c:2', policies: ['sticky-read'], at: 'prog.c:19' });
  });
  test('no policy (private, untouched) is no annotation; a parameter is not resolved', () => {
    assert.equal(by('heap:prog.c:23 lone'), undefined);
    assert.equal(annotations.length, 8);
    assert.deepEqual(unresolved, ['prog.c:10: heddle_acquire_write(mine)']);
  });
});

describe('matching suggestions', () => {
  const hand = extractHandAnnotations([{ path: 'p.c', text: PROGRAM }], new Map([['xmalloc', 'lib.c:2']])).annotations;
  const s = (kind: PlacedSuggestion['kind'], location: string, object?: string, occurrences = 1): PlacedSuggestion => ({
    kind,
    location,
    occurrences,
    ...(object && { object }),
  });
  const matches = matchSuggestions(hand, [
    s('locked', 'p.c:3', 'counter'),
    s('sticky-read', '(no location)', 'cfg.0'), // a part of the split global struct
    s('sticky-read', '(no location)', 'cfg.1'),
    s('racy', 'p.c:5', 'rate'), // wrong policy
    s('slice', 'p.c:14'), // x (either of its policies) ...
    s('locked', 'p.c:16'),
    s('sticky-read', 'lib.c:2'),
  ]);
  const of = (object: string) => matches.find((m) => m.object === object)!;
  test('same object and one of its policies', () => {
    assert.equal(of('global:counter').reproduced, true);
    assert.equal(of('global:cfg').reproduced, true);
    assert.deepEqual(of('global:rate'), { object: 'global:rate', at: 'p.c:21', policies: ['sticky-read'], suggested: ['racy'], reproduced: false });
    assert.equal(of('heap:p.c:16 q').reproduced, true);
    assert.equal(of('heap:p.c:18 buf').reproduced, true);
  });
  test('a suggestion reproduces at most its occurrences', () => {
    assert.equal(of('heap:p.c:14 x').reproduced, true);
    assert.equal(of('heap:p.c:14 y').reproduced, false, 'the slice suggestion at p.c:14 was used by x');
    assert.equal(of('global:flag').suggested.length, 0);
  });
});

test('originalLine: inserted lines map to the original line after them', () => {
  const f = originalLine('a\nb\nc\n', '#include <heddle.h>\na\nb\nANNOTATE(b);\nc\n');
  assert.deepEqual([1, 2, 3, 4, 5].map(f), [1, 1, 2, 3, 3]);
});

describe('totals and rendering', () => {
  const inference = (reproduced: number, clean: boolean, found: boolean): InferenceResult => ({
    hand_annotations: 5,
    reproduced,
    suggestions: 6,
    annotations: [],
    unresolved: [],
    applied: {
      annotate_status: 0,
      refused: [],
      variants: [
        { variant: 'correct', builds: true, reports: clean ? 0 : 2 },
        { variant: 'bug', builds: true, reports: 1, finds_bug: found },
      ],
    },
  });
  const row = (i: InferenceResult) => ({ name: 'p', kind: 'benchmark', inference: i }) as unknown as ProgramResult;
  test('sums over the programs', () => {
    assert.deepEqual(summarizeInference([row(inference(5, true, true)), row(inference(3, false, false))]), {
      hand_annotations: 10,
      reproduced: 8,
      suggestions: 12,
      programs: 2,
      builds: 2,
      runs_clean: 1,
      bug_variants: 2,
      bugs_found: 1,
    });
    assert.equal(summarizeInference([{ name: 'p', kind: 'benchmark' } as unknown as ProgramResult]), undefined);
  });
  test('the summary lines', () => {
    const s = summarizeInference([row(inference(5, true, true)), row(inference(3, false, false))])!;
    const text = renderShort({
      config: { scale: 0.1, reps: 1, runtime_has_race_mode: true },
      programs: [],
      summary: {
        geomean_ratio: {},
        geomean_rss_ratio: {},
        overhead_advantage: {},
        race_slowdown_advantage: {},
        inference: s,
        targets: { inference_reproduces_80_percent: true, inference_applied_clean: false, inference_bugs_still_found: false },
      },
    } as unknown as Parameters<typeof renderShort>[0]);
    assert.match(text, /^ {2}inference: reproduced 8\/10 hand annotations \(80%\) with 12 suggestions; applied: 2\/2 build, 1\/2 run clean in strict mode, 1\/2 still find their bug$/m);
    assert.match(text, /^ {2}inference targets: ≥ 80% reproduced \(80%\) met; applied: 0 reports in strict mode NOT met; applied: every bug still found NOT met$/m);
  });
});
