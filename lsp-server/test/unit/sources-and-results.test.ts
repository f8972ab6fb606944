import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { documentKind, WATCHED_FILES_GLOB } from '../../src/documents.js';
import { RuntimeResults, type RuntimeResult } from '../../src/runtime-results.js';
import { SourceDirectories } from '../../src/source-directories.js';

test('the file-watcher glob matches exactly the files the server has a kind for (lower- and upper-case extensions)', () => {
  const watched = picomatch(WATCHED_FILES_GLOB);
  for (const name of ['a.c', 'a.h', 'a.cc', 'a.cpp', 'a.cxx', 'a.c++', 'a.hpp', 'a.hh', 'a.hxx', 'a.C', 'a.H', 'a.CPP', 'a.HPP', 'a.hfilter', 'a.txt', 'a.sarif', 'a.c.orig', 'a.js']) {
    assert.equal(watched(`src/${name}`), documentKind(name) !== undefined, name);
  }
});

test('source directories: listed once while the directory stays the same, again after a file appears or the watcher says so', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-lsp-dirs-'));
  try {
    writeFileSync(join(dir, 'a.c'), '');
    writeFileSync(join(dir, 'b.h'), '');
    writeFileSync(join(dir, 'notes.txt'), '');
    const directories = new SourceDirectories();
    const first = directories.sources(dir);
    assert.deepEqual([...first].sort(), [join(dir, 'a.c'), join(dir, 'b.h')]);
    assert.equal(directories.sources(dir), first, 'the directory was read again although it did not change');
    writeFileSync(join(dir, 'c.cpp'), '');
    assert.ok(directories.sources(dir).includes(join(dir, 'c.cpp')));
    const listed = directories.sources(dir);
    directories.forget(dir);
    assert.notEqual(directories.sources(dir), listed);
    assert.deepEqual(directories.sources(join(dir, 'missing')), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const result = (logPath: string, index: number, uri: string, line: number): RuntimeResult => ({
  key: `${logPath}#0/${index}`,
  logPath,
  ruleId: 'sharing-violation',
  uri,
  diagnostic: { range: { start: { line, character: 0 }, end: { line, character: 5 } }, message: `result ${index}` },
  threads: [],
  report: `report ${index}`,
});

test('runtime results are found by file and by key across logs, also after an edit moved them', () => {
  const results = new RuntimeResults();
  const [a, b] = ['file:///w/a.c', 'file:///w/b.c'];
  assert.deepEqual([...results.replaceLog('/w/one.sarif', [result('/w/one.sarif', 0, a, 3), result('/w/one.sarif', 1, b, 4)])].sort(), [a, b]);
  results.replaceLog('/w/two.sarif', [result('/w/two.sarif', 0, a, 8)]);
  assert.deepEqual(results.forUri(a).map((r) => r.key), ['/w/one.sarif#0/0', '/w/two.sarif#0/0']);
  assert.equal(results.byKey('/w/one.sarif#0/1')?.uri, b);
  // Two lines inserted at the top of a.c: its results move, b.c's stay.
  const moved = results.followEdits(a, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n\n', startOffset: 0, oldEndOffset: 0 }]);
  assert.equal(moved, true);
  assert.deepEqual(results.forUri(a).map((r) => r.diagnostic.range.start.line), [5, 10]);
  assert.equal(results.byKey('/w/two.sarif#0/0')?.diagnostic.range.start.line, 10);
  assert.deepEqual(results.at(a, { start: { line: 5, character: 2 }, end: { line: 5, character: 2 } }).map((r) => r.key), ['/w/one.sarif#0/0']);
  assert.deepEqual([...results.removeLog('/w/one.sarif')].sort(), [a, b]);
  assert.deepEqual(results.forUri(b), []);
});
