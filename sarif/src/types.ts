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
} from 'sarif';

/** result.level values (SARIF §3.27.10). */
export type Level = 'error' | 'warning' | 'note' | 'none';

/**
 * result.baselineState values heddle writes. Logs from other tools (e.g. the SARIF SDK)
 * may also carry 'updated', which heddle reads as 'unchanged' (matched, but moved).
 */
export type BaselineState = 'new' | 'unchanged' | 'absent';

/** Key in result.properties under which the heddle runtime puts its structured facts. */
export const HEDDLE_PROPERTIES_KEY = 'heddle';

/**
 * result.properties.heddle, written by the runtime (all optional, all strings, so the
 * views can print them as they are). Read by the text view and the LSP hover.
 */
export interface HeddleResultProperties {
  /** The object: a global's symbol or "heap object allocated at file:line". */
  object?: string;
  /** Its sharing policy at the access, e.g. "private", "read-shared", "locked". */
  policy?: string;
  /** The owning thread for private/sticky-read, e.g. "T1". */
  owner?: string;
  /** The lock protecting a locked object. */
  lock?: string;
  /** The access, e.g. "write of size 4". */
  access?: string;
  /** The accessing thread, e.g. "T2 (created at main.c:31)". */
  thread?: string;
}
