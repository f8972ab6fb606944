// The resolved view of one SARIF result that every renderer (LSP, GitHub, text, Markdown)
// works from: indices followed, message strings substituted, levels defaulted, threads
// collected. Defined once here so the views never re-read raw SARIF.
import type { BaselineState, HeddleResultProperties, Level, ReportingDescriptor, Result } from './types.js';

/** A file a location or a fix names. */
export interface ResolvedArtifact {
  /** The artifact URI as written (relative to uriBaseId, or absolute). */
  uri: string;
  uriBaseId?: string;
  /** A readable path: the relative path, or the file-system path of an absolute file: URI. */
  path: string;
}

/** A region of a text file, with SARIF's conventions (the fields of SourceSpan without the file). */
export interface TextRegion {
  /** 1-based. */
  startLine: number;
  startColumn?: number;
  /** 1-based, inclusive; equals startLine when the log gives none. */
  endLine: number;
  /** 1-based, exclusive (SARIF's convention); absent: the end of endLine (its newline excluded). */
  endColumn?: number;
}

export interface SourceSpan extends ResolvedArtifact, TextRegion {}

/** How a log counts columns (run.columnKind; SARIF 2.1.0's default is UTF-16 code units). */
export type ColumnKind = 'utf16CodeUnits' | 'unicodeCodePoints';

/** One replacement of a fix: the region deleted (empty: an insertion before its start) and the text put there. */
export interface ResolvedReplacement {
  deleted: TextRegion;
  inserted: string;
}

/** A fix's changes to one file. */
export interface ResolvedArtifactChange {
  artifact: ResolvedArtifact;
  /**
   * The artifact's absolute URI when it is absolute or its uriBaseId resolves through the run's
   * originalUriBaseIds (absoluteUriOf); undefined when it stays relative.
   */
  absoluteUri?: string;
  /** In log order. */
  replacements: ResolvedReplacement[];
}

/** One of a result's `fixes`, with its artifact locations resolved like locations are. */
export interface ResolvedFix {
  /** fix.description as plain text ('' when none). */
  description: string;
  /** The run's columnKind, so a fix can be applied on its own. */
  columnKind: ColumnKind;
  changes: ResolvedArtifactChange[];
  /** Set when the fix cannot be applied as written (e.g. offset-only regions); `changes` is then empty. */
  problem?: string;
}

export interface ResolvedLocation {
  span?: SourceSpan;
  /** The location's own message (plain text). */
  message?: string;
  /** Function (or other logical location) name. */
  functionName?: string;
  /** relatedLocations id, referenced from messages as `[text](id)`. */
  id?: number;
  /**
   * Set when the location is an address in a binary without a source region (a library
   * frame): `span` then names the module file at line 1, which views should not show as source.
   */
  binary?: { module: string; offset?: number };
}

/**
 * One event of a thread in the interleaving (an allocation, a policy change, the reported
 * access or call; for third-party paths, one step), with the call stack it happened in.
 * Decoded from either encoding described in README.md ("Threads and events").
 */
export interface ResolvedThreadEvent {
  /** What happened: the event location's message (e.g. "allocation", "heddle_release_write"). */
  message?: string;
  /** threadFlowLocation.kinds (e.g. "acquire", "release", "call"); empty when none. */
  kinds: string[];
  /** threadFlowLocation.executionOrder: the event's place in the whole interleaving. */
  executionOrder?: number;
  /** threadFlowLocation.nestingLevel of the event's own location, when present. */
  nestingLevel?: number;
  /** Where it happened: the innermost frame with user source (the location that carries the message). */
  location: ResolvedLocation;
  /** The call stack, innermost frame first; never empty (a step without a stack is just its location). */
  stack: ResolvedLocation[];
}

export interface ResolvedThread {
  /** threadFlow.id, if any. */
  id?: string;
  /** What to call the thread: threadFlow.message, else its id, else "thread N". */
  name: string;
  /** The thread's events in execution order, each with its own stack. Prefer this to `frames`. */
  events: ResolvedThreadEvent[];
  /**
   * Legacy flattened view, kept for existing consumers: every threadFlowLocation's location
   * in log order (outermost call first, the access last), event boundaries lost. New code
   * should use `events`.
   */
  frames: ResolvedLocation[];
}

export interface ResolvedResult {
  runIndex: number;
  resultIndex: number;
  toolName: string;
  /** GitHub category from runAutomationDetails.id ('' when none). */
  category: string;
  ruleId: string;
  rule?: ReportingDescriptor;
  /** rule.helpUri, for links from editors and summaries. */
  helpUri?: string;
  level: Level;
  /** Message as plain text (placeholders substituted, `[text](n)` links reduced to text). */
  message: string;
  /** Message as Markdown (message.markdown, else the text with links kept). */
  markdown: string;
  /** The first sentence of the message: GitHub's alert title. */
  title: string;
  primary?: ResolvedLocation;
  related: ResolvedLocation[];
  threads: ResolvedThread[];
  /** result.fixes, resolved (empty when none); the first is the one a tool proposes first. */
  fixes: ResolvedFix[];
  /** primaryLocationLineHash, else another partial fingerprint, else undefined. */
  fingerprint?: string;
  baselineState?: BaselineState;
  heddle: HeddleResultProperties;
  /** The raw result, for anything the model does not carry. */
  result: Result;
}

const LEVEL_RANK: Record<Level, number> = { error: 3, warning: 2, note: 1, none: 0 };

/** Higher is more severe; used to order and to truncate by severity. */
export function levelRank(level: Level): number {
  return LEVEL_RANK[level];
}

/** `file.c:12:5` (column omitted when unknown). */
export function formatSpan(span: SourceSpan): string {
  return `${span.path}:${span.startLine}${span.startColumn !== undefined ? `:${span.startColumn}` : ''}`;
}

/** Report order: new before others, then more severe first, then by file and line. */
export function byImportance(a: ResolvedResult, b: ResolvedResult): number {
  const isNew = (r: ResolvedResult) => (r.baselineState === 'new' ? 1 : 0);
  return (
    isNew(b) - isNew(a) ||
    levelRank(b.level) - levelRank(a.level) ||
    (a.primary?.span?.path ?? '').localeCompare(b.primary?.span?.path ?? '') ||
    (a.primary?.span?.startLine ?? 0) - (b.primary?.span?.startLine ?? 0) ||
    a.runIndex - b.runIndex ||
    a.resultIndex - b.resultIndex
  );
}
