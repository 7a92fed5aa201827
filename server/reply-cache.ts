import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serialized answers of a hot read, each kept with the database stamp it was computed under and
 * sent again, without a query, while the stamp read for the next request is the same. The stamp
 * is read before the answer is computed, so a cached answer is never older than its stamp; the
 * stamp changes in the same transaction as the data (database triggers), so a request that reads
 * a new stamp recomputes. Every process keeps its own cache and checks the shared database.
 * The answer says which it was in an `X-Cache: hit|miss` header.
 */
export class ReplyCache {
  private readonly entries = new Map<string, { stamp: string; body: string }>();

  constructor(private readonly maxEntries = 2000) {}

  /** Sends the cached answer for key when its stamp matches, else computes, caches and sends it. */
  async send(reply: FastifyReply, key: string, stamp: string | undefined, compute: () => Promise<unknown>) {
    const hit = stamp === undefined ? undefined : this.entries.get(key);
    if (hit && hit.stamp === stamp) return reply.type(JSON_TYPE).header('x-cache', 'hit').send(hit.body);
    // The route's response schema checks and serializes the fresh answer (errors are not cached).
    const serialized = reply.serialize(await compute());
    const body =
      typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString();
    if (stamp !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, { stamp, body });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return reply.type(JSON_TYPE).header('x-cache', 'miss').send(body);
  }

  get size(): number {
    return this.entries.size;
  }
}
