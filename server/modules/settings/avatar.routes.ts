import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, avatarImageParams, avatarReply } from '../../../contract/settings';
import { ANY_ROLE, callerOf } from '../../auth/guards';
import type { AppContext } from '../../context';
import { appError } from '../../errors';
import { replies } from '../../http';
import * as avatar from './avatar.service';

/** Multipart's own size errors (one file too large, too many parts or files). */
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);

/** GET, PUT (multipart upload) and DELETE /api/auth/settings/avatar: the caller's own photo. */
export const avatarRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart is parsed in this scope only: no other route takes it.
    await app.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      throwFileSizeLimit: true,
    });
    const schema = { tags: ['settings'], response: replies({ 200: avatarReply }) };
    app.get('/settings/avatar', { schema }, (req) => avatar.getAvatar(ctx.db, callerOf(req)));
    app.put(
      '/settings/avatar',
      {
        config: ANY_ROLE,
        schema: { ...schema, consumes: ['multipart/form-data'] },
      },
      async (req) => {
        const caller = callerOf(req);
        if (!req.isMultipart()) throw appError('photo_not_multipart');
        let upload: Buffer | undefined;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file' && part.fieldname === AVATAR_FIELD && !upload) {
              upload = await part.toBuffer();
            } else if (part.type === 'file') {
              await part.toBuffer();
            }
          }
        } catch (err) {
          const code = (err as { code?: unknown }).code;
          if (typeof code === 'string' && TOO_LARGE_CODES.has(code)) throw appError('photo_too_big');
          throw appError('photo_unreadable');
        }
        if (!upload || upload.length === 0) throw appError('photo_missing');
        return avatar.saveAvatar(ctx.db, caller, upload);
      },
    );
    app.delete('/settings/avatar', { config: ANY_ROLE, schema }, (req) =>
      avatar.removeAvatar(ctx.db, callerOf(req)),
    );
  };

/**
 * GET /api/avatars/{token}/{size}: a photo, to anyone holding its address. The address is handed
 * out only where the person is shown (their team's ladder, their own navbar and settings), holds
 * 144 random bits and changes with every upload, so it can be cached for good (an <img> cannot
 * send the bearer token).
 */
export const avatarImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/avatars/:token/:size',
      {
        schema: {
          tags: ['settings'],
          params: avatarImageParams,
          response: replies({ 200: z.any().describe('the photo, image/webp') }),
        },
      },
      async (req, reply) => {
        const image = await avatar.avatarImage(ctx.db, req.params.token, req.params.size);
        if (!image) throw appError('photo_not_found');
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(image);
      },
    );
  };
