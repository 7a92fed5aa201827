import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { openTestDatabase } from '../test/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database, type Db } from './client';

/**
 * A frozen database must not hold requests for long: on PostgreSQL every statement of the pool
 * has DB_STATEMENT_TIMEOUT_MS, and a request whose statement was cancelled answers 503 at once.
 * The database is frozen for the request by a second connection holding an ACCESS EXCLUSIVE lock
 * on the table the request reads (GET /api/schools reads `schools`).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TIMEOUT_MS = 1000;

if (onPostgres) {
  describe('a statement timeout on PostgreSQL', () => {
    let t: TestApp;
    let locker: pg.Client;
    beforeAll(async () => {
      t = await buildTestApp({ DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
      locker = new pg.Client({ connectionString: t.databaseUrl });
      await locker.connect();
    });
    afterAll(async () => {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
      await t.close();
    });

    it('answers 503 within the timeout while a table it reads is locked, and serves again once released', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/schools' })).statusCode).toBe(200);

      await locker.query('begin');
      await locker.query('lock table schools in access exclusive mode');
      // Every request waiting on the lock gives up, not only the first (the pool is not stuck).
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/schools' });
        const waited = performance.now() - started;
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          error: 'service unavailable, try again shortly',
          code: 'service_unavailable',
        });
        expect(res.headers['retry-after']).toBe('5');
        expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.9);
        expect(waited).toBeLessThan(TIMEOUT_MS + 2000);
      }

      await locker.query('rollback');
      const again = await t.app.inject({ method: 'GET', url: '/api/schools' });
      expect(again.statusCode).toBe(200);
      expect(again.json<unknown[]>().length).toBeGreaterThanOrEqual(7);
    }, 20_000);

    it('gives bulk work at start no timeout, and requests the configured one', async () => {
      const setting = async (db: Db) => {
        const result: unknown = await db.execute(sql`show statement_timeout`);
        return (result as { rows: { statement_timeout: string }[] }).rows[0]!.statement_timeout;
      };
      expect(await setting(t.ctx.db)).toBe('1s');
      expect(await t.database.withoutTimeout(setting)).toBe('0');
    });
  });

  describe('a PostgreSQL server that stops answering', () => {
    /** A TCP relay between the app and PostgreSQL that can stop passing bytes (a frozen server). */
    let relay: net.Server;
    let frozen = false;
    const sockets = new Set<net.Socket>();
    let test: Awaited<ReturnType<typeof openTestDatabase>>;
    let database: Database;
    let app: Awaited<ReturnType<typeof buildApp>>['app'];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-frozen-'));

    beforeAll(async () => {
      test = await openTestDatabase();
      const target = new URL(test.url!);
      relay = net.createServer((inbound) => {
        const outbound = net.connect(Number(target.port || 5432), target.hostname);
        for (const [from, to] of [
          [inbound, outbound],
          [outbound, inbound],
        ] as const) {
          sockets.add(from);
          from.on('data', (chunk: Buffer) => {
            if (!frozen) to.write(chunk);
          });
          from.on('error', () => to.destroy());
          from.on('close', () => {
            sockets.delete(from);
            to.destroy();
          });
        }
      });
      await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
      const viaRelay = new URL(test.url!);
      viaRelay.hostname = '127.0.0.1';
      viaRelay.port = String((relay.address() as AddressInfo).port);
      database = await openDatabase({ url: viaRelay.toString() }, { statementTimeoutMs: TIMEOUT_MS });
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web'),
      });
      ({ app } = await buildApp({
        config,
        database,
        logger: false,
        smsDelivery: false,
        sms: { send: () => Promise.resolve() },
      }));
    });
    afterAll(async () => {
      frozen = false;
      await app.close();
      await database.close();
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => relay.close(() => r()));
      await test.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 a little after the timeout (the client gives up), and serves again once it answers', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/schools' })).statusCode).toBe(200);

      frozen = true;
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/schools' });
      const waited = performance.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'service unavailable, try again shortly',
        code: 'service_unavailable',
      });
      expect(waited).toBeLessThan(TIMEOUT_MS + 4000);

      frozen = false;
      const again = await app.inject({ method: 'GET', url: '/api/schools' });
      expect(again.statusCode).toBe(200);
    }, 20_000);
  });
} else {
  describe('the embedded database (PGlite)', () => {
    it('has no statement timeout to rely on: one in-process connection runs a statement to its end', async () => {
      // Nothing outside the process can lock PGlite's tables, and PostgreSQL's statement_timeout
      // does not fire in its WebAssembly build, so the server sets none there (docs/architecture.md).
      const database = await openTestDatabase({ statementTimeoutMs: 50 });
      try {
        await database.db.execute(sql`set statement_timeout = '50ms'`);
        const started = performance.now();
        await database.db.execute(sql`select pg_sleep(0.2)`);
        expect(performance.now() - started).toBeGreaterThanOrEqual(190);
      } finally {
        await database.close();
      }
    });
  });
}
