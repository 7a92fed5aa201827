import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the defaults of API.md', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      ACCESS_TOKEN_TTL: 3600,
      SESSION_MAX_AGE: 2_592_000,
      SMS_TRANSPORT: 'console',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      DB_STATEMENT_TIMEOUT_MS: 5000,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('takes a statement timeout in milliseconds, 0 for none', () => {
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '2500' }).DB_STATEMENT_TIMEOUT_MS).toBe(2500);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).DB_STATEMENT_TIMEOUT_MS).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ACCESS_TOKEN_TTL: '-5' }, 'ACCESS_TOKEN_TTL'],
    [{ SMS_TRANSPORT: 'pigeon' }, 'SMS_TRANSPORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ SMS_TRANSPORT: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ DB_STATEMENT_TIMEOUT_MS: 'soon' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ DB_STATEMENT_TIMEOUT_MS: '-1' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ DB_STATEMENT_TIMEOUT_MS: '1.5' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ EXTRA_SCHOOLS: '20001' }, 'EXTRA_SCHOOLS'],
    [{ EXTRA_SCHOOLS: '-1' }, 'EXTRA_SCHOOLS'],
  ])('stops on %j with one line naming %s', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('takes up to 20,000 extra schools (about every US high school), none by default', () => {
    expect(loadConfig({}).EXTRA_SCHOOLS).toBe(0);
    expect(loadConfig({ EXTRA_SCHOOLS: '120' }).EXTRA_SCHOOLS).toBe(120);
    expect(loadConfig({ EXTRA_SCHOOLS: '20000' }).EXTRA_SCHOOLS).toBe(20_000);
  });

  it('derives PUBLIC_URL from HOST and PORT, without a trailing slash when given', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://courtside.example/' }).PUBLIC_URL).toBe(
      'https://courtside.example',
    );
  });

  it('accepts production with a secret, and treats empty variables as unset', () => {
    const c = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: '' });
    expect(c.NODE_ENV).toBe('production');
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as hops or proxy addresses; true is one hop, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('names the accepted forms of TRUST_PROXY when refusing one', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be false, true (one proxy), a number of proxy hops',
    );
  });
});

describe('OIDC providers (issue 32)', () => {
  const google = {
    OIDC_PROVIDERS: 'google, microsoft',
    OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    OIDC_GOOGLE_CLIENT_ID: 'g-id',
    OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
    OIDC_GOOGLE_DOMAINS: 'Lincoln.edu, @district.org',
    OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
    OIDC_MICROSOFT_CLIENT_ID: 'm-id',
    OIDC_MICROSOFT_CLIENT_SECRET: 'm-secret',
    OIDC_MICROSOFT_DOMAINS: '*',
    OIDC_MICROSOFT_NAME: 'Microsoft 365',
  };

  it('has none unless OIDC_PROVIDERS names some', () => {
    expect(loadConfig({}).OIDC).toEqual([]);
  });

  it('reads each named provider, lower-cases domains and names known ids', () => {
    expect(loadConfig(google).OIDC).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
        domains: ['lincoln.edu', 'district.org'],
      },
      {
        id: 'microsoft',
        name: 'Microsoft 365',
        issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
        clientId: 'm-id',
        clientSecret: 'm-secret',
        domains: ['*'],
      },
    ]);
  });

  it('names the missing variable of a named provider', () => {
    expect(() => loadConfig({ ...google, OIDC_MICROSOFT_CLIENT_SECRET: '' })).toThrow(
      'OIDC_MICROSOFT_CLIENT_SECRET is required',
    );
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_DOMAINS: ' , ' })).toThrow(ConfigError);
  });

  it('refuses a bad id, a repeated id, a bad domain and a plain-http issuer elsewhere than this machine', () => {
    expect(() => loadConfig({ ...google, OIDC_PROVIDERS: 'goo gle' })).toThrow('bad provider id');
    expect(() => loadConfig({ ...google, OIDC_PROVIDERS: 'google,google' })).toThrow('twice');
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_DOMAINS: 'lincoln' })).toThrow('bad domain "lincoln"');
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(
      'must be an https:// URL',
    );
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_ISSUER: 'not a url' })).toThrow('must be a URL');
  });

  it("allows a plain-http issuer on this machine outside production only (the tests' provider)", () => {
    const local = { ...google, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4000' };
    expect(loadConfig(local).OIDC[0]?.issuer).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ ...local, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'must be an https:// URL',
    );
  });
});
