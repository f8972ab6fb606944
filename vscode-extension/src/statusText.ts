// The status bar item's text and tooltip for a set of result counts (plain functions,
// unit-tested; statusBar.ts puts them on the item).
import type { ResultCounts } from './results/model.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function statusText(counts: ResultCounts): string {
  if (counts.total === 0) return '$(pass) heddle';
  return `$(error) ${counts.error} $(warning) ${counts.warning}${counts.note ? ` $(info) ${counts.note}` : ''} heddle`;
}

export function statusTooltip(counts: ResultCounts): string {
  return counts.total === 0
    ? "heddle: no results in the workspace's SARIF logs"
    : `heddle: ${plural(counts.total, 'result')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.note, 'note')}). Click to open.`;
}
