// --format json: the Finding objects of the library API as they are, plus a
// tally, so scripts read exactly what the language server sees.
import type { Finding } from '../types.js';

export function formatJson(findings: readonly Finding[], files: readonly string[], notLinted: readonly string[] = []): string {
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  // notLinted: sources of C's relatives found or named that heddle-lint cannot read (Objective-C, CUDA, C++ modules).
  return `${JSON.stringify({ files, notLinted, findings, summary: { errors: count('error'), warnings: count('warning'), notes: count('note') } }, null, 2)}\n`;
}
