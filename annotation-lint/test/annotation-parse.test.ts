// heddle.h's promise: every annotation form parses with tree-sitter-c without
// ERROR nodes (HEDDLE_GLOBAL at file scope is a top-level expression
// statement) — for every form of the API, and in every example and benchmark
// program of the repository that uses them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'web-tree-sitter';
import { ANNOTATIONS, createCParser, POLICIES } from '../src/index.js';

const top = fileURLToPath(new URL('../../', import.meta.url));
const ANNOTATION_LINE = /\b(HEDDLE_GLOBAL|HEDDLE_GLOBAL_LOCKED|heddle_[a-z_]+)\s*\(/;

function errorRows(n: Node, out: Set<number>): Set<number> {
  if (n.isError || n.isMissing) {
    for (let r = n.startPosition.row; r <= n.endPosition.row; r++) out.add(r);
  } else if (n.hasError) {
    for (const c of n.children) if (c) errorRows(c, out);
  }
  return out;
}

function cFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cFiles(path);
    return name.endsWith('.c') ? [path] : [];
  });
}

test('every annotation form of heddle.h parses without ERROR nodes', async () => {
  const parser = await createCParser();
  const argument = { global: 'counter', policy: 'HEDDLE_PRIVATE', mutex: '&m', object: '&counter', value: '16' } as const;
  const lines = ['#include "heddle.h"', 'pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;', 'int counter;'];
  for (const policy of POLICIES.filter((p) => p !== 'HEDDLE_LOCKED')) lines.push(`HEDDLE_GLOBAL(counter, ${policy});`);
  lines.push('HEDDLE_GLOBAL_LOCKED(counter, &m);', 'void f(void) {');
  for (const [name, params] of Object.entries(ANNOTATIONS)) {
    if (name.startsWith('HEDDLE_')) continue;
    lines.push(`  ${name}(${params.map((p) => argument[p]).join(', ')});`);
  }
  lines.push('  int *p = heddle_malloc(4 * sizeof(int), HEDDLE_UNTOUCHED);', '  heddle_slice(p, sizeof(int), 2, (size_t[]){2, 2});', '}');
  const tree = parser.parse(lines.join('\n'))!;
  assert.equal(tree.rootNode.hasError, false, tree.rootNode.toString());
  const topLevel = tree.rootNode.namedChildren.filter((n) => n?.type === 'expression_statement');
  assert.equal(topLevel.length, POLICIES.length, 'each HEDDLE_GLOBAL(_LOCKED) is one top-level expression statement');
});

test('annotations in runtime/examples and tests/benchmarks parse without ERROR nodes', async (t) => {
  const files = [...cFiles(join(top, 'runtime/examples')), ...cFiles(join(top, 'tests/benchmarks'))];
  if (files.length === 0) return t.skip('no example or benchmark programs yet');
  const parser = await createCParser();
  let annotationLines = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const bad = errorRows(parser.parse(text)!.rootNode, new Set());
    text.split('\n').forEach((line, row) => {
      if (!ANNOTATION_LINE.test(line)) return;
      annotationLines++;
      assert.ok(!bad.has(row), `${file}:${row + 1}: tree-sitter-c has an ERROR node on this annotation: ${line.trim()}`);
    });
  }
  assert.ok(annotationLines > 0, 'the programs use annotations');
});
