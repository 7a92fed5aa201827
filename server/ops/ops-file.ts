import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/ops.json: how `npm run backup` reaches the server that holds the embedded database
 * (its address and the OPS_TOKEN), written at start with owner-only permissions and removed at
 * stop. Whoever can read it can read the database files beside it already.
 */
export interface OpsFile {
  url: string;
  token: string;
  pid: number;
}

export function opsFilePath(dataDir: string): string {
  return path.join(dataDir, 'ops.json');
}

/** A token for the ops routes of this run. */
export function newOpsToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function writeOpsFile(dataDir: string, ops: OpsFile): () => void {
  const file = opsFilePath(dataDir);
  fs.writeFileSync(file, JSON.stringify(ops), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return () => fs.rmSync(file, { force: true });
}

export function readOpsFile(dataDir: string): OpsFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(opsFilePath(dataDir), 'utf8')) as OpsFile;
  } catch {
    return undefined;
  }
}

/** The address of a listening server for a local client (a wildcard host is reached on loopback). */
export function localUrl(address: string): string {
  return address.replace('://0.0.0.0', '://127.0.0.1').replace('://[::]', '://[::1]');
}
