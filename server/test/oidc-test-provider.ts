import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on this machine, on a free port, for the sign-in tests
 * and the browser journey: Authorization Code with PKCE required, RP-initiated logout, and a
 * one-field sign-in page (the e-mail address of a test account, no password) in place of a
 * provider's real one.
 */
export interface TestAccount {
  email: string;
  emailVerified?: boolean;
  name?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that configures it in the app as provider `id`. */
  env(id: string, domains: string): Record<string, string>;
  /** Sets an account's claims (by e-mail); unknown e-mails sign in as verified accounts. */
  account(account: TestAccount): void;
  close(): Promise<void>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

export async function startOidcTestProvider(opts: {
  publicUrl: string;
  /** A port of its own (the browser journeys'); default a free one. */
  port?: number;
  clientSecret?: string;
}): Promise<OidcTestProvider> {
  const accounts = new Map<string, Required<TestAccount> & { sub: string }>();
  const accountFor = (email: string) => {
    const key = email.toLowerCase();
    let found = accounts.get(key);
    if (!found) {
      found = { email, emailVerified: true, name: email.split('@')[0]!, sub: `sub-${crypto.randomUUID()}` };
      accounts.set(key, found);
    }
    return found;
  };
  const bySub = (sub: string) => [...accounts.values()].find((a) => a.sub === sub);

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'courtside-test';
  const clientSecret = opts.clientSecret ?? crypto.randomBytes(24).toString('base64url');
  const redirectUris = (id: string) => `${opts.publicUrl}/api/oidc/${id}/callback`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: ['test', 'local', 'google', 'microsoft'].map(redirectUris),
        post_logout_redirect_uris: [`${opts.publicUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail claims go into the ID token itself (as Google's and Microsoft's do).
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => {
      const account = bySub(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    ttl: {
      Session: 3600,
      Interaction: 600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  provider.on('server_error', (_ctx, err) => console.error('oidc-provider', err));

  const callback = provider.callback();
  handler = (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<title>Test provider sign-in</title></head><body><main><h1>Test provider</h1>
<form method="post" action="/interaction/${escape(details.uid)}">
<label for="email">E-mail</label> <input id="email" name="email" type="email" required autocomplete="off">
<button type="submit">Continue</button></form></main></body></html>`);
          return;
        }
        const form = await readForm(req);
        const account = accountFor(form.get('email') ?? '');
        const grant = new provider.Grant({
          accountId: account.sub,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.statusCode = 400;
        res.end(String(err));
      }
    })();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    env: (id, domains) => {
      const p = `OIDC_${id.toUpperCase()}_`;
      return {
        OIDC_PROVIDERS: id,
        [`${p}ISSUER`]: issuer,
        [`${p}CLIENT_ID`]: clientId,
        [`${p}CLIENT_SECRET`]: clientSecret,
        [`${p}DOMAINS`]: domains,
      };
    },
    account: (account) => {
      const existing = accountFor(account.email);
      Object.assign(existing, {
        ...(account.emailVerified !== undefined ? { emailVerified: account.emailVerified } : {}),
        ...(account.name !== undefined ? { name: account.name } : {}),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
