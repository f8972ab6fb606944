// How an entry ended, from what its process and heddle's SARIF say. A program killed by a
// signal is a failed entry named by that signal, whatever heddle reported before it died:
// heddle run says so with exit 128+N and `programSignalName` in its SARIF (an older heddle
// exited 66 when there were reports, so the SARIF is believed over the status).
import { constants } from 'node:os';
import type { CancelSignal } from './cancellation.js';

export type RunOutcome = 'ok' | 'unexpected-exit' | 'crashed' | 'timed-out' | 'cancelled' | 'failed-to-start';

/** How the analysed program ended, as heddle run recorded it in the SARIF (sarif-glue.ts programEndOf). */
export interface ProgramEnd {
  exitCode?: number;
  signalName?: string;
}

export interface EntryEnd {
  /** The started process's own end (heddle run's, or the program's for a native run). */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The started process was `heddle run` (its 128+N statuses mean signal N). */
  viaHeddle: boolean;
  timedOut: boolean;
  cancelledBy: CancelSignal | undefined;
  program: ProgramEnd | undefined;
}

export interface EntryExpectations {
  expectExit: readonly number[];
  /** heddle run's status for "ran, reports written" (66). */
  reportStatuses: readonly number[];
  timeoutSeconds: number;
}

export interface ClassifiedEnd {
  outcome: RunOutcome;
  detail: string;
  /** The signal that ended the program (or heddle), when one did. */
  signal: string | null;
}

/** The signal a shell-style status 128+N stands for, if N is one. */
export function signalOfStatus(status: number): string | undefined {
  const n = status - 128;
  if (n < 1 || n > 64) return undefined;
  return Object.entries(constants.signals).find(([, value]) => value === n)?.[0];
}

export function classifyEnd(end: EntryEnd, expected: EntryExpectations): ClassifiedEnd {
  const { exitCode: code, program } = end;
  if (end.cancelledBy) return { outcome: 'cancelled', detail: `stopped (${end.cancelledBy} to its process group): the job was cancelled`, signal: end.cancelledBy };
  if (end.timedOut) return { outcome: 'timed-out', detail: `timed out after ${expected.timeoutSeconds}s and was stopped`, signal: end.signal };
  const killed = (signal: string, detail: string): ClassifiedEnd => ({ outcome: 'crashed', detail, signal });
  if (program?.signalName) return killed(program.signalName, `the program was killed by ${program.signalName}${code !== null ? ` (heddle run exited with ${code})` : ''}; the results it logged before are kept`);
  if (end.signal) return killed(end.signal, `${end.viaHeddle ? 'heddle run' : 'the program'} was killed by ${end.signal}`);
  const statusSignal = end.viaHeddle && code !== null ? signalOfStatus(code) : undefined;
  // 128+N from heddle run: the program died of N — unless heddle recorded the program's own exit, then heddle itself was stopped.
  if (statusSignal && program?.exitCode !== code) {
    const who = program?.exitCode === undefined ? 'the program was killed by' : 'heddle run was stopped by';
    return killed(statusSignal, `${who} ${statusSignal} (exit ${code})`);
  }
  if (code !== null && expected.expectExit.includes(code)) return { outcome: 'ok', detail: `exited with ${code}`, signal: null };
  if (code !== null && expected.reportStatuses.includes(code)) return { outcome: 'ok', detail: `ran to the end; heddle reported findings (exit ${code})`, signal: null };
  return { outcome: 'unexpected-exit', detail: `exited with ${code}; expected exit status ${expected.expectExit.join(' or ')}`, signal: null };
}
