// How each tool run went, as the log says (SARIF §3.20 invocation): whether it succeeded, its
// exit code, and its notifications — why heddle exited 70, what a linter could not parse,
// what merge cut to stay within GitHub's limits. Results alone cannot say that a run was
// incomplete; a CI summary or an editor shows these next to them.
import { spanOf } from './locations.js';
import { messageStrings } from './messages.js';
import { formatSpan } from './model.js';
import { runCategory } from './resolve.js';
import type { Invocation, Level, Log, Notification, ReportingDescriptor, Run } from './types.js';

export interface InvocationNotification {
  /** toolExecutionNotifications (something went wrong or was cut) or toolConfigurationNotifications. */
  kind: 'execution' | 'configuration';
  /** The notification's level; SARIF's default is `warning`. */
  level: Level;
  /** The message text, message-string ids looked up in the descriptor or the driver. */
  message: string;
  /** The notification descriptor's id, when given. */
  descriptorId?: string;
  /** `path:line[:column]` of the notification's first location, when it has one. */
  where?: string;
}

export interface InvocationOutcome {
  tool: string;
  /** GitHub category of the run ('' when none). */
  category: string;
  runIndex: number;
  invocationIndex: number;
  /** SARIF's required verdict: false when the tool could not do its whole job. */
  executionSuccessful: boolean;
  exitCode?: number;
  exitCodeDescription?: string;
  exitSignalName?: string;
  /** The command line: commandLine, else the arguments joined. */
  commandLine?: string;
  /**
   * How the analysed program ended, when the tool ran one (heddle run's invocation properties
   * `programExitCode`, `programSignalName`): the invocation's own exit fields describe the tool.
   */
  programExitCode?: number;
  programSignalName?: string;
  notifications: InvocationNotification[];
}

/** The notification's descriptor among the driver's notification descriptors (by index, else id). */
function descriptorOf(notification: Notification, run: Run): ReportingDescriptor | undefined {
  const ref = notification.descriptor;
  if (!ref) return undefined;
  const table = run.tool.driver.notifications ?? [];
  return (ref.index !== undefined ? table[ref.index] : undefined) ?? table.find((d) => d.id === ref.id);
}

function describe(notification: Notification, kind: InvocationNotification['kind'], run: Run): InvocationNotification {
  const descriptor = descriptorOf(notification, run);
  const location = notification.locations?.[0];
  const span = location ? spanOf(location, run) : undefined;
  const descriptorId = notification.descriptor?.id ?? descriptor?.id;
  return {
    kind,
    level: notification.level ?? descriptor?.defaultConfiguration?.level ?? 'warning',
    message: messageStrings(notification.message, descriptor, run).text,
    ...(descriptorId !== undefined && { descriptorId }),
    ...(span && { where: formatSpan(span) }),
  };
}

/** heddle run's record of the program's end, ignored when its fields have other types. */
function programEnd(invocation: Invocation): Pick<InvocationOutcome, 'programExitCode' | 'programSignalName'> {
  const props = invocation.properties ?? {};
  const exit: unknown = props.programExitCode;
  const signal: unknown = props.programSignalName;
  return {
    ...(typeof exit === 'number' && Number.isInteger(exit) && { programExitCode: exit }),
    ...(typeof signal === 'string' && signal !== '' && { programSignalName: signal }),
  };
}

function outcome(invocation: Invocation, run: Run, runIndex: number, invocationIndex: number): InvocationOutcome {
  const commandLine = invocation.commandLine ?? (invocation.arguments ? invocation.arguments.join(' ') : undefined);
  return {
    tool: run.tool.driver.name,
    category: runCategory(run),
    runIndex,
    invocationIndex,
    // Required by the schema; a log that omits it is read as successful rather than rejected here.
    executionSuccessful: invocation.executionSuccessful !== false,
    ...(invocation.exitCode !== undefined && { exitCode: invocation.exitCode }),
    ...(invocation.exitCodeDescription !== undefined && { exitCodeDescription: invocation.exitCodeDescription }),
    ...(invocation.exitSignalName !== undefined && { exitSignalName: invocation.exitSignalName }),
    ...(commandLine !== undefined && { commandLine }),
    ...programEnd(invocation),
    notifications: [
      ...(invocation.toolExecutionNotifications ?? []).map((n) => describe(n, 'execution', run)),
      ...(invocation.toolConfigurationNotifications ?? []).map((n) => describe(n, 'configuration', run)),
    ],
  };
}

/** Every invocation of every run, in log order. */
export function invocationOutcomes(log: Log): InvocationOutcome[] {
  return log.runs.flatMap((run, runIndex) => (run.invocations ?? []).map((inv, i) => outcome(inv, run, runIndex, i)));
}

const WORTH_TELLING: ReadonlySet<Level> = new Set(['error', 'warning']);

/**
 * What a user must be told about: invocations that failed or have error/warning notifications,
 * with only those notifications (note/none ones are informational, e.g. CodeQL's file lists).
 */
export function noteworthyInvocations(log: Log): InvocationOutcome[] {
  return invocationOutcomes(log)
    .map((o) => ({ ...o, notifications: o.notifications.filter((n) => WORTH_TELLING.has(n.level)) }))
    .filter((o) => !o.executionSuccessful || o.notifications.length > 0);
}
