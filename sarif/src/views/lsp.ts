// LSP diagnostics for runtime (and any other) results, used by lsp-server: one Diagnostic
// per located result with severity, code (rule id), a codeDescription link to the rule's
// help, and relatedInformation for the related locations and for every event of every
// *other* thread (the thread that made the access is the diagnostic itself).
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, type Diagnostic, type DiagnosticRelatedInformation, type Range } from 'vscode-languageserver-types';
import type { Log } from '../types.js';
import type { ResolvedLocation, ResolvedResult, ResolvedThreadEvent, SourceSpan } from '../model.js';
import { resolveResults } from '../resolve.js';
import { reportingThread } from '../reported.js';

export interface LspViewOptions {
  /** Absolute workspace folder that %SRCROOT% and other relative URIs resolve against. */
  srcRoot: string;
}

export interface FileDiagnostics {
  /** file: URI of the document. */
  uri: string;
  diagnostics: Diagnostic[];
}

/** What a Diagnostic's `data` carries, so code actions can find the result again. */
export interface DiagnosticData {
  runIndex: number;
  resultIndex: number;
  fingerprint?: string;
}

/** The LSP spec clamps a character past the line's end to the end: "to the end of the line". */
const LINE_END = 2 ** 31 - 1;
const SEVERITY: Record<ResolvedResult['level'], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  note: DiagnosticSeverity.Information,
  none: DiagnosticSeverity.Hint,
};
/** Events related per other thread (the last ones: those nearest the report). */
const MAX_EVENTS_PER_THREAD = 20;

export function spanToFileUri(span: SourceSpan, srcRoot: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(span.uri)) return span.uri;
  return pathToFileURL(isAbsolute(span.path) ? span.path : join(srcRoot, span.path)).href;
}

export function spanToRange(span: SourceSpan): Range {
  const hasColumns = span.startColumn !== undefined;
  return {
    start: { line: span.startLine - 1, character: hasColumns ? span.startColumn! - 1 : 0 },
    end: { line: span.endLine - 1, character: hasColumns && span.endColumn !== undefined ? span.endColumn - 1 : LINE_END },
  };
}

/** Where an event points an editor: its location, else its innermost frame with source (not a binary). */
function eventSpan(event: ResolvedThreadEvent): SourceSpan | undefined {
  const inSource = (l: ResolvedLocation) => (l.span && !l.binary ? l.span : undefined);
  return inSource(event.location) ?? event.stack.map(inSource).find((span) => span !== undefined);
}

function relatedInformation(r: ResolvedResult, srcRoot: string): DiagnosticRelatedInformation[] {
  const info: DiagnosticRelatedInformation[] = [];
  for (const l of r.related) {
    if (l.span) info.push({ location: { uri: spanToFileUri(l.span, srcRoot), range: spanToRange(l.span) }, message: l.message ?? 'related location' });
  }
  const self = reportingThread(r);
  for (const thread of r.threads) {
    if (thread === self) continue;
    for (const event of thread.events.slice(-MAX_EVENTS_PER_THREAD)) {
      const span = eventSpan(event);
      if (!span) continue;
      const what = event.message ?? event.location.functionName ?? 'step';
      info.push({ location: { uri: spanToFileUri(span, srcRoot), range: spanToRange(span) }, message: `${thread.id ?? thread.name}: ${what}` });
    }
  }
  return info;
}

/** One result as a Diagnostic in its file; undefined when the result has no source location. */
export function toLspDiagnostic(r: ResolvedResult, options: LspViewOptions): (Diagnostic & { uri: string }) | undefined {
  const span = r.primary?.span;
  if (!span) return undefined;
  const data: DiagnosticData = { runIndex: r.runIndex, resultIndex: r.resultIndex, ...(r.fingerprint !== undefined && { fingerprint: r.fingerprint }) };
  const related = relatedInformation(r, options.srcRoot);
  return {
    uri: spanToFileUri(span, options.srcRoot),
    range: spanToRange(span),
    severity: SEVERITY[r.level],
    code: r.ruleId,
    ...(r.helpUri && { codeDescription: { href: r.helpUri } }),
    source: r.toolName,
    message: r.message,
    ...(related.length > 0 && { relatedInformation: related }),
    data,
  };
}

/** Diagnostics grouped per document, documents sorted by URI; absent (fixed) results are left out. */
export function toLspDiagnostics(input: Log | ResolvedResult[], options: LspViewOptions): FileDiagnostics[] {
  const results = Array.isArray(input) ? input : resolveResults(input);
  const byUri = new Map<string, Diagnostic[]>();
  for (const r of results) {
    if (r.baselineState === 'absent') continue;
    const located = toLspDiagnostic(r, options);
    if (!located) continue;
    const { uri, ...diagnostic } = located;
    const list = byUri.get(uri) ?? [];
    list.push(diagnostic);
    byUri.set(uri, list);
  }
  return [...byUri.keys()].sort().map((uri) => ({ uri, diagnostics: byUri.get(uri)! }));
}
