/**
 * Work of concurrent requests sent to the database together. An item that arrives while fewer than
 * `maxInFlight` batches run goes at once, alone; the items that arrive while the database is busy
 * wait for the next batch, which carries all of them (up to `maxBatch`) in one statement. A lone
 * request is never delayed; under load, 50 concurrent requests cost a few round trips (and, for
 * writes, a few commits) instead of 50.
 *
 * `run` answers a batch with one result per item, in the order given; when it throws, every item
 * of that batch is rejected with the error.
 */
export class Batches<I, O> {
  private readonly waiting: Array<{ item: I; resolve: (out: O) => void; reject: (err: unknown) => void }> =
    [];
  private inFlight = 0;
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

  private pump(): void {
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
