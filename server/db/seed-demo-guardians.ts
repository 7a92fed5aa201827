import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './client';
import { smsJobs } from './schema/index';

/**
 * seed:demo's families (issue 34): Ethan Park's mother, confirmed, who signs in and is copied on every
 * text to him (a minor by his graduation year); Noah Alvarez's father, confirmed, not copied (Noah is
 * 18 by his birth date); and Ava Thompson's mother, linked but not confirmed yet. Linked through the
 * coach's route; confirmed as the guardian does it, from the link in their SMS.
 */
export const DEMO_GUARDIAN = { name: 'Laura Park', phone: '5550300001', child: 'Ethan Park' };

type Call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

export async function seedDemoGuardians(
  app: FastifyInstance,
  db: Db,
  call: Call,
  coachToken: string,
  children: { ethan: number; noah: number; ava: number },
  year: number,
): Promise<void> {
  const link = async (playerId: number, name: string, phone: string, relation: string, confirm: boolean) => {
    await call(coachToken, 'POST', `/guardians/players/${playerId}`, {
      name,
      phone,
      email: `${name.split(' ')[0]!.toLowerCase()}@family.example`,
      relation,
    });
    if (!confirm) return;
    const [sms] = await db
      .select({ body: smsJobs.body })
      .from(smsJobs)
      .where(and(eq(smsJobs.phone, phone), like(smsJobs.dedupeKey, 'guardian-link:%')));
    const token = /\/guardian\/confirm\/([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link was texted to ${phone}`);
    const res = await app.inject({ method: 'POST', url: `/api/guardian-confirm/${token}` });
    if (res.statusCode >= 400) throw new Error(`confirming ${name} answered ${res.statusCode}: ${res.body}`);
  };
  await call(coachToken, 'PUT', `/guardians/players/${children.ethan}/minor`, {
    birthDate: null,
    graduationYear: year + 1,
    minorMark: false,
  });
  await call(coachToken, 'PUT', `/guardians/players/${children.noah}/minor`, {
    birthDate: `${year - 18}-01-15`,
    graduationYear: null,
    minorMark: false,
  });
  await link(children.ethan, DEMO_GUARDIAN.name, DEMO_GUARDIAN.phone, 'mother', true);
  await link(children.noah, 'Miguel Alvarez', '5550300002', 'father', true);
  await link(children.ava, 'Helen Thompson', '5550300004', 'mother', false);
}
