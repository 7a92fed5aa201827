import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AnnouncementDetail, type createAnnouncementBody } from '../../../contract/announcements';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { announcements, coaches } from '../../db/schema/index';
import { enqueueTexts } from '../../jobs/texts';
import { appError, pgErrorCode } from '../../errors';
import { styleOf } from '../../texts/text-style';
import { announcementSmsText, publicLink } from './announcement-sms';
import { audienceFor, audiencesOf, handleOf, recipientsOf, type Audience } from './audiences';
import { generateIdentifier } from './identifier';
import { getAnnouncement } from './announcement-inbox';

type CreateBody = z.output<typeof createAnnouncementBody>;

/**
 * GET /api/auth/announcements/audiences: what the choose page offers, with how many phones each
 * reaches (coach).
 */
export async function listAudiences(db: Db, caller: Caller) {
  const audiences = await audiencesOf(db, caller);
  return Promise.all(
    audiences.map(async (a) => ({
      skillLevel: a.skillLevel,
      handle: handleOf(a.skillLevel),
      recipients: caller.kind === 'coach' ? (await recipientsOf(db, a)).length : null,
    })),
  );
}

/**
 * POST /api/auth/announcements: stores the announcement with a fresh random identifier and,
 * in the same transaction, one SMS job per recipient phone, so a restart can lose none; the
 * background worker sends them. 404 for a team the coach does not coach.
 */
export async function createAnnouncement(
  ctx: AppContext,
  caller: CoachCaller,
  body: CreateBody,
): Promise<AnnouncementDetail> {
  const audience: Audience = await audienceFor(ctx.db, caller, body.skillLevel);
  const [coach] = await ctx.db.select().from(coaches).where(eq(coaches.id, caller.coachId));
  if (!coach) throw appError('coach_not_found');
  const coachName = `${coach.firstName} ${coach.lastName}`.trim();
  for (let attempt = 1; ; attempt++) {
    const identifier = generateIdentifier();
    try {
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({
            identifier,
            schoolId: audience.schoolId,
            skillLevel: audience.skillLevel,
            rosterId: audience.rosterId,
            coachId: caller.coachId,
            subject: body.subject,
            message: body.message,
            pollOptions: body.pollOptions,
          })
          .returning({ id: announcements.id });
        const text = announcementSmsText(styleOf(coach.uiSettings), {
          coachName,
          subject: body.subject,
          message: body.message,
          link: publicLink(ctx.config.PUBLIC_URL, identifier),
          pollOptions: body.pollOptions,
        });
        // Through the one queue of texts, which copies a minor's guardians (issue 34).
        const recipients = await recipientsOf(tx, audience);
        await enqueueTexts(
          tx,
          recipients.map((r) => ({ announcementId: row!.id, phone: r.phone, name: r.name, body: text })),
          ctx.clock.now(),
        );
        return row!.id;
      });
      return getAnnouncement(ctx, caller, id);
    } catch (err) {
      // 62^8 identifiers make a clash rare; the unique index settles it, and a new draw follows.
      if (pgErrorCode(err) !== '23505' || attempt >= 3) throw err;
    }
  }
}
