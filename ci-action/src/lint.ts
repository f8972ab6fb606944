// Runs heddle-lint (annotation-lint) over the lint-paths globs; it writes SARIF that is
// merged with the runtime's. heddle-lint exits non-zero when it finds problems, so the
// exit status is not an error here; a missing SARIF file is.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as core from '@actions/core';
import { exec } from '@actions/exec';
import * as glob from '@actions/glob';
import type { LinterCommand } from './heddle-tools.js';
import { withCommandsStopped } from './untrusted-output.js';

export type LintOutcome =
  | { ran: true; sarifPath: string; files: number }
  | { ran: false; problem: string | undefined };

export async function runLint(linter: LinterCommand, patterns: string[], workspace: string): Promise<LintOutcome> {
  const globber = await glob.create(patterns.map((p) => (p.startsWith('!') ? `!${join(workspace, p.slice(1))}` : join(workspace, p))).join('\n'), {
    matchDirectories: false,
  });
  const files = (await globber.glob()).map((f) => relative(workspace, f)).sort();
  if (files.length === 0) {
    return { ran: false, problem: `lint-paths matched no files under ${workspace} (patterns: ${patterns.join(', ')}); fix the globs or leave lint-paths empty` };
  }
  const sarifPath = join(mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle-lint-')), 'lint.sarif');
  const status = await core.group(`heddle-lint: ${files.length} file(s)`, () =>
    withCommandsStopped(() => exec(linter.command, [...linter.args, '--format', 'sarif', '--output', sarifPath, ...files], { cwd: workspace, ignoreReturnCode: true })),
  );
  if (!existsSync(sarifPath)) return { ran: false, problem: `heddle-lint exited with ${status} and wrote no SARIF; see its output in the log` };
  return { ran: true, sarifPath, files: files.length };
}
