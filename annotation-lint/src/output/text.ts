// The default output: one `file:line:col: severity: message [rule]` line per
// finding (the format editors and CI logs turn into links), related places
// indented under it, and a closing tally.
import type { Finding } from '../types.js';

export function formatText(findings: readonly Finding[], fileCount: number, notLinted = 0): string {
  const lines: string[] = [];
  for (const f of findings) {
    lines.push(`${f.file}:${f.range.start.line + 1}:${f.range.start.character + 1}: ${f.severity}: ${f.message} [${f.ruleId}]`);
    for (const r of f.related) lines.push(`    ${r.file}:${r.range.start.line + 1}:${r.range.start.character + 1}: note: ${r.message}`);
    for (const x of f.fixes) lines.push(`    fix available: ${x.description}`);
  }
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  const cpp = notLinted > 0 ? `, ${notLinted} file${notLinted === 1 ? '' : 's'} not linted (not C or C++)` : '';
  lines.push(`heddle-lint: ${fileCount} file${fileCount === 1 ? '' : 's'} checked${cpp}, ${count('error')} error(s), ${count('warning')} warning(s), ${count('note')} note(s)`);
  return `${lines.join('\n')}\n`;
}
