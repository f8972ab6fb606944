// Runs a task's command for the extension's pseudoterminal (tasks/terminal.ts), without VS Code's own process
// execution, for two reasons a first-time user hit (issue #14, item 3): `heddle run` exits 66 when it found
// reports — that is the run working, not failing, so the task ends 0 and says what 66 means — and a missing
// executable must say which setting names it, not VS Code's raw "Path to shell executable … does not exist".
// No VS Code API here: tested with node:test on real processes.
import { spawn } from 'node:child_process';
import type { CommandLine } from '../commands/commandLines.js';

/** heddle's "at least one report" status (docs/reports.md, Exit statuses). */
export const REPORTS_FOUND = 66;

export interface ProcessRunSink {
  /** Output to show, with `\n` line ends (the terminal adaptor turns them into `\r\n`). */
  write(text: string): void;
}

export interface ProcessRunOptions {
  cwd: string;
  /** The setting that names `line.command`, for the message when it cannot be started. */
  setting: string;
  /** Whether exit 66 means "reports found" (heddle run): the task then succeeds. */
  reportsFoundIsSuccess: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface ProcessRunResult {
  /** The status the task ends with. */
  code: number;
  /** Set when the command could not be started: what to tell the user (also written to the terminal). */
  startError?: string;
}

/** The message for a command that cannot be started: which file, why, and which setting to change. */
export function startErrorMessage(command: string, setting: string, error: NodeJS.ErrnoException): string {
  const why = error.code === 'ENOENT'
    ? command.includes('/') ? 'does not exist' : 'is not on PATH'
    : error.code === 'EACCES' ? 'is not executable' : error.message;
  return `heddle: cannot run '${command}': it ${why}. Set "${setting}" to the full path of the executable (e.g. build/bin/${command.split('/').pop()} in a heddle build tree), or install heddle (scripts/install.sh) so it is on PATH.`;
}

export interface RunningProcess {
  readonly done: Promise<ProcessRunResult>;
  /** Stops the process group (the task was terminated). */
  kill(): void;
}

export function runProcess(line: CommandLine, options: ProcessRunOptions, sink: ProcessRunSink): RunningProcess {
  const child = spawn(line.command, line.args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => sink.write(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => sink.write(chunk));
  const done = new Promise<ProcessRunResult>((resolve) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      const message = startErrorMessage(line.command, options.setting, error);
      sink.write(`${message}\n`);
      resolve({ code: 127, startError: message });
    });
    child.on('close', (code, signal) => {
      if (code === null) {
        sink.write(`\nheddle: the process ended by signal ${signal ?? '?'}\n`);
        resolve({ code: 128 + 15 });
        return;
      }
      if (code === REPORTS_FOUND && options.reportsFoundIsSuccess) {
        sink.write(`\nheddle: exit ${REPORTS_FOUND}: the run found reports (shown in Problems and the heddle results view); the task succeeded.\n`);
        resolve({ code: 0 });
        return;
      }
      resolve({ code });
    });
  });
  return {
    done,
    kill: () => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}
