import { and, eq, inArray } from 'drizzle-orm';
import {
  type AnswerCounts,
  type AvailabilityAnswer,
  type AvailabilityReply,
  type LinkReply,
  type PlayerAnswer,
  REMIND_NOW_MINUTES,
  type SubjectKind,
} from '../../../contract/availability';
import type { Caller, CoachCaller, PlayerCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { availabilityAnswers, availabilitySubjects, guardians } from '../../db/schema/index';
import { appError } from '../../errors';
import { readAnswerLink } from './answer-links';
import {
  askedForCurrentStart,
  askedPlayers,
  closesAt,
  coachedSubject,
  findSubject,
  presentSubject,
  readableSubject,
  subjectRowId,
  type AskedPlayer,
  type Subject,
} from './availability-subjects';

/** Players' answers: in the app, by the signed SMS link, and what coaches and players read of them. */

type AnswerRow = typeof availabilityAnswers.$inferSelect;

/** The answers given for the subject's current start (answers for an earlier time no longer count). */
export async function currentAnswers(db: Db, subject: Subject): Promise<Map<number, AnswerRow>> {
  if (subject.rowId === null) return new Map();
  const rows = await db
    .select()
    .from(availabilityAnswers)
    .where(
      and(
        eq(availabilityAnswers.subjectId, subject.rowId),
        eq(availabilityAnswers.forStart, subject.startsAt),
      ),
    );
  return new Map(rows.map((r) => [r.playerId, r]));
}

export function countAnswers(asked: readonly AskedPlayer[], answers: Map<number, AnswerRow>): AnswerCounts {
  const counts: AnswerCounts = { going: 0, maybe: 0, not_going: 0, unanswered: 0 };
  for (const p of asked) {
    const a = answers.get(p.id);
    counts[a ? a.answer : 'unanswered'] += 1;
  }
  return counts;
}

function presentAnswer(
  p: AskedPlayer,
  a: AnswerRow | undefined,
  showNote: boolean,
  guardianNames: Map<number, string>,
): PlayerAnswer {
  return {
    id: p.id,
    name: p.name,
    answer: a?.answer ?? null,
    note: showNote ? (a?.note ?? '') : '',
    answeredAt: a ? a.answeredAt.toISOString() : null,
    givenBy: a?.givenByGuardianId ? (guardianNames.get(a.givenByGuardianId) ?? null) : null,
  };
}

/** The names of the guardians who answered for players (issue 34), by id. */
async function guardianNamesOf(db: Db, answers: Map<number, AnswerRow>): Promise<Map<number, string>> {
  const ids = [...answers.values()].map((a) => a.givenByGuardianId).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: guardians.id, name: guardians.name })
    .from(guardians)
    .where(inArray(guardians.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function remindAgainAt(subject: Subject, now: Date): Date | null {
  if (!subject.remindedAt) return null;
  const at = new Date(subject.remindedAt.getTime() + REMIND_NOW_MINUTES * 60_000);
  return at > now ? at : null;
}

/** GET /api/auth/availability/{kind}/{id}: counts and names; notes for coaches and the writer only. */
export async function readAvailability(
  db: Db,
  caller: Caller,
  kind: SubjectKind,
  id: number,
  now: Date,
): Promise<AvailabilityReply> {
  const subject = await readableSubject(db, caller, kind, id);
  const [asked, answers] = await Promise.all([askedPlayers(db, subject), currentAnswers(db, subject)]);
  const isCoach = caller.kind === 'coach';
  const me = caller.kind === 'player' ? asked.find((p) => p.id === caller.playerId) : undefined;
  const again = isCoach ? remindAgainAt(subject, now) : null;
  const names = await guardianNamesOf(db, answers);
  return {
    subject: presentSubject(subject, now),
    counts: countAnswers(asked, answers),
    players: asked.map((p) => presentAnswer(p, answers.get(p.id), isCoach || p.id === me?.id, names)),
    mine: me ? presentAnswer(me, answers.get(me.id), true, names) : null,
    asked: askedForCurrentStart(subject),
    remindAgainAt: again ? again.toISOString() : null,
    attendance: subject.kind !== 'match',
  };
}

async function saveAnswer(
  db: Db,
  subject: Subject,
  playerId: number,
  input: { answer: AvailabilityAnswer; note: string },
  via: 'app' | 'link' | { guardianId: number },
  now: Date,
): Promise<void> {
  if (now.getTime() >= closesAt(subject).getTime()) throw appError('answers_closed');
  await db.transaction(async (tx) => {
    const subjectId = await subjectRowId(tx, subject);
    const values = {
      answer: input.answer,
      note: input.note,
      forStart: subject.startsAt,
      via: typeof via === 'string' ? via : 'guardian',
      givenByGuardianId: typeof via === 'string' ? null : via.guardianId,
      answeredAt: now,
    };
    await tx
      .insert(availabilityAnswers)
      .values({ subjectId, playerId, ...values })
      .onConflictDoUpdate({
        target: [availabilityAnswers.subjectId, availabilityAnswers.playerId],
        set: values,
      });
  });
}

/** PUT /api/auth/availability/{kind}/{id}/answer: the calling player's answer. */
export async function answerInApp(
  db: Db,
  caller: PlayerCaller,
  kind: SubjectKind,
  id: number,
  input: { answer: AvailabilityAnswer; note: string },
  now: Date,
): Promise<AvailabilityReply> {
  const subject = await readableSubject(db, caller, kind, id);
  await saveAnswer(db, subject, caller.playerId, input, 'app', now);
  return readAvailability(db, caller, kind, id, now);
}

/**
 * A guardian's answer for their child (issue 34; the guardian rule was checked by the caller): the
 * subject must ask the child (404 otherwise, as for the child), and the answer records the guardian.
 */
export async function answerForChild(
  db: Db,
  child: PlayerCaller,
  guardianId: number,
  kind: SubjectKind,
  id: number,
  input: { answer: AvailabilityAnswer; note: string },
  now: Date,
): Promise<{ answer: AvailabilityAnswer; note: string }> {
  const subject = await readableSubject(db, child, kind, id);
  await saveAnswer(db, subject, child.playerId, input, { guardianId }, now);
  return { answer: input.answer, note: input.note };
}

/**
 * A signed link's player and subject: refused when the signature does not hold (altered, made
 * up), when it has expired, when the subject is gone or the player is no longer asked.
 */
async function linkTarget(ctx: AppContext, token: string, now: Date) {
  const claims = readAnswerLink(ctx.secret, token);
  if (!claims) throw appError('answer_link_invalid');
  if (now.getTime() >= claims.expiresAt.getTime()) throw appError('answer_link_expired');
  const subject = await findSubject(ctx.db, claims.kind, claims.subjectId);
  if (!subject) throw appError('answer_link_invalid');
  if (now.getTime() >= subject.endsAt.getTime()) throw appError('answer_link_expired');
  // A link answers for the time it asked about: after a move, the player answers anew (the new ask's link, or the app).
  const stillAt = claims.startsAt
    ? claims.startsAt.getTime() === subject.startsAt.getTime()
    : claims.expiresAt.getTime() === Math.floor(subject.endsAt.getTime() / 1000) * 1000;
  if (!stillAt) throw appError('answer_link_moved');
  const player = (await askedPlayers(ctx.db, subject)).find((p) => p.id === claims.playerId);
  if (!player) throw appError('answer_link_invalid');
  return { subject, player };
}

async function presentLink(
  ctx: AppContext,
  subject: Subject,
  player: AskedPlayer,
  now: Date,
): Promise<LinkReply> {
  const fresh = (await findSubject(ctx.db, subject.kind, subject.id)) ?? subject;
  const answer = (await currentAnswers(ctx.db, fresh)).get(player.id);
  return {
    subject: presentSubject(fresh, now),
    player: { id: player.id, name: player.name },
    answer: answer?.answer ?? null,
    note: answer?.note ?? '',
  };
}

/** GET /api/availability-link/{token}: what the link answers, signed out. */
export async function readLink(ctx: AppContext, token: string, now: Date): Promise<LinkReply> {
  const { subject, player } = await linkTarget(ctx, token, now);
  return presentLink(ctx, subject, player, now);
}

/** PUT /api/availability-link/{token}: that one player's answer for that one event. */
export async function answerByLink(
  ctx: AppContext,
  token: string,
  input: { answer: AvailabilityAnswer; note: string },
  now: Date,
): Promise<LinkReply> {
  const { subject, player } = await linkTarget(ctx, token, now);
  await saveAnswer(ctx.db, subject, player.id, input, 'link', now);
  return presentLink(ctx, subject, player, now);
}

/** PUT /api/auth/availability/{kind}/{id}/deadline: when answers close (null: at the end). */
export async function setDeadline(
  db: Db,
  caller: CoachCaller,
  kind: SubjectKind,
  id: number,
  deadline: string | null,
  now: Date,
): Promise<AvailabilityReply> {
  const subject = await coachedSubject(db, caller, kind, id);
  await db.transaction(async (tx) => {
    const rowId = await subjectRowId(tx, subject);
    await tx
      .update(availabilitySubjects)
      .set({ deadline: deadline === null ? null : new Date(`${deadline.replace(' ', 'T')}:00Z`) })
      .where(eq(availabilitySubjects.id, rowId));
  });
  return readAvailability(db, caller, kind, id, now);
}
