// Builds Findings with the catalog's severity, so no rule picks its own.
import { ruleInfo } from './rules.js';
import type { Finding, Fix, Position, Range, RelatedLocation, TextEdit } from './types.js';

export function finding(ruleId: string, file: string, range: Range, message: string, fixes: Fix[] = [], related: RelatedLocation[] = []): Finding {
  return { ruleId, severity: ruleInfo(ruleId).severity, message, file, range, fixes, related };
}

export function insertAt(file: string, at: Position, newText: string): TextEdit {
  return { file, range: { start: at, end: at }, newText };
}

export function replaceRange(file: string, range: Range, newText: string): TextEdit {
  return { file, range, newText };
}

/** "file:line" for messages (1-based line, as editors show it). */
export function where(file: string, range: Range): string {
  return `${file}:${range.start.line + 1}`;
}
