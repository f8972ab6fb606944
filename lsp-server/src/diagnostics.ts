// Publishes one diagnostics list per open document: the linter's findings for its current text followed by
// the runtime's results that point into it. Closed documents get an empty list, so nothing stale remains.
import type { Connection, Diagnostic } from 'vscode-languageserver';
import type { DocumentStore } from './documents.js';
import type { RuntimeResults } from './runtime-results.js';

export class DiagnosticsPublisher {
  private readonly lint = new Map<string, Diagnostic[]>();

  constructor(
    private readonly connection: Connection,
    private readonly documents: DocumentStore,
    private readonly results: RuntimeResults,
  ) {}

  setLint(uri: string, diagnostics: Diagnostic[]): void {
    this.lint.set(uri, diagnostics);
  }

  publish(uri: string): void {
    const document = this.documents.get(uri);
    if (!document) {
      this.lint.delete(uri);
      void this.connection.sendDiagnostics({ uri, diagnostics: [] });
      return;
    }
    const diagnostics = [...(this.lint.get(uri) ?? []), ...this.results.forUri(uri).map((r) => r.diagnostic)];
    void this.connection.sendDiagnostics({ uri, version: document.text.version, diagnostics });
  }
}
