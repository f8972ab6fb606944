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
import type { Result, Run, Stack, ThreadFlow, ThreadFlowLocation } from './types.js';

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

/** Encoding (a) (or a result.stacks entry): the stack is given; the location, if absent, is its innermost located frame. */
function stackEvent(stack: Stack, tfl: ThreadFlowLocation | undefined, run: Run): ResolvedThreadEvent | undefined {
  const frames = stack.frames.map((frame) => resolveLocation(frame.location, run));
  const location = tfl?.location ? resolveLocation(tfl.location, run) : frames.find((f) => f.span) ?? frames[0];
  if (!location) return undefined;
  // A threadFlowLocation's stack message describes the event; a result.stacks message names the thread.
  const message = location.message ?? (tfl ? plainMessage(stack.message, run) : undefined);
  return {
    ...(message !== undefined && { message }),
    ...(tfl ? eventFields(tfl) : { kinds: [] }),
    location,
    stack: frames.length > 0 ? frames : [location],
  };
}

/** Encodings (b) and (c): one location, with the caller frames that led to it (outermost first). */
function stepEvent(tfl: ThreadFlowLocation, callers: ThreadFlowLocation[], run: Run): ResolvedThreadEvent {
  const location = resolveLocation(tfl.location, run);
  const outer = callers.map((c) => resolveLocation(c.location, run)).reverse();
  return { ...(location.message !== undefined && { message: location.message }), ...eventFields(tfl), location, stack: [location, ...outer] };
}

function eventsOf(threadFlow: ThreadFlow, run: Run): ResolvedThreadEvent[] {
  const events: ResolvedThreadEvent[] = [];
  let callers: ThreadFlowLocation[] = [];
  // Caller frames no event claimed (the flow ended, or nesting did not deepen) are steps of their own.
  const releaseCallers = () => {
    for (const caller of callers) events.push(stepEvent(caller, [], run));
    callers = [];
  };
  for (const raw of threadFlow.locations) {
    const tfl = threadFlowLocationOf(raw, run);
    const last = callers.at(-1);
    if (tfl.stack && tfl.stack.frames.length > 0) {
      releaseCallers();
      const event = stackEvent(tfl.stack, tfl, run);
      if (event) events.push(event);
    } else if (!tfl.location) {
      continue;
    } else if (isCallerFrame(tfl)) {
      if (last && !isDeeper(tfl, last)) releaseCallers();
      callers.push(tfl);
    } else if (last && isDeeper(tfl, last)) {
      events.push(stepEvent(tfl, callers, run));
      callers = [];
    } else {
      releaseCallers();
      events.push(stepEvent(tfl, [], run));
    }
  }
  releaseCallers();
  return events;
}

/** The legacy flattened frames (model.ts: ResolvedThread.frames), exactly as before events existed. */
function flatFramesOf(threadFlow: ThreadFlow, run: Run): ResolvedLocation[] {
  const frames: ResolvedLocation[] = [];
  for (const raw of threadFlow.locations) {
    const tfl = threadFlowLocationOf(raw, run);
    if (tfl.location) frames.push(resolveLocation(tfl.location, run));
    else if (tfl.stack) {
      // stack.frames[0] is the innermost frame; frames here run outermost first.
      for (const frame of [...tfl.stack.frames].reverse()) frames.push(resolveLocation(frame.location, run));
    }
  }
  return frames;
}

export function threadsOf(result: Result, run: Run): ResolvedThread[] {
  const threads: ResolvedThread[] = [];
  for (const codeFlow of result.codeFlows ?? []) {
    for (const threadFlow of codeFlow.threadFlows) {
      const name = plainMessage(threadFlow.message, run) ?? threadFlow.id ?? `thread ${threads.length + 1}`;
      threads.push({ ...(threadFlow.id !== undefined && { id: threadFlow.id }), name, events: eventsOf(threadFlow, run), frames: flatFramesOf(threadFlow, run) });
    }
  }
  if (threads.length === 0) {
    // No codeFlows: result.stacks (e.g. a crash report) are the next best thing, one event each.
    for (const stack of result.stacks ?? []) {
      const event = stackEvent(stack, undefined, run);
      const frames = [...stack.frames].reverse().map((frame) => resolveLocation(frame.location, run));
      threads.push({ name: plainMessage(stack.message, run) ?? `stack ${threads.length + 1}`, events: event ? [event] : [], frames });
    }
  }
  return threads;
}
