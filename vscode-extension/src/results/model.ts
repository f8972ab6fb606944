// The results tree, as plain data: rule → file → result → thread → event → frame. Built from
// the ResolvedResult view of @heddle/sarif (the one place that reads SARIF), kept free of the
// VS Code API so it is unit-tested without an editor host. Unlike the SARIF viewer, which
// shows only the first threadFlow, a result here expands into every thread, each thread into
// its events (allocation, policy changes, the reported access) and each event into its stack.
import { fileURLToPath } from 'node:url';
import { formatSpan, levelRank, spanToFileUri } from '@heddle/sarif';
import type { Level, ResolvedLocation, ResolvedResult, ResolvedThreadEvent, SourceSpan } from '@heddle/sarif';

/** A source position to open: absolute file-system path, 1-based line and column. */
export interface SourcePosition {
  path: string;
  line: number;
  column: number;
}

export interface FrameNode {
  kind: 'frame';
  /** Function name, else the location's message, else the position. */
  label: string;
  /** `file.c:12:5`, as written in the log; `libc.so.6+0x27376` for a library frame without source. */
  description: string;
  position?: SourcePosition;
}

/** One event of a thread: what happened (e.g. "heddle_release_write", "write of 4 bytes (reported)") and its stack. */
export interface EventNode {
  kind: 'event';
  /** The event's message, else the function it happened in. */
  label: string;
  /** `file.c:12:5` of the event's location (its innermost user frame). */
  description: string;
  /** Its place in the whole interleaving (executionOrder), when the log says. */
  order?: number;
  /** The event's location: clicking the event opens it. */
  position?: SourcePosition;
  /** Innermost frame first, as a debugger's call stack shows it. */
  frames: FrameNode[];
}

export interface ThreadNode {
  kind: 'thread';
  label: string;
  /** In execution order. */
  events: EventNode[];
}

/** The result's related locations (allocation site, last policy change, ...), under one node. */
export interface RelatedNode {
  kind: 'related';
  label: string;
  frames: FrameNode[];
}

export interface ResultNode {
  kind: 'result';
  /** The message's first sentence. */
  label: string;
  /** `file.c:12` of the primary location. */
  description: string;
  tooltip: string;
  level: Level;
  ruleId: string;
  position?: SourcePosition;
  threads: ThreadNode[];
  /** Undefined when the result has no related locations. */
  related?: RelatedNode;
  /** The resolved result, for commands on the node (e.g. Add Execution Filter). */
  result: ResolvedResult;
  /** The SARIF file it came from. */
  logPath: string;
}

export interface FileNode {
  kind: 'file';
  /** Path as written in the log ("(no location)" for results without one). */
  label: string;
  results: ResultNode[];
}

export interface RuleNode {
  kind: 'rule';
  ruleId: string;
  /** The rule's short description, when the log has one. */
  description?: string;
  /** Most severe level of its results, for the icon. */
  level: Level;
  count: number;
  files: FileNode[];
}

export type ResultsTreeNode = RuleNode | FileNode | ResultNode | ThreadNode | EventNode | RelatedNode | FrameNode;

/** One SARIF log's results, as loaded by the results store. */
export interface LoadedLog {
  /** Absolute path of the SARIF file. */
  path: string;
  results: ResolvedResult[];
  /** Directory that %SRCROOT% and other relative URIs resolve against (the workspace folder). */
  sourceRoot: string;
}

const NO_LOCATION = '(no location)';

/** The file-system path of a span (relative URIs resolve against the source root, as the LSP view does). */
export function spanPath(span: SourceSpan, sourceRoot: string): string | undefined {
  const uri = spanToFileUri(span, sourceRoot);
  return uri.startsWith('file:') ? fileURLToPath(uri) : undefined;
}

function positionOf(location: ResolvedLocation | undefined, log: LoadedLog): SourcePosition | undefined {
  const span = location?.span;
  if (!span) return undefined;
  const path = spanPath(span, log.sourceRoot);
  return path === undefined ? undefined : { path, line: span.startLine, column: span.startColumn ?? 1 };
}

/** `libc.so.6+0x27376` for a library frame known only by its module and offset. */
function binaryText(binary: NonNullable<ResolvedLocation['binary']>): string {
  const module = binary.module.slice(binary.module.lastIndexOf('/') + 1);
  return binary.offset === undefined ? module : `${module}+0x${binary.offset.toString(16)}`;
}

/**
 * A stack frame is named by its function; a related location by what happened there. A library
 * frame without source (module + offset) gets no position: opening the binary would show nothing.
 */
function frameNode(location: ResolvedLocation, log: LoadedLog, nameBy: 'function' | 'message' = 'function'): FrameNode {
  const description = location.binary ? binaryText(location.binary) : location.span ? formatSpan(location.span) : '';
  const position = location.binary ? undefined : positionOf(location, log);
  const [first, second] = nameBy === 'function' ? [location.functionName, location.message] : [location.message, location.functionName];
  return {
    kind: 'frame',
    label: first ?? second ?? (description || '(unknown frame)'),
    description,
    ...(position && { position }),
  };
}

function eventNode(event: ResolvedThreadEvent, log: LoadedLog): EventNode {
  // An event reads like a related location: named by what happened there, else by its function.
  const { label, description, position } = frameNode({ ...event.location, ...(event.message !== undefined && { message: event.message }) }, log, 'message');
  return {
    kind: 'event',
    label,
    description,
    ...(event.executionOrder !== undefined && { order: event.executionOrder }),
    ...(position && { position }),
    frames: event.stack.map((frame) => frameNode(frame, log)),
  };
}

function resultNode(result: ResolvedResult, log: LoadedLog): ResultNode {
  const position = positionOf(result.primary, log);
  const threads: ThreadNode[] = result.threads.map((thread) => ({
    kind: 'thread',
    label: thread.name,
    events: thread.events.map((event) => eventNode(event, log)),
  }));
  const related: FrameNode[] = result.related.map((location) => frameNode(location, log, 'message'));
  return {
    kind: 'result',
    label: result.title,
    description: result.primary?.span ? formatSpan(result.primary.span) : '',
    tooltip: `${result.ruleId} (${result.level}): ${result.message}`,
    level: result.level,
    ruleId: result.ruleId,
    ...(position && { position }),
    threads,
    ...(related.length > 0 && { related: { kind: 'related' as const, label: 'related locations', frames: related } }),
    result,
    logPath: log.path,
  };
}

function byPosition(a: ResultNode, b: ResultNode): number {
  return (a.result.primary?.span?.startLine ?? 0) - (b.result.primary?.span?.startLine ?? 0) || a.label.localeCompare(b.label);
}

/** Groups every result of the logs by rule, then by file; rules by severity then id, files by path. */
export function buildResultsTree(logs: readonly LoadedLog[]): RuleNode[] {
  const rules = new Map<string, RuleNode>();
  for (const log of logs) {
    for (const result of log.results) {
      if (result.baselineState === 'absent') continue; // fixed since the baseline: nothing to look at
      let rule = rules.get(result.ruleId);
      if (!rule) {
        const description = result.rule?.shortDescription?.text;
        rule = { kind: 'rule', ruleId: result.ruleId, ...(description && { description }), level: result.level, count: 0, files: [] };
        rules.set(result.ruleId, rule);
      }
      if (levelRank(result.level) > levelRank(rule.level)) rule.level = result.level;
      rule.count++;
      const fileLabel = result.primary?.span?.path ?? NO_LOCATION;
      let file = rule.files.find((f) => f.label === fileLabel);
      if (!file) {
        file = { kind: 'file', label: fileLabel, results: [] };
        rule.files.push(file);
      }
      file.results.push(resultNode(result, log));
    }
  }
  const sorted = [...rules.values()].sort((a, b) => levelRank(b.level) - levelRank(a.level) || a.ruleId.localeCompare(b.ruleId));
  for (const rule of sorted) {
    rule.files.sort((a, b) => a.label.localeCompare(b.label));
    for (const file of rule.files) file.results.sort(byPosition);
  }
  return sorted;
}

/** The children of a node, for the tree view. */
export function childrenOf(node: ResultsTreeNode): ResultsTreeNode[] {
  switch (node.kind) {
    case 'rule':
      return node.files;
    case 'file':
      return node.results;
    case 'result':
      return node.related ? [...node.threads, node.related] : node.threads;
    case 'thread':
      return node.events;
    case 'event':
    case 'related':
      return node.frames;
    case 'frame':
      return [];
  }
}

export interface ResultCounts {
  error: number;
  warning: number;
  note: number;
  total: number;
}

/** Counts by level of the results the tree shows (absent ones are not counted). */
export function countResults(logs: readonly LoadedLog[]): ResultCounts {
  const counts: ResultCounts = { error: 0, warning: 0, note: 0, total: 0 };
  for (const log of logs) {
    for (const result of log.results) {
      if (result.baselineState === 'absent') continue;
      counts.total++;
      if (result.level === 'error' || result.level === 'warning' || result.level === 'note') counts[result.level]++;
    }
  }
  return counts;
}
