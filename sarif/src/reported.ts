// Which thread and event of a result are the reported one (the access or API call the
// result is about), and whether it was a call: shared by the text and LSP views.
import type { ResolvedResult, ResolvedThread, ResolvedThreadEvent, SourceSpan } from './model.js';

function sameSpan(a: SourceSpan | undefined, b: SourceSpan | undefined): boolean {
  return !!a && !!b && a.path === b.path && a.startLine === b.startLine && a.startColumn === b.startColumn;
}

/**
 * The thread that made the reported access or call: the one whose last event is at the
 * result's location, else the one named by `properties.thread` (`T<n>`).
 */
export function reportingThread(r: ResolvedResult): ResolvedThread | undefined {
  const byLocation = r.threads.find((t) => sameSpan(t.events.at(-1)?.location.span, r.primary?.span));
  if (byLocation) return byLocation;
  return r.heddle.thread === undefined ? undefined : r.threads.find((t) => t.id === `T${r.heddle.thread}`);
}

/** The reported event: the reporting thread's last. */
export function reportedEvent(r: ResolvedResult): ResolvedThreadEvent | undefined {
  return reportingThread(r)?.events.at(-1);
}

/** A heddle API function name (`heddle__…` are generated helpers, not API). */
const API_FUNCTION = /\bheddle_[A-Za-z][A-Za-z0-9_]*/;

export interface ReportedCall {
  /** The API function called, when the log names it (stack, event message or detail). */
  functionName?: string;
}

/**
 * The reported call, when the result is about an API call rather than a memory access:
 * `properties.access` "call", or (runtimes that write "read" of size 0 for calls) an
 * access of size 0 with a detail or a call event.
 */
export function reportedCall(r: ResolvedResult): ReportedCall | undefined {
  const { access, accessSize, detail } = r.heddle;
  const event = reportedEvent(r);
  const callEvent = !!event && (event.kinds.includes('call') || /\bcall\b/.test(event.message ?? ''));
  if (access !== 'call' && !(accessSize === 0 && (detail !== undefined || callEvent))) return undefined;
  const candidates = [...(event?.stack.map((f) => f.functionName) ?? []), event?.message, detail];
  const functionName = candidates.map((text) => text?.match(API_FUNCTION)?.[0]).find((name) => name !== undefined);
  return functionName !== undefined ? { functionName } : {};
}
