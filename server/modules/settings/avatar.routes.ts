import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_UPLOAD_WINDOW,
  AVATAR_UPLOADS_MAX,
} from '../../../contract/settings';
import { avatarImageRoutes as imageRoutes, type settingsRoutes } from '../../../contract/settings/routes';
import { callerId, callerOf } from '../../auth/guards';
import type { AppContext } from '../../context';
import { appError } from '../../errors';
import { registerRoutes, type Handlers, type RouteServerOptions } from '../../routes';
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

/** The upload's server-only options: the per-person limit and the media type OpenAPI lists. */
export const avatarServerOptions: { saveAvatar: RouteServerOptions } = {
  saveAvatar: { config: { rateLimit: uploadLimit }, schema: { consumes: ['multipart/form-data'] } },
};

/** Multipart is parsed in the settings scope only: no other route takes it. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    throwFileSizeLimit: true,
  });
}

type AvatarRoutes = Pick<typeof settingsRoutes, 'avatar' | 'saveAvatar' | 'removeAvatar'>;

/** The caller's own photo: read, upload (multipart), remove. */
export const avatarHandlers: Handlers<AvatarRoutes> = {
  avatar: ({ db, caller }) => avatar.getAvatar(db, caller),
  saveAvatar: async ({ db, caller, request }) => {
    if (!request.isMultipart()) throw appError('photo_not_multipart');
    let upload: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
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
    return avatar.saveAvatar(db, caller, upload);
  },
  removeAvatar: ({ db, caller }) => avatar.removeAvatar(db, caller),
};

/** A photo by its address (contract/settings/routes.ts, avatarImageRoutes). */
export const avatarImageRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, imageRoutes, {
    image: async ({ db, params, reply }) => {
      const image = await avatar.avatarImage(db, params.token, params.size);
      if (!image) throw appError('photo_not_found');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image);
    },
  });
