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
 * When a process started, as Linux tells it: field 22 of /proc/<pid>/stat (clock ticks since boot)
 * and the boot's id, so a process id used again by another process (after a crash and a reboot
 * too) is told apart. Undefined where there is no /proc (macOS) or the process is gone.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return start ? `${start}@${boot}` : undefined;
  } catch {
    return undefined;
  }
}

/** What the lock file holds: `<pid> <start>` (the start where the system tells it). */
function ownerLine(pid: number): string {
  const start = processStart(pid);
  return start ? `${pid} ${start}` : String(pid);
}

/**
 * The pid of the process holding a lock file's line, or undefined when that process is gone: not
 * alive, or alive but started at another time than the owner did (its pid was given to an
 * unrelated process after a crash). A line without a start time (written where /proc is missing)
 * trusts the pid alone.
 */
function heldBy(line: string): number | undefined {
  const [pidText = '', start] = line.trim().split(' ');
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return undefined;
  if (start !== undefined) {
    const now = processStart(pid);
    if (now !== undefined && now !== start) return undefined;
  }
  return pid;
}

/**
 * DATA_DIR holds the database files, backups, the JWT secret and ops.json: owner-only. The folder
 * is made 0700, and what it holds 0700 (folders) and 0600 (files), including files an earlier
 * version left readable to others. Servers and the backup and restore commands also run with umask
 * 077 (main.ts, the CLIs), so PGlite's new files are owner-only from the start.
 */
export function restrictDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // A file another user owns (a mounted backup folder, say) keeps its mode rather than stop the start.
  const chmod = (where: string, mode: number) => {
    try {
      fs.chmodSync(where, mode);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
    }
  };
  const walk = (dir: string) => {
    chmod(dir, 0o700);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const where = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(where);
      else if (entry.isFile()) chmod(where, 0o600);
    }
  };
  walk(dataDir);
}

/**
 * Takes an exclusive lock on DATA_DIR: PGlite has no file lock of its own, and two processes on
 * one data dir corrupt it silently. The lock file holds the owner's pid and start time; a lock
 * left behind by a process that no longer runs (kill -9, power loss), or whose pid now belongs to
 * another process, is taken over. Also makes DATA_DIR owner-only (restrictDataDir).
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, 'courtside.lock');
  const mine = ownerLine(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, mine);
      fs.closeSync(fd);
      restrictDataDir(dataDir);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === mine) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = heldBy(fs.readFileSync(lockPath, 'utf8'));
      if (owner !== undefined) {
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
