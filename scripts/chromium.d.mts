/** CHROMIUM_PATH, else /usr/bin/chromium (installed with apt-get on Debian as root when missing). */
export function chromiumPath(): string;
/** The flags every Chromium of ours runs with: no sandbox, no GPU, no background network calls. */
export const CHROMIUM_ARGS: string[];
