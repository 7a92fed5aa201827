/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** package.json's version, defined by vite.config.ts. */
declare const __APP_VERSION__: string;
