// Lints one open document with annotation-lint and says which other files the findings were computed from
// (the dependency graph re-lints the document when one of them changes). Findings are kept per document so
// code actions can offer their fixes.
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { filterReferences, parsedFilter } from './filter-model.js';
import { resolveFilterFile } from './filter-targets.js';
import { parseFilter, type FilterParseResult, type Finding, type Range, type Severity } from './lint-api.js';
import type { ServerContext } from './server.js';
import { pathToUri, uriToPath } from './workspace.js';

export const LINT_SOURCE = 'heddle-lint';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  note: DiagnosticSeverity.Information,
};

/** Carried in Diagnostic.data: which finding of the document's last lint the diagnostic shows. */
export interface LintData {
  heddleLint: number;
}
export const isLintData = (d: unknown): d is LintData =>
  typeof d === 'object' && d !== null && typeof (d as LintData).heddleLint === 'number';

export interface LintOutcome {
  diagnostics: Diagnostic[];
  /** URIs of the other files the findings depend on. */
  dependencies: string[];
}

function toDiagnostic(finding: Finding, index: number): Diagnostic {
  return {
    range: finding.range,
    severity: SEVERITY[finding.severity],
    code: finding.ruleId,
    source: LINT_SOURCE,
    message: finding.message,
    relatedInformation: finding.related.map((r) => ({
      location: { uri: pathToUri(r.file), range: r.range },
      message: r.message,
    })),
    data: { heddleLint: index } satisfies LintData,
  };
}

export class LintRunner {
  private readonly findings = new Map<string, Finding[]>();

  constructor(private readonly context: ServerContext) {}

  lint(uri: string): LintOutcome {
    const document = this.context.documents.get(uri);
    const path = uriToPath(uri);
    if (!document || !path) return { diagnostics: [], dependencies: [] };
    if (document.text.getText().length > this.context.settings().maxFileSize) {
      this.findings.set(uri, []);
      return { diagnostics: [], dependencies: [] };
    }
    const { findings, dependencies } = document.kind === 'filter' ? this.lintFilter(uri, path) : this.lintC(uri, path);
    this.findings.set(uri, findings);
    return { diagnostics: findings.map(toDiagnostic), dependencies: dependencies.map(pathToUri) };
  }

  /** The finding a diagnostic of the last lint shows, if it still does. */
  findingFor(uri: string, diagnostic: Diagnostic): Finding | undefined {
    if (!isLintData(diagnostic.data)) return undefined;
    const finding = this.findings.get(uri)?.[diagnostic.data.heddleLint];
    return finding && finding.message === diagnostic.message ? finding : undefined;
  }

  findingsAt(uri: string, range: Range): Finding[] {
    return (this.findings.get(uri) ?? []).filter(
      (f) => f.range.start.line <= range.end.line && range.start.line <= f.range.end.line,
    );
  }

  forget(uri: string): void {
    this.findings.delete(uri);
  }

  /** Lints a filter file whether or not it is open (the "validate" step after appending a constraint). */
  lintFilterFile(path: string): Finding[] {
    const file = this.context.workspace.read(path);
    if (!file) return [];
    return this.filterFindings(path, parseFilter(file.text)).findings;
  }

  private lintFilter(uri: string, path: string): { findings: Finding[]; dependencies: string[] } {
    const document = this.context.documents.get(uri);
    if (!document) return { findings: [], dependencies: [] };
    return this.filterFindings(path, parsedFilter(document));
  }

  private filterFindings(path: string, parsed: FilterParseResult): { findings: Finding[]; dependencies: string[] } {
    const findings: Finding[] = parsed.diagnostics.map((d) => ({
      ruleId: `filter-${d.code}`,
      severity: 'error',
      message: d.message,
      file: path,
      range: d.range,
      fixes: [],
      related: [],
    }));
    const dependencies = filterReferences(parsed)
      .filter((r) => r.kind === 'event')
      .map((e) => resolveFilterFile(e.file, path, this.context.workspace))
      .filter((p): p is string => p !== undefined);
    return { findings, dependencies: [...new Set(dependencies)] };
  }

  private lintC(_uri: string, path: string): { findings: Finding[]; dependencies: string[] } {
    const program = this.context.workspace.siblingSources(path);
    return { findings: [], dependencies: program.filter((p) => p !== path) };
  }
}
