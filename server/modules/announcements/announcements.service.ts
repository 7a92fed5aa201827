import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  UNREAD_DAYS,
  type AnnouncementDetail,
  type AnnouncementLabel,
  type AnnouncementSummary,
  type DeliveryCounts,
  type DeliveryReply,
  type PollResults,
  type PublicMessage,
  type announcementFlagsBody,
  type announcementListQuery,
  type createAnnouncementBody,
  type createLabelBody,
} from '../../../contract/announcements';
import type { Caller, CoachCaller, PlayerCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  announcementLabelLinks,
  announcementLabels,
  announcementMarks,
  announcementReads,
  announcements,
  coaches,
  players,
  pollAnswers,
  smsJobs,
} from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { announcementSmsText, publicLink } from './announcement-sms';
import {
  audienceFor,
  audiencePlayers,
  audiencesOf,
  handleOf,
  inAudiences,
  recipientsOf,
  type Audience,
} from './audiences';
import { generateIdentifier } from './identifier';

type ListQuery = z.output<typeof announcementListQuery>;
type CreateBody = z.output<typeof createAnnouncementBody>;
type FlagsBody = z.output<typeof announcementFlagsBody>;
type LabelBody = z.output<typeof createLabelBody>;

const PREVIEW_LENGTH = 140;

/** The columns every list and detail reads: the announcement, its sender and the calling coach's marks. */
function rowColumns(withMessage: boolean) {
  return {
    id: announcements.id,
    identifier: announcements.identifier,
    skillLevel: announcements.skillLevel,
    rosterId: announcements.rosterId,
    schoolId: announcements.schoolId,
    subject: announcements.subject,
    text: withMessage
      ? announcements.message
      : sql<string>`left(${announcements.message}, ${PREVIEW_LENGTH * 2})`,
    pollOptions: announcements.pollOptions,
    createdAt: announcements.createdAt,
    coachId: announcements.coachId,
    coachFirstName: coaches.firstName,
    coachLastName: coaches.lastName,
    starred: sql<boolean>`coalesce(${announcementMarks.starred}, false)`,
    important: sql<boolean>`coalesce(${announcementMarks.important}, false)`,
    trashedAt: announcementMarks.trashedAt,
  };
}

/** Announcements joined with their sender and (for a coach) the coach's marks, hidden ones left out. */
function selectRows(db: Db, caller: Caller, withMessage: boolean, extra: SQL[] = []) {
  const markOwner = caller.kind === 'coach' ? caller.coachId : -1;
  return db
    .select(rowColumns(withMessage))
    .from(announcements)
    .innerJoin(coaches, eq(coaches.id, announcements.coachId))
    .leftJoin(
      announcementMarks,
      and(eq(announcementMarks.announcementId, announcements.id), eq(announcementMarks.coachId, markOwner)),
    )
    .where(and(sql`coalesce(${announcementMarks.hidden}, false) = false`, ...extra));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** An announcement the caller may see (their team's or school's audience); 404 for any other. */
async function visibleRow(db: Db, caller: Caller, id: number, withMessage = false): Promise<Row> {
  const audiences = await audiencesOf(db, caller);
  const [row] = await selectRows(db, caller, withMessage, [eq(announcements.id, id), inAudiences(audiences)]);
  if (!row) throw appError('announcement_not_found');
  return row;
}

const emptyCounts = (): DeliveryCounts => ({ total: 0, queued: 0, sending: 0, sent: 0, failed: 0 });

async function deliveryCountsOf(db: Db, ids: number[]): Promise<Map<number, DeliveryCounts>> {
  const out = new Map<number, DeliveryCounts>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: smsJobs.announcementId, status: smsJobs.status, n: count() })
    .from(smsJobs)
    .where(inArray(smsJobs.announcementId, ids))
    .groupBy(smsJobs.announcementId, smsJobs.status);
  for (const r of rows) {
    const c = out.get(r.id) ?? emptyCounts();
    c[r.status] += r.n;
    c.total += r.n;
    out.set(r.id, c);
  }
  return out;
}

async function labelsOf(db: Db, coachId: number, ids: number[]): Promise<Map<number, AnnouncementLabel[]>> {
  const out = new Map<number, AnnouncementLabel[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      announcementId: announcementLabelLinks.announcementId,
      id: announcementLabels.id,
      name: announcementLabels.name,
      color: announcementLabels.color,
    })
    .from(announcementLabelLinks)
    .innerJoin(announcementLabels, eq(announcementLabels.id, announcementLabelLinks.labelId))
    .where(and(inArray(announcementLabelLinks.announcementId, ids), eq(announcementLabels.coachId, coachId)))
    .orderBy(asc(sql`lower(${announcementLabels.name})`));
  for (const r of rows)
    out.set(r.announcementId, [
      ...(out.get(r.announcementId) ?? []),
      { id: r.id, name: r.name, color: r.color },
    ]);
  return out;
}

/** Which of these announcements the caller has opened. */
async function readsOf(db: Db, caller: Caller, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(and(readerIs(caller), inArray(announcementReads.announcementId, ids)));
  return new Set(rows.map((r) => r.id));
}

function readerIs(caller: Caller): SQL {
  return caller.kind === 'coach'
    ? eq(announcementReads.coachId, caller.coachId)
    : eq(announcementReads.playerId, caller.playerId);
}

async function answersOf(db: Db, playerId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pollAnswers.announcementId, option: pollAnswers.optionIndex })
    .from(pollAnswers)
    .where(and(eq(pollAnswers.playerId, playerId), inArray(pollAnswers.announcementId, ids)));
  return new Map(rows.map((r) => [r.id, r.option]));
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > PREVIEW_LENGTH
    ? `${chars
        .slice(0, PREVIEW_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

/** Row -> API objects; coach-only parts are filled from the per-page lookups. */
async function present(db: Db, caller: Caller, rows: Row[]): Promise<AnnouncementSummary[]> {
  const ids = rows.map((r) => r.id);
  const [delivery, labels, answers, reads] = await Promise.all([
    caller.kind === 'coach' ? deliveryCountsOf(db, ids) : Promise.resolve(undefined),
    caller.kind === 'coach' ? labelsOf(db, caller.coachId, ids) : Promise.resolve(undefined),
    caller.kind === 'player' ? answersOf(db, caller.playerId, ids) : Promise.resolve(undefined),
    readsOf(db, caller, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    identifier: r.identifier,
    skillLevel: r.skillLevel,
    subject: r.subject,
    preview: preview(r.text),
    time: r.createdAt.toISOString(),
    coach: { id: r.coachId, firstName: r.coachFirstName, lastName: r.coachLastName },
    mine: caller.kind === 'coach' && r.coachId === caller.coachId,
    isPoll: r.pollOptions !== null,
    starred: r.starred,
    important: r.important,
    trashed: r.trashedAt !== null,
    labels: labels?.get(r.id) ?? [],
    delivery: delivery ? (delivery.get(r.id) ?? emptyCounts()) : null,
    myAnswer: answers?.get(r.id) ?? null,
    unread: !(caller.kind === 'coach' && r.coachId === caller.coachId) && !reads.has(r.id),
  }));
}

async function presentDetail(ctx: AppContext, caller: Caller, row: Row): Promise<AnnouncementDetail> {
  const [summary] = await present(ctx.db, caller, [row]);
  return {
    ...summary!,
    message: row.text,
    poll: row.pollOptions ? { options: row.pollOptions } : null,
    link: publicLink(ctx.config.PUBLIC_URL, row.identifier),
  };
}

/** A label of the calling coach; 404 for another coach's. */
async function ownLabel(db: Db, caller: CoachCaller, labelId: number) {
  const [label] = await db
    .select()
    .from(announcementLabels)
    .where(and(eq(announcementLabels.id, labelId), eq(announcementLabels.coachId, caller.coachId)));
  if (!label) throw appError('label_not_found');
  return label;
}

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

/** GET /api/auth/announcements/{id}: the whole announcement; 404 outside the caller's audiences. */
export async function getAnnouncement(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<AnnouncementDetail> {
  return presentDetail(ctx, caller, await visibleRow(ctx.db, caller, id, true));
}

/** GET /api/auth/announcements/audiences: what the choose page offers, with how many phones each reaches (coach). */
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
        const text = announcementSmsText({
          coachName,
          subject: body.subject,
          link: publicLink(ctx.config.PUBLIC_URL, identifier),
          isPoll: body.pollOptions !== null,
        });
        const recipients = await recipientsOf(tx, audience);
        if (recipients.length > 0) {
          await tx
            .insert(smsJobs)
            .values(
              recipients.map((r) => ({ announcementId: row!.id, phone: r.phone, name: r.name, body: text })),
            );
        }
        return row!.id;
      });
      return getAnnouncement(ctx, caller, id);
    } catch (err) {
      // 62^8 identifiers make a clash rare; the unique index settles it, and a new draw follows.
      if (pgErrorCode(err) !== '23505' || attempt >= 3) throw err;
    }
  }
}

/** PUT /api/auth/announcements/{id}/read: the caller opened it (again is fine); 404 outside their audiences. */
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

/** GET /api/auth/announcements/{id}/delivery: per-recipient SMS status and progress counts. */
export async function deliveryOf(db: Db, caller: CoachCaller, id: number): Promise<DeliveryReply> {
  await visibleRow(db, caller, id);
  const jobs = await db
    .select()
    .from(smsJobs)
    .where(eq(smsJobs.announcementId, id))
    .orderBy(asc(sql`lower(${smsJobs.name})`), asc(smsJobs.id));
  const counts = emptyCounts();
  for (const j of jobs) {
    counts[j.status] += 1;
    counts.total += 1;
  }
  return {
    announcementId: id,
    ...counts,
    done: counts.queued === 0 && counts.sending === 0,
    recipients: jobs.map((j) => ({
      id: j.id,
      name: j.name,
      phone: j.phone,
      status: j.status,
      attempts: j.attempts,
      lastError: j.lastError,
      nextAttemptAt: j.status === 'queued' ? j.nextAttemptAt.toISOString() : null,
      sentAt: j.sentAt?.toISOString() ?? null,
      updatedAt: j.updatedAt.toISOString(),
    })),
  };
}

/** POST /api/auth/announcements/{id}/delivery/retry: queues the failed messages again, each with fresh tries. */
export async function retryFailedDelivery(db: Db, caller: CoachCaller, id: number): Promise<DeliveryReply> {
  await visibleRow(db, caller, id);
  await db
    .update(smsJobs)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(smsJobs.announcementId, id), eq(smsJobs.status, 'failed')));
  return deliveryOf(db, caller, id);
}

/** POST /api/auth/announcements/{id}/poll-answer: the player's one answer, replaced when given again. */
export async function answerPoll(
  db: Db,
  caller: PlayerCaller,
  id: number,
  option: number,
): Promise<PollResults> {
  const row = await visibleRow(db, caller, id);
  if (!row.pollOptions) throw appError('not_a_poll');
  if (option >= row.pollOptions.length)
    throw appError('poll_option_out_of_range', { max: row.pollOptions.length - 1 });
  await db
    .insert(pollAnswers)
    .values({ announcementId: id, playerId: caller.playerId, optionIndex: option })
    .onConflictDoUpdate({
      target: [pollAnswers.announcementId, pollAnswers.playerId],
      set: { optionIndex: option, updatedAt: sql`now()` },
    });
  return pollResults(db, caller, id);
}

/**
 * GET /api/auth/announcements/{id}/poll-results. A coach: counts per option, who answered
 * what, and which of the audience's players have not answered (contacts without an account
 * cannot answer and are not listed). A player: the options and their own answer.
 */
export async function pollResults(db: Db, caller: Caller, id: number): Promise<PollResults> {
  const row = await visibleRow(db, caller, id);
  const options = row.pollOptions;
  if (!options) throw appError('not_a_poll');
  if (caller.kind === 'player') {
    const mine = (await answersOf(db, caller.playerId, [id])).get(id) ?? null;
    return {
      announcementId: id,
      options: options.map((text, index) => ({ index, text, count: null })),
      answeredCount: null,
      myAnswer: mine,
      answers: null,
      notAnswered: null,
    };
  }
  const answers = await db
    .select({
      playerId: pollAnswers.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      option: pollAnswers.optionIndex,
      answeredAt: pollAnswers.updatedAt,
    })
    .from(pollAnswers)
    .innerJoin(players, eq(players.id, pollAnswers.playerId))
    .where(eq(pollAnswers.announcementId, id))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  const counts = options.map(() => 0);
  for (const a of answers) if (a.option < counts.length) counts[a.option]! += 1;
  const answered = new Set(answers.map((a) => a.playerId));
  const audience = await audiencePlayers(db, row);
  return {
    announcementId: id,
    options: options.map((text, index) => ({ index, text, count: counts[index]! })),
    answeredCount: answers.length,
    myAnswer: null,
    answers: answers.map((a) => ({ ...a, answeredAt: a.answeredAt.toISOString() })),
    notAnswered: audience.filter((p) => !answered.has(p.playerId)),
  };
}

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
