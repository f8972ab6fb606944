// Findings → SARIF 2.1.0 through @heddle/sarif's builder: every rule of the
// catalog in tool.driver.rules, %SRCROOT%-relative locations, related
// locations, and fixes as SARIF `fixes` (artifactChanges with replacements).
import { createHash } from 'node:crypto';
import { SarifLogBuilder, sourceLocation, type Fix as SarifFix, type Log, type Region } from '@heddle/sarif';
import { RULES, ruleDocsUri } from '../rules.js';
import type { Finding, Range } from '../types.js';

export interface SarifOptions {
  /** Absolute folder the finding paths are relative to (recorded as %SRCROOT%). */
  srcRoot: string;
  toolVersion: string;
  /** The tool's homepage (SARIF tool.driver.informationUri; the SARIF SDK warns SARIF2005 without it). */
  informationUri?: string;
  /** Said as warning-level tool execution notifications (C++ files not linted). */
  warnings?: readonly string[];
}

function span(path: string, r: Range, message?: string, id?: number) {
  return {
    path,
    startLine: r.start.line + 1,
    startColumn: r.start.character + 1,
    endLine: r.end.line + 1,
    endColumn: r.end.character + 1,
    ...(message !== undefined && { message }),
    ...(id !== undefined && { id }),
  };
}

function region(r: Range): Region {
  return { startLine: r.start.line + 1, startColumn: r.start.character + 1, endLine: r.end.line + 1, endColumn: r.end.character + 1 };
}

function sarifFix(fix: Finding['fixes'][number], srcRoot: string): SarifFix {
  const byFile = new Map<string, Finding['fixes'][number]['edits']>();
  for (const e of fix.edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  return {
    description: { text: fix.description },
    artifactChanges: [...byFile].map(([file, edits]) => ({
      artifactLocation: sourceLocation({ path: file, startLine: 1 }, srcRoot).physicalLocation!.artifactLocation!,
      replacements: edits.map((e) => ({ deletedRegion: region(e.range), insertedContent: { text: e.newText } })),
    })),
  };
}

/** Stable across unrelated edits (no line number): rule, file and message. */
function fingerprint(f: Finding): string {
  return createHash('sha256').update(`${f.ruleId}\0${f.file}\0${f.message}`).digest('hex').slice(0, 32);
}

export function findingsToSarif(findings: readonly Finding[], options: SarifOptions): Log {
  const builder = new SarifLogBuilder();
  const run = builder.addRun({
    tool: { name: 'heddle-lint', version: options.toolVersion, semanticVersion: options.toolVersion, informationUri: options.informationUri },
    category: 'heddle-lint',
    srcRoot: options.srcRoot,
  });
  for (const r of RULES) {
    run.addRule({
      id: r.id,
      name: r.id.replace(/(^|-)([a-z])/g, (_, _d, c: string) => c.toUpperCase()),
      shortDescription: { text: r.summary },
      fullDescription: { text: `${r.summary} ${r.help}` },
      help: { text: r.help },
      helpUri: ruleDocsUri(r.id),
      defaultConfiguration: { level: r.severity },
    });
  }
  for (const f of findings) {
    run.addResult({
      ruleId: f.ruleId,
      level: f.severity,
      message: { text: f.message },
      locations: [sourceLocation(span(f.file, f.range), options.srcRoot)],
      ...(f.related.length > 0 && {
        relatedLocations: f.related.map((r, i) => sourceLocation(span(r.file, r.range, r.message, i + 1), options.srcRoot)),
      }),
      ...(f.fixes.length > 0 && { fixes: f.fixes.map((x) => sarifFix(x, options.srcRoot)) }),
      partialFingerprints: { 'heddleLint/v1': fingerprint(f) },
    });
  }
  for (const w of options.warnings ?? []) run.addNotification('warning', w);
  return builder.build();
}
