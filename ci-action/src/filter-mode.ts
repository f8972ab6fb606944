// filter-mode, as reviewdog's: which results of a pull request count — annotated and gating.
//   added         results whose lines the pull request added or changed
//   diff_context  results on lines its diff shows (added or context lines)
//   file          results in files it changed
//   nofilter      every result (the default; also outside pull requests, and in shards)
// Results filtered out stay in the SARIF and the summary's results view.
import type { GithubAnnotation } from '@heddle/sarif';
import { isOnChangedLines, type PullRequestDiff } from './changed-lines.js';
import { UserError } from './errors.js';

export type FilterMode = 'added' | 'diff_context' | 'file' | 'nofilter';
export const FILTER_MODES: readonly FilterMode[] = ['added', 'diff_context', 'file', 'nofilter'];

export function parseFilterMode(value: string): FilterMode {
  const v = value.trim().toLowerCase() || 'nofilter';
  if ((FILTER_MODES as readonly string[]).includes(v)) return v as FilterMode;
  throw new UserError(`input filter-mode: "${value}" is not one of ${FILTER_MODES.join(', ')} (as reviewdog's); nofilter (the default) keeps every result`);
}

/** Whether a result at this annotation's place (the head's lines) counts; `placed`: false for a result with no line in the head. */
export function passesFilter(mode: FilterMode, diff: PullRequestDiff, a: GithubAnnotation, placed: boolean): boolean {
  switch (mode) {
    case 'nofilter':
      return true;
    case 'file':
      return diff.added.has(a.path);
    case 'added':
      return placed && isOnChangedLines(diff.added, a.path, a.start_line, a.end_line);
    case 'diff_context':
      return placed && isOnChangedLines(diff.inDiff, a.path, a.start_line, a.end_line);
  }
}
