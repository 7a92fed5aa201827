// npm run test:e2e: builds the web app when its sources changed, then runs Playwright.
// Extra arguments go to `playwright test` (a spec file, --grep, --headed, ...).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  // Fails early, with one line, when there is no browser to run.
  chromiumPath();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

buildWebIfStale();

const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
