/**
 * The JS and CSS a first visit to /coachlogin (the front door) downloads, measured in Chromium
 * against the real server serving the built app: the encoded bytes on the wire (Chromium takes
 * brotli from localhost) and the brotli size of the same files on disk. Also counts the chunks the
 * build splits the routes into. Run with `npx tsx bench/web-size.ts`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { buildWebIfStale } from '../scripts/web-build.mjs';
import { serverAddress } from './server-address';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist', 'web');

export interface PageWeight {
  page: string;
  files: number;
  wireBytes: number;
  brotliBytes: number;
}

export async function measureWebSize(): Promise<{
  pages: PageWeight[];
  featureChunks: number;
  targetKb: number;
}> {
  buildWebIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-websize-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST: dist,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await serverAddress(server);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const pages: PageWeight[] = [];
  try {
    for (const url of ['/coachlogin']) {
      const page = await browser.newPage();
      const assets: Array<Promise<{ path: string; wire: number }>> = [];
      page.on('requestfinished', (req) => {
        if (!['script', 'stylesheet'].includes(req.resourceType())) return;
        assets.push(
          req.sizes().then((s) => ({ path: new URL(req.url()).pathname, wire: s.responseBodySize })),
        );
      });
      await page.goto(base + url, { waitUntil: 'networkidle' });
      const loaded = await Promise.all(assets);
      const brotli = loaded.reduce((sum, a) => {
        const br = path.join(dist, `${a.path}.br`);
        return sum + (fs.existsSync(br) ? fs.statSync(br).size : a.wire);
      }, 0);
      pages.push({
        page: url,
        files: loaded.length,
        wireBytes: loaded.reduce((s, a) => s + a.wire, 0),
        brotliBytes: brotli,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const featureChunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;
  return { pages, featureChunks, targetKb: 200 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const r = await measureWebSize();
  for (const p of r.pages) {
    console.log(
      `${p.page.padEnd(14)} ${p.files} files, ${(p.wireBytes / 1024).toFixed(1)} KB on the wire, ${(p.brotliBytes / 1024).toFixed(1)} KB brotli (target <= ${r.targetKb} KB)`,
    );
  }
  console.log(`${r.featureChunks} JavaScript chunks in the build (routes load their own)`);
}
