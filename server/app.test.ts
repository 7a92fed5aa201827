import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

/** The web app as the server serves it: pre-compressed assets, the SPA fallback, headers. */
let t: TestApp;
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><title>Courtside</title><div id="root"></div>',
  );
  const js = 'console.log("courtside");'.repeat(50);
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), js);
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(web, 'manifest.webmanifest'), '{"name":"Courtside"}');
  t = await buildTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
});

describe('serving the web app', () => {
  it.each(['/', '/coachlogin', '/ladder/var-boys', '/u/AbC12345', '/no/such/page'])(
    'answers index.html for %s (the router decides)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves brotli or gzip files written beside the assets, cached for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('courtside');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('serves the service worker and the web app manifest revalidated on every load (issue 33)', async () => {
    // A service worker cached by HTTP would keep an old app running against a changed API.
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers JSON 404 for unknown API paths and non-GET requests', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('error');
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toHaveProperty('error');
  });

  it('sends security headers and a strict Content-Security-Policy with every page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/coachlogin' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers health and the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = docs.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/verify-code',
      '/api/auth/roster',
      '/api/auth/getAllTournaments',
      '/api/u/{identifier}',
      // Dual matches (issue 20): the core routes and the public page.
      '/api/auth/duals',
      '/api/auth/duals/{id}',
      '/api/auth/duals/{id}/lineup',
      '/api/auth/duals/{id}/draft',
      '/api/auth/duals/{id}/check',
      '/api/auth/duals/{id}/publish',
      '/api/auth/duals-opponent-schools',
      '/api/auth/getSettings-team-lineuprule/{id}',
      '/api/auth/updateSettings-team-lineuprule',
      '/api/auth/my-duals',
      '/api/dual/{token}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it('lists the seven seeded schools', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schools' });
    const schools = res.json<Array<{ value: string; label: string }>>();
    expect(schools.length).toBeGreaterThanOrEqual(7);
    expect(schools.map((s) => s.value)).toContain('lincoln-hs');
  });
});

describe('pages rendered at build time (dist/web/prerendered.json)', () => {
  const HASH = `sha256-${'A'.repeat(43)}=`;
  let rendered: TestApp;
  let broken: TestApp;
  const dirs: string[] = [];

  function webDir(manifest: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-web-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const login = '<!doctype html><div id="root"><div data-prerendered>Coach login</div></div>';
    fs.writeFileSync(path.join(dir, 'coachlogin.html'), login);
    fs.writeFileSync(path.join(dir, 'coachlogin.html.br'), zlib.brotliCompressSync(login));
    fs.writeFileSync(path.join(dir, 'prerendered.json'), manifest);
    return dir;
  }

  beforeAll(async () => {
    rendered = await buildTestApp({
      WEB_DIST: webDir(JSON.stringify({ pages: { '/coachlogin': 'coachlogin.html' }, scriptHashes: [HASH] })),
    });
    // A file name outside the web app's directory is refused like any damaged manifest.
    broken = await buildTestApp({
      WEB_DIST: webDir(JSON.stringify({ pages: { '/coachlogin': '../secret.html' }, scriptHashes: [] })),
    });
  });
  afterAll(async () => {
    await rendered.close();
    await broken.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a rendered path with its page, compressed, revalidated, with or without a query', async () => {
    for (const url of ['/coachlogin', '/coachlogin?from=sms']) {
      const res = await rendered.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('Coach login');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every other path with index.html', async () => {
    for (const url of ['/playerlogin', '/ladder/var-boys', '/coachlogin/extra']) {
      const res = await rendered.app.inject({ method: 'GET', url });
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it("allows the rendered pages' inline scripts by hash, and nothing else inline", async () => {
    const res = await rendered.app.inject({ method: 'GET', url: '/coachlogin' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' '${HASH}'`);
  });

  it('ignores a manifest it cannot trust: index.html everywhere, no inline script allowed', async () => {
    const res = await broken.app.inject({ method: 'GET', url: '/coachlogin' });
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
