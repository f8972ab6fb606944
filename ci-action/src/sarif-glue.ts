// The few calls into @heddle/sarif that need the action's context: reading a log (its
// SarifInputError already names file and JSON path), stamping the code-scanning category
// and merging, and the baseline comparison. SARIF is never parsed here by hand.
import {
  invocationOutcomes,
  SarifLogBuilder,
  compareWithBaseline as markAgainstBaseline,
  mergeLogs,
  noteworthyInvocations,
  readSarifFileSync,
  SarifInputError,
  type Log,
} from '@heddle/sarif';
import type { ProgramEnd } from './entry-outcome.js';
import { UserError } from './errors.js';

export function readLog(path: string): Log {
  try {
    return readSarifFileSync(path);
  } catch (e) {
    if (e instanceof SarifInputError) throw new UserError(e.message);
    throw new UserError(`${path}: cannot be read as SARIF (${(e as Error).message})`);
  }
}

/**
 * One upload per category: every run is put in the action's category, so code scanning
 * keeps heddle's alerts apart from other tools', and shards merge into one run per tool.
 */
export function mergeForCategory(logs: Log[], category: string, srcRoot: string): Log {
  return mergeLogs(logs, { srcRoot, category });
}

/**
 * Marks every result new / unchanged and adds the baseline's fixed results as absent.
 * Without a (usable) baseline every result is new, and the SARIF and the summary say so.
 */
export function compareWithBaseline(current: Log, baseline: Log | undefined): Log {
  return markAgainstBaseline(current, baseline ?? new SarifLogBuilder().build());
}

/**
 * Why heddle could not finish (exit 70), in its own words: the error notifications of the
 * SARIF it still wrote. [] when the file says nothing or cannot be read.
 */
export function heddleFailureReasons(sarifPath: string): string[] {
  try {
    return noteworthyInvocations(readSarifFileSync(sarifPath)).flatMap((o) => o.notifications.filter((n) => n.level === 'error').map((n) => n.message));
  } catch {
    return []; // a damaged file is reported when the logs are merged
  }
}

/** How heddle run says the program ended (its invocation's programSignalName / programExitCode); undefined when unsaid or unreadable. */
export function programEndOf(sarifPath: string): ProgramEnd | undefined {
  try {
    const said = invocationOutcomes(readSarifFileSync(sarifPath)).find((o) => o.programSignalName !== undefined || o.programExitCode !== undefined);
    return said && { ...(said.programExitCode !== undefined && { exitCode: said.programExitCode }), ...(said.programSignalName !== undefined && { signalName: said.programSignalName }) };
  } catch {
    return undefined; // a damaged file is reported when the logs are merged
  }
}
