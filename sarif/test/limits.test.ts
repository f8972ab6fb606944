import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  MAX_LOCATIONS_PER_RESULT,
  MAX_RESULTS_PER_RUN,
  MAX_RUNS_PER_FILE,
  MAX_THREAD_FLOW_LOCATIONS_PER_RESULT,
  enforceGithubLimits,
  mergeLogs,
  sourceLocation,
  type Log,
  type Run,
} from '../src/index.js';
import { assertSdkValid, writeLog } from './helpers.js';
import { generateLog } from './support/generate-log.js';

const notes = (run: Run) => (run.invocations?.[0]?.toolExecutionNotifications ?? []).map((n) => n.message.text ?? '');

describe('GitHub limits', () => {
  it('keeps 25,000 results per run, dropping the least severe first, and says so', () => {
    // 30 errors among 25,100 notes and warnings.
    const log = generateLog({ results: 25_130, level: (i) => (i % 837 === 0 ? 'error' : i % 2 ? 'note' : 'warning') });
    const errors = log.runs[0]!.results!.filter((r) => r.level === 'error').length;
    const trimmed = enforceGithubLimits(log);
    const results = trimmed.runs[0]!.results!;
    assert.equal(results.length, MAX_RESULTS_PER_RUN);
    assert.equal(results.filter((r) => r.level === 'error').length, errors, 'every error is kept');
    assert.ok(results.filter((r) => r.level === 'warning').length >= results.filter((r) => r.level === 'note').length, 'notes go before warnings');
    assert.match(notes(trimmed.runs[0]!).join('\n'), /130 of 25130 results were removed, least severe first/);
  });

  it('keeps 20 runs per file, the most severe ones', () => {
    const runs = Array.from({ length: 23 }, (_, i) => generateLog({ results: 2, category: `shard-${i}`, level: () => (i < 3 ? 'note' : 'error') }).runs[0]!);
    const log = enforceGithubLimits({ version: '2.1.0', runs });
    assert.equal(log.runs.length, MAX_RUNS_PER_FILE);
    assert.ok(log.runs.every((r) => r.automationDetails?.id !== 'shard-0/'), 'note-only runs were dropped');
    assert.match(notes(log.runs[0]!).join('\n'), /3 run\(s\) were removed.*shard-0.*shard-1.*shard-2/);
  });

  it('removes results without a source location (they fail the whole upload) and caps locations per result', () => {
    const log = generateLog({ results: 3 });
    const [unlocated, many] = log.runs[0]!.results!;
    delete unlocated!.locations;
    many!.locations = Array.from({ length: MAX_LOCATIONS_PER_RESULT + 5 }, (_, i) => sourceLocation({ path: 'src/a.c', startLine: i + 1 }));
    const trimmed = enforceGithubLimits(log);
    const results = trimmed.runs[0]!.results!;
    assert.equal(results.length, 2);
    assert.equal(results[0]!.locations!.length, MAX_LOCATIONS_PER_RESULT);
    const text = notes(trimmed.runs[0]!).join('\n');
    assert.match(text, /1 result\(s\) without a source location were removed/);
    assert.match(text, /1 result\(s\) were shortened to GitHub's per-result limits \(locations N→N\)/);
    assertSdkValid(writeLog('limits-trimmed.sarif', trimmed));
  });

  it('caps threadFlow locations per result, keeping the innermost end of each flow', () => {
    const log = generateLog({ results: 1 });
    const flows = log.runs[0]!.results![0]!.codeFlows![0]!.threadFlows;
    flows[0]!.locations = Array.from({ length: MAX_THREAD_FLOW_LOCATIONS_PER_RESULT + 300 }, (_, i) => ({ location: sourceLocation({ path: 'src/b.c', startLine: i + 1 }) }));
    const trimmed = enforceGithubLimits(log).runs[0]!.results![0]!;
    const kept = trimmed.codeFlows![0]!.threadFlows;
    assert.equal(kept.reduce((n, t) => n + t.locations.length, 0), MAX_THREAD_FLOW_LOCATIONS_PER_RESULT);
    assert.equal(kept.length, 1, 'the second thread had no budget left and no empty threadFlow is written');
    assert.equal(kept[0]!.locations.at(-1)!.location!.physicalLocation!.region!.startLine, MAX_THREAD_FLOW_LOCATIONS_PER_RESULT + 300);
  });

  it('shrinks a log over the gzipped size limit, least severe results first', () => {
    const log = generateLog({ results: 3_000, level: (i) => (i % 100 === 0 ? 'error' : 'note') });
    const trimmed = enforceGithubLimits(log, { maxGzippedBytes: 64 * 1024 });
    const results = trimmed.runs[0]!.results!;
    assert.ok(results.length < 3_000 && results.length > 0, `${results.length} results kept`);
    assert.equal(results.filter((r) => r.level === 'error').length, 30, 'every error is kept');
    assert.ok(gzipSync(JSON.stringify(trimmed)).length <= 64 * 1024);
    assert.match(notes(trimmed.runs[0]!).join('\n'), /results were removed, least severe first, to keep the file under 0\.06 MB gzipped/);
  });

  it('merge applies the limits; a merge of two 15,000-result shards stays uploadable', () => {
    const a: Log = generateLog({ results: 15_000 });
    const b: Log = generateLog({ results: 15_000 });
    // Other findings than shard a's: their own fingerprints (a message alone does not make a result distinct).
    b.runs[0]!.results!.forEach((r, i) => {
      r.message.text = `shard b ${i}`;
      r.partialFingerprints = { primaryLocationLineHash: `b${i.toString(16).padStart(15, '0')}:1` };
    });
    const merged = mergeLogs([a, b]);
    assert.equal(merged.runs.length, 1);
    assert.equal(merged.runs[0]!.results!.length, MAX_RESULTS_PER_RUN);
  });
});
