// Keeps a log inside what GitHub code scanning accepts (github-limits.ts), dropping the
// least severe material first and saying so in a tool execution notification of the run,
// instead of writing a file GitHub rejects.
import { gzipSync } from 'node:zlib';
import {
  MAX_GZIPPED_BYTES,
  MAX_LOCATIONS_PER_RESULT,
  MAX_RESULTS_PER_RUN,
  MAX_RUNS_PER_FILE,
  MAX_THREAD_FLOW_LOCATIONS_PER_RESULT,
} from './github-limits.js';
import { writeJson } from './json-writer.js';
import { levelRank } from './model.js';
import { findRule, levelOf, runCategory } from './resolve.js';
import type { Log, Result, Run } from './types.js';

/** Adds a warning notification to the run's first invocation (creating one if needed). */
export function addRunNotification(run: Run, text: string): void {
  const invocations = (run.invocations ??= []);
  if (invocations.length === 0) invocations.push({ executionSuccessful: true });
  const invocation = invocations[0]!;
  (invocation.toolExecutionNotifications ??= []).push({ level: 'warning', message: { text: `heddle-sarif: ${text}` } });
}

const severity = (result: Result, run: Run) => levelRank(levelOf(result, findRule(result, run)));

/** Keeps the `keep` most severe results, in their original order. */
function keepMostSevere(run: Run, results: Result[], keep: number): Result[] {
  const ranked = results.map((result, i) => ({ i, rank: severity(result, run) })).sort((a, b) => b.rank - a.rank || a.i - b.i);
  const kept = new Set(ranked.slice(0, keep).map((x) => x.i));
  return results.filter((_, i) => kept.has(i));
}

function hasPhysicalLocation(result: Result): boolean {
  const physical = result.locations?.[0]?.physicalLocation;
  return !!(physical?.artifactLocation?.uri ?? physical?.artifactLocation?.index !== undefined);
}

/** Per-result limits; returns what it had to cut. */
function trimResult(result: Result): string[] {
  const cuts: string[] = [];
  if ((result.locations?.length ?? 0) > MAX_LOCATIONS_PER_RESULT) {
    cuts.push(`locations ${result.locations!.length}→${MAX_LOCATIONS_PER_RESULT}`);
    result.locations = result.locations!.slice(0, MAX_LOCATIONS_PER_RESULT);
  }
  if ((result.relatedLocations?.length ?? 0) > MAX_LOCATIONS_PER_RESULT) {
    cuts.push(`relatedLocations ${result.relatedLocations!.length}→${MAX_LOCATIONS_PER_RESULT}`);
    result.relatedLocations = result.relatedLocations!.slice(0, MAX_LOCATIONS_PER_RESULT);
  }
  let budget = MAX_THREAD_FLOW_LOCATIONS_PER_RESULT;
  let dropped = 0;
  for (const codeFlow of result.codeFlows ?? []) {
    codeFlow.threadFlows = codeFlow.threadFlows.filter((threadFlow, i) => {
      const n = threadFlow.locations.length;
      // A threadFlow needs one location at least; the first of each codeFlow is always kept.
      if (budget === 0 && i > 0) {
        dropped += n;
        return false;
      }
      const keep = Math.max(1, Math.min(n, budget));
      // Keep the innermost end of each flow (the access), drop the outermost frames.
      if (keep < n) {
        threadFlow.locations = threadFlow.locations.slice(n - keep);
        dropped += n - keep;
      }
      budget = Math.max(0, budget - keep);
      return true;
    });
  }
  if (dropped > 0) cuts.push(`${dropped} threadFlow locations`);
  return cuts;
}

function trimRun(run: Run): void {
  let results = run.results ?? [];
  const unlocated = results.filter((r) => !hasPhysicalLocation(r));
  if (unlocated.length > 0) {
    results = results.filter(hasPhysicalLocation);
    const sample = unlocated.slice(0, 3).map((r) => `${r.ruleId ?? '?'}: ${r.message.text ?? r.message.id ?? ''}`).join('; ');
    addRunNotification(run, `${unlocated.length} result(s) without a source location were removed (GitHub rejects an upload containing one): ${sample}`);
  }
  if (results.length > MAX_RESULTS_PER_RUN) {
    addRunNotification(run, `${results.length - MAX_RESULTS_PER_RUN} of ${results.length} results were removed, least severe first, to stay within GitHub's ${MAX_RESULTS_PER_RUN} results per run`);
    results = keepMostSevere(run, results, MAX_RESULTS_PER_RUN);
  }
  let trimmed = 0;
  const cuts = new Set<string>();
  for (const result of results) {
    const cut = trimResult(result);
    if (cut.length > 0) trimmed++;
    for (const c of cut) cuts.add(c.replace(/\d+/g, 'N'));
  }
  if (trimmed > 0) addRunNotification(run, `${trimmed} result(s) were shortened to GitHub's per-result limits (${[...cuts].join(', ')})`);
  if (run.results) run.results = results;
}

function maxSeverity(run: Run): number {
  return Math.max(-1, ...(run.results ?? []).map((r) => severity(r, run)));
}

/** Whether the log, gzipped, fits GitHub's upload limit (gzip only runs when the raw JSON does not fit). */
function fitsUploadSize(log: Log, maxBytes: number): boolean {
  // Written in pieces (json-writer.ts): a log may be nested too deep for JSON.stringify, or too big for one string.
  const chunks: Buffer[] = [];
  let bytes = 0;
  writeJson(log, (chunk) => {
    const buffer = Buffer.from(chunk);
    bytes += buffer.length;
    chunks.push(buffer);
  }, 0);
  return bytes <= maxBytes || gzipSync(Buffer.concat(chunks, bytes)).length <= maxBytes;
}

export interface LimitOptions {
  /** Gzipped size limit (default GitHub's 10 MB; smaller in tests). */
  maxGzippedBytes?: number;
}

/** Applies every GitHub limit in place and returns the log. */
export function enforceGithubLimits(log: Log, options: LimitOptions = {}): Log {
  const maxGzippedBytes = options.maxGzippedBytes ?? MAX_GZIPPED_BYTES;
  if (log.runs.length > MAX_RUNS_PER_FILE) {
    const ranked = log.runs.map((run, i) => ({ run, i, rank: maxSeverity(run) })).sort((a, b) => b.rank - a.rank || a.i - b.i);
    const kept = ranked.slice(0, MAX_RUNS_PER_FILE).sort((a, b) => a.i - b.i).map((x) => x.run);
    const dropped = ranked.slice(MAX_RUNS_PER_FILE).map(({ run }) => `${run.tool.driver.name}${runCategory(run) ? ` (${runCategory(run)})` : ''}: ${run.results?.length ?? 0} results`);
    log.runs = kept;
    addRunNotification(kept[0]!, `${dropped.length} run(s) were removed, least severe first, to stay within GitHub's ${MAX_RUNS_PER_FILE} runs per file: ${dropped.join('; ')}`);
  }
  for (const run of log.runs) trimRun(run);
  // Size last: drop the least severe tenth of the largest run until the upload fits.
  for (let round = 0; round < 50 && !fitsUploadSize(log, maxGzippedBytes); round++) {
    const run = log.runs.reduce((a, b) => ((b.results?.length ?? 0) > (a.results?.length ?? 0) ? b : a));
    const results = run.results ?? [];
    if (results.length === 0) break;
    const keep = Math.floor(results.length * 0.9);
    addRunNotification(run, `${results.length - keep} results were removed, least severe first, to keep the file under ${(maxGzippedBytes / 1024 / 1024).toFixed(maxGzippedBytes < 1024 * 1024 ? 2 : 0)} MB gzipped`);
    run.results = keepMostSevere(run, results, keep);
  }
  return log;
}
