import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { appError } from '../errors';
import { backupStream } from './backup';
import { fileStamp } from './backup-format';
import { bearerToken, tokenMatches } from './metrics';

/**
 * GET /ops/backup (under /api): a backup of the whole database, streamed as it is written, for
 * `npm run backup` while the server holds the embedded database (nothing else may open PGlite's
 * data dir). Needs `Authorization: Bearer OPS_TOKEN`; without it, or with no token set, 401.
 */
export function backupRoute(api: FastifyInstance, database: Database, token: string | undefined): void {
  api.get('/ops/backup', { schema: { hide: true } }, async (request, reply) => {
    const given = bearerToken(request);
    if (!given) throw appError('missing_token');
    if (!tokenMatches(given, token)) throw appError('invalid_token');
    request.log.info('backup requested');
    reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="courtside-${fileStamp(new Date())}.courtside-backup.gz"`,
      )
      .type('application/gzip');
    return reply.send(backupStream(database.db, database.kind));
  });
}
