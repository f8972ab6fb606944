// What each tool reported, reduced to sites the ground truth can be compared
// with: heddle's SARIF (read through @heddle/sarif, the one SARIF parser) and
// ThreadSanitizer's text reports.
import { SUGGESTION_KINDS, readSarifFile, resolveResults, type SuggestionKind } from '@heddle/sarif';
import { basename } from 'node:path';
import { siteKey } from './suite.js';

/** One heddle result: rule, primary site, and every other site it names. */
export interface HeddleReport {
  rule: string;
  location: string;
  /** relatedLocations and every thread-flow frame, as `file.c:line`. */
  sites: Set<string>;
  message: string;
  /** An annotation-suggestion's properties.suggestion (read from the log itself: heap objects have no `object`). */
  suggestion?: Suggestion;
}

/** What race mode suggested for one object (or, merged, for `occurrences` objects at one site). */
export interface Suggestion {
  kind: SuggestionKind;
  /** A global's name (LLVM names a part of a split global struct `name.N`). */
  object?: string;
  occurrences: number;
}

function suggestionOf(properties: unknown): Suggestion | undefined {
  const bag = (properties as { suggestion?: { kind?: unknown; object?: unknown }; occurrences?: unknown } | undefined) ?? {};
  const s = bag.suggestion;
  if (!s || !SUGGESTION_KINDS.includes(s.kind as SuggestionKind)) return undefined;
  return {
    kind: s.kind as SuggestionKind,
    ...(typeof s.object === 'string' && { object: s.object }),
    occurrences: typeof bag.occurrences === 'number' ? bag.occurrences : 1,
  };
}

export async function readHeddleReports(sarifPath: string): Promise<HeddleReport[]> {
  const log = await readSarifFile(sarifPath);
  return resolveResults(log).map((r) => {
    const suggestion = suggestionOf(log.runs[r.runIndex]?.results?.[r.resultIndex]?.properties);
    const span = r.primary?.span;
    const sites = new Set<string>();
    for (const loc of [...r.related, ...r.threads.flatMap((t) => t.frames)])
      if (loc.span) sites.add(siteKey(loc.span.path, loc.span.startLine));
    return {
      rule: r.ruleId,
      location: span ? siteKey(span.path, span.startLine) : '(no location)',
      sites,
      message: r.message,
      ...(suggestion && { suggestion }),
    };
  });
}

/** One ThreadSanitizer warning: its kind and, for each access in it, the first frame in the program's own files. */
export interface TsanWarning {
  kind: string;
  sites: string[];
  text: string;
}

const ACCESS_HEADER = /^\s*(Previous )?(atomic )?(Read|Write|read|write)\b.* of size \d+ at /;
const FRAME = /^\s*#\d+ \S+ (\S+?):(\d+)(?::\d+)? /;

/** Splits TSan's stderr into warnings; `ownFiles` are the basenames of the program's sources. */
export function parseTsanWarnings(stderr: string, ownFiles: Set<string>): TsanWarning[] {
  const warnings: TsanWarning[] = [];
  const blocks = stderr.split(/^==================$/m);
  for (const block of blocks) {
    const kind = /WARNING: ThreadSanitizer: (.+?) \(pid/.exec(block)?.[1];
    if (!kind) continue;
    // Sites: the first own frame of each access's stack; a warning without accesses (mutex
    // misuse, use of a destroyed mutex) gets the first own frame of each of its stacks.
    const accessSites: string[] = [];
    const stackSites: string[] = [];
    let inAccess = false;
    let taken = false;
    for (const line of block.split('\n')) {
      const frame = FRAME.exec(line);
      if (!frame) {
        inAccess = ACCESS_HEADER.test(line);
        taken = false;
        continue;
      }
      if (taken || !ownFiles.has(basename(frame[1]!))) continue;
      (inAccess ? accessSites : stackSites).push(siteKey(frame[1]!, Number(frame[2])));
      taken = true;
    }
    warnings.push({ kind, sites: accessSites.length > 0 ? accessSites : stackSites, text: block.trim() });
  }
  return warnings;
}
