// Precision on real annotated programs: every error heddle-lint reports on the
// benchmark suite (tests/benchmarks/) is at a location the suite's ground truth
// lists for one of its seeded bugs (the #ifdef BUG_* branches are linted too),
// and the statically visible seeded bugs are found.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LintProject } from '../src/index.js';

const suite = fileURLToPath(new URL('../../tests/benchmarks/', import.meta.url));

interface GroundTruth {
  sources: string[];
  variants: { expected: { rule: string; location: string }[] }[];
}

test('errors on the benchmark programs are seeded bugs of the ground truth', async (t) => {
  const truthDir = join(suite, 'groundtruth');
  if (!existsSync(truthDir)) return t.skip('no benchmark ground truth yet');
  const truths = readdirSync(truthDir).filter((n) => n.endsWith('.json')).map((n) => JSON.parse(readFileSync(join(truthDir, n), 'utf8')) as GroundTruth);
  const found = new Set<string>();
  for (const truth of truths) {
    const project = await LintProject.create();
    // The programs start their threads through common/bench.c's run_threads helper: lint it with them.
    const common = join(suite, 'common');
    const shared = existsSync(common) ? readdirSync(common).filter((n) => n.endsWith('.c')).map((n) => `common/${n}`) : [];
    for (const source of [...truth.sources, ...shared]) {
      const path = join(suite, source);
      if (existsSync(path)) project.setFile(source, readFileSync(path, 'utf8'));
    }
    const expected = new Set(truth.variants.flatMap((v) => v.expected.map((e) => e.location)));
    for (const f of project.lint()) {
      if (f.severity !== 'error') continue;
      const location = `${basename(f.file)}:${f.range.start.line + 1}`;
      assert.ok(expected.has(location), `${location}: [${f.ruleId}] ${f.message} — not a seeded bug of the ground truth`);
      found.add(location);
    }
  }
  assert.ok(truths.length > 0);
  // Seeded bugs that are visible without running the program: a HEDDLE_GLOBAL_LOCKED global touched
  // without its mutex (the heap-object ones need the runtime).
  for (const location of ['histogram.c:33', 'kmeans.c:107', 'logger.c:62', 'logger.c:63']) {
    if (truths.some((tr) => tr.variants.some((v) => v.expected.some((e) => e.location === location)))) {
      assert.ok(found.has(location), `the seeded bug at ${location} is not found`);
    }
  }
});
