// Diagnostics as you type: which documents to lint after a change (the document and those whose findings
// depend on it), when (lint-scheduler.ts), and what to publish. A lint overtaken by an edit is dropped, a
// failing lint is reported and never takes the server down; each lint is traced (lint-trace.ts).
import { DependencyGraph } from './dependency-graph.js';
import type { DiagnosticsPublisher } from './diagnostics.js';
import type { DocumentStore } from './documents.js';
import type { LintRunner } from './lint-runner.js';
import { LintScheduler } from './lint-scheduler.js';
import { formatLintStart, formatLintTrace, type LintOutcomeKind } from './lint-trace.js';
import type { HeddleSettings } from './settings.js';

export class LintPipeline {
  private readonly graph = new DependencyGraph();
  private readonly scheduler = new LintScheduler((uri) => this.lintOne(uri));
  runner: LintRunner | undefined;
  private readonly reported = new Set<string>();

  constructor(
    private readonly documents: DocumentStore,
    private readonly publisher: DiagnosticsPublisher,
    private readonly settings: () => HeddleSettings,
    private readonly logError: (message: string) => void,
    /** Sends a trace line to the client (dropped unless it asked for traces). */
    private readonly trace: (message: string) => void,
    /** Shows an error to the person at the editor. */
    private readonly tellUser: (message: string) => void,
  ) {}

  /**
   * `uri` changed (or opened, closed, changed on disk): lint it if open, then the open documents that depend
   * on it — the edited document's findings are published first.
   */
  changed(uri: string): void {
    this.runner?.supersede(uri); // a lint of the old text still running in a worker would only be dropped
    const dependents = [...this.graph.dependentsOf(uri)].filter((u) => this.documents.get(u));
    this.scheduler.request([uri, ...dependents]);
  }

  /** Lint every open document again (settings changed). */
  all(): void {
    this.scheduler.request([...this.documents.all()].map(([uri]) => uri));
  }

  closed(uri: string): void {
    this.runner?.forget(uri).catch((e: unknown) => this.logError(`releasing the lint state of ${uri} failed: ${String(e)}`));
    this.scheduler.cancel(uri);
    // Documents that read this one's unsaved text must see the disk's version again.
    this.changed(uri);
  }

  private async lintOne(uri: string): Promise<void> {
    const document = this.documents.get(uri);
    if (!document || !this.runner) return;
    const version = document.text.version;
    const started = performance.now();
    this.trace(formatLintStart({ uri, version }));
    let outcome: LintOutcomeKind = 'published';
    let findings = 0;
    try {
      const linted = this.settings().lintEnable ? await this.runner.lint(uri) : { diagnostics: [], dependencies: [] };
      this.graph.set(uri, linted.dependencies);
      findings = linted.diagnostics.length;
      // Overtaken while it ran (the document changed or closed): the queued lint publishes instead.
      if (this.documents.get(uri)?.text.version !== version) outcome = 'overtaken';
      else this.publisher.setLint(uri, linted.diagnostics);
    } catch (error) {
      outcome = 'failed';
      this.logError(`linting ${uri} failed: ${(error as Error).stack ?? String(error)}`);
      this.publisher.setLint(uri, []);
      // A linter bug: the user should know diagnostics are missing (once per message, not per keystroke).
      const message = `heddle-lint failed on ${uri}: ${(error as Error).message ?? String(error)}. Its diagnostics are missing; the server log has the details (please report it).`;
      if (!this.reported.has(message)) {
        this.reported.add(message);
        this.tellUser(message);
      }
    }
    if (outcome !== 'overtaken' && !this.publisher.publish(uri) && outcome === 'published') outcome = 'unchanged';
    this.trace(formatLintTrace({ uri, version, outcome, findings, ms: performance.now() - started }));
  }
}
