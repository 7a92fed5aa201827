import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { USER_TYPE } from '../../../contract/common';
import type { OidcRefusal } from '../../../contract/admin';
import { opaqueId } from '../../auth/login-code';
import type { Claims } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { oidcLogins, schoolAdminGrants, schoolAdmins, sessions } from '../../db/schema/index';
import { AppError, appError } from '../../errors';
import { normalEmail } from './admin-grants';
import type { OidcClients } from './oidc-clients';

/**
 * The OpenID Connect sign-in of school administrators: Authorization Code with PKCE, state and
 * nonce, the ID token validated by openid-client against the issuer's keys. The flow's secrets
 * live in oidc_logins (any server process can finish it), bound to the browser that started it by
 * an HttpOnly cookie; the callback ends in a one-time handoff the same browser trades for its token.
 */

/** How long a started sign-in, and then its handoff, may wait. */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/** A refusal the callback turns into the "ask your school" page's code. */
export class OidcRefused extends Error {
  constructor(readonly code: OidcRefusal) {
    super(code);
  }
}

/** Starts a sign-in: the provider's authorization address and the browser binding to set as a cookie. */
export async function startSignIn(
  ctx: AppContext,
  clients: OidcClients,
  providerId: string,
  returnTo: string,
): Promise<{ url: string; browserSecret: string }> {
  const config = await clients.configuration(providerId);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browserSecret = opaqueId();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Abandoned sign-ins and handoffs go (found by created_at's index).
    await tx.delete(oidcLogins).where(lt(oidcLogins.createdAt, new Date(now.getTime() - OIDC_LOGIN_TTL_MS)));
    await tx.insert(oidcLogins).values({
      id: sha256(state),
      provider: providerId,
      codeVerifier,
      nonce,
      browserHash: sha256(browserSecret),
      returnTo,
      createdAt: now,
    });
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: clients.redirectUri(providerId),
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, browserSecret };
}

/**
 * The provider's redirect: the started sign-in of this state and browser (used up at once, so a
 * replayed callback finds nothing), the code traded with the PKCE verifier, the ID token checked
 * (issuer, audience, signature, expiry, nonce) by openid-client, then the account: its e-mail's
 * domain allowed, and an admin granted at least one school. Returns the handoff for the web app.
 */
export async function finishSignIn(
  ctx: AppContext,
  clients: OidcClients,
  providerId: string,
  query: Record<string, string | undefined>,
  browserSecret: string | undefined,
): Promise<{ handoff: string }> {
  const provider = clients.provider(providerId);
  const state = query.state;
  if (!state || !browserSecret) throw new OidcRefused('oidc_state_mismatch');
  const [login] = await ctx.db
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.id, sha256(state)), isNotNull(oidcLogins.codeVerifier)))
    .returning();
  if (
    !login ||
    login.provider !== providerId ||
    login.browserHash !== sha256(browserSecret) ||
    login.createdAt.getTime() + OIDC_LOGIN_TTL_MS <= ctx.clock.now().getTime()
  )
    throw new OidcRefused('oidc_state_mismatch');

  let config: client.Configuration;
  try {
    config = await clients.configuration(providerId);
  } catch {
    throw new OidcRefused('oidc_provider_unavailable');
  }
  const callbackUrl = new URL(clients.redirectUri(providerId));
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) callbackUrl.searchParams.set(name, value);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier!,
      expectedState: state,
      expectedNonce: login.nonce!,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    ctx.log.info({ err, provider: providerId }, 'OpenID Connect sign-in refused by the checks');
    throw new OidcRefused('oidc_sign_in_failed');
  }
  if (!claims) throw new OidcRefused('oidc_sign_in_failed');

  const email = typeof claims.email === 'string' ? normalEmail(claims.email) : '';
  if (!email.includes('@') || claims.email_verified === false) throw new OidcRefused('oidc_email_missing');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!provider.domains.includes('*') && !provider.domains.includes(domain))
    throw new OidcRefused('oidc_domain_not_allowed');

  const displayName = typeof claims.name === 'string' ? claims.name.slice(0, 200) : null;
  const handoff = opaqueId();
  await ctx.db.transaction(async (tx) => {
    const adminId = await boundAdmin(tx, providerId, claims.sub, email, displayName);
    if (adminId === undefined) throw new OidcRefused('oidc_not_granted');
    const sessionId = opaqueId();
    await tx.insert(sessions).values({ id: sessionId, userType: USER_TYPE.admin, userId: adminId });
    await tx.insert(oidcLogins).values({
      id: sha256(handoff),
      provider: providerId,
      browserHash: login.browserHash,
      returnTo: login.returnTo,
      sessionId,
      createdAt: ctx.clock.now(),
    });
  });
  return { handoff };
}

/**
 * The admin this provider account is: the row bound to (provider, subject), else the row of its
 * e-mail not yet bound to any account (granted or invited, now bound to this one). An address
 * bound to another account, or with no school granted, is no admin.
 */
async function boundAdmin(
  tx: Db,
  providerId: string,
  subject: string,
  email: string,
  displayName: string | null,
): Promise<number | undefined> {
  const [admin] = await adminOfAccount(tx, providerId, subject, email).for('update');
  if (!admin) return undefined;
  const [grant] = await tx
    .select({ schoolId: schoolAdminGrants.schoolId })
    .from(schoolAdminGrants)
    .where(eq(schoolAdminGrants.adminId, admin.id))
    .limit(1);
  if (!grant) return undefined;
  await tx
    .update(schoolAdmins)
    .set({ provider: providerId, subject, displayName })
    .where(eq(schoolAdmins.id, admin.id));
  return admin.id;
}

/** The admin row of a provider account, or of its e-mail while unbound (by the two unique indexes). */
export function adminOfAccount(db: Db, providerId: string, subject: string, email: string) {
  return db
    .select({ id: schoolAdmins.id, subject: schoolAdmins.subject })
    .from(schoolAdmins)
    .where(
      or(
        and(eq(schoolAdmins.provider, providerId), eq(schoolAdmins.subject, subject)),
        and(eq(schoolAdmins.email, email), isNull(schoolAdmins.subject)),
      ),
    )
    .orderBy(sql`${schoolAdmins.subject} is null`)
    .limit(1);
}

/** Trades a handoff (once, from the browser that signed in) for the admin's token. */
export async function tradeHandoff(
  ctx: AppContext,
  handoff: string,
  browserSecret: string | undefined,
): Promise<{ token: string; returnTo: string }> {
  if (!browserSecret) throw appError('oidc_handoff_invalid');
  const [row] = await ctx.db
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.id, sha256(handoff)), isNotNull(oidcLogins.sessionId)))
    .returning();
  if (
    !row ||
    row.browserHash !== sha256(browserSecret) ||
    row.createdAt.getTime() + OIDC_LOGIN_TTL_MS <= ctx.clock.now().getTime()
  )
    throw appError('oidc_handoff_invalid');
  const claims = await adminClaims(ctx.db, row.sessionId!);
  return { token: await ctx.tokens.sign(claims), returnTo: row.returnTo };
}

/** An admin session's token claims, read fresh: `{ sess, adm, prov }`, no cid/pid/sid. */
export async function adminClaims(db: Db, sessionId: string): Promise<Claims> {
  const [row] = await db
    .select({ adminId: schoolAdmins.id, provider: schoolAdmins.provider })
    .from(sessions)
    .innerJoin(schoolAdmins, eq(schoolAdmins.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userType, USER_TYPE.admin)));
  if (!row || row.provider === null) throw appError('account_gone');
  return { sess: sessionId, adm: row.adminId, prov: row.provider };
}

/**
 * RP-initiated logout: the provider's end-session address (back to PUBLIC_URL/), when its
 * discovery offers one; undefined otherwise (Google offers none) or when it cannot be reached.
 */
export async function providerLogoutUrl(
  clients: OidcClients,
  providerId: string,
): Promise<string | undefined> {
  if (!clients.providers.some((p) => p.id === providerId)) return undefined;
  try {
    const config = await clients.configuration(providerId);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(config, { post_logout_redirect_uri: `${clients.publicUrl}/` }).href;
  } catch (err) {
    if (err instanceof AppError) return undefined;
    throw err;
  }
}
