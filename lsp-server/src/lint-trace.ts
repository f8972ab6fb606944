// One line per lint (and one as it starts), sent as an LSP trace ($/logTrace; only when the client asked for traces, e.g. VS Code's
// "heddle.trace.server": "messages"): which version of which document was linted, what became of its
// findings, and how long it took. It shows where the time goes when diagnostics feel slow, and tells the
// tests and the benchmark which publish is a lint's.
/** published: findings sent; unchanged: the client already had exactly them for this version (nothing sent);
 * overtaken: an edit came while linting (dropped); failed: the linter threw (an empty list sent). */
export type LintOutcomeKind = 'published' | 'unchanged' | 'overtaken' | 'failed';

export interface LintTrace {
  readonly uri: string;
  readonly version: number;
  readonly outcome: LintOutcomeKind;
  readonly findings: number;
  /** Wall-clock time of the lint (the reparse it needed included), in milliseconds. */
  readonly ms: number;
}

const PATTERN = /^lint (\S+)@(\d+) (published|unchanged|overtaken|failed): (\d+) findings in ([\d.]+) ms$/;

export function formatLintTrace(trace: LintTrace): string {
  return `lint ${trace.uri}@${trace.version} ${trace.outcome}: ${trace.findings} findings in ${trace.ms.toFixed(2)} ms`;
}

export function parseLintTrace(message: string): LintTrace | undefined {
  const m = PATTERN.exec(message);
  if (!m) return undefined;
  return { uri: m[1]!, version: Number(m[2]), outcome: m[3] as LintOutcomeKind, findings: Number(m[4]), ms: Number(m[5]) };
}

/** A lint of `uri`@`version` began: a test that must edit a document while it is linted waits for this line
 * instead of sleeping a guessed time. */
export interface LintStart {
  readonly uri: string;
  readonly version: number;
}

const START_PATTERN = /^lint (\S+)@(\d+) started$/;

export function formatLintStart(start: LintStart): string {
  return `lint ${start.uri}@${start.version} started`;
}

export function parseLintStart(message: string): LintStart | undefined {
  const m = START_PATTERN.exec(message);
  return m ? { uri: m[1]!, version: Number(m[2]) } : undefined;
}
