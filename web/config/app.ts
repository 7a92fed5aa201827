/**
 * SPEC.md section 1: the login screens show the version label v1.9.5. It is the
 * package version, put in at build time (vite.config.ts), so it cannot drift from it.
 */
export const VERSION_LABEL = `v${__APP_VERSION__}`;
