import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema/index';
import { tooMany } from '../errors';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Limits of API.md "Sign-in". */
export const LIMITS = {
  codePerPhone: { bucket: 'code-phone', max: 5, windowSeconds: 600 },
  codePerAddress: { bucket: 'code-ip', max: 300, windowSeconds: 600 },
  // A whole team joins at once from behind one school address; per user the limit stays tight.
  pinPerAddress: { bucket: 'pin-ip', max: 300, windowSeconds: 600 },
  pinPerUser: { bucket: 'pin-user', max: 10, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/**
 * Counts one attempt against a limit, kept in the database so every server process shares it.
 * Throws 429 when the limit is already reached (the refused attempt is not counted).
 */
export async function consumeAttempt(db: Db, limit: Limit, key: string, message?: string): Promise<void> {
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, limit.bucket), eq(rateEvents.key, key), gt(rateEvents.at, since)));
  if ((row?.n ?? 0) >= limit.max) throw tooMany(message);
  await db.insert(rateEvents).values({ bucket: limit.bucket, key });
}

/** Forgets attempts older than a day. */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(Date.now() - 86_400_000)));
}
