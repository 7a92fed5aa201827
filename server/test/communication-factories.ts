import { eq } from 'drizzle-orm';
import type { AnnouncementDetail, CreateAnnouncementBody } from '../../contract/announcements';
import type { SmsSender } from '../auth/sms/sms-sender';
import type { Db } from '../db/client';
import { outreachContacts, smsJobs } from '../db/schema/index';
import { startSmsDelivery, type SmsDelivery, type SmsDeliveryOptions } from '../jobs/sms-delivery';
import type { SentSms, TestApp } from './build-test-app';
import { bearer, uniquePhone } from './factories';

/**
 * A contact on a school's outreach list, written directly (the API's duplicate checks are
 * tested through the API): a listed player with playerId, else a new person.
 */
export async function createContact(
  db: Db,
  opts: {
    schoolId: number;
    skillLevel: 5 | 6 | 7;
    playerId?: number;
    firstName?: string;
    lastName?: string;
    phone?: string;
    email?: string;
  },
) {
  const [row] = await db
    .insert(outreachContacts)
    .values(
      opts.playerId
        ? { schoolId: opts.schoolId, skillLevel: opts.skillLevel, playerId: opts.playerId }
        : {
            schoolId: opts.schoolId,
            skillLevel: opts.skillLevel,
            firstName: opts.firstName ?? 'Robin',
            lastName: opts.lastName ?? 'Parent',
            email: opts.email ?? 'parent@example.org',
            phone: opts.phone ?? uniquePhone(),
          },
    )
    .returning();
  return row!;
}

/** Sends an announcement through the API as the coach behind `token`; throws unless it is accepted. */
export async function postAnnouncement(
  t: TestApp,
  token: string,
  body: Partial<CreateAnnouncementBody> & { skillLevel: number },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/announcements',
    headers: bearer(token),
    payload: { subject: 'Practice moved', message: 'Practice is at 4 pm today.', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`POST /api/auth/announcements ${res.statusCode} ${res.body}`);
  return res.json<AnnouncementDetail>();
}

/**
 * A worker without a timer, driven by runOnce(), sending through `sms` (default: the app's
 * captured sender). Like a worker beside other processes, it waits for leases unless told otherwise.
 */
export function manualDelivery(
  t: TestApp,
  sms: SmsSender = t.ctx.sms,
  opts: SmsDeliveryOptions = {},
): SmsDelivery {
  return startSmsDelivery({ ...t.ctx, sms }, { poll: false, reclaimAtStart: false, ...opts });
}

/** A sender that records every message, optionally failing or waiting first. */
export function scriptedSender(
  behaviour: (to: string, call: number) => Promise<void> | void = () => undefined,
) {
  const sent: SentSms[] = [];
  const calls = new Map<string, number>();
  const sender: SmsSender = {
    async send(to, body) {
      const call = (calls.get(to) ?? 0) + 1;
      calls.set(to, call);
      await behaviour(to, call);
      sent.push({ to, body });
    },
  };
  return { sender, sent, calls };
}

/** The SMS jobs of an announcement, by id. */
export function jobsOf(db: Db, announcementId: number) {
  return db.select().from(smsJobs).where(eq(smsJobs.announcementId, announcementId)).orderBy(smsJobs.id);
}

/** How many messages each phone got. */
export function countByPhone(messages: SentSms[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of messages) out.set(m.to, (out.get(m.to) ?? 0) + 1);
  return out;
}
