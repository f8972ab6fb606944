// Fixes and annotation suggestions: result.fixes resolved into ResolvedFix (artifact locations like
// locations', regions with SARIF's defaults, the run's columnKind) and properties.suggestion typed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ANNOTATION_SUGGESTION_RULE, artifactFilePath, resolveResults, validateSarif, type Log, type Result,
} from '../src/index.js';
import { assertSdkValid, fixture, fixturePath } from './helpers.js';

const FIXTURE = 'annotation-suggestions.handwritten.sarif';

function logWith(result: Partial<Result>, run: Partial<Log['runs'][number]> = {}): Log {
  return {
    version: '2.1.0',
    runs: [{
      tool: { driver: { name: 'heddle' } },
      results: [{ ruleId: ANNOTATION_SUGGESTION_RULE, message: { text: 'm' }, ...result }],
      ...run,
    }],
  };
}

const insertion = (line: number, text: string) => ({
  deletedRegion: { startLine: line, startColumn: 1, endLine: line, endColumn: 1 },
  insertedContent: { text },
});

describe('fixes and annotation suggestions', () => {
  it('the runtime-shaped fixture passes the SARIF SDK validator (both rule kinds)', () => {
    assertSdkValid(fixturePath(FIXTURE));
  });

  it('resolves every fix: description, columnKind, artifact, absolute URI, replacements in log order', () => {
    const results = resolveResults(fixture(FIXTURE));
    assert.deepEqual(results.map((r) => [r.ruleId, r.level, r.fixes.length]), [
      ['annotation-suggestion', 'note', 1], ['annotation-suggestion', 'note', 1], ['annotation-suggestion', 'note', 1],
      ['annotation-suggestion', 'note', 1], ['annotation-suggestion', 'note', 0],
    ]);
    const [locked] = results[0]!.fixes;
    assert.deepEqual(locked, {
      description: 'Annotate `counter` as locked by `m`',
      columnKind: 'utf16CodeUnits',
      changes: [{
        artifact: { uri: 'src/app.c', uriBaseId: '%SRCROOT%', path: 'src/app.c' },
        absoluteUri: 'file:///work/app/src/app.c',
        replacements: [
          { deleted: { startLine: 6, startColumn: 1, endLine: 6, endColumn: 1 }, inserted: 'HEDDLE_GLOBAL_LOCKED(counter, &m);\n' },
          { deleted: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 }, inserted: '#include <heddle.h>\n' },
        ],
      }],
    });
    const racy = results[3]!.fixes[0]!.changes[0]!.replacements;
    assert.deepEqual(racy[0], { deleted: { startLine: 30, startColumn: 16, endLine: 30, endColumn: 23 }, inserted: 'heddle_malloc(' });
  });

  it('types properties.suggestion; a suggestion without fixes still carries it', () => {
    const results = resolveResults(fixture(FIXTURE));
    assert.deepEqual(results[0]!.heddle.suggestion, { kind: 'locked', object: 'counter', lock: 'm', threads: 3 });
    assert.deepEqual(results[1]!.heddle.suggestion, { kind: 'locked', object: 'heap object of 48 bytes allocated in main', lock: 'q->lock', variable: 'q', threads: 3 });
    assert.deepEqual(results[4]!.heddle.suggestion?.kind, 'hand-off');
    assert.deepEqual(results[4]!.fixes, []);
  });

  it('leaves out a suggestion of an unknown kind, unknown fields and malformed calls; a heap object has no object name', () => {
    const call = { call: 'heddle_acquire_write', expression: 'w', line: 12, accessLine: 13 };
    const kinds = [
      { kind: 'guessed', object: 'x' },
      { kind: 'locked' },
      { kind: 'racy', object: 'x', lock: 7, extra: true },
      { kind: 'hand-off', calls: [call, { ...call, call: 'free' }, { ...call, line: '12' }, 'w'] },
      // read-shared phases: the readers' calls too
      { kind: 'read-shared', calls: [{ ...call, call: 'heddle_acquire_read' }, { ...call, call: 'heddle_release_read' }, call] },
      // a struct whose runs of fields have different policies (runtime/race/field_infer.c)
      { kind: 'fields', object: 'dotstr', threads: 5, sliceBytes: [16, 8, 8] },
      // no fix, and why (runtime/reporter/sarif_suggestion.c); a reason that is no string is left out
      { kind: 'sticky-read', object: 'SIZE', noFix: 'no place was found.' },
      { kind: 'sticky-read', object: 'SIZE', noFix: 3 },
    ];
    const read = kinds.map((suggestion) => resolveResults(logWith({ properties: { suggestion } }))[0]!.heddle.suggestion);
    assert.deepEqual(read, [
      undefined,
      { kind: 'locked' },
      { kind: 'racy', object: 'x' },
      { kind: 'hand-off', calls: [call] },
      { kind: 'read-shared', calls: [{ ...call, call: 'heddle_acquire_read' }, { ...call, call: 'heddle_release_read' }, call] },
      { kind: 'fields', object: 'dotstr', threads: 5 },
      { kind: 'sticky-read', object: 'SIZE', noFix: 'no place was found.' },
      { kind: 'sticky-read', object: 'SIZE' },
    ]);
  });

  it('follows artifact indices, defaults regions, and resolves other base ids through originalUriBaseIds', () => {
    const log = logWith({
      fixes: [{
        artifactChanges: [
          { artifactLocation: { index: 0 }, replacements: [{ deletedRegion: { startLine: 4 } }] },
          { artifactLocation: { uri: 'gen/x.h', uriBaseId: 'BUILD' }, replacements: [insertion(2, 'int y;\n')] },
        ],
      }],
    }, {
      columnKind: 'unicodeCodePoints',
      artifacts: [{ location: { uri: 'lib/a%20b.c', uriBaseId: 'SRCROOT' } }],
      originalUriBaseIds: { SRCROOT: { uri: 'file:///src/' }, BUILD: { uri: 'out/', uriBaseId: 'SRCROOT' } },
    });
    assert.deepEqual(validateSarif(log), []);
    const [fix] = resolveResults(log)[0]!.fixes;
    assert.equal(fix!.description, '');
    assert.equal(fix!.columnKind, 'unicodeCodePoints');
    const [a, b] = fix!.changes;
    assert.deepEqual(a, {
      artifact: { uri: 'lib/a%20b.c', uriBaseId: 'SRCROOT', path: 'lib/a b.c' },
      absoluteUri: 'file:///src/lib/a%20b.c',
      replacements: [{ deleted: { startLine: 4, endLine: 4 }, inserted: '' }],
    });
    assert.equal(b!.absoluteUri, 'file:///src/out/gen/x.h');
    // Source-root paths lie under the srcRoot given (the checkout here); other base ids follow the log.
    assert.equal(artifactFilePath(a!.artifact, '/checkout', a!.absoluteUri), '/checkout/lib/a b.c');
    assert.equal(artifactFilePath(b!.artifact, '/checkout', b!.absoluteUri), '/src/out/gen/x.h');
    assert.equal(artifactFilePath({ uri: 'file:///abs/y.c', path: '/abs/y.c' }, '/checkout'), '/abs/y.c');
    assert.equal(artifactFilePath({ uri: 'https://example.com/y.c', path: 'https://example.com/y.c' }, '/checkout'), undefined);
    assert.equal(artifactFilePath({ uri: 'rel.c', uriBaseId: 'UNKNOWN', path: 'rel.c' }, '/checkout'), '/checkout/rel.c');
  });

  it('marks a fix it cannot apply by line and column with the reason, instead of guessing', () => {
    const offsets = logWith({
      fixes: [{
        description: { text: 'by offset' },
        artifactChanges: [{ artifactLocation: { uri: 'a.c' }, replacements: [{ deletedRegion: { charOffset: 10, charLength: 0 }, insertedContent: { text: 'x' } }] }],
      }],
    });
    const [fix] = resolveResults(offsets)[0]!.fixes;
    assert.deepEqual(fix!.changes, []);
    assert.match(fix!.problem ?? '', /deletedRegion without startLine/);
    const binary = logWith({
      fixes: [{ artifactChanges: [{ artifactLocation: { uri: 'a.c' }, replacements: [{ deletedRegion: { startLine: 1 }, insertedContent: { binary: 'AAAA' } }] }] }],
    });
    assert.match(resolveResults(binary)[0]!.fixes[0]!.problem ?? '', /binary insertedContent/);
  });
});
