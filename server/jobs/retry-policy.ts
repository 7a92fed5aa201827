/** How often an SMS is tried before it is marked failed. */
export const MAX_ATTEMPTS = 5;

/** Waits after the 1st, 2nd, 3rd and 4th failed try: 5 s, 30 s, 2 min, 10 min. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const;

export type AfterFailure = { status: 'queued'; delayMs: number } | { status: 'failed' };

/**
 * What becomes of a job whose try number `attempts` (1-based) failed: tried again after a
 * growing wait while the fault may pass and tries remain, else failed for good.
 */
export function afterFailure(attempts: number, retryable: boolean): AfterFailure {
  if (!retryable || attempts >= MAX_ATTEMPTS) return { status: 'failed' };
  const delayMs =
    RETRY_DELAYS_MS[Math.max(0, Math.min(attempts, RETRY_DELAYS_MS.length) - 1)] ?? RETRY_DELAYS_MS[0];
  return { status: 'queued', delayMs };
}
