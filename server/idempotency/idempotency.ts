import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerId } from '../auth/guards';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { appError } from '../errors';

/**
 * Idempotent creates (issue 17, point 16): a client sends `Idempotency-Key: <its own random id>`
 * with a create (draft-ietf-httpapi-idempotency-key-header, as Stripe does), and a repeat of that
 * request (a double tap, a retry after a lost answer) gets the first answer again instead of a
 * second row. Every create route calls `idempotent`; nothing else reads the header.
 *
 * The key is claimed in the same transaction as the create, so a crash leaves neither a key
 * without its row nor a row without its key. A failed create (4xx) rolls its claim back: the key
 * is not used up, and the corrected request may use it again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again for a repeated key (Stripe's name). */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered: far longer than any retry, short enough to keep the table small. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (!KEY_FORMAT.test(key)) throw appError('invalid_idempotency_key');
  return key;
}

/** The request a key stands for: same route, same parameters, same (parsed) body. */
function fingerprintOf(request: FastifyRequest): string {
  const shape = JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]);
  return createHash('sha256').update(shape).digest('base64url');
}

/**
 * Runs a create once per Idempotency-Key of the caller. Without the header, `work` runs as
 * before on `db`. With it, `work` runs on a transaction that first claims the key (a concurrent
 * request with the same key waits on the claim's unique key, then gets the stored answer), and
 * the answer is stored before the commit. A key used before with a different request: 422.
 * `work` must do all its database work on the handle it is given.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const key = keyOf(request);
  const caller = request.caller;
  if (key === undefined || caller === undefined) return work(db);
  const owner = { userKind: caller.kind, userId: callerId(caller), key };
  const fingerprint = fingerprintOf(request);

  const outcome = await db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...owner, fingerprint, expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS) })
      // An expired key counts as unused.
      .onConflictDoUpdate({
        target: [idempotencyKeys.userKind, idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          fingerprint,
          response: null,
          status: 200,
          createdAt: now,
          expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
        },
        setWhere: lte(idempotencyKeys.expiresAt, now),
      })
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [first] = await tx
        .select({
          fingerprint: idempotencyKeys.fingerprint,
          status: idempotencyKeys.status,
          response: idempotencyKeys.response,
        })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userKind, owner.userKind),
            eq(idempotencyKeys.userId, owner.userId),
            eq(idempotencyKeys.key, key),
          ),
        );
      if (!first || first.fingerprint !== fingerprint) throw appError('idempotency_key_reused'); // the IETF draft's status
      return { replayed: true as const, status: first.status, body: first.response as T };
    }
    const body = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: body ?? null })
      .where(
        and(
          eq(idempotencyKeys.userKind, owner.userKind),
          eq(idempotencyKeys.userId, owner.userId),
          eq(idempotencyKeys.key, key),
        ),
      );
    return { replayed: false as const, status: 200, body };
  });
  if (outcome.replayed) void reply.header(REPLAYED_HEADER, 'true').status(outcome.status);
  return outcome.body;
}

/** Forgets expired keys (run hourly with the throttle records' pruning). */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
