import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_UPLOAD_WINDOW,
  AVATAR_UPLOADS_MAX,
  avatarImageParams,
  avatarReply,
} from '../../../contract/settings';
import { ANY_ROLE, callerId, callerOf } from '../../auth/guards';
import type { AppContext } from '../../context';
import { appError } from '../../errors';
import { replies } from '../../http';
import * as avatar from './avatar.service';

/** Multipart's refusals of a form with more than the one photo (files, fields or parts). */
const TOO_MANY_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Uploads per person, counted in this process's memory (@fastify/rate-limit) after the token is
 * checked: decoding is the one costly step of the app, so one account cannot queue it up.
 */
const uploadLimit = {
  max: AVATAR_UPLOADS_MAX,
  timeWindow: AVATAR_UPLOAD_WINDOW,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => {
    const caller = callerOf(req);
    return `${caller.kind}:${callerId(caller)}`;
  },
  errorResponseBuilder: () => appError('photo_uploads_throttled'),
};

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
        config: { ...ANY_ROLE, rateLimit: uploadLimit },
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
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError('photo_too_big');
          if (typeof code === 'string' && TOO_MANY_CODES.has(code)) throw appError('photo_one_file');
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
