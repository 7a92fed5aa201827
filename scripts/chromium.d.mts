/** CHROMIUM_PATH, else /usr/bin/chromium (installed with apt-get on Debian as root when missing). */
export function chromiumPath(): string;
