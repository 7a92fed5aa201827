// Bundles the server into dist/server/main.mjs when it is missing or older than its sources, so
// `npm start` runs plain JavaScript: no TypeScript is transpiled at start (tsx took seconds).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'server');
const bundle = path.join(outDir, 'main.mjs');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/server/main.mjs is missing or older than server/, contract/ or the lock file. */
export function serverBuildIsStale() {
  if (!fs.existsSync(bundle)) return true;
  const built = fs.statSync(bundle).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'server')),
    newestMtime(path.join(root, 'contract')),
    newestMtime(path.join(root, 'package-lock.json')),
  );
  return sources > built;
}

/**
 * Bundles server/main.ts with our own code inlined and packages left to node_modules (PGlite
 * loads its .wasm and data files next to its own module). The migrations are copied beside the
 * bundle: server/db/client.ts finds them at ./migrations relative to its module URL.
 */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  console.log('Building the server (dist/server)...');
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    // The server, and the backup and restore commands (npm run backup / restore, scripts/ops.mjs).
    entryPoints: {
      main: path.join(root, 'server', 'main.ts'),
      backup: path.join(root, 'server', 'ops', 'backup-cli.ts'),
      restore: path.join(root, 'server', 'ops', 'restore-cli.ts'),
      // npm run admin -- grant EMAIL SCHOOL, in an image without the sources (issue 32).
      admin: path.join(root, 'server', 'modules', 'admin', 'admin-cli.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServerIfStale();
