// Merging results about different heap objects at one location (issue #12, item 5): two shards reported one line
// writing a 3.9 MB and a 786 KB buffer; the results have the same rule, location and fingerprint (which must not
// depend on addresses), so merge used to keep the first and drop the second, and a reader never saw the other
// object. Now the kept result names every object: message, related locations (allocation sites), properties.objects.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeLogs, resolveResults, validateSarif, type Log, type Result } from '../src/index.js';
import { OBJECTS_NAMED_MAX } from '../src/objects.js';
import { assertSdkValid, fixture, writeLog } from './helpers.js';

/** The runtime's api-misuse log (a 32-byte heap object allocated at api_misuse.c:13), its object replaced. */
function shard(size: number, allocationLine: number, pid = 100): Log {
  const log = fixture('runtime-real/api-misuse.sarif');
  const result = log.runs[0]!.results![0]!;
  log.runs[0]!.results = [result];
  result.message.text = result.message.text!.replace('a 32-byte heap object', `a ${size}-byte heap object`);
  result.relatedLocations!.find((l) => l.message?.text === 'allocation site')!.physicalLocation!.region!.startLine = allocationLine;
  result.properties = { ...result.properties, objectSize: size, pid, address: `0x${(pid * 4096).toString(16)}` };
  return log;
}

const only = (log: Log): Result => {
  assert.deepEqual(log.runs.map((r) => r.results?.length), [1]);
  return log.runs[0]!.results![0]!;
};

describe('merge: one finding, several objects', () => {
  it('names both buffers: message, allocation sites, properties.objects; the fingerprint stays', () => {
    const big = shard(4_089_446, 13, 100);
    const small = shard(786_432, 20, 200);
    const fingerprint = big.runs[0]!.results![0]!.partialFingerprints;
    const merged = mergeLogs([big, small], { srcRoot: '/src' });
    assert.deepEqual(validateSarif(merged), []);
    const result = only(merged);
    assert.deepEqual(result.partialFingerprints, fingerprint);
    assert.match(result.message.text!, /on a 4089446-byte heap object\..* Also reported at this location for a 786432-byte heap object \[allocated here\]\(3\)\.$/);
    const site = result.relatedLocations!.find((l) => l.id === 3)!;
    assert.deepEqual([site.message?.text, site.physicalLocation?.region?.startLine], ['allocation site of a 786432-byte heap object', 20]);
    assert.deepEqual((result.properties as { objects: unknown }).objects, [
      { objectSize: 4_089_446, allocatedAt: 'api_misuse.c:13:15' },
      { objectSize: 786_432, allocatedAt: 'api_misuse.c:20:15' },
    ]);
    // The views show the link as the related location it points to.
    const resolved = resolveResults(merged)[0]!;
    assert.ok(resolved.related.some((r) => r.span?.startLine === 20), 'the second allocation site is a related location');
    assertSdkValid(writeLog('merged-objects.sarif', merged));
  });

  it('the same object twice (two runs, other pids and addresses) stays one result, unchanged', () => {
    const once = mergeLogs([shard(64, 13, 1)], { srcRoot: '/src' });
    const twice = mergeLogs([shard(64, 13, 1), shard(64, 13, 2)], { srcRoot: '/src' });
    assert.deepEqual(only(twice), only(once));
  });

  it('merging merged logs again adds nothing new; a third object is added once', () => {
    const merged = mergeLogs([shard(100, 13), shard(200, 20)], { srcRoot: '/src' });
    const again = mergeLogs([merged, shard(200, 20), shard(100, 13)], { srcRoot: '/src' });
    assert.deepEqual(only(again), only(merged));
    const third = only(mergeLogs([merged, shard(300, 30), shard(300, 30)], { srcRoot: '/src' }));
    assert.equal((third.properties as { objects: unknown[] }).objects.length, 3);
    assert.match(third.message.text!, /\. Also reported at this location for a 200-byte heap object \[allocated here\]\(3\), a 300-byte heap object \[allocated here\]\(4\)\.$/);
    // Merged the other way round: the merged result's extra object keeps its allocation site.
    const reversed = only(mergeLogs([shard(300, 30), merged], { srcRoot: '/src' }));
    assert.deepEqual((reversed.properties as { objects: { objectSize: number }[] }).objects.map((o) => o.objectSize), [300, 100, 200]);
    assert.deepEqual(reversed.relatedLocations!.filter((l) => l.message?.text?.startsWith('allocation site')).map((l) => l.physicalLocation?.region?.startLine), [30, 13, 20]);
  });

  it('says "an" where the runtime does (an 8-byte, an 11-byte, an 18000-byte heap object)', () => {
    const result = only(mergeLogs([shard(64, 13), shard(8, 20), shard(11, 30), shard(18_000, 40), shard(100, 50)], { srcRoot: '/src' }));
    assert.match(result.message.text!, / for an 8-byte heap object \[allocated here\]\(3\), an 11-byte heap object \[allocated here\]\(4\), an 18000-byte heap object \[allocated here\]\(5\), a 100-byte heap object \[allocated here\]\(6\)\.$/);
    assert.equal(result.relatedLocations!.find((l) => l.id === 3)?.message?.text, 'allocation site of an 8-byte heap object');
  });

  it(`names at most ${OBJECTS_NAMED_MAX} objects in the message and lists all in properties.objects`, () => {
    const logs = Array.from({ length: OBJECTS_NAMED_MAX + 3 }, (_, i) => shard(8 * (i + 1), 100 + i));
    const result = only(mergeLogs(logs, { srcRoot: '/src' }));
    assert.equal((result.properties as { objects: unknown[] }).objects.length, OBJECTS_NAMED_MAX + 3);
    assert.equal((result.message.text!.match(/\[allocated here\]/g) ?? []).length, OBJECTS_NAMED_MAX, 'its own allocation link and one per other named object');
    assert.match(result.message.text!, /\[allocated here\]\(11\) and 3 more object\(s\), all listed in properties\.objects\.$/);
    assert.equal(result.message.text!.split('Also reported').length, 2, 'one sentence names them');
  });
});
