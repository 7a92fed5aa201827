import { z } from 'zod';

/**
 * dist/web/prerendered.json, written by the web build (vite.config.ts) and read by the server:
 * which path is served from which page rendered at build time, and the hashes of the inline
 * scripts those pages carry (allowed by the Content-Security-Policy).
 */
export const prerenderManifestSchema = z.object({
  pages: z.record(z.string().regex(/^\/[a-z0-9/-]*$/), z.string().regex(/^[a-z0-9-]+\.html$/)),
  scriptHashes: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]+=*$/)),
});

export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;
