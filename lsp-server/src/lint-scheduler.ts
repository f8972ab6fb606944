// Runs the linter after edits without falling behind the typist: requests for the same document coalesce,
// a batch starts on the next turn of the event loop (so a burst of didChange messages costs one lint), and
// documents are linted one per turn so a newer edit, a request or a cancellation is handled in between.
export class LintScheduler {
  private readonly pending = new Set<string>();
  private scheduled = false;

  constructor(private readonly lintOne: (uri: string) => Promise<void>) {}

  request(uris: Iterable<string>): void {
    for (const uri of uris) this.pending.add(uri);
    this.schedule();
  }

  /** Forgets a queued lint (the document was closed). */
  cancel(uri: string): void {
    this.pending.delete(uri);
  }

  private schedule(): void {
    if (this.scheduled || this.pending.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      const next = this.pending.values().next();
      if (next.done) {
        this.scheduled = false;
        return;
      }
      this.pending.delete(next.value);
      // One lint at a time: the next starts after this one, with whatever text is current then.
      void this.lintOne(next.value).finally(() => {
        this.scheduled = false;
        this.schedule();
      });
    });
  }
}
