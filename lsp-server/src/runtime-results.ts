// The runtime's results currently shown: one entry per SARIF log, replaced whenever the log changes and dropped
// when it disappears. Between runs, a result follows edits of its file (code inserted above it moves it down),
// so it stays on the statement it reports until the next run rewrites the log.
import { uinteger, type Diagnostic, type Location, type Range } from 'vscode-languageserver';
import type { SuggestionResult } from './lint-api.js';
import type { TextRegion } from './sarif-api.js';
import { followEdits, followEditsAt, followEditsInRelated, mapUnlessSame, type RangedChange } from './text-edits.js';

/** A place one thread touched the object (the accesses of a race; the regions an execution filter serialises). */
export interface ThreadAccess {
  readonly location: Location;
  /** e.g. "thread 2 (created at main.c:40) writes 4 bytes" */
  readonly description: string;
  /** The thread's stack, innermost frame first, as "function (file:line)" lines. */
  readonly stack: readonly string[];
  /** What the thread did at `location` ("read of 4 bytes (reported)", "registration", ...), when the log says. */
  readonly event?: string;
  /** The log's thread id ("T1"), when it gives one: tells whether two accesses were one thread's. */
  readonly threadId?: string;
  /** Where the thread was created (the runtime names the pthread_create line), when the log says. */
  readonly createdAt?: { readonly uri: string; readonly line: number };
}

export interface RuntimeResult {
  /** Unique per loaded log and result; carried in Diagnostic.data so code actions find the result again. */
  readonly key: string;
  readonly logPath: string;
  readonly ruleId: string;
  readonly uri: string;
  readonly diagnostic: Diagnostic;
  /** The object's name (a global's symbol) when the log names one. */
  readonly objectName?: string;
  /** The object's policy when the violation happened (e.g. HEDDLE_PRIVATE). */
  readonly policy?: string;
  /** The runtime's detail ("use after free: the object was freed", ...), when the log gives one. */
  readonly detail?: string;
  /** What the violating access did, when known. */
  readonly access?: 'read' | 'write';
  /** Each thread's access, the violating one first. */
  readonly threads: readonly ThreadAccess[];
  /** The whole report as text (message, object, every thread's stack), shown on hover. */
  readonly report: string;
  /**
   * An annotation suggestion with a fix (race mode): what annotation-lint's planAnnotations needs, with every
   * file (the fix's, the primary location's) named by its absolute file: URI and path. Follows edits like the
   * diagnostic does, so the fix still lands where it should after edits above it.
   */
  readonly suggestion?: SuggestionResult;
}

export interface ResultData {
  heddleResult: string;
}

export function isResultData(data: unknown): data is ResultData {
  return typeof data === 'object' && data !== null && typeof (data as ResultData).heddleResult === 'string';
}

/** A SARIF region (1-based; no end column: to the end of the line) moved along with the edits, as an LSP range would be. */
function moveRegion<T extends TextRegion>(region: T, changes: readonly RangedChange[]): T {
  const range: Range = {
    start: { line: region.startLine - 1, character: (region.startColumn ?? 1) - 1 },
    end: { line: region.endLine - 1, character: region.endColumn === undefined ? uinteger.MAX_VALUE : region.endColumn - 1 },
  };
  const moved = followEdits(range, changes);
  if (moved === range) return region;
  const { endColumn: _, ...rest } = region;
  return {
    ...rest,
    startLine: moved.start.line + 1,
    startColumn: moved.start.character + 1,
    endLine: moved.end.line + 1,
    ...(moved.end.character !== uinteger.MAX_VALUE && { endColumn: moved.end.character + 1 }),
  } as T;
}

/** The suggestion's fix regions and primary location in `uri` moved along with the edits (the same object if none moved). */
function moveSuggestion(suggestion: SuggestionResult, uri: string, changes: readonly RangedChange[]): SuggestionResult {
  const span = suggestion.primary?.span;
  const movedSpan = span && span.uri === uri ? moveRegion(span, changes) : span;
  const fixes = mapUnlessSame(suggestion.fixes, (fix) => {
    const fileChanges = mapUnlessSame(fix.changes, (change) => {
      if (change.artifact.uri !== uri) return change;
      const replacements = mapUnlessSame(change.replacements, (r) => {
        const deleted = moveRegion(r.deleted, changes);
        return deleted === r.deleted ? r : { ...r, deleted };
      });
      return replacements === change.replacements ? change : { ...change, replacements: [...replacements] };
    });
    return fileChanges === fix.changes ? fix : { ...fix, changes: [...fileChanges] };
  });
  if (movedSpan === span && fixes === suggestion.fixes) return suggestion;
  return { ...suggestion, fixes: [...fixes], ...(movedSpan && { primary: { ...suggestion.primary, span: movedSpan } }) };
}

/** The result with its locations in `uri` moved along with the edits; the same object if none moved. */
function moveResult(result: RuntimeResult, uri: string, changes: readonly RangedChange[]): RuntimeResult {
  const range = result.uri === uri ? followEdits(result.diagnostic.range, changes) : result.diagnostic.range;
  const related = followEditsInRelated(result.diagnostic.relatedInformation, uri, changes);
  const threads = mapUnlessSame(result.threads, (t) => {
    const location = followEditsAt(t.location, uri, changes);
    return location === t.location ? t : { ...t, location };
  });
  const suggestion = result.suggestion && moveSuggestion(result.suggestion, uri, changes);
  if (range === result.diagnostic.range && related === result.diagnostic.relatedInformation && threads === result.threads && suggestion === result.suggestion) return result;
  return {
    ...result,
    diagnostic: { ...result.diagnostic, range, ...(related && { relatedInformation: [...related] }) },
    threads,
    ...(suggestion && { suggestion }),
  };
}

/** One log's results, indexed once per load (and per edit that moves them) by file and by key. */
class LogResults {
  readonly byUri = new Map<string, RuntimeResult[]>();
  readonly byKey = new Map<string, RuntimeResult>();

  constructor(readonly all: readonly RuntimeResult[]) {
    for (const result of all) {
      const inUri = this.byUri.get(result.uri);
      if (inUri) inUri.push(result);
      else this.byUri.set(result.uri, [result]);
      this.byKey.set(result.key, result);
    }
  }

  touches(uri: string): boolean {
    return this.byUri.has(uri) || this.all.some((r) => r.threads.some((t) => t.location.uri === uri));
  }
}

export class RuntimeResults {
  private readonly byLog = new Map<string, LogResults>();

  /** Replaces the results of one log; returns the URIs whose diagnostics changed. */
  replaceLog(logPath: string, results: readonly RuntimeResult[]): Set<string> {
    const touched = this.urisOf(logPath);
    this.byLog.set(logPath, new LogResults(results));
    for (const uri of this.urisOf(logPath)) touched.add(uri);
    return touched;
  }

  /** Forgets a deleted log; returns the URIs whose diagnostics changed. */
  removeLog(logPath: string): Set<string> {
    const touched = this.urisOf(logPath);
    this.byLog.delete(logPath);
    return touched;
  }

  /** Moves every location in `uri` along with the edits; returns whether any result moved. */
  followEdits(uri: string, changes: readonly RangedChange[]): boolean {
    let moved = false;
    for (const [log, results] of this.byLog) {
      const next = mapUnlessSame(results.all, (r) => moveResult(r, uri, changes));
      if (next === results.all) continue;
      this.byLog.set(log, new LogResults(next));
      moved = true;
    }
    return moved;
  }

  /** The logs with a result or thread location in `uri`. */
  logsTouching(uri: string): string[] {
    return [...this.byLog].filter(([, results]) => results.touches(uri)).map(([log]) => log);
  }

  /** The results whose primary location is in `uri`, log by log. */
  forUri(uri: string): RuntimeResult[] {
    let found: RuntimeResult[] = [];
    for (const results of this.byLog.values()) found = found.concat(results.byUri.get(uri) ?? []);
    return found;
  }

  /** The results about the object named `name` (a global), log by log. */
  aboutObject(name: string): RuntimeResult[] {
    const found: RuntimeResult[] = [];
    for (const results of this.byLog.values()) for (const r of results.all) if (r.objectName === name) found.push(r);
    return found;
  }

  byKey(key: string): RuntimeResult | undefined {
    for (const results of this.byLog.values()) {
      const found = results.byKey.get(key);
      if (found) return found;
    }
    return undefined;
  }

  /** Results of `uri` whose primary range contains `range`'s start line. */
  at(uri: string, range: Range): RuntimeResult[] {
    return this.forUri(uri).filter(
      (r) => r.diagnostic.range.start.line <= range.start.line && range.start.line <= r.diagnostic.range.end.line,
    );
  }

  private urisOf(logPath: string): Set<string> {
    return new Set(this.byLog.get(logPath)?.byUri.keys());
  }
}
