import net from 'node:net';
import { z } from 'zod';

/**
 * The server's configuration, parsed once from the environment (API.md "Configuration").
 * Nothing else reads process.env.
 */
const portField = z.coerce.number().int().min(0).max(65535);

/** PostgreSQL statement timeout of requests when DB_STATEMENT_TIMEOUT_MS is unset. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
const secondsField = z.coerce.number().int().min(1);

/** The most numbered schools EXTRA_SCHOOLS may ask for: about every US high school (issue 18). */
export const EXTRA_SCHOOLS_MAX = 20_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portField.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' })
    .optional(),
  /**
   * PostgreSQL: milliseconds a statement may run (lock waits included) before it is cancelled and
   * its request answers 503; 0 turns the limit off. Migrations and bulk seeding are exempt.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_STATEMENT_TIMEOUT_MS),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL: secondsField.default(3600),
  SESSION_MAX_AGE: secondsField.default(2_592_000),
  SMS_TRANSPORT: z.enum(['console', 'twilio']).default('console'),
  SMS_OUTBOX: z.string().min(1).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('./dist/web'),
  /** Extra numbered schools seeded at start (test runs, demos and load tools that need many teams). */
  EXTRA_SCHOOLS: z.coerce.number().int().min(0).max(EXTRA_SCHOOLS_MAX).default(0),
  /** Bearer token a Prometheus scraper sends to GET /api/metrics; unset: the endpoint answers 401. */
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /**
   * Bearer token of GET /api/ops/backup (a consistent backup through the running server). Unset
   * with the embedded database: a new one at each start, written to DATA_DIR/ops.json for
   * `npm run backup`; unset with PostgreSQL: the route answers 401 (the command reads DATABASE_URL).
   */
  OPS_TOKEN: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Where scheduled and pre-migration backups go (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Daily backups kept in BACKUP_DIR; 0 turns them off. Default 7 with the embedded database, 0 with PostgreSQL. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(3650).optional(),
  /**
   * Live streams (server-sent events of the dual pages, issue 33) one server process holds at most; beyond
   * it a new one answers 503 live_full and the page keeps polling. Measured in docs/performance.md.
   */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(20_000),
  /** Browser journeys only (NODE_ENV=test): a clock that POST /api/test/clock moves (server/jobs/e2e-clock.ts). */
  E2E_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** Behind reverse proxies: which of them to trust for the client's address (throttles). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
        return z.NEVER;
      }
      return parsed;
    }),
});

const TRUST_PROXY_HELP =
  'must be false, true (one proxy), a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false (the socket's address is the client's), a
 * number of hops (the client is that many addresses back in X-Forwarded-For) or the proxies'
 * addresses (proxy-addr: IPs, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`). `true` means
 * one hop: trusting every hop let a client pick its own address with the header it sends.
 * Undefined for anything else.
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 32 ? hops : undefined;
  }
  const entries = v.split(',').map((e) => e.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

/**
 * The `trustProxy` option of Fastify for a parsed TRUST_PROXY. Fastify 5 no longer honours a bare
 * hop count (it fails closed), so hops are given as proxy-addr's trust function: the socket's peer
 * and the next hops−1 addresses of X-Forwarded-For are proxies, the address before them is the client.
 */
export function trustProxyOption(
  value: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value === 0 ? false : (_address, hop) => hop < value;
  return value;
}

function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A configured OpenID Connect provider of school administrators' sign-in (issue 32). */
export interface OidcProviderConfig {
  /** The id users see and the redirect address names: `google`, `microsoft`, `auth0`. */
  id: string;
  /** The button's name: "Sign in with <name>". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case e-mail domains whose accounts may sign in; ['*'] allows any domain. */
  domains: string[];
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft', auth0: 'Auth0' };
const DOMAIN = /^(\*|(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/;

/**
 * OIDC_PROVIDERS=google,microsoft names the providers; each has OIDC_<ID>_ISSUER,
 * OIDC_<ID>_CLIENT_ID, OIDC_<ID>_CLIENT_SECRET and OIDC_<ID>_DOMAINS (comma-separated, or *), and
 * may have OIDC_<ID>_NAME (the button's name). The issuer must be https, except on this machine
 * (http://localhost or 127.0.0.1) outside production, for a provider run by tests.
 */
export function parseOidcProviders(
  env: Record<string, string | undefined>,
  nodeEnv: string,
): OidcProviderConfig[] {
  const list = env.OIDC_PROVIDERS?.trim();
  if (!list) return [];
  const ids = list.split(',').map((id) => id.trim().toLowerCase());
  const providers: OidcProviderConfig[] = [];
  for (const id of ids) {
    if (!/^[a-z][a-z0-9-]{0,30}$/.test(id))
      throw new ConfigError(
        `Invalid configuration: OIDC_PROVIDERS has a bad provider id "${id}" (a-z, 0-9, -)`,
      );
    if (providers.some((p) => p.id === id))
      throw new ConfigError(`Invalid configuration: OIDC_PROVIDERS names "${id}" twice`);
    const prefix = `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;
    const need = (name: string) => {
      const value = env[prefix + name]?.trim();
      if (!value)
        throw new ConfigError(
          `Invalid configuration: ${prefix}${name} is required (OIDC_PROVIDERS names ${id})`,
        );
      return value;
    };
    const issuer = need('ISSUER');
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw new ConfigError(`Invalid configuration: ${prefix}ISSUER must be a URL`);
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && nodeEnv !== 'production'))
      throw new ConfigError(`Invalid configuration: ${prefix}ISSUER must be an https:// URL`);
    const domains = need('DOMAINS')
      .split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter((d) => d !== '');
    const bad = domains.find((d) => !DOMAIN.test(d));
    if (bad !== undefined || domains.length === 0)
      throw new ConfigError(
        `Invalid configuration: ${prefix}DOMAINS has a bad domain "${bad ?? ''}" (e.g. school.org, or *)`,
      );
    providers.push({
      id,
      name: env[prefix + 'NAME']?.trim() || PROVIDER_NAMES[id] || id.charAt(0).toUpperCase() + id.slice(1),
      issuer,
      clientId: need('CLIENT_ID'),
      clientSecret: need('CLIENT_SECRET'),
      domains,
    });
  }
  return providers;
}

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** School administrators' sign-in providers (none: the buttons are not shown). */
  OIDC: OidcProviderConfig[];
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most twelve-factor apps.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  if (c.E2E_TEST_CLOCK === '1' && c.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: E2E_TEST_CLOCK=1 is only for NODE_ENV=test');
  }
  if (c.SMS_TRANSPORT === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!c[name])
        throw new ConfigError(`Invalid configuration: ${name} is required when SMS_TRANSPORT=twilio`);
    }
  }
  const publicHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://${publicHost}:${c.PORT}`).replace(/\/$/, ''),
    OIDC: parseOidcProviders(cleaned, c.NODE_ENV),
  };
}
