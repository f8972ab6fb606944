// The job summary ($GITHUB_STEP_SUMMARY): verdict, what ran and how long it took, where
// the baseline came from, what the tools said about their own runs (why heddle exited 70,
// what merge cut), where the annotations went, @heddle/sarif's Markdown view of
// the results, and the results that fit no annotation. GitHub refuses a step summary over
// 1 MiB, so the parts written here are measured and the results view gets the rest.
import {
  escapeCell,
  inlineCode,
  linesBytes,
  linesThatFit,
  MAX_STEP_SUMMARY_BYTES,
  renderInvocationsMarkdown,
  renderMarkdown,
  utf8Bytes,
  type GithubAnnotation,
  type InvocationOutcome,
  type ResolvedResult,
} from '@heddle/sarif';
import type { AnnotationReport } from './annotate.js';
import { BuildError } from './build-project.js';
import type { UserError } from './errors.js';
import type { Unplaced } from './head-lines.js';
import type { EntryRun } from './run-entry.js';
import type { Verdict } from './gate.js';

export interface SummaryInput {
  verdict: Verdict;
  runs: EntryRun[];
  notes: string[];
  /** Every result of the comparison, the baseline's fixed (absent) ones too: the view counts them as fixed. */
  results: ResolvedResult[];
  /** Tool runs that failed or left notifications (heddle's exit-70 reasons, what merge cut). */
  invocations?: InvocationOutcome[];
  linkBase: string | undefined;
  annotations: AnnotationReport;
  /** Results whose lines have no counterpart in the pull request's head (head-lines.ts), with why. */
  notOnHeadLines?: Unplaced[];
  /** Annotations are ranked by the pull request's diff (else there is no diff to speak of). */
  onPullRequest?: boolean;
  maxBytes?: number;
}

const OUTCOME: Record<EntryRun['outcome'], string> = {
  ok: '✅ ok',
  'unexpected-exit': '❌ unexpected exit',
  crashed: '❌ killed',
  'timed-out': '⏱️ timed out (stopped)',
  cancelled: '⏹️ cancelled',
  'failed-to-start': '❌ did not start',
};

/** The outcome cell; a crash names its signal. */
const outcomeCell = (r: EntryRun) => (r.outcome === 'crashed' && r.signal ? `${OUTCOME.crashed} by ${r.signal}` : OUTCOME[r.outcome]);

/**
 * The runs table, within `budget` bytes: in manifest order when it fits, else the entries that did
 * not complete first (they explain the verdict) and as many others as fit, saying how many are left out.
 */
function runsTable(runs: EntryRun[], budget: number): string[] {
  if (runs.length === 0) return [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  // Overhead columns only when some entry has a native build to compare with.
  const overhead = runs.some((r) => r.nativeWallMs !== undefined);
  const cells = (r: EntryRun) => {
    if (!overhead) return '';
    if (r.nativeWallMs === undefined) return ' — | — |';
    return ` ${seconds(r.nativeWallMs)} | ${r.nativeWallMs > 0 ? `${(r.wallMs / r.nativeWallMs).toFixed(2)}×` : '—'} |`;
  };
  const row = (r: EntryRun) => `| ${escapeCell(r.entry.name)} | ${outcomeCell(r)} | ${seconds(r.wallMs)} |${cells(r)} ${escapeCell(r.detail)} |`;
  const head = [
    '### Runs under heddle',
    '',
    `| Entry | Outcome | Wall time |${overhead ? ' Native | Overhead |' : ''} Details |`,
    `| --- | --- | ---: |${overhead ? ' ---: | ---: |' : ''} --- |`,
  ];
  const rows = runs.map((run) => ({ run, line: row(run) }));
  const headBytes = linesBytes(head);
  const lines = rows.map((r) => r.line);
  if (linesThatFit(lines, budget - headBytes) === lines.length) return [...head, ...lines, ''];
  const failedFirst = [...rows.filter((r) => r.run.outcome !== 'ok'), ...rows.filter((r) => r.run.outcome === 'ok')];
  // 200 bytes stay free for the line saying what was left out.
  const kept = linesThatFit(failedFirst.map((r) => r.line), budget - headBytes - 200);
  const failedLeft = failedFirst.slice(kept).filter((r) => r.run.outcome !== 'ok').length;
  const why = failedLeft > 0 ? `${failedLeft} of them did not complete` : 'all ok';
  return [...head, ...failedFirst.slice(0, kept).map((r) => r.line), '', `_${rows.length - kept} more entries not shown (${why}; see the log)._`, ''];
}

function annotationLine(a: AnnotationReport, notOnHeadLines: number, onPullRequest: boolean): string {
  if (a.leftToMergeJob) return 'Annotations: left to the job that merges the shards.';
  const parts = [`${a.workflowCommands} ${onPullRequest ? 'annotated on the diff' : 'annotated in the log and on the commit'}`];
  if (a.checkRun > 0) parts.push(`${a.checkRun} in the ${a.checkRunUrl ? `[check run](${a.checkRunUrl})` : 'check run'}`);
  if (a.notShown.length > 0) parts.push(`${a.notShown.length} not annotated (listed below)`);
  if (notOnHeadLines > 0) parts.push(`${notOnHeadLines} not annotated on a line of the pull request's head (listed below)`);
  return `Annotations: ${parts.join(', ')}.`;
}

/** A collapsed list of annotations, one line each (with why, when given), within `budget` bytes. */
function annotationList(heading: string, list: { annotation: GithubAnnotation; reason?: string }[], budget: number): string {
  if (list.length === 0) return '';
  const head = `\n<details><summary>${list.length} ${heading}</summary>\n\n`;
  const foot = '\n</details>\n';
  const lines = list.map(({ annotation: a, reason }) => `- ${inlineCode(`${a.path}:${a.start_line}`)} ${escapeCell(a.title)}${reason ? ` (${escapeCell(reason)})` : ''}`);
  // 80 bytes stay free for the line saying how many more there are.
  const shown = linesThatFit(lines, budget - utf8Bytes(head) - utf8Bytes(foot) - 80);
  if (shown < lines.length) lines.splice(shown, Infinity, `- … and ${list.length - shown} more (see the SARIF file)`);
  return `${head}${lines.join('\n')}${foot}`;
}

export function renderSummary(s: SummaryInput): string {
  const max = s.maxBytes ?? MAX_STEP_SUMMARY_BYTES;
  const head = [
    '# heddle',
    '',
    `${s.verdict.fail ? '❌ **Failed**' : '✅ **Passed**'}: ${escapeCell(s.verdict.reason)}`,
    '',
    ...s.notes.map((n) => `> ${escapeCell(n)}`),
    ...(s.notes.length > 0 ? [''] : []),
    // The runs table may take half of the summary; the results view gets what the fixed parts leave.
    ...runsTable(s.runs, Math.floor(max / 2)),
    ...(s.invocations?.length ? [renderInvocationsMarkdown(s.invocations)] : []),
    annotationLine(s.annotations, s.notOnHeadLines?.length ?? 0, s.onPullRequest ?? false),
    '',
  ].join('\n');
  // The fixed parts first, then the not-annotated lists (at most a quarter together), then the view.
  const notOnHeadLines = s.notOnHeadLines ?? [];
  const listBudget = Math.max(0, Math.floor((max - utf8Bytes(head)) / 4));
  const offHead = annotationList("result(s) not annotated on a line of the pull request's head", notOnHeadLines, notOnHeadLines.length > 0 && s.annotations.notShown.length > 0 ? listBudget / 2 : listBudget);
  const notShown = annotationList("result(s) that did not fit GitHub's annotation limits", s.annotations.notShown.map((annotation) => ({ annotation })), listBudget - utf8Bytes(offHead));
  const list = `${offHead}${notShown}`;
  const view = renderMarkdown(s.results, { title: 'Results', linkBase: s.linkBase, maxBytes: Math.max(0, max - utf8Bytes(head) - utf8Bytes(list) - 64) });
  return `${head}\n${view}${list}`;
}

/** The summary of a run that stopped early (bad input, failed build): what happened and that no SARIF exists. */
export function renderFailureSummary(e: UserError): string {
  const fence = (text: string) => `\`\`\`\n${text.replace(/```/g, "'''")}\n\`\`\`\n`;
  if (e instanceof BuildError) {
    return `# heddle\n\n❌ **The build failed** (${escapeCell(e.step)}, exit status ${e.status}); nothing ran under heddle and no SARIF was written.\n\n${fence(e.outputTail)}`;
  }
  return `# heddle\n\n❌ **The action stopped before any result**; no SARIF was written.\n\n${fence(e.message)}`;
}
