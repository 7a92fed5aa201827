import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStart } from './data-dir-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-lock-'));
const lockFile = (dir: string) => path.join(dir, 'courtside.lock');
const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** A process that runs until killed; `script` runs first (tsx, so it may import our TypeScript). */
async function running(script = 'setInterval(() => {}, 1000)') {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: process.cwd(),
  });
  // Ready once it prints its first line.
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the child exited (${code})`)));
  });
  return {
    pid: child.pid!,
    async kill() {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((r) => child.once('exit', r));
    },
  };
}

describe('lockDataDir', () => {
  it('refuses a second lock while a live server holds it, and takes it once that server is killed', async () => {
    const dir = tmp();
    const server = await running(
      `const { lockDataDir } = await import(${JSON.stringify(path.resolve('server/db/data-dir-lock.ts'))});` +
        `lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    );
    try {
      expect(fs.readFileSync(lockFile(dir), 'utf8')).toMatch(new RegExp(`^${server.pid} \\d+@[0-9a-f-]+$`));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Courtside server/);
    } finally {
      await server.kill();
    }
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it('takes over a stale lock whose pid now belongs to an unrelated running process', async () => {
    const dir = tmp();
    const unrelated = await running("console.log('up'); setInterval(() => {}, 1000)");
    try {
      const start = processStart(unrelated.pid);
      expect(start).toMatch(/^\d+@/);
      // Written by a server that had this pid before it crashed: it started at another time.
      const [ticks, boot] = start!.split('@');
      fs.writeFileSync(lockFile(dir), `${unrelated.pid} ${Number(ticks) - 1}@${boot}`);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid} ${processStart(process.pid)}`);
      release();
      expect(fs.existsSync(lockFile(dir))).toBe(false);
    } finally {
      await unrelated.kill();
    }
  });

  it('a lock of an earlier version (a bare pid) still counts while that process runs', async () => {
    const dir = tmp();
    const old = await running("console.log('up'); setInterval(() => {}, 1000)");
    try {
      fs.writeFileSync(lockFile(dir), String(old.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      await old.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs (kill -9)', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((r) => child.once('exit', r));
    fs.writeFileSync(lockFile(dir), String(child.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('releases on request so the next start can lock', () => {
    const dir = tmp();
    lockDataDir(dir)();
    const again = lockDataDir(dir);
    again();
  });

  it('makes DATA_DIR owner-only: the folder 0700, what it holds 0700 and 0600, however it was left', () => {
    const dir = tmp();
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'pglite', 'base', '1234'), 'rows', { mode: 0o644 });
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'secret', { mode: 0o644 });
    const release = lockDataDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'pglite'))).toBe(0o700);
    expect(mode(path.join(dir, 'pglite', 'base'))).toBe(0o700);
    expect(mode(path.join(dir, 'pglite', 'base', '1234'))).toBe(0o600);
    expect(mode(path.join(dir, 'jwt-secret'))).toBe(0o600);
    expect(mode(lockFile(dir))).toBe(0o600);
    release();
    const fresh = path.join(tmp(), 'new-data');
    lockDataDir(fresh)();
    expect(mode(fresh)).toBe(0o700);
  });
});
