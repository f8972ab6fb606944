// Runs the linter after edits without falling behind the typist, and without a fixed pause either.
// vscode-jsonrpc hands the server one message per event-loop turn, so when a burst of edits is queued (they
// pile up while a lint runs), linting "on the next turn" would lint after every keystroke of the burst and
// fall further behind with each. Instead a lint starts once no request has arrived for LINT_QUIET_MS: queued
// messages are handled a few microseconds apart, so this is "as soon as the server has caught up with the
// client" — a lone keystroke is linted almost at once, a burst once, for its last version.
// One document is linted per quiet period: the newest request first (the edited document before the
// documents that depend on it), and edits that arrive meanwhile are handled before the next lint.
export const LINT_QUIET_MS = 4;

export class LintScheduler {
  /** Documents waiting for a lint, in the order they are linted. */
  private pending: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(private readonly lintOne: (uri: string) => Promise<void>) {}

  /** Queues lints ahead of the waiting ones, in the given order (the edited document, then its dependents). */
  request(uris: Iterable<string>): void {
    const first = [...new Set(uris)];
    const ahead = new Set(first);
    this.pending = [...first, ...this.pending.filter((uri) => !ahead.has(uri))];
    this.arm();
  }

  /** Forgets a queued lint (the document was closed). */
  cancel(uri: string): void {
    this.pending = this.pending.filter((u) => u !== uri);
  }

  /** (Re)starts the quiet period: every request moves the lint back, so it starts once requests stop. */
  private arm(): void {
    if (this.running || this.pending.length === 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.next(), LINT_QUIET_MS);
  }

  private async next(): Promise<void> {
    this.timer = undefined;
    const uri = this.pending.shift();
    if (uri === undefined) return;
    this.running = true;
    try {
      await this.lintOne(uri);
    } finally {
      this.running = false;
      this.arm();
    }
  }
}
