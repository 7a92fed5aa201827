// Builds the web app when dist/web is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** True when dist/web/index.html is missing or older than web/, contract/ or the build config. */
export function webBuildIsStale() {
  const index = path.join(root, 'dist', 'web', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'web')),
    newestMtime(path.join(root, 'contract')),
    fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  return sources > built;
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (dist/web)...');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const res = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(res.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
