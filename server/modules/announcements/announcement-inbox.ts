import { and, count, desc, eq, gte, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  UNREAD_DAYS,
  type AnnouncementDetail,
  type AnnouncementSummary,
  type announcementFlagsBody,
  type announcementListQuery,
} from '../../../contract/announcements';
import type { Caller, CoachCaller, PlayerCaller } from '../../auth/guards';
import { PARENTS_LEVEL_OF_TEAM, type TeamType } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  announcementLabelLinks,
  announcementMarks,
  announcementReads,
  announcements,
  pollAnswers,
} from '../../db/schema/index';
import { audienceFor, audiencesOf, inAudiences } from './audiences';
import { ownLabel, present, presentDetail, readerIs, selectRows, visibleRow } from './announcement-rows';

/**
 * Reading announcements: the folders and filters, one announcement, read marks and the unread
 * count, a coach's flags and deletion.
 */

type ListQuery = z.output<typeof announcementListQuery>;

type FlagsBody = z.output<typeof announcementFlagsBody>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * GET /api/auth/announcements: newest first. For a coach: inbox is everything sent to the
 * audience (by any of its coaches), sent is their own, trash what they put there; starred,
 * important and label views are their own marks. A player has an inbox only.
 */
export async function listAnnouncements(
  db: Db,
  caller: Caller,
  q: ListQuery,
): Promise<{ data: AnnouncementSummary[]; total: number }> {
  const audiences =
    q.skillLevel === undefined
      ? await audiencesOf(db, caller)
      : [await audienceFor(db, caller, q.skillLevel)];
  if (
    caller.kind === 'player' &&
    (q.folder !== 'inbox' || q.filter === 'starred' || q.filter === 'important' || q.label !== undefined)
  ) {
    return { data: [], total: 0 };
  }
  const where: SQL[] = [inAudiences(audiences)];
  if (q.folder === 'trash') where.push(isNotNull(announcementMarks.trashedAt));
  else where.push(isNull(announcementMarks.trashedAt));
  if (q.folder === 'sent' && caller.kind === 'coach') where.push(eq(announcements.coachId, caller.coachId));
  if (q.filter === 'starred') where.push(eq(announcementMarks.starred, true));
  if (q.filter === 'important') where.push(eq(announcementMarks.important, true));
  if (q.filter === 'polls') where.push(isNotNull(announcements.pollOptions));
  if (q.label !== undefined && caller.kind === 'coach') {
    await ownLabel(db, caller, q.label);
    where.push(
      sql`exists (select 1 from ${announcementLabelLinks} where ${announcementLabelLinks.announcementId} = ${announcements.id} and ${announcementLabelLinks.labelId} = ${q.label})`,
    );
  }
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(sql`(${announcements.subject} ilike ${pattern} or ${announcements.message} ilike ${pattern})`);
  }
  const rows = await selectRows(db, caller, false, where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(announcements)
    .leftJoin(
      announcementMarks,
      and(
        eq(announcementMarks.announcementId, announcements.id),
        eq(announcementMarks.coachId, caller.kind === 'coach' ? caller.coachId : -1),
      ),
    )
    .where(and(sql`coalesce(${announcementMarks.hidden}, false) = false`, ...where));
  return { data: await present(db, caller, rows), total: total?.n ?? 0 };
}

/**
 * What a guardian reads of a child's announcements (issue 34; the guardian rule was checked by the
 * caller): the child's own audiences (their team, the lists they are on) and the parents audience
 * of the child's team, newest first, presented as the child's inbox.
 */
export async function childAnnouncements(
  db: Db,
  child: PlayerCaller,
  team: { schoolId: number; teamType: number } | null,
  limit: number,
): Promise<AnnouncementSummary[]> {
  const audiences = await audiencesOf(db, child);
  if (team) {
    audiences.push({
      skillLevel: PARENTS_LEVEL_OF_TEAM[team.teamType as TeamType],
      rosterId: null,
      schoolId: team.schoolId,
    });
  }
  const rows = await selectRows(db, child, false, [
    inAudiences(audiences),
    isNull(announcementMarks.trashedAt),
  ])
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return present(db, child, rows);
}

/** GET /api/auth/announcements/{id}: the whole announcement; 404 outside the caller's audiences. */
export async function getAnnouncement(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<AnnouncementDetail> {
  return presentDetail(ctx, caller, await visibleRow(ctx.db, caller, id, true));
}

/**
 * PUT /api/auth/announcements/{id}/read: the caller opened it (again is fine); 404 outside their
 * audiences.
 */
export async function markRead(db: Db, caller: Caller, id: number): Promise<void> {
  await visibleRow(db, caller, id);
  await db
    .insert(announcementReads)
    .values(
      caller.kind === 'coach'
        ? { announcementId: id, coachId: caller.coachId }
        : { announcementId: id, playerId: caller.playerId },
    )
    .onConflictDoNothing();
}

/**
 * GET /api/auth/announcements/unread-count: see unreadCountReply. One count over the caller's
 * audiences' last UNREAD_DAYS days (the (roster | school, level) and created_at indexes), each
 * checked against the caller's read row and poll answer by their unique keys.
 */
export async function unreadCount(db: Db, caller: Caller, now = new Date()): Promise<number> {
  const audiences = await audiencesOf(db, caller);
  if (audiences.length === 0) return 0;
  const since = new Date(now.getTime() - UNREAD_DAYS * 86_400_000);
  const notRead = sql`not exists (select 1 from ${announcementReads} where ${announcementReads.announcementId} = ${announcements.id} and ${readerIs(caller)})`;
  const waiting =
    caller.kind === 'player'
      ? or(
          notRead,
          and(
            isNotNull(announcements.pollOptions),
            sql`not exists (select 1 from ${pollAnswers} where ${pollAnswers.announcementId} = ${announcements.id} and ${pollAnswers.playerId} = ${caller.playerId})`,
          ),
        )!
      : notRead;
  const where: SQL[] = [inAudiences(audiences), gte(announcements.createdAt, since), waiting];
  let query;
  if (caller.kind === 'coach') {
    where.push(
      ne(announcements.coachId, caller.coachId),
      isNull(announcementMarks.trashedAt),
      sql`coalesce(${announcementMarks.hidden}, false) = false`,
    );
    query = db
      .select({ n: count() })
      .from(announcements)
      .leftJoin(
        announcementMarks,
        and(
          eq(announcementMarks.announcementId, announcements.id),
          eq(announcementMarks.coachId, caller.coachId),
        ),
      )
      .where(and(...where));
  } else {
    query = db
      .select({ n: count() })
      .from(announcements)
      .where(and(...where));
  }
  const [row] = await query;
  return row?.n ?? 0;
}

async function upsertMarks(
  db: Db,
  announcementId: number,
  coachId: number,
  set: Partial<typeof announcementMarks.$inferInsert>,
) {
  await db
    .insert(announcementMarks)
    .values({ announcementId, coachId, ...set })
    .onConflictDoUpdate({ target: [announcementMarks.announcementId, announcementMarks.coachId], set });
}

/** PUT /api/auth/announcements/{id}/flags: the coach's star, important and trash marks. */
export async function setFlags(
  ctx: AppContext,
  caller: CoachCaller,
  id: number,
  flags: FlagsBody,
): Promise<AnnouncementDetail> {
  const row = await visibleRow(ctx.db, caller, id);
  const set: Partial<typeof announcementMarks.$inferInsert> = {};
  if (flags.starred !== undefined) set.starred = flags.starred;
  if (flags.important !== undefined) set.important = flags.important;
  if (flags.trashed !== undefined) set.trashedAt = flags.trashed ? (row.trashedAt ?? new Date()) : null;
  await upsertMarks(ctx.db, id, caller.coachId, set);
  return getAnnouncement(ctx, caller, id);
}

/**
 * DELETE /api/auth/announcements/{id}: the first delete moves it to the coach's trash. Deleting
 * from the trash removes it for good: for everyone (with its public page and any SMS not yet
 * sent) when the coach sent it, else only from this coach's view.
 */
export async function deleteAnnouncement(
  db: Db,
  caller: CoachCaller,
  id: number,
): Promise<'trashed' | 'deleted'> {
  const row = await visibleRow(db, caller, id);
  if (row.trashedAt === null) {
    await upsertMarks(db, id, caller.coachId, { trashedAt: new Date() });
    return 'trashed';
  }
  if (row.coachId === caller.coachId) await db.delete(announcements).where(eq(announcements.id, id));
  else await upsertMarks(db, id, caller.coachId, { hidden: true });
  return 'deleted';
}
