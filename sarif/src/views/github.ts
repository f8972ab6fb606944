// GitHub annotations: the Checks API shape (also rendered as workflow commands), built
// within GitHub's limits — at most 10 workflow-command annotations per level per step and
// 50 per job are shown; the Checks API takes 50 per request. Results that do not fit are
// returned as `omitted` so the caller can list them in the job summary instead.
import { isAbsolute, relative, sep } from 'node:path';
import type { Log } from '../types.js';
import { byImportance, type ResolvedResult } from '../model.js';
import { resolveResults } from '../resolve.js';
import { renderResultText } from './text.js';
import { truncateChars, truncateUtf8 } from './text-budget.js';
import {
  MAX_ANNOTATIONS_PER_JOB,
  MAX_ANNOTATIONS_PER_LEVEL_PER_STEP,
  MAX_ANNOTATION_TEXT_BYTES,
  MAX_ANNOTATION_TITLE_CHARS,
  MAX_CHECK_ANNOTATIONS_PER_REQUEST,
} from '../github-limits.js';

export type AnnotationLevel = 'notice' | 'warning' | 'failure';

/** Field names as the Checks API wants them (`output.annotations[]`). */
export interface GithubAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  /** Only when start_line === end_line (a Checks API rule). */
  start_column?: number;
  end_column?: number;
  annotation_level: AnnotationLevel;
  title: string;
  message: string;
  raw_details?: string;
}

export interface GithubViewOptions {
  /** Annotations per level (default 10, GitHub's per-step limit for workflow commands); Infinity for the Checks API. */
  maxPerLevel?: number;
  /** Annotations in total (default 50, the per-job limit); Infinity for the Checks API. */
  maxTotal?: number;
  /** Results for which this returns true are annotated first (e.g. those on lines the PR changed). */
  prioritize?: (result: ResolvedResult) => boolean;
  /** Absolute repository root: absolute artifact paths are made relative to it. */
  srcRoot?: string;
}

export interface GithubView {
  annotations: GithubAnnotation[];
  /** Results with a location that did not fit the budget, in report order. */
  omitted: ResolvedResult[];
  /** Results without a source location (cannot be annotated). */
  unlocated: ResolvedResult[];
}

const LEVELS: Record<ResolvedResult['level'], AnnotationLevel> = { error: 'failure', warning: 'warning', note: 'notice', none: 'notice' };

function repoPath(path: string, srcRoot: string | undefined): string {
  const rel = isAbsolute(path) && srcRoot ? relative(srcRoot, path) : path;
  return rel.split(sep).join('/');
}

export function toGithubAnnotation(r: ResolvedResult, srcRoot?: string): GithubAnnotation | undefined {
  const span = r.primary?.span;
  if (!span) return undefined;
  const oneLine = span.endLine === span.startLine;
  return {
    path: repoPath(span.path, srcRoot),
    start_line: span.startLine,
    end_line: span.endLine,
    ...(oneLine && span.startColumn !== undefined && { start_column: span.startColumn }),
    // SARIF endColumn is exclusive, GitHub's end_column inclusive.
    ...(oneLine && span.startColumn !== undefined && span.endColumn !== undefined && { end_column: Math.max(span.startColumn, span.endColumn - 1) }),
    annotation_level: LEVELS[r.level],
    title: truncateChars(`${r.ruleId}: ${r.title}`, MAX_ANNOTATION_TITLE_CHARS),
    message: truncateUtf8(r.message, MAX_ANNOTATION_TEXT_BYTES),
    raw_details: truncateUtf8(renderResultText(r), MAX_ANNOTATION_TEXT_BYTES),
  };
}

/** Annotations for the log's results (absent ones excluded), prioritized, within the budget. */
export function toGithubAnnotations(input: Log | ResolvedResult[], options: GithubViewOptions = {}): GithubView {
  const maxPerLevel = options.maxPerLevel ?? MAX_ANNOTATIONS_PER_LEVEL_PER_STEP;
  const maxTotal = options.maxTotal ?? MAX_ANNOTATIONS_PER_JOB;
  const results = (Array.isArray(input) ? input : resolveResults(input)).filter((r) => r.baselineState !== 'absent');
  // Asked once per result, not per comparison: a caller's test may build the result's annotation.
  const prioritized = new Set(options.prioritize ? results.filter((r) => options.prioritize!(r)) : []);
  const first = (r: ResolvedResult) => (prioritized.has(r) ? 1 : 0);
  const ordered = [...results].sort((a, b) => first(b) - first(a) || byImportance(a, b));
  const view: GithubView = { annotations: [], omitted: [], unlocated: [] };
  const perLevel = new Map<AnnotationLevel, number>();
  for (const r of ordered) {
    if (!r.primary?.span) {
      view.unlocated.push(r);
      continue;
    }
    const level = LEVELS[r.level];
    const used = perLevel.get(level) ?? 0;
    if (used >= maxPerLevel || view.annotations.length >= maxTotal) {
      view.omitted.push(r);
      continue;
    }
    perLevel.set(level, used + 1);
    view.annotations.push(toGithubAnnotation(r, options.srcRoot)!);
  }
  return view;
}

/** Splits annotations into Checks API requests of at most 50. */
export function checkRunBatches(annotations: GithubAnnotation[]): GithubAnnotation[][] {
  const batches: GithubAnnotation[][] = [];
  for (let i = 0; i < annotations.length; i += MAX_CHECK_ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(i, i + MAX_CHECK_ANNOTATIONS_PER_REQUEST));
  }
  return batches;
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
const COMMANDS: Record<AnnotationLevel, string> = { failure: 'error', warning: 'warning', notice: 'notice' };

/** `::error file=…,line=…::message` — the workflow command for one annotation. */
export function formatWorkflowCommand(a: GithubAnnotation): string {
  const props: [string, string | number | undefined][] = [
    ['file', a.path],
    ['line', a.start_line],
    ['endLine', a.end_line],
    ['col', a.start_column],
    ['endColumn', a.end_column],
    ['title', a.title],
  ];
  const list = props.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
  return `::${COMMANDS[a.annotation_level]} ${list}::${escapeData(a.message)}`;
}
