import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_UPLOADS_MAX, type AvatarReply } from '../../../contract/settings';
import type { RosterReply } from '../../../contract/ladder';
import { dbFingerprint } from '../../test/db-fingerprint';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { errorText } from '../../../contract/errors';
import { decodedPhotos } from './avatar-image';

const AVATAR_ERRORS = {
  tooBig: errorText('photo_too_big'),
  wrongType: errorText('photo_wrong_type'),
  notMultipart: errorText('photo_not_multipart'),
  noFile: errorText('photo_missing'),
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A multipart/form-data body with one file part (and any text fields). */
function multipart(
  file: { field?: string; name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----courtside${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (token: string, file: Parameters<typeof multipart>[0]) => {
  const body = multipart(file);
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/settings/avatar',
    payload: body.payload,
    headers: { ...bearer(token), 'content-type': body.contentType },
  });
};
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** A photo as a camera writes it: not square, with EXIF carrying a GPS position. */
async function cameraJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1', ImageDescription: 'secret place' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 0/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '29/1 0/1 0/1',
      },
    })
    .toBuffer();
}
async function png(width = 300, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** The ladder rows a caller sees on their team of type 1. */
async function ladderRows(token: string) {
  const res = await get('/api/auth/roster?skillLevel=1', token);
  expect(res.statusCode).toBe(200);
  const rows = res.json<RosterReply>().res;
  return Array.isArray(rows) ? rows : [];
}

async function coachWithPlayer() {
  const coach = await createCoach(t.ctx.db);
  const player = await createPlayer(t.ctx.db, {
    schoolId: coach.schoolId,
    rosterId: coach.rosterIds[0]!,
    position: 1,
  });
  return {
    coach,
    player,
    coachToken: await coachToken(t, coach.id),
    playerToken: await playerToken(t, player.id),
  };
}

describe('PUT /api/auth/settings/avatar', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/settings/avatar' });
    expect(res.statusCode).toBe(401);
  });

  it("takes a player's JPEG, strips its metadata and serves 256 and 96 px squares of it", async () => {
    const { playerToken: token } = await coachWithPlayer();
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(token, { name: 'me.jpg', type: 'image/jpeg', data: original });
    expect(res.statusCode).toBe(200);
    const body = res.json<AvatarReply>();
    expect(body.avatar).toMatch(/^\/api\/avatars\/[\w-]+\/small$/);
    expect(body.avatarLarge).toMatch(/^\/api\/avatars\/[\w-]+\/large$/);

    for (const [url, edge] of [
      [body.avatarLarge!, 256],
      [body.avatar!, 96],
    ] as const) {
      const image = await get(url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: edge, height: edge });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
      expect(image.rawPayload.includes(Buffer.from('secret place'))).toBe(false);
    }
    expect((await get('/api/auth/settings/avatar', token)).json()).toEqual(body);
    const navbar = await get('/api/auth/player-getNavbarInfo', token);
    expect(navbar.json<{ avatar: string | null }>().avatar).toBe(body.avatar);
  });

  it("takes a coach's PNG whatever its file name says, and shows it in the coach's navbar", async () => {
    const { coachToken: token } = await coachWithPlayer();
    const res = await upload(token, {
      name: 'photo.jpeg',
      type: 'application/octet-stream',
      data: await png(),
    });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json<AvatarReply>();
    const meta = await sharp((await get(avatar!)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 96, height: 96 });
    expect((await get('/api/auth/userNavbarHeader', token)).json<{ avatar: string }>().avatar).toBe(avatar);
  });

  it("shows the player's photo on the team's ladder for the coach and teammates", async () => {
    const { coach, player, coachToken: cToken, playerToken: pToken } = await coachWithPlayer();
    const mate = await createPlayer(t.ctx.db, {
      schoolId: coach.schoolId,
      rosterId: coach.rosterIds[0]!,
      position: 2,
    });
    const mateToken = await playerToken(t, mate.id);
    // The ladder is read (and cached) before the upload: the photo must still appear after it.
    const before = await ladderRows(cToken);
    expect(before.find((p) => p.PlayerID === player.id)?.avatar).toBeNull();

    const { avatar } = (
      await upload(pToken, { name: 'a.png', type: 'image/png', data: await png() })
    ).json<AvatarReply>();
    for (const token of [cToken, mateToken]) {
      const rows = await ladderRows(token);
      expect(rows.find((p) => p.PlayerID === player.id)?.avatar).toBe(avatar);
      expect(rows.find((p) => p.PlayerID === mate.id)?.avatar).toBeNull();
    }
  });

  it('replaces the photo: the old addresses stop answering', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const first = (
      await upload(token, { name: 'a.png', type: 'image/png', data: await png() })
    ).json<AvatarReply>();
    const second = (
      await upload(token, { name: 'b.jpg', type: 'image/jpeg', data: await cameraJpeg() })
    ).json<AvatarReply>();
    expect(second.avatar).not.toBe(first.avatar);
    expect((await get(first.avatar!)).statusCode).toBe(404);
    expect((await get(first.avatarLarge!)).statusCode).toBe(404);
    expect((await get(second.avatar!)).statusCode).toBe(200);
  });

  it('refuses a text file named .png with 415, and changes nothing', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const before = await dbFingerprint(t.ctx.db);
    const res = await upload(token, {
      name: 'photo.png',
      type: 'image/png',
      data: Buffer.from('this is not a picture, just some text\n'.repeat(20)),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: AVATAR_ERRORS.wrongType, code: 'photo_wrong_type' });
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it('refuses an image of another format (GIF) and a truncated PNG with 415', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const whole = await png(400, 400);
    for (const data of [gif, whole.subarray(0, 120)]) {
      const res = await upload(token, { name: 'x.png', type: 'image/png', data });
      expect(res.statusCode).toBe(415);
    }
  });

  it('refuses a file over 5 MB with 413, and changes nothing', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const before = await dbFingerprint(t.ctx.db);
    const big = Buffer.concat([await png(), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await upload(token, { name: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: AVATAR_ERRORS.tooBig, code: 'photo_too_big' });
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it('refuses a body that is not multipart with 415, and a form without the photo field with 400', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/settings/avatar',
      payload: { photo: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: AVATAR_ERRORS.notMultipart, code: 'photo_not_multipart' });
    const wrongField = await upload(token, {
      field: 'picture',
      name: 'a.png',
      type: 'image/png',
      data: await png(),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ error: AVATAR_ERRORS.noFile, code: 'photo_missing' });
  });
});

describe('DELETE /api/auth/settings/avatar', () => {
  it('removes the photo: the ladder shows initials again and the address stops answering', async () => {
    const { player, coachToken: cToken, playerToken: pToken } = await coachWithPlayer();
    const { avatar } = (
      await upload(pToken, { name: 'a.png', type: 'image/png', data: await png() })
    ).json<AvatarReply>();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/settings/avatar',
      headers: bearer(pToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ avatar: null, avatarLarge: null });
    expect((await get(avatar!)).statusCode).toBe(404);
    const rows = await ladderRows(cToken);
    expect(rows.find((p) => p.PlayerID === player.id)?.avatar).toBeNull();
    expect((await get('/api/auth/settings/avatar', pToken)).json()).toEqual({
      avatar: null,
      avatarLarge: null,
    });
  });
});

describe('who sees a photo', () => {
  it("gives the address to the player's coach only, not to another school's coach", async () => {
    const { player, coachToken: cToken, playerToken: pToken } = await coachWithPlayer();
    const { avatar } = (
      await upload(pToken, { name: 'a.png', type: 'image/png', data: await png() })
    ).json<AvatarReply>();
    expect((await ladderRows(cToken)).find((p) => p.PlayerID === player.id)?.avatar).toBe(avatar);

    const other = await createCoach(t.ctx.db);
    const otherToken = await coachToken(t, other.id);
    // Their ladder of the same team type holds their own school's players only.
    const res = await get('/api/auth/roster?skillLevel=1', otherToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(avatar!);
    // Their own photo settings are their own.
    expect((await get('/api/auth/settings/avatar', otherToken)).json()).toEqual({
      avatar: null,
      avatarLarge: null,
    });
  });

  it('answers 404 to a made-up address and 400 to a malformed one', async () => {
    expect((await get('/api/avatars/AAAAAAAAAAAAAAAAAAAAAAAA/small')).statusCode).toBe(404);
    expect((await get('/api/avatars/not%20a%20token/small')).statusCode).toBe(400);
    expect((await get('/api/avatars/AAAAAAAAAAAAAAAAAAAAAAAA/huge')).statusCode).toBe(400);
  });
});

/** A PNG that is only its header: it declares `width` × `height` at `depth` bits, with a few bytes of pixels. */
function declaredPng(width: number, height: number, depth: 8 | 16): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('what a photo may cost (issue 29)', () => {
  it('refuses a small PNG declaring 7000 × 7000 at 16 bits, or 6000 × 5000 at 8, with 422 and without decoding it', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const before = await dbFingerprint(t.ctx.db);
    const decodesBefore = decodedPhotos();
    for (const data of [declaredPng(7000, 7000, 16), declaredPng(6000, 5000, 8)]) {
      const res = await upload(token, { name: 'bomb.png', type: 'image/png', data });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: errorText('photo_too_many_pixels'),
        code: 'photo_too_many_pixels',
      });
    }
    expect(decodedPhotos()).toBe(decodesBefore);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it('refuses a 16-bit PNG of few pixels with 422, undecoded; an ordinary photo is decoded once', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const deep = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'red' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const decodesBefore = decodedPhotos();
    const res = await upload(token, { name: 'deep.png', type: 'image/png', data: deep });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ code: string }>().code).toBe('photo_too_deep');
    expect(decodedPhotos()).toBe(decodesBefore);
    const ok = await upload(token, { name: 'ok.jpg', type: 'image/jpeg', data: await cameraJpeg() });
    expect(ok.statusCode).toBe(200);
    expect(decodedPhotos()).toBe(decodesBefore + 1);
  });

  it('16 parallel uploads from one player: 6 are taken, the others answer 429 with Retry-After; another player still uploads', async () => {
    const { coach, playerToken: token } = await coachWithPlayer();
    const photo = await png(200, 200);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => upload(token, { name: 'a.png', type: 'image/png', data: photo })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(AVATAR_UPLOADS_MAX);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(16 - AVATAR_UPLOADS_MAX);
    for (const r of refused) {
      expect(r.json()).toEqual({
        error: errorText('photo_uploads_throttled'),
        code: 'photo_uploads_throttled',
      });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const mate = await createPlayer(t.ctx.db, {
      schoolId: coach.schoolId,
      rosterId: coach.rosterIds[0]!,
      position: 2,
    });
    const other = await upload(await playerToken(t, mate.id), {
      name: 'b.png',
      type: 'image/png',
      data: photo,
    });
    expect(other.statusCode).toBe(200);
  });

  it('says a form with two files holds more than the one photo, not that it is larger than 5 MB', async () => {
    const { playerToken: token } = await coachWithPlayer();
    const photo = await png(100, 100);
    const boundary = '----courtsidetwofiles';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        photo,
        Buffer.from('\r\n'),
      ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/settings/avatar',
      payload: Buffer.concat([part('a.png'), part('b.png'), Buffer.from(`--${boundary}--\r\n`)]),
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: errorText('photo_one_file'), code: 'photo_one_file' });
  });
});
