// Runs heddle-lint (annotation-lint) over the lint-paths globs; it writes SARIF that is
// merged with the runtime's. heddle-lint exits non-zero when it finds problems, so the
// exit status is not an error here; a missing SARIF file is, and then what heddle-lint
// printed on stderr (its usage and configuration errors) is the message. With SARIF written,
// its stderr lines (e.g. matched files it skipped: not C sources or filters) become notes.
// With the build's compile database (`-p`), heddle-lint knows which files link into which program:
// a global shared by the threads of one program is not taken as shared by another's files.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, sep } from 'node:path';
import * as core from '@actions/core';
import { exec } from '@actions/exec';
import * as glob from '@actions/glob';
import type { LinterCommand } from './heddle-tools.js';
import { withCommandsStopped } from './untrusted-output.js';

export type LintOutcome =
  | { ran: true; sarifPath: string; files: number; notes: string[] }
  | { ran: false; problem: string | undefined };

/** heddle-lint's stderr lines copied into the summary; the log has all of them. */
const MAX_NOTES = 10;

/** Patterns that would glob outside the workspace: an absolute path, or one climbing out with "..". */
function outsideWorkspace(patterns: string[], workspace: string): string[] {
  return patterns.filter((p) => {
    const path = p.startsWith('!') ? p.slice(1) : p;
    return isAbsolute(path) || relative(workspace, join(workspace, path)).split(sep)[0] === '..';
  });
}

/** `buildPath`: the folder holding the build's compile_commands.json, heddle-lint's program model (`-p`). */
export async function runLint(linter: LinterCommand, patterns: string[], workspace: string, buildPath?: string): Promise<LintOutcome> {
  const outside = outsideWorkspace(patterns, workspace);
  if (outside.length > 0) {
    return { ran: false, problem: `lint-paths must be globs relative to the workspace (${workspace}); these are not: ${outside.join(', ')}` };
  }
  const globber = await glob.create(patterns.map((p) => (p.startsWith('!') ? `!${join(workspace, p.slice(1))}` : join(workspace, p))).join('\n'), {
    matchDirectories: false,
  });
  const files = (await globber.glob()).map((f) => relative(workspace, f)).sort();
  if (files.length === 0) {
    return { ran: false, problem: `lint-paths matched no files under ${workspace} (patterns: ${patterns.join(', ')}); fix the globs (they match files, e.g. src/**/*.c) or leave lint-paths empty` };
  }
  const sarifPath = join(mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle-lint-')), 'lint.sarif');
  let stderr = '';
  let status: number;
  try {
    status = await core.group(`heddle-lint: ${files.length} file(s)`, () =>
      withCommandsStopped(() =>
        exec(linter.command, [...linter.args, ...(buildPath ? ['-p', buildPath] : []), '--format', 'sarif', '--output', sarifPath, ...files], {
          cwd: workspace,
          ignoreReturnCode: true,
          listeners: { stderr: (d: Buffer) => (stderr += d.toString('utf8')) },
        }),
      ),
    );
  } catch (e) {
    return { ran: false, problem: `could not start ${[linter.command, ...linter.args].join(' ')} (${linter.origin}): ${(e as Error).message}` };
  }
  const said = stderr.split('\n').map((l) => l.trim()).filter(Boolean);
  if (!existsSync(sarifPath)) {
    return { ran: false, problem: `heddle-lint exited with ${status} and wrote no SARIF${said.length > 0 ? `: ${said.slice(0, 5).join(' / ')}` : '; see its output in the log'}` };
  }
  const notes = said.length > MAX_NOTES ? [...said.slice(0, MAX_NOTES - 1), `… and ${said.length - MAX_NOTES + 1} more lines (see the log)`] : said;
  return { ran: true, sarifPath, files: files.length, notes };
}
