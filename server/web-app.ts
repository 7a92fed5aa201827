import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { routeNotFound } from './errors';
import fastifyStatic from '@fastify/static';
import { prerenderManifestSchema, type PrerenderManifest } from '../contract/prerender';

/** The built web app in WEB_DIST, as the server serves it. */
export interface WebApp {
  root: string;
  /** False when there is no build (the API still works). */
  built: boolean;
  /** Pages rendered at build time (vite.config.ts); none when the build wrote no manifest. */
  prerendered: PrerenderManifest;
}

const NO_PAGES: PrerenderManifest = { pages: {}, scriptHashes: [] };

export function readWebApp(webDist: string, log: FastifyBaseLogger): WebApp {
  const root = path.resolve(webDist);
  const built = fs.existsSync(path.join(root, 'index.html'));
  let prerendered = NO_PAGES;
  const manifest = path.join(root, 'prerendered.json');
  if (built && fs.existsSync(manifest)) {
    try {
      prerendered = prerenderManifestSchema.parse(JSON.parse(fs.readFileSync(manifest, 'utf8')));
    } catch (err) {
      // Every path then gets index.html, which works without them.
      log.warn({ err }, `${manifest} is not a valid list of pages rendered at build time; ignored`);
    }
  }
  return { root, built, prerendered };
}

/**
 * Serves the built web app (pre-compressed files beside the assets) with the SPA fallback:
 * index.html, or the page rendered at build time for its path.
 */
export function registerWebApp(app: FastifyInstance, web: WebApp): void {
  if (!web.built) {
    app.log.warn(`no built web app in ${web.root}: run "npm run build" (the API still works)`);
    app.setNotFoundHandler(routeNotFound);
    return;
  }
  const pages = new Map(Object.entries(web.prerendered.pages));
  void app.register(fastifyStatic, {
    root: web.root,
    preCompressed: true,
    // One `/*` route (a route per file made start-up slower by about a fifth of a second).
    wildcard: true,
    // Our own cache policy (setHeaders): hashed assets for a year, everything else revalidated: among
    // them the service worker (sw.js) and the web app manifest, so a new version is found on the next
    // load (issue 33) and never kept by the HTTP cache.
    cacheControl: false,
    index: 'index.html',
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api')) {
      const page = pages.get(request.url.split('?')[0]!) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return routeNotFound(request, reply);
  });
}
