// Turns one SARIF log into the results the editor shows, using the sarif package's reader, resolved model and
// LSP view (this file adds only what the editor features need on top: thread accesses and the hover text).
import { pathToFileURL } from 'node:url';
import type { Location } from 'vscode-languageserver';
import type { SuggestionResult } from './lint-api.js';
import { onePerPlace } from './related-places.js';
import type { ResultData, RuntimeResult, ThreadAccess } from './runtime-results.js';
import {
  ANNOTATION_SUGGESTION_RULE, artifactFilePath, readSarifFileSync, renderResultText, resolveResults, spanToFileUri, spanToRange,
  toLspDiagnostic, type ResolvedArtifact, type ResolvedResult, type ResolvedThread,
} from './sarif-api.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The runtime names a thread "Thread T3, created by thread T0 at uaf.c:60" (reporter's thread message). */
const CREATED_AT = /created by thread \S+ at (.+):(\d+)$/;

/**
 * Where the runtime says the thread was created, as a file: URI and 0-based line. The runtime names the file by its
 * base name: it is the result's location (of any thread's frame) with that name, else the name under the source root.
 */
function createdAt(thread: ResolvedThread, r: ResolvedResult, srcRoot: string): ThreadAccess['createdAt'] {
  const match = CREATED_AT.exec(thread.name);
  if (!match) return undefined;
  const [, path = '', line = '0'] = match;
  const spans = [r.primary, ...r.related, ...r.threads.flatMap((t) => t.events.flatMap((e) => e.stack))].map((l) => l?.span);
  const named = spans.find((s) => s !== undefined && (s.path === path || s.path.endsWith(`/${path}`)));
  const uri = spanToFileUri(named ?? { uri: path, path, startLine: Number(line), endLine: Number(line) }, srcRoot);
  return { uri, line: Number(line) - 1 };
}

// A thread's access is its last event (for the reporting thread, the reported access or call), shown with that
// event's own stack, innermost frame first.
function threadAccess(thread: ResolvedThread, r: ResolvedResult, srcRoot: string): ThreadAccess | undefined {
  const event = thread.events.at(-1);
  if (!event) return undefined;
  const where = event.location.span ? event.location : event.stack.find((f) => f.span);
  if (!where?.span) return undefined;
  const location: Location = { uri: spanToFileUri(where.span, srcRoot), range: spanToRange(where.span) };
  const stack = event.stack.map((f) => {
    const at = f.span ? `${f.span.path}:${f.span.startLine}` : '?';
    return `${f.functionName ?? f.message ?? '?'} (${at})`;
  });
  const created = createdAt(thread, r, srcRoot);
  return {
    location,
    description: thread.name,
    stack,
    ...(event.message !== undefined && { event: event.message }),
    ...(thread.id !== undefined && { threadId: thread.id }),
    ...(created && { createdAt: created }),
  };
}

function accessKind(r: ResolvedResult): RuntimeResult['access'] {
  return r.heddle.access === 'read' || r.heddle.access === 'write' ? r.heddle.access : undefined;
}

/** An artifact named by its absolute file: URI and path (as this workspace has it), or as it was when it names no local file. */
function localArtifact<T extends ResolvedArtifact>(artifact: T, srcRoot: string, absoluteUri?: string): T {
  const path = artifactFilePath(artifact, srcRoot, absoluteUri);
  if (path === undefined) return artifact;
  const { uriBaseId: _, ...rest } = artifact;
  return { ...rest, uri: pathToFileURL(path).href, path } as T;
}

/** An annotation suggestion with a fix, its files resolved here (the main thread then needs no SARIF code). */
function suggestionOf(r: ResolvedResult, srcRoot: string): SuggestionResult | undefined {
  if (r.ruleId !== ANNOTATION_SUGGESTION_RULE || r.fixes.length === 0) return undefined;
  const span = r.primary?.span;
  return {
    ruleId: r.ruleId,
    title: r.title,
    heddle: r.heddle,
    ...(span && { primary: { span: localArtifact(span, srcRoot) } }),
    fixes: r.fixes.map((fix) => ({
      ...fix,
      changes: fix.changes.map(({ absoluteUri, artifact, replacements }) => ({ artifact: localArtifact(artifact, srcRoot, absoluteUri), replacements })),
    })),
  };
}

export function toRuntimeResult(r: ResolvedResult, logPath: string, srcRoot: string): RuntimeResult | undefined {
  const located = toLspDiagnostic(r, { srcRoot });
  if (!located || r.baselineState === 'absent') return undefined;
  const { uri, relatedInformation, ...rest } = located;
  const diagnostic = { ...rest, ...(relatedInformation && { relatedInformation: onePerPlace(relatedInformation) }) };
  const key = `${logPath}#${r.runIndex}/${r.resultIndex}`;
  // The primary location's thread first: it is the one whose access is reported.
  const threads = r.threads
    .map((t) => threadAccess(t, r, srcRoot))
    .filter((t): t is ThreadAccess => t !== undefined)
    .sort((a, b) => Number(b.location.uri === uri && b.location.range.start.line === diagnostic.range.start.line) -
      Number(a.location.uri === uri && a.location.range.start.line === diagnostic.range.start.line));
  const { object, policy, detail } = r.heddle;
  const suggestion = suggestionOf(r, srcRoot);
  return {
    key,
    logPath,
    ruleId: r.ruleId,
    uri,
    diagnostic: { ...diagnostic, data: { ...(diagnostic.data as object), heddleResult: key } satisfies ResultData },
    ...(object !== undefined && IDENTIFIER.test(object) && { objectName: object }),
    ...(policy !== undefined && { policy }),
    ...(detail !== undefined && { detail }),
    ...(accessKind(r) && { access: accessKind(r) }),
    threads,
    report: renderResultText(r),
    ...(suggestion && { suggestion }),
  };
}

/**
 * Reads a log whose relative paths are relative to `srcRoot` (throws a SarifInputError naming the file and
 * JSON path when it is malformed). Runs in the results worker (results-worker.ts).
 */
export function loadRuntimeResults(logPath: string, srcRoot: string): RuntimeResult[] {
  return resolveResults(readSarifFileSync(logPath))
    .map((r) => toRuntimeResult(r, logPath, srcRoot))
    .filter((r): r is RuntimeResult => r !== undefined);
}
