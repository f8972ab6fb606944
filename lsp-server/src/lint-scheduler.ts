// Runs the linter after edits without falling behind the typist. vscode-jsonrpc hands the server one message
// per event-loop turn, so linting "on the next turn" would lint after every keystroke of a burst; instead a
// lint starts once no edit has arrived for LINT_DELAY_MS, requests for the same document coalesce, and
// documents are linted one at a time with a turn in between, so newer edits, requests and cancellations are
// handled as soon as the current one is done (and a lint overtaken by an edit is not published; server.ts).
export const LINT_DELAY_MS = 20;

export class LintScheduler {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private lastRequest = 0;

  constructor(private readonly lintOne: (uri: string) => Promise<void>) {}

  request(uris: Iterable<string>): void {
    for (const uri of uris) this.pending.add(uri);
    this.lastRequest = Date.now();
    this.arm();
  }

  /** Forgets a queued lint (the document was closed). */
  cancel(uri: string): void {
    this.pending.delete(uri);
  }

  private arm(): void {
    if (this.running || this.pending.size === 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), LINT_DELAY_MS);
  }

  private async drain(): Promise<void> {
    this.timer = undefined;
    this.running = true;
    try {
      while (this.pending.size > 0 && Date.now() - this.lastRequest >= LINT_DELAY_MS) {
        const next = this.pending.values().next().value as string;
        this.pending.delete(next);
        await this.lintOne(next);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      this.running = false;
      this.arm();
    }
  }
}
