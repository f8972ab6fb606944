// Publishes one diagnostics list per document: for an open one the linter's findings for its current text
// followed by the runtime's results that point into it; for any other file the runtime's results alone (the
// Problems panel lists every file a run reported on, not only open ones), and an empty list when it has none,
// so nothing stale remains.
// Right after an edit, the last findings are moved along with it and published at once, so squiggles stay
// on their code while the linter runs (on a large file that takes longer than a keystroke); the lint's own
// publish then replaces them.
import { isDeepStrictEqual } from 'node:util';
import type { Connection, Diagnostic } from 'vscode-languageserver';
import type { DocumentStore } from './documents.js';
import type { RuntimeResults } from './runtime-results.js';
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
      void this.connection.sendDiagnostics({ uri, diagnostics: this.results.forUri(uri).map((r) => r.diagnostic) });
      return true;
    }
    const diagnostics = [...(this.lint.get(uri) ?? []), ...this.results.forUri(uri).map((r) => r.diagnostic)];
    const version = document.text.version;
    const last = this.sent.get(uri);
    if (last?.version === version && sameDiagnostics(last.diagnostics, diagnostics)) return false;
    this.sent.set(uri, { version, diagnostics });
    void this.connection.sendDiagnostics({ uri, version, diagnostics });
    return true;
  }
}

// Results keep their diagnostic objects until they move, so most entries are the very objects sent last time;
// a lint's findings are new objects each time and compared field by field.
function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i] || isDeepStrictEqual(d, b[i]));
}
