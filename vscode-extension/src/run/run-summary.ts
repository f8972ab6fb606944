// "What is new and what was fixed since the previous run" after a Run under heddle (issue #14, item 2), and what a
// filter fixed after "Run with this filter" (issue #13): the new SARIF log compared with the one the run replaced,
// through @heddle/sarif's baseline (fingerprints first, then rule + location + message).
import { ANNOTATION_SUGGESTION_RULE, baselineCounts, compareWithBaseline, type Log } from '@heddle/sarif';

export function runSummary(current: Log, previous: Log | undefined): string {
  const total = current.runs.reduce((n, run) => n + (run.results?.length ?? 0), 0);
  const found = total === 0 ? 'no reports' : `${total} report${total === 1 ? '' : 's'}`;
  if (!previous) return `heddle: ${found}.`;
  const counts = baselineCounts(compareWithBaseline(current, previous));
  return `heddle: ${found}; since the previous run ${counts.new} new, ${counts.absent} fixed, ${counts.unchanged} unchanged.`;
}

const results = (n: number) => `${n} result${n === 1 ? '' : 's'}`;

/** The log without race mode's annotation suggestions: notes on how memory is shared, not problems a filter fixes. */
function reportsOnly(log: Log): Log {
  return { ...log, runs: log.runs.map((run) => ({ ...run, ...(run.results && { results: run.results.filter((r) => r.ruleId !== ANNOTATION_SUGGESTION_RULE) }) })) };
}

/** After a run with `filter` installed: the previous run's reports it no longer has, those it still has, and any new ones. */
export function filterRunSummary(currentLog: Log, previousLog: Log | undefined, filter: string): string {
  const [current, previous] = [reportsOnly(currentLog), previousLog && reportsOnly(previousLog)];
  if (!previous) return `heddle: with ${filter}: ${runSummary(current, undefined).replace(/^heddle: (.*)\.$/, '$1')} (no previous run to compare with).`;
  const counts = baselineCounts(compareWithBaseline(current, previous));
  const added = counts.new > 0 ? `, new: ${results(counts.new)}` : '';
  return `heddle: with ${filter}: fixed by the filter: ${results(counts.absent)}, still present: ${results(counts.unchanged)}${added}.`;
}
