import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DependencyGraph } from '../../src/dependency-graph.js';
import { DEFAULT_SETTINGS, parseSettings } from '../../src/settings.js';
import { ANNOTATIONS, POLICIES } from '../../src/lint-api.js';
import { ANNOTATION_DOCS, POLICY_DOCS } from '../../src/policies.js';

test('settings: nested and flat keys are read; bad values are named and replaced by defaults', () => {
  const nested = parseSettings({ results: { glob: 'out/*.sarif' }, lint: { enable: false } });
  assert.deepEqual(nested.problems, []);
  assert.equal(nested.settings.resultsGlob, 'out/*.sarif');
  assert.equal(nested.settings.lintEnable, false);
  assert.equal(parseSettings({ 'results.glob': 'x.sarif' }).settings.resultsGlob, 'x.sarif');

  const bad = parseSettings({ maxFileSize: -3, filterFile: '' });
  assert.equal(bad.settings.maxFileSize, DEFAULT_SETTINGS.maxFileSize);
  assert.equal(bad.settings.filterFile, DEFAULT_SETTINGS.filterFile);
  assert.equal(bad.problems.length, 2);
  assert.match(bad.problems[0]!, /heddle\.filterFile is ""; expected a non-empty relative path/);
  assert.deepEqual(parseSettings(null).settings, DEFAULT_SETTINGS);
});

test('dependency graph: dependents are found transitively and edges are replaced, not accumulated', () => {
  const graph = new DependencyGraph();
  graph.set('filter', ['a.c', 'b.c']);
  graph.set('a.c', ['b.c']);
  assert.deepEqual([...graph.dependentsOf('b.c')].sort(), ['a.c', 'filter']);
  graph.set('filter', ['a.c']);
  assert.deepEqual([...graph.dependentsOf('b.c')].sort(), ['a.c', 'filter']);
  graph.remove('a.c');
  assert.deepEqual([...graph.dependentsOf('b.c')], []);
  assert.deepEqual([...graph.dependentsOf('a.c')], ['filter']);
});

test('every name of the annotation API has editor documentation', () => {
  for (const policy of POLICIES) assert.ok(POLICY_DOCS[policy], policy);
  for (const name of Object.keys(ANNOTATIONS)) assert.ok(ANNOTATION_DOCS[name], name);
});
