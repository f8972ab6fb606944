// Terminal text in the spirit of a ThreadSanitizer report: a banner per result, the
// message, the object and its policy, every thread's stack innermost frame first (#0),
// related locations, and a one-line SUMMARY. Used by `heddle-sarif render --format text`
// and the main job's summary.
import type { Log } from '../types.js';
import { formatSpan, type ResolvedLocation, type ResolvedResult } from '../model.js';
import { resolveResults } from '../resolve.js';

const BANNER = '==================';

function frameLine(frame: ResolvedLocation, n: number): string {
  const where = frame.span ? formatSpan(frame.span) : '<unknown location>';
  const fn = frame.functionName ? `${frame.functionName} ` : '';
  const note = frame.message && frame.message !== frame.functionName ? `  (${frame.message})` : '';
  return `    #${n} ${fn}${where}${note}`;
}

function heddleFacts(r: ResolvedResult): string[] {
  const { object, objectSize, policy, owner, access, accessSize, thread, detail } = r.heddle;
  const lines: string[] = [];
  if (object !== undefined || policy !== undefined) {
    const details = [objectSize !== undefined && `${objectSize} bytes`, policy && `policy ${policy}`, owner !== undefined && `owner T${owner}`].filter(Boolean).join(', ');
    lines.push(`  Object: ${object ?? '<unnamed>'}${details ? ` (${details})` : ''}`);
  }
  if (access !== undefined) {
    lines.push(`  Access: ${access}${accessSize !== undefined ? ` of size ${accessSize}` : ''}${thread !== undefined ? ` by thread T${thread}` : ''}`);
  }
  if (detail) lines.push(`  Detail: ${detail}`);
  return lines;
}

/** One result as a TSan-style block (without the banners). */
export function renderResultText(r: ResolvedResult): string {
  const at = r.primary?.span ? ` at ${formatSpan(r.primary.span)}` : '';
  const lines = [`${r.level.toUpperCase()}: ${r.toolName}: ${r.ruleId}${at}${r.baselineState ? ` [${r.baselineState}]` : ''}`];
  for (const line of r.message.split('\n')) lines.push(`  ${line}`);
  lines.push(...heddleFacts(r));
  for (const thread of r.threads) {
    lines.push(`  ${thread.name}:`);
    [...thread.frames].reverse().forEach((frame, n) => lines.push(frameLine(frame, n)));
  }
  const related = r.related.filter((l) => l.span);
  if (related.length > 0) {
    lines.push('  Related locations:');
    for (const l of related) lines.push(`    ${l.message ?? 'related'}: ${formatSpan(l.span!)}`);
  }
  const fn = r.primary?.functionName ?? r.threads.find((t) => t.frames.length > 0)?.frames.at(-1)?.functionName;
  lines.push(`SUMMARY: ${r.toolName}: ${r.ruleId}${r.primary?.span ? ` ${formatSpan(r.primary.span)}` : ''}${fn ? ` in ${fn}` : ''}`);
  return lines.join('\n');
}

function tally(results: ResolvedResult[], runs: number): string {
  const byLevel = new Map<string, number>();
  for (const r of results) byLevel.set(r.level, (byLevel.get(r.level) ?? 0) + 1);
  const levels = ['error', 'warning', 'note', 'none'].filter((l) => byLevel.has(l)).map((l) => `${byLevel.get(l)} ${l}`);
  const noun = results.length === 1 ? 'result' : 'results';
  return `${results.length} ${noun}${levels.length ? ` (${levels.join(', ')})` : ''} in ${runs} run${runs === 1 ? '' : 's'}`;
}

/** The whole log as text; absent (baseline-only) results are left out, as they are fixed. */
export function renderText(log: Log): string {
  const results = resolveResults(log).filter((r) => r.baselineState !== 'absent');
  const blocks = results.map((r) => `${BANNER}\n${renderResultText(r)}\n${BANNER}`);
  return `${[...blocks, `heddle-sarif: ${tally(results, log.runs.length)}`].join('\n')}\n`;
}
