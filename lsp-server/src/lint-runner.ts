// Lints one open document with annotation-lint and says which other files the findings were computed from
// (the dependency graph re-lints the document when one of them changes). Findings are kept per document so
// code actions can offer their fixes.
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import type { OpenDocument } from './documents.js';
import { parsedFilter } from './filter-model.js';
import { candidateSources } from './filter-sources.js';
import { parseFilter, ruleDocsUri, type Finding, type Severity } from './lint-api.js';
import { LintProjects } from './lint-projects.js';
import type { ServerContext } from './server.js';
import { tellUser } from './user-messages.js';

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

function toDiagnostic(finding: Finding, index: number, uriOf: (path: string) => string): Diagnostic {
  return {
    range: finding.range,
    severity: SEVERITY[finding.severity],
    code: finding.ruleId,
    codeDescription: { href: ruleDocsUri(finding.ruleId) },
    source: LINT_SOURCE,
    message: finding.message,
    relatedInformation: finding.related.map((r) => ({
      location: { uri: uriOf(r.file), range: r.range },
      message: r.message,
    })),
    data: { heddleLint: index } satisfies LintData,
  };
}

export class LintRunner {
  /** The last lint of each document, with the version it saw (fixes are ranges in that version). */
  private readonly findings = new Map<string, { version: number; findings: Finding[] }>();
  private readonly projects: LintProjects;
  /** The path each open document was linted under (an untitled one's is gone from the workspace once it closes). */
  private readonly lintedAs = new Map<string, string>();
  /** Documents the user was told are above heddle.maxFileSize. */
  private readonly toldTooBig = new Set<string>();

  constructor(private readonly context: Pick<ServerContext, 'connection' | 'workspace' | 'documents' | 'databases' | 'settings'>) {
    this.projects = new LintProjects(context.workspace, context.databases, (message) => tellUser(context.connection, 'error', message));
  }

  async lint(uri: string): Promise<LintOutcome> {
    const document = this.context.documents.get(uri);
    const path = this.context.workspace.pathOf(uri);
    if (!document || !path || this.tooBig(uri, path, document)) {
      this.findings.delete(uri);
      return { diagnostics: [], dependencies: [] };
    }
    const version = document.text.version;
    const members = document.kind === 'filter' ? this.filterMembers(document, path) : this.projects.programCandidates(path);
    this.lintedAs.set(uri, path);
    const all = await this.projects.lintFile(path, members);
    const dependencies = members.filter((m) => m !== path).map((p) => this.context.workspace.uriOf(p));
    // Cancelled in its worker: a newer version is queued (or the document closed); the pipeline drops this one.
    if (all === undefined) return { diagnostics: [], dependencies };
    // C++ files (by their extension) are read with tree-sitter-cpp: their findings are as real as C's.
    const findings = all;
    // The document may have changed while the project was created; the scheduler lints it again then.
    this.findings.set(uri, { version, findings });
    const uriOf = (p: string) => this.context.workspace.uriOf(p);
    return { diagnostics: findings.map((f, i) => toDiagnostic(f, i, uriOf)), dependencies };
  }

  /** Whether the document is above heddle.maxFileSize; the user is told once per document why it shows nothing. */
  private tooBig(uri: string, path: string, document: OpenDocument): boolean {
    const size = document.text.getText().length;
    const limit = this.context.settings().maxFileSize;
    if (size <= limit) {
      this.toldTooBig.delete(uri);
      return false;
    }
    if (!this.toldTooBig.has(uri)) {
      this.toldTooBig.add(uri);
      tellUser(
        this.context.connection,
        'warning',
        `${this.context.workspace.relativeToFolder(path)} has ${size} characters, more than heddle.maxFileSize (${limit}): ` +
          'it is not parsed or linted, so that every edit does not stall the editor. Raise heddle.maxFileSize to analyse it anyway.',
      );
    }
    return true;
  }

  /** The finding a diagnostic shows, if the last lint saw the document's current text (else its fixes are stale). */
  findingFor(uri: string, diagnostic: Diagnostic): Finding | undefined {
    const last = this.findings.get(uri);
    if (!isLintData(diagnostic.data) || !last || last.version !== this.context.documents.get(uri)?.text.version) return undefined;
    const finding = last.findings[diagnostic.data.heddleLint];
    return finding && finding.message === diagnostic.message ? finding : undefined;
  }

  /** The document changed (or closed): a lint of an older version still running in a worker is stopped. */
  supersede(uri: string): void {
    const path = this.lintedAs.get(uri);
    if (path) this.projects.cancel(path);
  }

  /** The document closed: its findings and, if it was the last open one of its program, the program go. */
  async forget(uri: string): Promise<void> {
    this.findings.delete(uri);
    this.toldTooBig.delete(uri);
    this.supersede(uri);
    const path = this.lintedAs.get(uri);
    this.lintedAs.delete(uri);
    if (path) await this.projects.release(path);
  }

  /** Lints a filter file whether or not it is open (the "validate" step after appending a constraint). */
  async lintFilterFile(path: string): Promise<Finding[]> {
    const file = this.context.workspace.read(path);
    if (!file) return [];
    const members = candidateSources(parseFilter(file.text), path, this.context.workspace);
    try {
      return (await this.projects.lintFile(path, members)) ?? [];
    } finally {
      if (!this.context.documents.get(file.uri)) await this.projects.release(path);
    }
  }

  /** How many programs are kept parsed (for tests). */
  get programs(): number {
    return this.projects.size;
  }

  /** A filter is checked against the C files it names and those beside it. */
  private filterMembers(document: OpenDocument, path: string): string[] {
    return candidateSources(parsedFilter(document), path, this.context.workspace);
  }
}
