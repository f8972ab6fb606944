// Terminal text in the spirit of a ThreadSanitizer report: a banner per result, the
// message, the object and its policy, the access or call, then per thread one block per
// event (allocation, policy change, the reported access) with its own stack, innermost
// frame first (#0), related locations, and a one-line SUMMARY. Used by `heddle-sarif
// render --format text`, the GitHub view's raw details and the language server's hover.
import type { Log } from '../types.js';
import { formatSpan, type ResolvedLocation, type ResolvedResult, type ResolvedThreadEvent } from '../model.js';
import { resolveResults } from '../resolve.js';
import { noteworthyInvocations } from '../invocations.js';
import { reportedCall, reportedEvent } from '../reported.js';

const BANNER = '==================';

/** A frame's own note is shown unless it only repeats the function or the event's message. */
function frameLine(frame: ResolvedLocation, n: number, event: ResolvedThreadEvent): string {
  const where = frame.binary ? `(${frame.binary.module}${frame.binary.offset !== undefined ? `+0x${frame.binary.offset.toString(16)}` : ''})` : frame.span ? formatSpan(frame.span) : '<unknown location>';
  const fn = frame.functionName ? `${frame.functionName} ` : '';
  const repeats = frame.message === frame.functionName || frame.message === event.message;
  const note = frame.message && !repeats ? `  (${frame.message})` : '';
  return `      #${n} ${fn}${where}${note}`;
}

function eventLines(event: ResolvedThreadEvent): string[] {
  const order = event.executionOrder !== undefined ? `[${event.executionOrder}] ` : '';
  return [`    ${order}${event.message ?? 'step'}:`, ...event.stack.map((frame, n) => frameLine(frame, n, event))];
}

function accessLine(r: ResolvedResult): string | undefined {
  const { access, accessSize, thread } = r.heddle;
  const by = thread !== undefined ? ` by thread T${thread}` : '';
  const call = reportedCall(r);
  if (call) return `  Call: ${call.functionName ?? 'heddle API'}${by}`;
  if (access === undefined) return undefined;
  return `  Access: ${access}${accessSize !== undefined ? ` of size ${accessSize}` : ''}${by}`;
}

function heddleFacts(r: ResolvedResult): string[] {
  const { object, objectSize, policy, owner, detail } = r.heddle;
  const lines: string[] = [];
  if (object !== undefined || policy !== undefined) {
    const details = [objectSize !== undefined && `${objectSize} bytes`, policy && `policy ${policy}`, owner !== undefined && `owner T${owner}`].filter(Boolean).join(', ');
    lines.push(`  Object: ${object ?? '<unnamed>'}${details ? ` (${details})` : ''}`);
  }
  const access = accessLine(r);
  if (access) lines.push(access);
  // The runtime's message already quotes the detail ("Detail: …"); say it once.
  if (detail && !r.message.includes(detail)) lines.push(`  Detail: ${detail}`);
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
    for (const event of thread.events) lines.push(...eventLines(event));
  }
  const related = r.related.filter((l) => l.span);
  if (related.length > 0) {
    lines.push('  Related locations:');
    for (const l of related) lines.push(`    ${l.message ?? 'related'}: ${formatSpan(l.span!)}`);
  }
  const fn = r.primary?.functionName ?? (reportedEvent(r) ?? r.threads.find((t) => t.events.length > 0)?.events.at(-1))?.location.functionName;
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

/** One line per failed tool run and per notification, as heddle's own `heddle: error:` lines. */
function invocationLines(log: Log): string[] {
  return noteworthyInvocations(log).flatMap((o) => [
    ...(o.executionSuccessful ? [] : [`heddle-sarif: ${o.tool} did not complete${o.exitCode !== undefined ? ` (exit ${o.exitCode})` : ''}${o.commandLine ? `: ${o.commandLine}` : ''}`]),
    ...o.notifications.map((n) => `heddle-sarif: ${o.tool}: ${n.level}: ${n.where ? `${n.where}: ` : ''}${n.message}`),
  ]);
}

/** The whole log as text; absent (baseline-only) results are left out, as they are fixed. */
export function renderText(log: Log): string {
  const results = resolveResults(log).filter((r) => r.baselineState !== 'absent');
  const blocks = results.map((r) => `${BANNER}\n${renderResultText(r)}\n${BANNER}`);
  return `${[...blocks, ...invocationLines(log), `heddle-sarif: ${tally(results, log.runs.length)}`].join('\n')}\n`;
}
