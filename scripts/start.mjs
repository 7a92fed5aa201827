// npm start: builds the web app and the server bundle when their sources changed, then runs the
// bundle (plain JavaScript, so a restart does not transpile TypeScript).
import { buildServerIfStale } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
await buildServerIfStale();
process.setSourceMapsEnabled(true);
await import('../dist/server/main.mjs');
