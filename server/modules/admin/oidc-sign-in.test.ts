import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcLogins, schoolAdmins, sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createCoach, createSchool } from '../../test/factories';
import { adminSignIn, providerSignOut, type CookieJar } from '../../test/oidc-sign-in';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider';
import { grantSchool } from './admin-grants';

/**
 * The school administrators' OpenID Connect sign-in end to end, through the app's HTTP routes and
 * a real OpenID provider (oidc-provider) on this machine: what is let through, what is refused.
 */
let op: OidcTestProvider;
let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  op = await startOidcTestProvider({ publicUrl: 'http://127.0.0.1:3000' });
  t = await buildTestApp({
    ...op.env('test', 'lincoln.edu, district.org'),
    PUBLIC_URL: 'http://127.0.0.1:3000',
  });
  schoolId = (await createSchool(t.ctx.db, 'Lincoln Test High')).id;
});
afterAll(async () => {
  await t.close();
  await op.close();
});

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const refusal = (landed: string) => new URL(landed, 'http://x').searchParams.get('code');
const sessionCount = async () => (await t.ctx.db.select().from(sessions)).length;

/** Whether the provider asks this browser to sign in (no provider session) for a new authorization. */
async function providerAsksToSignIn(jar: CookieJar): Promise<boolean> {
  const start = await t.app.inject({ method: 'GET', url: '/api/oidc/test/start' });
  const res = await fetch(start.headers.location as string, {
    redirect: 'manual',
    headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return /\/interaction\//.test(res.headers.get('location') ?? '');
}

describe('OpenID Connect sign-in of school administrators', () => {
  it('lists the configured providers for the login pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oidc/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: [{ id: 'test', name: 'Test' }] });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oidc/google/start' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'oidc_unknown_provider' });
  });

  it('signs a granted admin in: PKCE S256, state, nonce; an admin token { sess, adm, prov } that refreshes', async () => {
    await grantSchool(t.ctx.db, 'Dana@Lincoln.edu', schoolId, null);
    op.account({ email: 'dana@lincoln.edu', name: 'Dana Director' });
    const out = await adminSignIn(t, op, {
      providerId: 'test',
      email: 'dana@lincoln.edu',
      returnTo: '/admin?x=1',
    });

    const params = out.authorizationUrl.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/oidc/test/callback');
    expect(out.landed).toMatch(/^\/admin\/signed-in\?handoff=/);
    expect(out.returnTo).toBe('/admin?x=1');

    const claims = claimsOf(out.token!);
    const [admin] = await t.ctx.db
      .select()
      .from(schoolAdmins)
      .where(eq(schoolAdmins.email, 'dana@lincoln.edu'));
    expect(claims).toMatchObject({ adm: admin!.id, prov: 'test' });
    expect(claims).not.toHaveProperty('cid');
    expect(claims).not.toHaveProperty('sid');
    expect(claims).not.toHaveProperty('pid');
    expect(admin).toMatchObject({ provider: 'test', displayName: 'Dana Director' });
    expect(admin!.subject).toMatch(/^sub-/);

    const schools = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/schools',
      headers: bearer(out.token!),
    });
    expect(schools.statusCode).toBe(200);
    expect(schools.json<{ schools: { id: number }[] }>().schools.map((s) => s.id)).toEqual([schoolId]);

    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/refreshtoken',
      headers: bearer(out.token!),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(claimsOf(refreshed.json<{ token: string }>().token)).toMatchObject({
      sess: claims.sess,
      adm: admin!.id,
    });

    // Nothing of the sign-in is left to replay.
    expect(await t.ctx.db.select().from(oidcLogins)).toEqual([]);
  });

  it("refuses an admin token on a coach's and a player's routes (403), and a coach's token on the admin's (403)", async () => {
    const { token } = await adminSignIn(t, op, { providerId: 'test', email: 'dana@lincoln.edu' });
    const navbar = await t.app.inject({
      method: 'GET',
      url: '/api/auth/userNavbarHeader',
      headers: bearer(token!),
    });
    expect(navbar.statusCode).toBe(403);
    const player = await t.app.inject({
      method: 'GET',
      url: '/api/auth/player-getNavbarInfo',
      headers: bearer(token!),
    });
    expect(player.statusCode).toBe(403);
    const coach = await createCoach(t.ctx.db, { schoolId });
    const { coachToken } = await import('../../test/factories');
    const asCoach = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/schools',
      headers: bearer(await coachToken(t, coach.id)),
    });
    expect(asCoach.statusCode).toBe(403);
    expect(asCoach.json()).toMatchObject({ code: 'admins_only' });
  });

  it('refuses a callback whose state was changed, and one from another browser (no cookie), with no session', async () => {
    const before = await sessionCount();
    const wrongState = await adminSignIn(t, op, {
      providerId: 'test',
      email: 'dana@lincoln.edu',
      tamper: (callback, cookie) => {
        callback.searchParams.set('state', 'a-state-this-app-never-sent-0123456789');
        return { callback, cookie };
      },
    });
    expect(wrongState.token).toBeUndefined();
    expect(wrongState.landed).toBe('/admin/ask-your-school?code=oidc_state_mismatch');

    const otherBrowser = await adminSignIn(t, op, {
      providerId: 'test',
      email: 'dana@lincoln.edu',
      tamper: (callback) => ({ callback, cookie: 'courtside_oidc=someone-elses-browser' }),
    });
    expect(refusal(otherBrowser.landed)).toBe('oidc_state_mismatch');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a replayed callback (the same code and state twice)', async () => {
    let replay: { url: string; cookie: string } | undefined;
    const first = await adminSignIn(t, op, {
      providerId: 'test',
      email: 'dana@lincoln.edu',
      tamper: (callback, cookie) => {
        replay = { url: `${callback.pathname}${callback.search}`, cookie };
        return { callback, cookie };
      },
    });
    expect(first.token).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: replay!.url,
      headers: { cookie: replay!.cookie },
    });
    expect(again.headers.location).toBe('/admin/ask-your-school?code=oidc_state_mismatch');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent (checked by openid-client)', async () => {
    const before = await sessionCount();
    const out = await adminSignIn(t, op, {
      providerId: 'test',
      email: 'dana@lincoln.edu',
      // As if the ID token had been minted for another sign-in: the stored nonce no longer matches.
      beforeProvider: async () => {
        await t.ctx.db.update(oidcLogins).set({ nonce: 'a-nonce-of-another-sign-in-0123456789' });
      },
    });
    expect(out.token).toBeUndefined();
    expect(refusal(out.landed)).toBe('oidc_sign_in_failed');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a PKCE verifier that does not match the challenge (the provider refuses the code)', async () => {
    const out = await adminSignIn(t, op, {
      providerId: 'test',
      email: 'dana@lincoln.edu',
      beforeProvider: async () => {
        await t.ctx.db.update(oidcLogins).set({ codeVerifier: 'x'.repeat(43) });
      },
    });
    expect(refusal(out.landed)).toBe('oidc_sign_in_failed');
  });

  it('refuses an account outside the allowed domains, even when granted', async () => {
    await grantSchool(t.ctx.db, 'eve@gmail.com', schoolId, null);
    const out = await adminSignIn(t, op, { providerId: 'test', email: 'eve@gmail.com' });
    expect(out.token).toBeUndefined();
    expect(refusal(out.landed)).toBe('oidc_domain_not_allowed');
    const [eve] = await t.ctx.db.select().from(schoolAdmins).where(eq(schoolAdmins.email, 'eve@gmail.com'));
    expect(eve!.subject).toBeNull();
  });

  it('refuses an allowed-domain account that no school granted, and one whose e-mail is not verified', async () => {
    const before = await sessionCount();
    const stranger = await adminSignIn(t, op, { providerId: 'test', email: 'sam@district.org' });
    expect(refusal(stranger.landed)).toBe('oidc_not_granted');

    await grantSchool(t.ctx.db, 'unverified@lincoln.edu', schoolId, null);
    op.account({ email: 'unverified@lincoln.edu', emailVerified: false });
    const unverified = await adminSignIn(t, op, { providerId: 'test', email: 'unverified@lincoln.edu' });
    expect(refusal(unverified.landed)).toBe('oidc_email_missing');
    expect(await sessionCount()).toBe(before);
  });

  it('gives a handoff once, and only to the browser that signed in', async () => {
    const trade = (handoff: string, cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/oidc/session', headers: { cookie }, payload: { handoff } });
    const handoffOf = (landed: string) => new URL(landed, 'http://x').searchParams.get('handoff')!;

    const mine = await adminSignIn(t, op, { providerId: 'test', email: 'dana@lincoln.edu', trade: false });
    const stolen = await trade(handoffOf(mine.landed), 'courtside_oidc=another-browser');
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'oidc_handoff_invalid' });

    const again = await adminSignIn(t, op, { providerId: 'test', email: 'dana@lincoln.edu', trade: false });
    const first = await trade(handoffOf(again.landed), again.cookie);
    expect(first.statusCode).toBe(200);
    const second = await trade(handoffOf(again.landed), again.cookie);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'oidc_handoff_invalid' });
  });

  it("logs out: the session ends, and the provider's own sign-out (RP-initiated logout) comes back to /", async () => {
    const out = await adminSignIn(t, op, { providerId: 'test', email: 'dana@lincoln.edu' });
    expect(await providerAsksToSignIn(out.jar)).toBe(false);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(out.token!) });
    expect(res.statusCode).toBe(200);
    const { providerLogoutUrl } = res.json<{ ok: true; providerLogoutUrl: string }>();
    const logoutUrl = new URL(providerLogoutUrl);
    expect(logoutUrl.origin).toBe(op.issuer);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe('http://127.0.0.1:3000/');
    expect(logoutUrl.searchParams.get('client_id')).toBe(op.clientId);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/schools',
      headers: bearer(out.token!),
    });
    expect(after.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'GET',
      url: '/api/refreshtoken',
      headers: bearer(out.token!),
    });
    expect(refresh.statusCode).toBe(401);

    expect(await providerSignOut(out.jar, providerLogoutUrl, op.issuer)).toBe('http://127.0.0.1:3000/');
    expect(await providerAsksToSignIn(out.jar)).toBe(true);
  });
});
