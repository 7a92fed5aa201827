import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema/index';
import type { FixedErrorCode } from '../../contract/errors';
import { appError } from '../errors';

type ThrottleCode = Extract<
  FixedErrorCode,
  | 'phone_code_requests'
  | 'network_code_requests'
  | 'network_wrong_codes'
  | 'network_wrong_codes_wait'
  | 'phone_wrong_codes'
  | 'phone_wrong_codes_wait'
  | 'pin_attempts'
  | 'school_add_attempts'
>;

export interface Limit {
  bucket: string;
  /** Attempts counted in any window of windowSeconds. */
  max: number;
  windowSeconds: number;
  /** The 429's code (contract/errors.ts) once max is reached. */
  code: ThrottleCode;
  /**
   * Growing back-off: once `after` attempts are counted in the window, the next one waits
   * baseSeconds × 2^(counted − after) after the latest, at most maxSeconds.
   */
  backoff?: { after: number; baseSeconds: number; maxSeconds: number; code: ThrottleCode };
}

/**
 * Every sign-in limit (API.md "Sign-in", issue 17); docs/security.md lists them. A phone's limits
 * are keyed by the number alone, whoever asks (coach, player or a phone change).
 */
export const LIMITS = {
  codePerPhone: {
    bucket: 'code-phone',
    max: 5,
    windowSeconds: 600,
    code: 'phone_code_requests',
  },
  codePerAddress: {
    bucket: 'code-ip',
    max: 300,
    windowSeconds: 600,
    code: 'network_code_requests',
  },
  failedCodePerAddress: {
    bucket: 'code-fail-ip',
    max: 20,
    windowSeconds: 3600,
    code: 'network_wrong_codes',
    backoff: {
      after: 10,
      baseSeconds: 2,
      maxSeconds: 300,
      code: 'network_wrong_codes_wait',
    },
  },
  failedCodePerPhone: {
    bucket: 'code-fail-phone',
    max: 20,
    windowSeconds: 3600,
    code: 'phone_wrong_codes',
    backoff: {
      after: 10,
      baseSeconds: 2,
      maxSeconds: 300,
      code: 'phone_wrong_codes_wait',
    },
  },
  // A whole team joins at once from behind one school address; per user the limit stays tight.
  pinPerAddress: {
    bucket: 'pin-ip',
    max: 300,
    windowSeconds: 600,
    code: 'pin_attempts',
  },
  pinPerUser: {
    bucket: 'pin-user',
    max: 10,
    windowSeconds: 600,
    code: 'pin_attempts',
  },
  // Adding a school at set-up (issue 32): a coach adds one, after a near-duplicate answer perhaps twice.
  schoolAddPerPhone: {
    bucket: 'school-add-phone',
    max: 10,
    windowSeconds: 3600,
    code: 'school_add_attempts',
  },
  schoolAddPerAddress: {
    bucket: 'school-add-ip',
    max: 60,
    windowSeconds: 3600,
    code: 'school_add_attempts',
  },
} satisfies Record<string, Limit>;

/** Seconds the next attempt must wait after the latest one, with `counted` attempts in the window. */
export function backoffSeconds(limit: Limit, counted: number): number {
  const b = limit.backoff;
  if (!b || counted < b.after) return 0;
  return Math.min(b.maxSeconds, b.baseSeconds * 2 ** (counted - b.after));
}

/** Attempts claimed together; refund() takes them back (a code that was not sent, a right code). */
export interface Claim {
  refund(): Promise<void>;
}

/** How long a claim waits for a key another request is claiming, before answering 429. */
const BUSY_WAIT_MS = 3000;

/**
 * Claims one attempt against each limit, all or none, in the database so every server process
 * shares the count. Each (bucket, key) is serialized by a transaction-level advisory lock, so
 * parallel requests cannot all read "under the limit" and then all insert (PostgreSQL's read
 * committed allowed exactly that). The lock is only tried (`pg_try_advisory_xact_lock`): a claim
 * that finds a key busy gives its connection back and tries again a few milliseconds later, so a
 * flood on one key queues in this process, not on the database pool that every request needs.
 * Throws 429 when any limit refuses (or the key stayed busy for BUSY_WAIT_MS); a refused attempt is
 * counted nowhere. Times come from the process clock (tests control it).
 */
export async function claimAttempts(db: Db, attempts: { limit: Limit; key: string }[]): Promise<Claim> {
  const started = performance.now();
  for (;;) {
    const ids = await tryClaim(db, attempts);
    if (ids) {
      let refunded = false;
      return {
        async refund() {
          if (refunded || ids.length === 0) return;
          refunded = true;
          await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
        },
      };
    }
    if (performance.now() - started > BUSY_WAIT_MS) throw appError('throttle_busy');
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
}

/** A throttle's 429, with `Retry-After`: when the attempt at `from` stops counting (`seconds` later). */
function refused(code: ThrottleCode, now: Date, from: Date | null | undefined, seconds: number) {
  const err = appError(code);
  const until = (from ?? now).getTime() + seconds * 1000;
  err.retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return err;
}

/** One try of claimAttempts: the ids recorded, or undefined when another claim holds a key. */
async function tryClaim(db: Db, attempts: { limit: Limit; key: string }[]): Promise<number[] | undefined> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const locks = attempts.map(
      ({ limit, key }) => sql`pg_try_advisory_xact_lock(hashtextextended(${`${limit.bucket}|${key}`}, 0))`,
    );
    const locked = await tx.execute(sql`select (${sql.join(locks, sql` and `)}) as ok`);
    // Not taken: ending the transaction releases any lock this try did get.
    if (!(locked as { rows?: { ok: boolean }[] }).rows?.[0]?.ok) return undefined;
    for (const { limit, key } of attempts) {
      const since = new Date(now.getTime() - limit.windowSeconds * 1000);
      const [row] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          first: sql<Date | null>`min(${rateEvents.at})`.mapWith(rateEvents.at),
          last: sql<Date | null>`max(${rateEvents.at})`.mapWith(rateEvents.at),
        })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, limit.bucket), eq(rateEvents.key, key), gt(rateEvents.at, since)));
      const counted = row?.n ?? 0;
      if (counted >= limit.max) throw refused(limit.code, now, row?.first, limit.windowSeconds);
      const wait = backoffSeconds(limit, counted);
      if (wait > 0 && row?.last && now.getTime() < row.last.getTime() + wait * 1000)
        throw refused(limit.backoff?.code ?? limit.code, now, row.last, wait);
    }
    const rows = await tx
      .insert(rateEvents)
      .values(attempts.map(({ limit, key }) => ({ bucket: limit.bucket, key, at: now })))
      .returning({ id: rateEvents.id });
    return rows.map((r) => r.id);
  });
}

/** Forgets attempts older than a day (the longest window is an hour). */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(Date.now() - 86_400_000)));
}
