// The SARIF 2.1.0 object model comes from @types/sarif (re-exported so consumers import
// everything from @heddle/sarif), plus the few heddle-specific types defined once here.
export type {
  Log,
  Run,
  Result,
  ReportingDescriptor,
  ReportingConfiguration,
  Location,
  PhysicalLocation,
  ArtifactLocation,
  Artifact,
  Region,
  Message,
  MultiformatMessageString,
  CodeFlow,
  ThreadFlow,
  ThreadFlowLocation,
  Stack,
  StackFrame,
  LogicalLocation,
  Notification,
  Invocation,
  Tool,
  ToolComponent,
  PropertyBag,
  RunAutomationDetails,
  Fix,
  ArtifactChange,
  Replacement,
} from 'sarif';

/** result.level values (SARIF §3.27.10). */
export type Level = 'error' | 'warning' | 'note' | 'none';

/**
 * result.baselineState values heddle writes. Logs from other tools (e.g. the SARIF SDK)
 * may also carry 'updated', which heddle reads as 'unchanged' (matched, but moved).
 */
export type BaselineState = 'new' | 'unchanged' | 'absent';

/**
 * The facts the heddle runtime writes flat into result.properties (runtime/reporter/
 * sarif_result.c). All optional: results of other tools have none of them.
 */
export interface HeddleResultProperties {
  /** Accessing thread's stable index (T<n>). */
  thread?: number;
  /** "call" for a reported heddle API call (older runtimes wrote "read" with accessSize 0). */
  access?: 'read' | 'write' | 'call';
  accessSize?: number;
  /** A global's symbol, or a description of the heap object. */
  object?: string;
  objectSize?: number;
  /** Sharing policy at the access, e.g. "private", "read-shared", "locked". */
  policy?: string;
  /** Owning thread's index for private / sticky-read objects. */
  owner?: number;
  /** Anything else the runtime has to say (e.g. the lock that was not held). */
  detail?: string;
  pid?: number;
  address?: string;
  occurrences?: number;
  /** Every object of a result merged from several (heddle-sarif merge, objects.ts): `{object?, objectSize?, allocatedAt?}`. */
  objects?: { object?: string; objectSize?: number; allocatedAt?: string }[];
  /** What an `annotation-suggestion` result proposes (`properties.suggestion`); see AnnotationSuggestion. */
  suggestion?: AnnotationSuggestion;
}

/** The rule id of the runtime's annotation suggestions (race mode): results whose fixes add sharing annotations. */
export const ANNOTATION_SUGGESTION_RULE = 'annotation-suggestion';

/** The sharing a suggestion proposes (runtime/common/event_log.h `enum heddle_suggestion_kind`). */
export const SUGGESTION_KINDS = ['locked', 'sticky-read', 'read-shared', 'hand-off', 'slice', 'racy', 'fields'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * `properties.suggestion` of an annotation-suggestion result: what was observed and which names the
 * proposed annotation uses (the fix's edits are in `result.fixes`, resolved as ResolvedFix).
 */
export interface AnnotationSuggestion {
  kind: SuggestionKind;
  /** The shared object: a global's symbol; absent for a heap object (the result's location is its allocation). */
  object?: string;
  /** locked: the mutex, as the annotation names it (e.g. `m`). */
  lock?: string;
  /** The variable the annotation goes through (e.g. the pointer a heap object was stored in). */
  variable?: string;
  /** How many threads accessed the object. */
  threads?: number;
  /** hand-off, read-shared: the calls its fix inserts, each with the name it uses and where the runtime saw the object through it. */
  calls?: SuggestionCall[];
  /** A suggestion without a fix: why none was written, and what the user can do (the message's "No fix:" sentence). */
  noFix?: string;
}

/** The policy calls a hand-off's or read-shared phases' fix inserts. */
export const SUGGESTION_CALLS = ['heddle_release_write', 'heddle_acquire_write', 'heddle_release_read', 'heddle_acquire_read'] as const;

/** A call a hand-off's or read-shared phases' fix inserts (`properties.suggestion.calls[]`). */
export interface SuggestionCall {
  call: (typeof SUGGESTION_CALLS)[number];
  /** The object's name in the call, e.g. `works[i]`. */
  expression: string;
  /** The line the call is inserted before. */
  line: number;
  /** The line of the access the runtime saw through the same name: there it must mean the same variable. */
  accessLine: number;
}
