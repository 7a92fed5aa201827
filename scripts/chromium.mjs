// Where the Chromium for the end-to-end tests is: Debian's package, never a downloaded build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The flags every Chromium of ours runs with (tests, size and Lighthouse benchmarks): no sandbox
 * (root in a VM), no GPU, and none of the background calls that fail on a closed network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasAptGet() {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => existsSync(p));
}

/**
 * CHROMIUM_PATH when set, else /usr/bin/chromium. On Debian as root a missing
 * Chromium is installed with apt-get; anywhere else a missing one is an error.
 * @returns {string}
 */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (isRoot() && hasAptGet()) {
    console.error("Chromium is missing: installing Debian's chromium package...");
    execSync('apt-get update && apt-get install -y chromium', { stdio: ['ignore', 'inherit', 'inherit'] });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error('Chromium not found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH');
}
