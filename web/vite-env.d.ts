/// <reference types="vite/client" />

/** package.json's version, defined by vite.config.ts. */
declare const __APP_VERSION__: string;
