import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AnnouncementDetail,
  type AnnouncementLabel,
  type createLabelBody,
} from '../../../contract/announcements';
import type { CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { announcementLabelLinks, announcementLabels } from '../../db/schema/index';
import { appError } from '../../errors';
import { getAnnouncement } from './announcement-inbox';
import { ownLabel, visibleRow } from './announcement-rows';

/** A coach's own labels on announcements. */

type LabelBody = z.output<typeof createLabelBody>;

/** GET /api/auth/announcement-labels: the coach's labels by name. */
export async function listLabels(db: Db, caller: CoachCaller): Promise<AnnouncementLabel[]> {
  return db
    .select({ id: announcementLabels.id, name: announcementLabels.name, color: announcementLabels.color })
    .from(announcementLabels)
    .where(eq(announcementLabels.coachId, caller.coachId))
    .orderBy(asc(sql`lower(${announcementLabels.name})`), asc(announcementLabels.id));
}

/** POST /api/auth/announcement-labels: a new label; 409 when the coach has one of that name (any case). */
export async function createLabel(db: Db, caller: CoachCaller, body: LabelBody): Promise<AnnouncementLabel> {
  const [same] = await db
    .select({ id: announcementLabels.id })
    .from(announcementLabels)
    .where(
      and(
        eq(announcementLabels.coachId, caller.coachId),
        sql`lower(${announcementLabels.name}) = lower(${body.name})`,
      ),
    );
  if (same) throw appError('label_exists');
  const [label] = await db
    .insert(announcementLabels)
    .values({ coachId: caller.coachId, name: body.name, color: body.color })
    .returning({ id: announcementLabels.id, name: announcementLabels.name, color: announcementLabels.color });
  return label!;
}

/** DELETE /api/auth/announcement-labels/{id}: removes the label from every announcement too. */
export async function deleteLabel(db: Db, caller: CoachCaller, labelId: number): Promise<void> {
  await ownLabel(db, caller, labelId);
  await db.delete(announcementLabels).where(eq(announcementLabels.id, labelId));
}

/** PUT /api/auth/announcements/{id}/labels: replaces the coach's labels on an announcement. */
export async function setLabels(
  ctx: AppContext,
  caller: CoachCaller,
  id: number,
  labelIds: number[],
): Promise<AnnouncementDetail> {
  await visibleRow(ctx.db, caller, id);
  const wanted = [...new Set(labelIds)];
  for (const labelId of wanted) await ownLabel(ctx.db, caller, labelId);
  await ctx.db.transaction(async (tx) => {
    const own = tx
      .select({ id: announcementLabels.id })
      .from(announcementLabels)
      .where(eq(announcementLabels.coachId, caller.coachId));
    await tx
      .delete(announcementLabelLinks)
      .where(
        and(eq(announcementLabelLinks.announcementId, id), inArray(announcementLabelLinks.labelId, own)),
      );
    if (wanted.length > 0)
      await tx
        .insert(announcementLabelLinks)
        .values(wanted.map((labelId) => ({ announcementId: id, labelId })));
  });
  return getAnnouncement(ctx, caller, id);
}
