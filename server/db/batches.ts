/**
 * Work of concurrent requests sent to the database together. Items are collected until the end of
 * the current turn of the event loop (setImmediate: no timer, no wait when the loop is idle); then,
 * while fewer than `maxInFlight` batches run, the waiting items go as one batch (up to `maxBatch`)
 * in one statement. Items that arrive while the database is busy wait for the next batch. Under load,
 * 50 concurrent requests cost a few round trips (and, for writes, a few commits) instead of 50.
 *
 * Collecting for a turn matters on PGlite, which runs each statement on this thread before its
 * promise settles: sent at once, every request would find the database idle and go alone.
 *
 * `run` answers a batch with one result per item, in the order given; when it throws, every item
 * of that batch is rejected with the error.
 */
export class Batches<I, O> {
  private readonly waiting: Array<{ item: I; resolve: (out: O) => void; reject: (err: unknown) => void }> =
    [];
  private inFlight = 0;
  private flushing = false;
  /** Batches sent so far (for tests and diagnostics). */
  statements = 0;

  constructor(
    private readonly run: (batch: readonly I[]) => Promise<readonly O[]>,
    private readonly limits: { maxInFlight: number; maxBatch: number },
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pump();
    });
  }

  /** Sends the waiting items at the end of this turn of the event loop, once. */
  private pump(): void {
    if (this.flushing || this.waiting.length === 0 || this.inFlight >= this.limits.maxInFlight) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.limits.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.limits.maxBatch);
      this.inFlight++;
      this.statements++;
      this.run(batch.map((w) => w.item))
        .then(
          (outs) => {
            batch.forEach((w, i) => {
              const out = outs[i];
              if (out === undefined) w.reject(new Error('a batch answered fewer items than it was given'));
              else w.resolve(out);
            });
          },
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}
