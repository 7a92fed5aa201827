import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { redactUrl } from './request-log';

const TOKEN = 'Zx9-secretTokenValue_0123456789';

describe('request logs', () => {
  it('write [token] for the secret of every public link', () => {
    expect(redactUrl(`/api/avatars/${TOKEN}/small`)).toBe('/api/avatars/[token]/small');
    expect(redactUrl(`/api/dual/${TOKEN}`)).toBe('/api/dual/[token]');
    expect(redactUrl(`/dual/${TOKEN}?lang=ar`)).toBe('/dual/[token]?lang=ar');
    expect(redactUrl(`/api/draw/${TOKEN}/live`)).toBe('/api/draw/[token]/live');
    expect(redactUrl(`/draw/${TOKEN}`)).toBe('/draw/[token]');
    expect(redactUrl(`/a/${TOKEN}`)).toBe('/a/[token]');
    expect(redactUrl(`/api/availability-link/${TOKEN}`)).toBe('/api/availability-link/[token]');
    expect(redactUrl(`/api/calendar/${TOKEN}.ics`)).toBe('/api/calendar/[token].ics');
    expect(redactUrl(`/api/u/${TOKEN}`)).toBe('/api/u/[token]');
    expect(redactUrl('/api/auth/duals/12')).toBe('/api/auth/duals/12');
    expect(redactUrl('/ladder')).toBe('/ladder');
  });

  describe('through the app at info level', () => {
    let t: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
      t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    });
    afterAll(async () => {
      await t.close();
    });

    it('a public dual page and an avatar address are logged without their token', async () => {
      for (const url of [`/api/dual/${TOKEN}`, `/api/avatars/${TOKEN}/small`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBeLessThan(500);
      }
      const requests = lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
      const logged = requests.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
      expect(logged).toEqual(expect.arrayContaining(['/api/dual/[token]', '/api/avatars/[token]/small']));
      expect(lines.join('\n')).not.toContain(TOKEN);
    });
  });
});
