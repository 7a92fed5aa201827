/**
 * The loop both background workers share (SMS delivery, scheduled jobs): `drain` runs whatever is due
 * now, every `intervalMs` (unless `poll` is false: tests call `run()` themselves). A failure (the database
 * restarting, say) is handed to `onError` with how many came in a row, and the loop goes on. `stop()`
 * ends the loop and waits for a drain in progress; `drain` checks `stopped()` between batches.
 */
export interface Poller {
  /** Runs one drain now (also while the timer runs); resolves with what it handled. */
  run: () => Promise<number>;
  stop: () => Promise<void>;
}

export function startPoller(opts: {
  drain: (stopped: () => boolean) => Promise<number>;
  intervalMs: number;
  poll: boolean;
  onError: (err: unknown, failuresInARow: number) => void;
}): Poller {
  const inFlight = new Set<Promise<unknown>>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let failuresInARow = 0;
  const stopped = () => stopping;

  function run(): Promise<number> {
    const drained = opts.drain(stopped);
    inFlight.add(drained);
    const forget = () => inFlight.delete(drained);
    drained.then(forget, forget);
    return drained;
  }

  async function tick(): Promise<void> {
    try {
      await run();
      failuresInARow = 0;
    } catch (err) {
      opts.onError(err, failuresInARow);
      failuresInARow += 1;
    }
    if (!stopping) {
      timer = setTimeout(() => void tick(), opts.intervalMs);
      timer.unref();
    }
  }

  if (opts.poll) {
    timer = setTimeout(() => void tick(), 0);
    timer.unref();
  }

  return {
    run,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
