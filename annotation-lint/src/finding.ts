// Builds Findings with the catalog's severity, so no rule picks its own.
import { dirname, relative } from 'node:path';
import { plainPosition, plainRange } from './c/ranges.js';
import { ruleInfo } from './rules.js';
import type { Finding, Fix, Position, Range, RelatedLocation, TextEdit } from './types.js';

// Positions are copied in: facts' positions move when lines are added above them (c/ranges.ts),
// while a finding says where something was when it was linted.
export function finding(ruleId: string, file: string, range: Range, message: string, fixes: Fix[] = [], related: RelatedLocation[] = []): Finding {
  return { ruleId, severity: ruleInfo(ruleId).severity, message, file, range: plainRange(range), fixes, related: related.map((r) => ({ ...r, range: plainRange(r.range) })) };
}

export function insertAt(file: string, at: Position, newText: string): TextEdit {
  return { file, range: { start: plainPosition(at), end: plainPosition(at) }, newText };
}

export function replaceRange(file: string, range: Range, newText: string): TextEdit {
  return { file, range: plainRange(range), newText };
}

/**
 * "file:line" for a message about `from` (1-based line, as editors show it). The file is named relative to
 * from's directory: editors hand the linter absolute paths, and a message reads `racy.c:12`, not
 * `/home/…/src/racy.c:12` (the related location carries the full one).
 */
export function where(file: string, range: Range, from: string): string {
  const name = relative(dirname(from), file) || file;
  return `${name}:${range.start.line + 1}`;
}
