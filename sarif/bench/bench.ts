// Benchmark (a script, not a test): load, merge and diff time and peak memory for a
// generated 100k-result heddle log. Run: npm run bench -w sarif  [-- RESULTS]
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { baselineCounts, compareWithBaseline, mergeLogs, readSarifFile, renderMarkdown, toGithubAnnotations, type Log } from '../src/index.js';
import { generateLog } from '../test/support/generate-log.js';

const count = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'heddle-sarif-bench-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpu);
  // CPU seconds next to wall seconds: on a shared, loaded machine the wall time mostly measures the others.
  const wall = ((performance.now() - start) / 1000).toFixed(2).padStart(7);
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(2).padStart(7);
  console.log(`${label.padEnd(44)} wall ${wall} s   cpu ${cpuSeconds} s   heap ${mb(process.memoryUsage().heapUsed)}`);
  return value;
}

try {
  const path = join(dir, 'big.sarif');
  const baselinePath = join(dir, 'baseline.sarif');
  await timed(`generate ${count} results and write`, () => {
    const log = generateLog({ results: count });
    writeFileSync(path, JSON.stringify(log)); // compact, as large logs are written
    // The baseline: every 10th result fixed, so the diff has absent and new results too.
    const baseline = structuredClone(log);
    baseline.runs[0]!.results = baseline.runs[0]!.results!.filter((_, i) => i % 10 !== 0);
    // ... and some baseline results that no longer occur (absent).
    baseline.runs[0]!.results!.forEach((r, i) => {
      if (i % 50 === 0) {
        r.partialFingerprints = { primaryLocationLineHash: `fixed-${i}` };
        r.message = { text: `A result fixed since the baseline (${i}).` };
      }
    });
    writeFileSync(baselinePath, JSON.stringify(baseline));
  });
  console.log(`log size: ${mb(statSync(path).size)}, baseline ${mb(statSync(baselinePath).size)}`);

  const log: Log = await timed('load (parse + schema validation)', () => readSarifFile(path));
  const baseline: Log = await timed('load baseline', () => readSarifFile(baselinePath));
  const shards = [0, 1, 2, 3].map((k) => ({ ...log, runs: [{ ...log.runs[0]!, results: log.runs[0]!.results!.filter((_, i) => i % 4 === k) }] }));
  const merged = await timed('merge 4 shards (dedupe, no GitHub limits)', () => mergeLogs(shards, { githubLimits: false }));
  await timed('merge 4 shards within GitHub limits', () => mergeLogs(shards));
  const diff = await timed('diff against baseline', () => compareWithBaseline(merged, baseline));
  console.log(`diff: ${JSON.stringify(baselineCounts(diff))}`);
  await timed('render markdown summary', () => renderMarkdown(diff));
  await timed('GitHub annotations', () => toGithubAnnotations(diff));
  console.log(`peak RSS: ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
