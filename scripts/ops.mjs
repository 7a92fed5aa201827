// npm run backup -- FILE / npm run restore -- FILE [--force]: builds the server bundle when its
// sources changed (as npm start does), then runs the command's bundle, so the container image
// needs no TypeScript at run time either.
import { buildServerIfStale } from './server-build.mjs';

const command = process.argv[2];
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: node scripts/ops.mjs backup|restore ...');
  process.exit(2);
}
// The command reads its own arguments from argv[2] on.
process.argv.splice(2, 1);
await buildServerIfStale();
process.setSourceMapsEnabled(true);
await import(`../dist/server/${command}.mjs`);
