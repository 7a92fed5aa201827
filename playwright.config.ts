import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

// Overridable so several engineers (or runs) can drive their own server side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// One fresh data directory per run. The config is read again in every worker: the
// environment variable makes them all use the directory the main process made.
process.env.COURTSIDE_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'courtside-e2e-'));
const runDir = process.env.COURTSIDE_E2E_DIR;

/** A port nobody listens on now (the test OpenID provider's). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// School administrators' sign-in (issue 32): a real OpenID provider (oidc-provider) on a free port,
// chosen once by the main process; its first admin is granted before the app starts.
process.env.COURTSIDE_E2E_OIDC_PORT ??= String(await freePort());
process.env.COURTSIDE_E2E_OIDC_SECRET ??= randomBytes(24).toString('base64url');
export const E2E_OIDC = {
  issuer: `http://127.0.0.1:${process.env.COURTSIDE_E2E_OIDC_PORT}`,
  /** Granted from the command line as the app starts (e2e/admin.spec.ts signs in with it). */
  admin: 'director@lincoln.edu',
  adminSchool: 'test-school-120',
};
const oidcEnv = {
  OIDC_PROVIDERS: 'local',
  OIDC_LOCAL_NAME: 'Lincoln Schools',
  OIDC_LOCAL_ISSUER: E2E_OIDC.issuer,
  OIDC_LOCAL_CLIENT_ID: 'courtside-test',
  OIDC_LOCAL_CLIENT_SECRET: process.env.COURTSIDE_E2E_OIDC_SECRET,
  OIDC_LOCAL_DOMAINS: 'lincoln.edu',
};

export default defineConfig({
  testDir: 'e2e',
  // Overridable so parallel runs do not wipe each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? ([['html', { open: 'never' }]] as const) : []),
    // scripts/test.mjs counts the results from this file.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? ([['json']] as const) : []),
  ],
  use: {
    baseURL,
    // A failed journey keeps its trace (the page's DOM at every step; no screencast, which cost a fifth
    // of the journeys' CPU). E2E_TRACE=off records none: CI, where nobody can open one, saves a third.
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    // The built app registers a service worker (issue 33), which precaches every file of the app in the
    // background and answers navigations itself. Journeys run without it (each would download the whole
    // app again, and request routing sees the page's requests only); e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      // The machine's network is closed: without these Chromium keeps calling out and failing.
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /challenges\.spec\.ts/ },
    // The challenge journeys move the e2e server's one clock days ahead (POST /api/test/clock) to run
    // out deadlines; every other journey reads "now" from that clock too (upcoming duals, open answers,
    // a practice tomorrow), so these run only after all of them have finished (alone: add --no-deps).
    { name: 'moves-the-clock', testMatch: /challenges\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'node --import tsx server/test/oidc-provider-main.ts',
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_TEST_PORT: process.env.COURTSIDE_E2E_OIDC_PORT,
        OIDC_TEST_CLIENT_SECRET: process.env.COURTSIDE_E2E_OIDC_SECRET,
        PUBLIC_URL: baseURL,
      },
    },
    {
      command: `node --import tsx server/modules/admin/admin-cli.ts grant ${E2E_OIDC.admin} ${E2E_OIDC.adminSchool} && node --import tsx server/main.ts`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A fresh embedded database is created and migrated at start: 35-45 s with both cores busy
      // (measured), more when others test beside us. The wait ends early if the server exits.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        // No daily backup 60 s into a run (it would pause the embedded database's requests).
        BACKUP_KEEP_DAILY: '0',
        DATA_DIR: join(runDir, 'data'),
        SMS_OUTBOX: join(runDir, 'outbox.jsonl'),
        NODE_ENV: 'test',
        // The embedded database unless E2E_DATABASE_URL names a PostgreSQL one (empty = unset).
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        // Never a real SMS from a test run, whatever the shell has configured.
        SMS_TRANSPORT: 'console',
        JWT_SECRET: '',
        LOG_LEVEL: 'warn',
        // The fixtures' accounts ask for their codes as users on networks of their own (X-Forwarded-For,
        // e2e/fixtures/accounts.ts), as the suite's hundreds of sign-ups would run out one network's
        // code requests (300 in 10 min) as soon as the journeys run fast; the pages' own requests still
        // come from 127.0.0.1.
        TRUST_PROXY: '1',
        // Every coach a journey creates with teams gets a school of its own (its first coach, who sees
        // the school's contacts): 127 schools leave room for the suite's coaches.
        EXTRA_SCHOOLS: '120',
        // A clock the journeys move forward (POST /api/test/clock) to run out deadlines (issue 21).
        E2E_TEST_CLOCK: '1',
        // A separately built web app (E2E_WEB_DIST) or the default dist/web.
        WEB_DIST: process.env.E2E_WEB_DIST ?? '',
        ...oidcEnv,
      },
    },
  ],
});
