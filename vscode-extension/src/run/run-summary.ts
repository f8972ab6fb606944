// "What is new and what was fixed since the previous run" after a Run under heddle (issue #14, item 2): the new
// SARIF log compared with the one the run replaced, through @heddle/sarif's baseline (fingerprints first, then
// rule + location + message).
import { baselineCounts, compareWithBaseline, type Log } from '@heddle/sarif';

export function runSummary(current: Log, previous: Log | undefined): string {
  const total = current.runs.reduce((n, run) => n + (run.results?.length ?? 0), 0);
  const found = total === 0 ? 'no reports' : `${total} report${total === 1 ? '' : 's'}`;
  if (!previous) return `heddle: ${found}.`;
  const counts = baselineCounts(compareWithBaseline(current, previous));
  return `heddle: ${found}; since the previous run ${counts.new} new, ${counts.absent} fixed, ${counts.unchanged} unchanged.`;
}
