// Runs the linter after edits without falling behind the typist, and without a fixed pause either.
// vscode-jsonrpc handles queued messages one per event-loop turn (each handled message schedules the next
// with setImmediate). When a burst of edits is queued (they pile up while a lint runs), linting "on the
// next turn" would lint after every keystroke of the burst and fall further behind with each. So a lint
// waits for one whole turn in which no request arrived: two setImmediate hops, the second of which runs
// after the message queue's next turn — if that turn handled another edit, the edit re-armed the lint and
// the old hop does nothing. The result: a lone keystroke is linted at once, a burst once, for its last
// version, with no timer to tune.
// One document is linted per arming: the newest request first (the edited document before the documents
// that depend on it), and edits that arrive meanwhile are handled before the next lint.
export class LintScheduler {
  /** Documents waiting for a lint, in the order they are linted. */
  private pending: string[] = [];
  /** The latest arming; an older one that comes round finds it replaced and does nothing. */
  private armed: object | undefined;
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

  /** Lints the next document once a whole event-loop turn passes without a request (see above). */
  private arm(): void {
    if (this.running || this.pending.length === 0) return;
    const token = {};
    this.armed = token;
    setImmediate(() => setImmediate(() => {
      if (this.armed === token) void this.next();
    }));
  }

  private async next(): Promise<void> {
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
