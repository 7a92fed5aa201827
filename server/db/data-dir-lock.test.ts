import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-lock-'));

describe('lockDataDir', () => {
  it('refuses a second lock while the owner runs, with a clear message', async () => {
    const dir = tmp();
    // Another live process holds the lock.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'courtside.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Courtside server/);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  });

  it('takes over a lock left by a process that no longer runs (kill -9)', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((r) => child.once('exit', r));
    fs.writeFileSync(path.join(dir, 'courtside.lock'), String(child.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'courtside.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'courtside.lock'))).toBe(false);
  });

  it('releases on request so the next start can lock', () => {
    const dir = tmp();
    lockDataDir(dir)();
    const again = lockDataDir(dir);
    again();
  });
});
