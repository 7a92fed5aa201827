/** True when dist/web/index.html is missing or older than web/, contract/ or the build config. */
export function webBuildIsStale(): boolean;
/** Runs `vite build` when the web app is stale; exits the process when the build fails. */
export function buildWebIfStale(): void;
