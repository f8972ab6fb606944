// Publishes one diagnostics list per document: for an open one the linter's findings for its current text
// followed by the runtime's results that point into it; for any other file the runtime's results alone (the
// Problems panel lists every file a run reported on, not only open ones), and an empty list when it has none,
// so nothing stale remains.
// Right after an edit, the last findings are moved along with it and published at once, so squiggles stay
// on their code while the linter runs (on a large file that takes longer than a keystroke); the lint's own
// publish then replaces them.
import { isDeepStrictEqual } from 'node:util';
import type { Connection, Diagnostic, DiagnosticRelatedInformation } from 'vscode-languageserver';
import type { DocumentStore } from './documents.js';
import { isResultData, type RuntimeResult, type RuntimeResults } from './runtime-results.js';
import { followEdits, followEditsInRelated, mapUnlessSame, type RangedChange } from './text-edits.js';

export class DiagnosticsPublisher {
  private readonly lint = new Map<string, Diagnostic[]>();
  /** What was last sent for each open document: its version and the list. */
  private readonly sent = new Map<string, { version: number; diagnostics: readonly Diagnostic[] }>();

  constructor(
    private readonly connection: Connection,
    private readonly documents: DocumentStore,
    private readonly results: RuntimeResults,
  ) {}

  setLint(uri: string, diagnostics: Diagnostic[]): void {
    this.lint.set(uri, diagnostics);
  }

  /** Moves the document's last findings (and their related locations in it) along with `changes`; returns whether any moved. */
  followEdits(uri: string, changes: readonly RangedChange[]): boolean {
    const diagnostics = this.lint.get(uri);
    if (!diagnostics) return false;
    const next = mapUnlessSame(diagnostics, (d) => {
      const range = followEdits(d.range, changes);
      const related = followEditsInRelated(d.relatedInformation, uri, changes);
      return range === d.range && related === d.relatedInformation ? d : { ...d, range, ...(related && { relatedInformation: [...related] }) };
    });
    if (next === diagnostics) return false;
    this.lint.set(uri, [...next]);
    return true;
  }

  /**
   * Sends the document's diagnostics for its current version, unless the client already has exactly this
   * list for this version (a dependent re-linted to the same findings, a lint confirming the findings an
   * edit moved): returns whether anything was sent.
   */
  publish(uri: string): boolean {
    const document = this.documents.get(uri);
    if (!document) {
      this.lint.delete(uri);
      this.sent.delete(uri);
      void this.connection.sendDiagnostics({ uri, diagnostics: linkFindings(this.results.forUri(uri).map((r) => r.diagnostic), uri, this.links()) });
      return true;
    }
    const diagnostics = linkFindings([...(this.lint.get(uri) ?? []), ...this.results.forUri(uri).map((r) => r.diagnostic)], uri, this.links());
    const version = document.text.version;
    const last = this.sent.get(uri);
    if (last?.version === version && sameDiagnostics(last.diagnostics, diagnostics)) return false;
    this.sent.set(uri, { version, diagnostics });
    void this.connection.sendDiagnostics({ uri, version, diagnostics });
    return true;
  }

  /** What links a lint finding and the runtime's results on the same global (linkFindings). */
  private links(): FindingLinks {
    return {
      objectOf: (key) => this.results.byKey(key)?.objectName,
      resultsAbout: (name) => this.results.aboutObject(name),
      lintAbout: (name) => {
        const found: { uri: string; diagnostic: Diagnostic }[] = [];
        for (const [uri, diagnostics] of this.lint) {
          for (const diagnostic of diagnostics) if (LINKED_RULES.has(String(diagnostic.code)) && this.nameAt(uri, diagnostic) === name) found.push({ uri, diagnostic });
        }
        return found;
      },
      nameAt: (uri, diagnostic) => this.nameAt(uri, diagnostic),
    };
  }

  /** The global a lint finding is about: the name its range covers (rule 3 reports at the declarator). */
  private nameAt(uri: string, diagnostic: Diagnostic): string | undefined {
    const name = this.documents.get(uri)?.text.getText(diagnostic.range);
    return name && /^[A-Za-z_]\w*$/.test(name) ? name : undefined;
  }
}

/** Lint rules whose finding is about a global the runtime may report on. */
const LINKED_RULES = new Set(['unannotated-shared-global']);
const MAX_LINKS = 3;

interface FindingLinks {
  /** The global a runtime result (by key) is about. */
  objectOf(resultKey: string): string | undefined;
  resultsAbout(name: string): readonly RuntimeResult[];
  lintAbout(name: string): { uri: string; diagnostic: Diagnostic }[];
  nameAt(uri: string, diagnostic: Diagnostic): string | undefined;
}

/**
 * The linter and the runtime name one problem differently (unannotated-shared-global before the run, a
 * sharing-violation or data-race after it): each finding on a global gets the other side's places as related
 * information, so one leads to the other (issue #14, item 7). Diagnostics with nothing to link stay the same objects.
 */
function linkFindings(diagnostics: Diagnostic[], uri: string, links: FindingLinks): Diagnostic[] {
  return diagnostics.map((d) => {
    let extra: DiagnosticRelatedInformation[] = [];
    if (isResultData(d.data)) {
      const name = links.objectOf(d.data.heddleResult);
      if (name) extra = links.lintAbout(name).slice(0, MAX_LINKS).map(({ uri: at, diagnostic }) => ({ location: { uri: at, range: diagnostic.range }, message: `heddle-lint warned of it before the run (${String(diagnostic.code)})` }));
    } else if (LINKED_RULES.has(String(d.code))) {
      const name = links.nameAt(uri, d);
      if (name) extra = links.resultsAbout(name).slice(0, MAX_LINKS).map((r) => ({ location: { uri: r.uri, range: r.diagnostic.range }, message: `the run reported it: ${r.ruleId}` }));
    }
    return extra.length === 0 ? d : { ...d, relatedInformation: [...(d.relatedInformation ?? []), ...extra] };
  });
}

// Results keep their diagnostic objects until they move, so most entries are the very objects sent last time;
// a lint's findings are new objects each time and compared field by field.
function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i] || isDeepStrictEqual(d, b[i]));
}
