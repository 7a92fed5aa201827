import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { dbFingerprint } from '../test/db-fingerprint';
import { bearer, coachToken, createCoach, uniquePhone } from '../test/factories';

const CASES = Number(process.env.FUZZ_CASES ?? 200);

/**
 * The roster upload (issue 37) under hostile files: arbitrary bytes, other encodings, huge files and
 * cells that a spreadsheet would run as formulas. The preview never answers 5xx, answers a 4xx with a
 * code for what it cannot read, and saves nothing; whatever name a file carries in, the exports write
 * no cell that starts with = + - @ (each is neutralised with an apostrophe).
 */
let t: TestApp;
let token: string;
let rosterId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
  rosterId = coach.rosterIds[0]!;
  token = await coachToken(t, coach.id);
});
afterAll(async () => {
  await t.close();
});

const preview = (file: Buffer | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/seasons/teams/${rosterId}/import/preview`,
    headers: bearer(token),
    payload: { file: typeof file === 'string' ? file : file.toString('base64') },
  });

const header =
  'first_name,last_name,phone,email,graduation_year,guardian_name,guardian_phone,guardian_email\n';

describe('fuzzing the roster upload', () => {
  it(`answers ${CASES} hostile files without a 5xx, with a code for each refusal, and saves nothing`, async () => {
    const before = await dbFingerprint(t.ctx.db);
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
      fc.string({ unit: 'binary', maxLength: 400 }).map((s) => Buffer.from(header + s, 'utf8')),
      fc.string({ unit: 'binary', maxLength: 400 }).map((s) => Buffer.from(header + s, 'latin1')),
      fc.string({ maxLength: 200 }).map((s) => Buffer.from(header + s, 'utf16le')),
      fc
        .array(fc.array(fc.string({ maxLength: 20 }), { maxLength: 10 }), { maxLength: 30 })
        .map((rows) => Buffer.from(header + rows.map((r) => r.join(',')).join('\n'), 'utf8')),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(file, async (bytes) => {
        const res = await preview(bytes);
        const body = res.json<{ code?: string }>();
        if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof body.code !== 'string')) {
          failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }),
      { numRuns: CASES },
    );
    // Huge files, and text that is not base64 at all.
    for (const big of [Buffer.alloc(300 * 1024, 'a'), Buffer.alloc(2 * 1024 * 1024, 'a')]) {
      const res = await preview(big);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json<{ code: string }>().code).toBe('string');
    }
    expect(failures).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it('neutralises formula cells on export, whatever the imported names', async () => {
    const formula = fc
      .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string({ minLength: 1, maxLength: 15 }))
      .map(([lead, rest]) => `${lead}${rest.replace(/[\r\n,"]/g, 'x')}`.trim())
      .filter((s) => /^[=+\-@]/.test(s) && s.length <= 60);
    const names = fc.sample(fc.array(formula, { minLength: 2, maxLength: 2 }), {
      numRuns: 12,
      seed: 37,
    });
    const rows = names.map(([first, last], i) => ({
      line: i + 2,
      firstName: first!,
      lastName: last!,
      phone: uniquePhone(),
      email: '',
      graduationYear: '',
      guardianName: '',
      guardianPhone: '',
      guardianEmail: '',
    }));
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/auth/seasons/teams/${rosterId}/import`,
      headers: bearer(token),
      payload: { rows },
    });
    expect(saved.json<{ saved: number }>().saved).toBe(rows.length);
    const seasons = await t.app.inject({
      method: 'GET',
      url: `/api/auth/seasons/teams/${rosterId}`,
      headers: bearer(token),
    });
    const seasonId = seasons.json<{ current: { id: number } }>().current.id;
    for (const kind of ['roster', 'ladder', 'stats', 'attendance']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/seasons/${seasonId}/export/${kind}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const cells = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), {
        skipEmptyLines: true,
      }).data.flat();
      expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
      expect(cells.filter((c) => c.startsWith("'")).length).toBeGreaterThanOrEqual(rows.length);
    }
  });
});
