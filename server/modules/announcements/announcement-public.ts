import { eq } from 'drizzle-orm';
import { type PublicMessage } from '../../../contract/announcements';
import type { Db } from '../../db/client';
import { announcements, coaches } from '../../db/schema/index';

/** GET /api/u/{identifier}: the public message page; undefined for an unknown identifier. */
export async function publicMessage(db: Db, identifier: string): Promise<PublicMessage | undefined> {
  const [row] = await db
    .select({
      id: announcements.id,
      subject: announcements.subject,
      message: announcements.message,
      pollOptions: announcements.pollOptions,
      skillLevel: announcements.skillLevel,
      createdAt: announcements.createdAt,
      firstName: coaches.firstName,
      lastName: coaches.lastName,
    })
    .from(announcements)
    .innerJoin(coaches, eq(coaches.id, announcements.coachId))
    .where(eq(announcements.identifier, identifier));
  if (!row) return undefined;
  return {
    err: '',
    coach: `${row.firstName} ${row.lastName}`.trim(),
    time: row.createdAt.toISOString(),
    message: row.message,
    subject: row.subject,
    isPoll: row.pollOptions !== null,
    skillType: row.skillLevel,
    mailId: row.id,
  };
}
