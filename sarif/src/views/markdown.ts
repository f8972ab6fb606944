// Markdown for a CI job summary: counts per rule and level, new vs. unchanged vs. absent,
// and a table of the top results with links to file and line. Kept under GitHub's 1 MiB
// step-summary limit by keeping as many table rows as fit (and saying how many were dropped).
import type { Log } from '../types.js';
import { noteworthyInvocations, type InvocationOutcome } from '../invocations.js';
import { byImportance, type ResolvedResult } from '../model.js';
import { resolveResults } from '../resolve.js';
import { MAX_STEP_SUMMARY_BYTES } from '../github-limits.js';
import { linesBytes, linesThatFit, utf8Bytes } from './text-budget.js';

export interface MarkdownViewOptions {
  /** Heading of the summary (default "heddle results"). */
  title?: string;
  /** Prefix for file links, e.g. `https://github.com/o/r/blob/<sha>/`; paths are shown without links when absent. */
  linkBase?: string;
  /** Rows in the top-results table (default 20). */
  top?: number;
  /** Upper bound of the output in UTF-8 bytes (default 1 MiB, GitHub's step-summary limit). */
  maxBytes?: number;
}

const LEVEL_ICON: Record<ResolvedResult['level'], string> = { error: '🔴 error', warning: '🟠 warning', note: '🔵 note', none: '⚪ none' };

/** Makes text safe inside a table cell: no pipes, no newlines, no HTML. */
export function escapeCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, ' ').replace(/([*_`[\]])/g, '\\$1');
}

/**
 * Text as inline code (a path, a command): one line, no backtick to end the span early. Nothing
 * else is escaped — a code span shows backslashes as they are (escapeCell would print `my\_file.c`).
 */
export function inlineCode(text: string): string {
  return `\`${text.replace(/`/g, "'").replace(/\r?\n/g, ' ')}\``;
}

/** Inline code inside a table cell: pipes escaped too (GFM splits the row into cells before it reads code spans). */
function codeCell(text: string): string {
  return inlineCode(text.replace(/\|/g, '\\|'));
}

/** A repository path as a URL path: every segment percent-encoded (`#`, `?` too), and parentheses, which end a Markdown link. */
function urlPath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

function locationCell(r: ResolvedResult, linkBase: string | undefined): string {
  const span = r.primary?.span;
  if (!span) return '—';
  const label = escapeCell(`${span.path}:${span.startLine}`);
  if (!linkBase || span.path.startsWith('/')) return label;
  const lines = span.endLine > span.startLine ? `#L${span.startLine}-L${span.endLine}` : `#L${span.startLine}`;
  return `[${label}](${linkBase}${urlPath(span.path)}${lines})`;
}

function ruleCell(r: ResolvedResult): string {
  return r.helpUri ? `[${escapeCell(r.ruleId)}](${r.helpUri})` : escapeCell(r.ruleId);
}

function countsTable(results: ResolvedResult[]): string[] {
  const rules = new Map<string, { rule: ResolvedResult; error: number; warning: number; note: number; new: number; unchanged: number; absent: number }>();
  for (const r of results) {
    const key = `${r.toolName}\u0000${r.ruleId}`;
    const row = rules.get(key) ?? { rule: r, error: 0, warning: 0, note: 0, new: 0, unchanged: 0, absent: 0 };
    if (r.baselineState === 'absent') row.absent++;
    else {
      if (r.level === 'error' || r.level === 'warning' || r.level === 'note') row[r.level]++;
      if (r.baselineState === 'new') row.new++;
      if (r.baselineState === 'unchanged') row.unchanged++;
    }
    rules.set(key, row);
  }
  const rows = [...rules.values()].sort((a, b) => b.new - a.new || b.error - a.error || a.rule.ruleId.localeCompare(b.rule.ruleId));
  return [
    '| Tool | Rule | Errors | Warnings | Notes | New | Unchanged | Absent |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${escapeCell(row.rule.toolName)} | ${ruleCell(row.rule)} | ${row.error} | ${row.warning} | ${row.note} | ${row.new} | ${row.unchanged} | ${row.absent} |`),
  ];
}

function resultRow(r: ResolvedResult, linkBase: string | undefined): string {
  return `| ${LEVEL_ICON[r.level]} | ${r.baselineState ?? '—'} | ${ruleCell(r)} | ${locationCell(r, linkBase)} | ${escapeCell(r.title)} |`;
}

function statusCell(o: InvocationOutcome): string {
  const exit = o.exitCode !== undefined ? ` (exit ${o.exitCode})` : o.exitSignalName ? ` (${o.exitSignalName})` : '';
  return o.executionSuccessful ? `completed${exit}` : `❌ did not complete${exit}`;
}

/**
 * The tool runs a reader must know about, as `noteworthyInvocations` selects them (failed ones,
 * e.g. heddle's exit 70, and those with error/warning notifications: what a tool skipped, what
 * merge cut), one row per notification, at most `maxRows` rows (a log may carry thousands of
 * notifications); '' when there are none. Every outcome given gets a row.
 */
export function renderInvocationsMarkdown(outcomes: InvocationOutcome[], options: { heading?: string; maxRows?: number } = {}): string {
  const rows = outcomes.flatMap((o) => {
    const tool = escapeCell(o.category ? `${o.tool} (${o.category})` : o.tool);
    const command = o.commandLine ? codeCell(o.commandLine) : '—';
    const notes = o.notifications.length > 0 ? o.notifications : [undefined];
    return notes.map((n) => `| ${tool} | ${command} | ${statusCell(o)} | ${n ? n.level : '—'} | ${n ? escapeCell(n.where ? `${n.where}: ${n.message}` : n.message) : 'no notification says why'} |`);
  });
  if (rows.length === 0) return '';
  const maxRows = options.maxRows ?? 50;
  const more = rows.length > maxRows ? ['', `_${rows.length - maxRows} more notification${rows.length - maxRows === 1 ? '' : 's'} in the SARIF file._`] : [];
  return [options.heading ?? '### Tool notifications', '', '| Tool | Command | Run | Level | Notification |', '| --- | --- | --- | --- | --- |', ...rows.slice(0, maxRows), ...more, ''].join('\n');
}

export function renderMarkdown(input: Log | ResolvedResult[], options: MarkdownViewOptions = {}): string {
  const all = Array.isArray(input) ? input : resolveResults(input);
  const present = all.filter((r) => r.baselineState !== 'absent');
  const maxBytes = options.maxBytes ?? MAX_STEP_SUMMARY_BYTES;
  const compared = all.some((r) => r.baselineState !== undefined);
  const count = (s: string) => all.filter((r) => r.baselineState === s).length;

  const head = [`## ${escapeCell(options.title ?? 'heddle results')}`, ''];
  // A log also says how its tool runs went: a run that did not complete explains missing results.
  const invocations = Array.isArray(input) ? '' : renderInvocationsMarkdown(noteworthyInvocations(input));
  if (invocations) head.push(invocations);
  if (present.length === 0) head.push('No results. ✅');
  else head.push(`**${present.length} result${present.length === 1 ? '' : 's'}**${compared ? ` — ${count('new')} new, ${count('unchanged')} unchanged, ${count('absent')} fixed since the baseline` : ''}`);
  if (all.length > 0) head.push('', ...countsTable(all));

  const top = [...present].sort(byImportance).slice(0, options.top ?? 20);
  const rows = top.map((r) => resultRow(r, options.linkBase));
  const tableHead = ['', `### Top results`, '', '| Level | Baseline | Rule | Location | Message |', '| --- | --- | --- | --- | --- |'];
  const render = (n: number) => {
    const dropped = present.length - n;
    const tail = dropped > 0 ? ['', `_${dropped} more result${dropped === 1 ? '' : 's'} not shown._`] : [];
    return [...head, ...(n > 0 ? [...tableHead, ...rows.slice(0, n)] : []), ...tail, ''].join('\n');
  };
  // As many table rows as fit beside the rest (the counts always stay); the tail saying how many
  // were dropped is longest with none shown, so the summary without rows measures the rest.
  const room = maxBytes - utf8Bytes(render(0)) - linesBytes(tableHead);
  return render(linesThatFit(rows, room));
}
