// The execution filter that works around a result (LOOM §3.2): a mutual-exclusion
// constraint between the functions in which the result's threads made their accesses,
// so they can no longer run at the same time. Used when the language server offers no
// "work around with an execution filter" code action for the result.
import type { ResolvedResult, ResolvedThread } from '@heddle/sarif';

export interface FilterSuggestion {
  /** Lines to append to the filter file: a comment saying why, then the constraint. */
  lines: string[];
}

/**
 * Where the thread made its access: the function of the innermost named frame of its last event (the
 * access, in execution order, from @heddle/sarif's `thread.events`), else of the events before it.
 */
function accessFunction(thread: ResolvedThread): string | undefined {
  for (const event of [...thread.events].reverse()) {
    const name = event.stack.find((frame) => frame.functionName)?.functionName;
    const bare = name?.replace(/\(.*$/, '').trim();
    if (bare) return bare;
  }
  return undefined;
}

/**
 * `f <> g` for the accessing functions of the first two threads that have one.
 * Returns a reason string instead when the result does not name two threads' functions.
 */
export function mutualExclusionFor(result: ResolvedResult): FilterSuggestion | string {
  const functions = result.threads.map(accessFunction).filter((f): f is string => f !== undefined);
  if (functions.length < 2) {
    return `the result names ${functions.length === 0 ? 'no' : 'only one'} thread's function (its codeFlows need a threadFlow with a named frame for each thread), so there are no two code regions to make mutually exclusive`;
  }
  const where = result.primary?.span ? ` at ${result.primary.span.path}:${result.primary.span.startLine}` : '';
  return {
    lines: [`// work around ${result.ruleId}${where}: ${result.title.replace(/\s+/g, " ")}`, `${functions[0]} <> ${functions[1]}`],
  };
}
