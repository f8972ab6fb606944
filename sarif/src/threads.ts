// Decodes a result's codeFlows (else its stacks) into threads and their events
// (model.ts: ResolvedThread, ResolvedThreadEvent). Three shapes of threadFlow are read:
//  (a) one threadFlowLocation per event, `stack.frames` its whole stack innermost first,
//      `location` the innermost user frame carrying the event's message (heddle's target
//      encoding, and any tool that writes stacks);
//  (b) one threadFlowLocation per frame, outermost first (heddle's runtime reporter today:
//      an event's caller frames are marked `importance: "unimportant"` or carry no message,
//      at nestingLevel 0, 1, … up to the frame that carries the event at the deepest level);
//  (c) third-party paths (CodeQL, GCC): every step is an event of its own.
// README.md ("Threads and events") documents (a) and (b) for whoever writes them.
import type { ResolvedLocation, ResolvedThread, ResolvedThreadEvent } from './model.js';
import { messageStrings, stripEmbeddedLinks } from './messages.js';
import { resolveLocation } from './locations.js';
import type { Result, Run, ThreadFlow, ThreadFlowLocation } from './types.js';

function threadFlowLocationOf(tfl: ThreadFlowLocation, run: Run): ThreadFlowLocation {
  return tfl.index !== undefined && run.threadFlowLocations?.[tfl.index] ? { ...run.threadFlowLocations[tfl.index], ...tfl } : tfl;
}

/** A frame of encoding (b) that is only a caller of the event that follows it. */
function isCallerFrame(tfl: ThreadFlowLocation): boolean {
  if (tfl.stack || !tfl.location) return false;
  if (tfl.importance === 'unimportant') return true;
  return tfl.location.message === undefined && tfl.executionOrder === undefined && !tfl.kinds?.length;
}

/** `inner` is called (directly or not) from `outer`: both give a nesting level and inner's is deeper. */
function isDeeper(inner: ThreadFlowLocation, outer: ThreadFlowLocation): boolean {
  return inner.nestingLevel !== undefined && outer.nestingLevel !== undefined && inner.nestingLevel > outer.nestingLevel;
}

function eventFields(tfl: ThreadFlowLocation): Pick<ResolvedThreadEvent, 'kinds' | 'executionOrder' | 'nestingLevel'> {
  return {
    kinds: tfl.kinds ?? [],
    ...(tfl.executionOrder !== undefined && { executionOrder: tfl.executionOrder }),
    ...(tfl.nestingLevel !== undefined && { nestingLevel: tfl.nestingLevel }),
  };
}

function plainMessage(message: Parameters<typeof messageStrings>[0] | undefined, run: Run): string | undefined {
  return message ? stripEmbeddedLinks(messageStrings(message, undefined, run).text) || undefined : undefined;
}

/** A threadFlowLocation with its `location` and `stack.frames` resolved (each exactly once). */
interface Step {
  tfl: ThreadFlowLocation;
  location?: ResolvedLocation;
  /** stack.frames resolved, innermost first; empty without a stack. */
  stack: ResolvedLocation[];
}

/** A step of encoding (b) or (c): it has a location. */
type LocatedStep = Step & { location: ResolvedLocation };

function stepOf(raw: ThreadFlowLocation, run: Run): Step {
  const tfl = threadFlowLocationOf(raw, run);
  return {
    tfl,
    ...(tfl.location && { location: resolveLocation(tfl.location, run) }),
    stack: (tfl.stack?.frames ?? []).map((frame) => resolveLocation(frame.location, run)),
  };
}

/** Encoding (a) (or a result.stacks entry, then without `step`): the stack is given; the location, if absent, is its innermost located frame. */
function stackEvent(stack: ResolvedLocation[], run: Run, step?: Step): ResolvedThreadEvent | undefined {
  const location = step?.location ?? stack.find((f) => f.span) ?? stack[0];
  if (!location) return undefined;
  // A threadFlowLocation's stack message describes the event; a result.stacks message names the thread.
  const message = location.message ?? (step ? plainMessage(step.tfl.stack?.message, run) : undefined);
  return {
    ...(message !== undefined && { message }),
    ...(step ? eventFields(step.tfl) : { kinds: [] }),
    location,
    stack: stack.length > 0 ? stack : [location],
  };
}

/** Encodings (b) and (c): one location, with the caller frames that led to it (outermost first). */
function stepEvent(step: LocatedStep, callers: LocatedStep[]): ResolvedThreadEvent {
  const { location } = step;
  const outer = callers.map((c) => c.location).reverse();
  return { ...(location.message !== undefined && { message: location.message }), ...eventFields(step.tfl), location, stack: [location, ...outer] };
}

/**
 * The thread's events, and the legacy flattened frames (model.ts: ResolvedThread.frames:
 * every location in log order, a stack's frames outermost first where there is no location),
 * from one pass that resolves each location once.
 */
function decodeThreadFlow(threadFlow: ThreadFlow, run: Run): Pick<ResolvedThread, 'events' | 'frames'> {
  const events: ResolvedThreadEvent[] = [];
  const frames: ResolvedLocation[] = [];
  let callers: LocatedStep[] = [];
  // Caller frames no event claimed (the flow ended, or nesting did not deepen) are steps of their own.
  const releaseCallers = () => {
    for (const caller of callers) events.push(stepEvent(caller, []));
    callers = [];
  };
  for (const raw of threadFlow.locations) {
    const step = stepOf(raw, run);
    const { tfl, location } = step;
    // stack[0] is the innermost frame; frames here run outermost first.
    frames.push(...(location ? [location] : [...step.stack].reverse()));
    const last = callers.at(-1);
    if (step.stack.length > 0) {
      releaseCallers();
      const event = stackEvent(step.stack, run, step);
      if (event) events.push(event);
    } else if (!location) {
      continue;
    } else if (isCallerFrame(tfl)) {
      if (last && !isDeeper(tfl, last.tfl)) releaseCallers();
      callers.push({ ...step, location });
    } else if (last && isDeeper(tfl, last.tfl)) {
      events.push(stepEvent({ ...step, location }, callers));
      callers = [];
    } else {
      releaseCallers();
      events.push(stepEvent({ ...step, location }, []));
    }
  }
  releaseCallers();
  return { events, frames };
}

export function threadsOf(result: Result, run: Run): ResolvedThread[] {
  const threads: ResolvedThread[] = [];
  for (const codeFlow of result.codeFlows ?? []) {
    for (const threadFlow of codeFlow.threadFlows) {
      const name = plainMessage(threadFlow.message, run) ?? threadFlow.id ?? `thread ${threads.length + 1}`;
      threads.push({ ...(threadFlow.id !== undefined && { id: threadFlow.id }), name, ...decodeThreadFlow(threadFlow, run) });
    }
  }
  if (threads.length === 0) {
    // No codeFlows: result.stacks (e.g. a crash report) are the next best thing, one event each.
    for (const stack of result.stacks ?? []) {
      const frames = stack.frames.map((frame) => resolveLocation(frame.location, run));
      const event = stackEvent(frames, run);
      threads.push({ name: plainMessage(stack.message, run) ?? `stack ${threads.length + 1}`, events: event ? [event] : [], frames: [...frames].reverse() });
    }
  }
  return threads;
}
