// The runner cancels a job (and ends a step past its timeout-minutes) by signalling the
// action: SIGINT, then SIGTERM 7.5 s later, then SIGKILL 2.5 s after that. Node's default
// would exit at once, leaving `heddle run` and the program running and writing nothing.
// Instead the signal is recorded here and passed to whoever listens: the running entry
// forwards it to its process group (heddle writes the SARIF of what it saw), the manifest
// starts no further entry, and main.ts writes the partial SARIF, summary and outputs without
// waiting on the network.
export type CancelSignal = 'SIGINT' | 'SIGTERM';
export const CANCEL_SIGNALS: readonly CancelSignal[] = ['SIGINT', 'SIGTERM'];

export class Cancellation {
  /** The first signal received; undefined while the job runs normally. */
  private received: CancelSignal | undefined;
  private readonly listeners = new Set<(signal: CancelSignal) => void>();

  get signal(): CancelSignal | undefined {
    return this.received;
  }

  /** Records the signal and tells every listener (each signal, so a second one is forwarded too). */
  cancel(signal: CancelSignal): void {
    this.received ??= signal;
    for (const listener of [...this.listeners]) listener(signal);
  }

  /** Calls `listener` on each signal from now on; returns the function that stops it. */
  onCancel(listener: (signal: CancelSignal) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * `work`'s result, or — as soon as the job is cancelled — a rejection with `stopped(signal)`.
   * For steps that cannot be stopped cleanly (building): the runner's SIGKILL ends what is left.
   */
  unlessCancelled<T>(work: Promise<T>, stopped: (signal: CancelSignal) => Error): Promise<T> {
    if (this.received) return Promise.reject(stopped(this.received));
    let stop: () => void = () => {};
    const cancelled = new Promise<never>((_, reject) => {
      stop = this.onCancel((signal) => reject(stopped(signal)));
    });
    return Promise.race([work, cancelled]).finally(stop);
  }

  /** Takes SIGINT and SIGTERM from Node's default (exit at once) for this cancellation. */
  listenToProcessSignals(): void {
    for (const signal of CANCEL_SIGNALS) process.on(signal, () => this.cancel(signal));
  }
}
