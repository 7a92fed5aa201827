import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on DATA_DIR: PGlite has no file lock of its own, and two processes on
 * one data dir corrupt it silently. The lock file holds the owner's pid; a lock left behind by a
 * process that no longer runs (kill -9, power loss) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'courtside.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Data directory ${path.resolve(dataDir)} is in use by another Courtside server (pid ${owner}); stop it first or set DATA_DIR to another folder.`,
        );
      }
      // Stale lock: remove it and try again (the 'wx' open decides any race).
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Could not lock data directory ${path.resolve(dataDir)}; another server may be starting.`,
  );
}
