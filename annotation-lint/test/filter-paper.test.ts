// The LOOM paper's own filters (Fig. 3, Fig. 5) parse with the meaning the paper gives them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFilter, printConstraint, type Constraint } from '../src/index.js';

function only(text: string): Constraint {
  const { ast, diagnostics } = parseFilter(text);
  assert.deepEqual(diagnostics, []);
  assert.equal(ast.constraints.length, 1);
  return ast.constraints[0]!;
}

test('Fig. 3 filter 1: the region from log.cc:5 to log.cc:6 excludes all other code', () => {
  const c = only('{log.cc:5, log.cc:6} <> *');
  assert.equal(c.kind, 'unilateralExclusion');
  if (c.kind !== 'unilateralExclusion' || c.region.kind !== 'codeRegion') return assert.fail();
  assert.deepEqual(c.region.entries.map((e) => [e.file, e.line]), [['log.cc', 5]]);
  assert.deepEqual(c.region.exits.map((e) => [e.file, e.line]), [['log.cc', 6]]);
});

test('Fig. 3 filter 2: that region and MYSQL_LOG::is_open are mutually exclusive', () => {
  const c = only('{log.cc:5, log.cc:6} <> MYSQL_LOG::is_open');
  if (c.kind !== 'mutualExclusion') return assert.fail(c.kind);
  assert.equal(c.regions[1]!.kind, 'functionRegion');
  assert.equal(c.regions[1]!.kind === 'functionRegion' && c.regions[1]!.name, 'MYSQL_LOG::is_open');
  assert.equal(printConstraint(c), 'MYSQL_LOG::is_open <> {log.cc:5; log.cc:6}');
});

test('Fig. 3 filter 3: exclusion only for the same log object (this)', () => {
  const c = only('{log.cc:5 (this), log.cc:6 (this)} <> MYSQL_LOG::is_open(this)');
  if (c.kind !== 'mutualExclusion') return assert.fail(c.kind);
  const [region, fn] = c.regions;
  assert.ok(region?.kind === 'codeRegion' && fn?.kind === 'functionRegion');
  assert.deepEqual(region.entries[0]!.expr, { kind: 'name', name: 'this', range: { start: { line: 0, character: 11 }, end: { line: 0, character: 15 } } });
  assert.deepEqual(fn.args?.map((a) => a.kind === 'name' && a.name), ['this']);
});

test('Fig. 5: pbzip2.cpp:10 runs numCPU times before pbzip2.cpp:5', () => {
  const c = only('pbzip2.cpp:10 {numCPU} > pbzip2.cpp:5');
  if (c.kind !== 'executionOrder') return assert.fail(c.kind);
  const [first, second] = c.events;
  assert.equal(first!.line, 10);
  assert.equal(first!.count?.kind === 'name' && first!.count.name, 'numCPU');
  assert.equal(second!.line, 5);
  assert.equal(second!.count, undefined);
  assert.deepEqual(first!.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 22 } });
});
