// The quick fixes of a runtime result (issue #14, items 6 and 12): lock around the access (a mutex of the file,
// or a new one beside the global), HEDDLE_RACY, the acquire/release bracket and the locked annotation — each
// applied to the source and compiled with heddle-cc, and none that annotates what is annotated already.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { annotationFixes } from '../../src/annotation-fixes.js';
import type { RuntimeResult } from '../../src/runtime-results.js';
import { SyntaxTrees } from '../../src/syntax.js';
import { applyTextEdits } from '../support/edits.js';
import { fixturesDir } from '../support/fixture-workspace.js';

const top = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const heddleCc = join(top, process.env['HEDDLE_BUILD_DIR'] ?? 'build', 'bin', 'heddle-cc');

// The fixture's counter.c (annotated, with a mutex) and the same program bare: no heddle.h, no mutex, no annotation.
const ANNOTATED = readFileSync(join(fixturesDir, 'workspace', 'counter.c'), 'utf8');
const SOURCE = ANNOTATED.replace('#include "heddle.h"\n', '').replace(/pthread_mutex_t counter_lock.*\n/, '').replace('HEDDLE_GLOBAL(counter, HEDDLE_PRIVATE);\n', '');

function result(ruleId: string, access?: 'read' | 'write'): RuntimeResult {
  const range = { start: { line: 8, character: 4 }, end: { line: 8, character: 11 } };
  return { key: 'k', logPath: '/l', ruleId, uri: 'file:///w/t.c', diagnostic: { range, message: 'race' }, objectName: 'counter', threads: [], report: '', ...(access && { access }) };
}

async function fixesFor(text: string, r: RuntimeResult) {
  const trees = await SyntaxTrees.create();
  trees.open(r.uri, text);
  const document = TextDocument.create(r.uri, 'c', 1, text);
  return annotationFixes(r, document, trees.get(r.uri)!).map((f) => ({ title: f.title, text: applyTextEdits(text, f.edits) }));
}

function compiles(text: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-runtime-fix-'));
  try {
    writeFileSync(join(dir, 't.c'), text);
    const cc = spawnSync(heddleCc, ['-fsyntax-only', '-Werror=implicit-function-declaration', 't.c'], { cwd: dir, encoding: 'utf8' });
    return cc.status === 0 ? undefined : cc.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a data race: lock around the access with a new mutex beside the global, or annotate it racy; both compile', async () => {
  assert.ok(existsSync(heddleCc), `${heddleCc} is missing: build the runtime first`);
  const fixes = await fixesFor(SOURCE, result('data-race'));
  const lock = fixes.find((f) => f.title.startsWith('Lock around the access: pthread_mutex_lock(&counter_lock)'));
  assert.ok(lock, fixes.map((f) => f.title).join(' | '));
  assert.match(lock.text, /int counter;\nstatic pthread_mutex_t counter_lock = PTHREAD_MUTEX_INITIALIZER;\n/);
  assert.match(lock.text, /\n    pthread_mutex_lock\(&counter_lock\);\n    counter\+\+;\n    pthread_mutex_unlock\(&counter_lock\);\n/);
  const racy = fixes.find((f) => f.title.startsWith('Annotate: HEDDLE_GLOBAL(counter, HEDDLE_RACY)'));
  assert.ok(racy);
  assert.match(racy.text, /#include <stdio.h>\n#include "heddle.h"\n/);
  assert.match(racy.text, /int counter;\nHEDDLE_GLOBAL\(counter, HEDDLE_RACY\);\n/);
  for (const fix of fixes) assert.equal(compiles(fix.text), undefined, fix.title);
});

test('a sharing violation with a mutex in the file: every fix compiles; HEDDLE_RACY replaces the policy, and is not offered twice', async () => {
  const annotated = ANNOTATED;
  const r = { ...result('sharing-violation', 'write'), diagnostic: { ...result('sharing-violation').diagnostic, range: { start: { line: 11, character: 4 }, end: { line: 11, character: 9 } } } };
  const fixes = await fixesFor(annotated, r);
  const titles = fixes.map((f) => f.title);
  assert.ok(titles.some((t) => t.startsWith('Lock around the access: pthread_mutex_lock(&counter_lock)')), titles.join(' | '));
  assert.ok(!titles.some((t) => t.includes('static pthread_mutex_t')), 'no new mutex when the file has one');
  const racy = fixes.find((f) => f.title.startsWith('Annotate: HEDDLE_GLOBAL(counter, HEDDLE_RACY)'))!;
  assert.equal(racy.text.match(/HEDDLE_GLOBAL\(counter/g)?.length, 1, 'the annotation replaced, not a second one added');
  for (const fix of fixes) assert.equal(compiles(fix.text), undefined, fix.title);
  const already = await fixesFor(annotated.replace('HEDDLE_PRIVATE);', 'HEDDLE_RACY);'), r);
  assert.ok(!already.some((f) => f.title.includes('HEDDLE_RACY')), 'already racy: not offered');
});
