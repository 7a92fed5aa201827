import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import sharp from 'sharp';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { PrerenderManifest } from './contract/prerender';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset once the bundle is on disk,
 * so the server can send pre-compressed files instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'courtside:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          (async () => {
            const source = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/** One of web/prerender's scripts, bundled to be written inline into a page. */
async function inlineScript(entry: string): Promise<string> {
  const result = await esbuild({
    entryPoints: [resolve(import.meta.dirname, 'web', 'prerender', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.trim();
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The built index.html's tags that load the app: its entry module and the modules it preloads. */
const APP_TAGS = /^\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n/gm;

/** An inline classic script of index.html (no attributes), whose text the CSP allows by its hash. */
const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;

/** index.html's #root, which holds the static app shell (the loading indicator between its markers). */
const ROOT = /<div id="root">[\s\S]*?<!--\/app-loading-->\s*<\/div>\s*<\/div>/;
const LOADING = /<!--app-loading-->([\s\S]*?)<!--\/app-loading-->/;

/**
 * Renders the login pages into HTML files beside index.html once the bundle is on disk (before
 * they are compressed), so that they are painted before their JavaScript arrives (every other path
 * gets index.html, whose static app shell paints the loading indicator). Each file is the built
 * index.html with: the rendered page inside #root, beside index.html's loading indicator; the
 * guard (web/prerender/guard.ts) inline in its head, which shows the indicator instead of the page
 * when the page is not in the visitor's language and theme; and the app's script tags moved into
 * an inert <template> that the loader (web/prerender/loader.ts) starts once the page is painted.
 * `prerendered.json` tells the server which path is served from which file, and the two inline
 * scripts' hashes for its Content-Security-Policy.
 */
function prerender(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'courtside:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const [guard, loader] = await Promise.all([inlineScript('guard.ts'), inlineScript('loader.ts')]);
        const index = await readFile(join(outDir, 'index.html'), 'utf8');
        const appTags = [...index.matchAll(APP_TAGS)].map((match) => match[1]!);
        if (!appTags.some((tag) => tag.startsWith('<script')))
          throw new Error('prerender: the built index.html has no <script type="module"> to start the app');
        const loading = LOADING.exec(index)?.[1];
        if (!loading || !ROOT.test(index))
          throw new Error('prerender: the built index.html has no #root with the <!--app-loading--> shell');
        const server = await createServer({
          configFile,
          appType: 'custom',
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          // Typed here: web/ is checked with the browser's types, not with this file's.
          const { renderPage, PRERENDERED_PAGES } = (await server.ssrLoadModule('/prerender/render.tsx')) as {
            renderPage: (path: string) => Promise<string>;
            PRERENDERED_PAGES: Record<string, { file: string }>;
          };
          const markers = (await server.ssrLoadModule('/prerender/markers.ts')) as {
            PRERENDERED_ATTRIBUTE: string;
            PRERENDER_OFF_ATTRIBUTE: string;
            PRERENDER_FALLBACK_ATTRIBUTE: string;
            APP_SCRIPTS_ID: string;
          };
          // The guard's verdict, applied before the body is parsed (a hidden page leaves its
          // loading indicator); and the rendered page stays invisible until all of it is parsed
          // (the style after it reveals it): drawn while the HTML streams in, the centred login
          // card grew and moved (layout shift).
          const rendered = `[${markers.PRERENDERED_ATTRIBUTE}]`;
          const off = `[${markers.PRERENDER_OFF_ATTRIBUTE}]`;
          const fallback = `[${markers.PRERENDER_FALLBACK_ATTRIBUTE}]`;
          const hide =
            `${off} ${rendered}{display:none}${rendered}{visibility:hidden}` +
            `:not(${off})>body ${fallback}{display:none}`;
          const reveal = `<style>${rendered}{visibility:visible}</style>`;
          const shell = index
            .replace(APP_TAGS, '')
            .replace('</title>', `</title>\n    <style>${hide}</style>\n    <script>${guard}</script>`)
            .replace(
              '</body>',
              `  <template id="${markers.APP_SCRIPTS_ID}">${appTags.join('')}</template>\n` +
                `    <script>${loader}</script>\n  </body>`,
            );
          // index.html's own inline scripts (zod's configuration) are allowed by their hashes too.
          const inline = [...index.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1]!));
          const manifest: PrerenderManifest = {
            pages: {},
            scriptHashes: [...inline, sha256(guard), sha256(loader)],
          };
          for (const [path, { file }] of Object.entries(PRERENDERED_PAGES)) {
            const html = await renderPage(path);
            const root =
              `<div id="root"><div ${markers.PRERENDERED_ATTRIBUTE}="page">${html}</div>` +
              `<div ${markers.PRERENDER_FALLBACK_ATTRIBUTE}>${loading}</div></div>${reveal}`;
            // A function, so that `$` in the page is not read as a replacement pattern.
            await writeFile(
              join(outDir, file),
              shell.replace(ROOT, () => root),
            );
            manifest.pages[path] = file;
          }
          await writeFile(join(outDir, 'prerendered.json'), JSON.stringify(manifest, null, 2));
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * The app's colours in the web app manifest (web/theme/themes.ts): the court theme's green, as
 * index.html's theme-color, for the title bar; the default theme's page colour for the splash screen.
 */
const THEME_COLOR = '#1b5e20';
const BACKGROUND_COLOR = '#f5f7fa';

/** The ball of web/public/favicon.svg, drawn at `scale` of a `size` square on the theme's colour (or none). */
function iconSvg(size: number, scale: number, background: string | null): string {
  const ball = size * scale;
  const at = (size - ball) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    (background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '') +
    `<svg x="${at}" y="${at}" width="${ball}" height="${ball}" viewBox="0 0 64 64">` +
    '<circle cx="32" cy="32" r="30" fill="#c6e03a"/>' +
    '<path d="M8 20c14 6 14 18 0 24M56 20c-14 6-14 18 0 24" fill="none" stroke="#fff" stroke-width="4"/>' +
    '</svg></svg>'
  );
}

/**
 * The manifest's PNG icons, drawn from the favicon's SVG with sharp at build time (no binary files in
 * the repository): 192 and 512 px ("any": the ball on transparent), and a 512 px maskable one (the ball
 * within the middle 60 %, inside the safe zone a launcher's mask keeps, on the theme's colour).
 */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, scale: 1, background: null, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, scale: 1, background: null, purpose: 'any' },
  {
    file: 'icons/icon-maskable-512.png',
    size: 512,
    scale: 0.6,
    background: THEME_COLOR,
    purpose: 'maskable',
  },
] as const;

function appIcons(): Plugin {
  return {
    name: 'courtside:app-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of APP_ICONS) {
        const png = await sharp(Buffer.from(iconSvg(icon.size, icon.scale, icon.background)))
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
  };
}

/**
 * The web app manifest and the service worker (issue 33; docs/architecture.md, "Service worker and
 * offline queue"). Workbox's generateSW precaches the app shell (index.html, every JavaScript and CSS
 * file, the icons) and answers every navigation outside /api with index.html, so a returning user's
 * page starts without the network. It caches no API answer at all: those are the signed-in user's,
 * kept by TanStack Query on the device under that user (web/app/offline). registerType 'prompt': a
 * new version waits until the user reloads from the update prompt (web/app/offline/UpdatePrompt.tsx),
 * and the app registers the worker from its own module (no inline script for the CSP).
 */
function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Courtside',
      short_name: 'Courtside',
      description: 'Team ladders, matches, tournaments and announcements for school tennis.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: APP_ICONS.map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The login pages rendered at build time (web/prerender) only paint sooner than index.html;
      // from the precache, index.html starts every page.
      globIgnores: ['*login.html'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
    },
  });
}

const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

export default defineConfig({
  root: resolve(import.meta.dirname, 'web'),
  plugins: [react(), appIcons(), serviceWorker(), prerender(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/web/.vite/manifest.json: each entry's and lazy route's chunks and their imports, read by
    // bench/first-load.ts to report and hold each page's first-load JavaScript.
    manifest: true,
    // No <link rel="modulepreload"> tags, in index.html or added by script before each lazy route:
    // the browser finds a module's imports when it parses it. Adding some fifty tags for the
    // ladder's route cost about 15 ms of main thread (1 ms a tag), in long tasks that counted in
    // Lighthouse's Total Blocking Time (567 -> 363 ms without them, time to interactive unchanged).
    modulePreload: false,
    // The framework's chunk below (react-dom, emotion, MUI's styling, the router, the query and
    // i18n libraries) is about 520 kB before compression, 150 kB brotli; every page needs it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for a signed-in page's first load (issue 18). Left to itself the
        // bundler made 75-108 chunks for it (a chunk per set of routes sharing a module); over a
        // slow connection every request costs a round trip, and these groups (about 45 requests)
        // took about a second off the signed-in pages' largest paint in Lighthouse's mobile run
        // (docs/performance.md). The framework's libraries form one chunk; MUI's components that
        // four routes or more use form another, so the login page does not carry the components
        // only signed-in pages use. zod stays out: it reads its configuration (no `new Function`,
        // set at the top of main.tsx) when it loads, so it must not run before main.tsx does; and
        // so do the form libraries, which only the dialogs (loaded when opened) use.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              // Only the libraries every page runs: any other package (Popper for tooltips and
              // menus, dayjs for the calendar, the match-format codes) goes with the pages using it.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-is|@emotion[\\/][^\\/]+|stylis|stylis-plugin-rtl|cssjanus|@mui[\\/](system|utils|styled-engine|private-theming|core-downloads-tracker)|@tanstack[\\/][^\\/]+|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|hoist-non-react-statics|prop-types|clsx|@babel[\\/]runtime|cookie|set-cookie-parser|react-transition-group|dom-helpers)[\\/]/,
              priority: 10,
            },
            {
              // zod in one chunk of its own, loaded with the first route that parses: left to the
              // bundler, parts of it went into feature chunks (zod's ISO dates with the duals'
              // contract), which then loaded on pages that have no dual.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
              priority: 9,
            },
            {
              name: 'mui',
              test: /node_modules[\\/]@mui[\\/](material|icons-material)[\\/]/,
              minShareCount: 4,
              priority: 8,
            },
            {
              // The signed-in shell's MUI components (drawer, menus, toolbar, icons) and those two or
              // three routes share: one request instead of a dozen of 1-3 kB each.
              name: 'mui-shell',
              test: /node_modules[\\/]@mui[\\/](material|icons-material)[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
              priority: 7,
            },
            {
              // What the app needs to start and the login pages use (language, preferences, the token,
              // the API client, paths, the sign-in providers' path): one request, and no zod, which the
              // login pages do not load.
              name: 'app-boot',
              test: /[\\/](contract[\\/]admin[\\/]providers-path\.|web[\\/](i18n[\\/]|lib[\\/](preferences|stored-preferences|api-client|token-store|return-path|error-message|sign-in-choice|offline-storage)\.|config[\\/](paths|app)\.))/,
              priority: 6,
            },
            {
              // The app's own helpers that two routes or more use (the API client, paths, session,
              // teams, formatters): one request instead of about twenty.
              name: 'app-core',
              test: /[\\/]web[\\/](lib|config|i18n|theme)[\\/]/,
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
