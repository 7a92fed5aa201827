/**
 * Issue 33's installability target: Chromium finds no installability error for the built app
 * (`Page.getInstallabilityErrors` over the DevTools protocol answers none), and reads its manifest
 * without error. The seeded server of bench/lighthouse.ts serves dist/web (built when stale); a
 * Chromium profile of its own (a test's incognito context would answer "in-incognito") opens a
 * signed-in coach's /ladder/jv-boys, waits for the service worker, and asks.
 *
 * Run with `npx tsx bench/installability.ts` (prints the answer; exits 1 on any error). The journey
 * e2e/offline.spec.ts asks the same in the browser tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { buildWebIfStale } from '../scripts/web-build.mjs';
import { startSeededServer } from './lighthouse';

buildWebIfStale();
const { base, seeded, tmp, stop } = await startSeededServer();
const context = await chromium.launchPersistentContext(path.join(tmp, 'install-profile'), {
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
let failed = true;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/api/health`);
  await page.evaluate(`localStorage.setItem('jwt', ${JSON.stringify(seeded.coach)})`);
  await page.goto(`${base}/ladder/jv-boys`);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const manifest = await cdp.send('Page.getAppManifest');
  const icons = fs.readdirSync(path.resolve(import.meta.dirname, '..', 'dist', 'web', 'icons'));
  console.log(`manifest: ${manifest.url} (${manifest.errors.length} errors); icons: ${icons.join(', ')}`);
  console.log(`installability errors: ${JSON.stringify(installabilityErrors)}`);
  failed = installabilityErrors.length > 0 || manifest.errors.length > 0;
  console.log(failed ? 'Chromium finds the app NOT installable.' : 'Chromium finds the app installable.');
} finally {
  await context.close();
  await stop();
}
process.exit(failed ? 1 : 0);
