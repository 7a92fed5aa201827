import { and, asc, eq, gt } from 'drizzle-orm';
import { REMIND_NOW_MINUTES, type ReminderSettings, type SubjectKind } from '../../../contract/availability';
import type { CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  availabilityReminders,
  availabilitySubjects,
  calendarEvents,
  tennisMatches,
} from '../../db/schema/index';
import { appError } from '../../errors';
import type { JobHandler } from '../../jobs/scheduled-jobs';
import { enqueueTexts } from '../../jobs/texts';
import { smsText } from '../../texts/sms-text';
import { teamTextStyle } from '../../texts/text-style';
import { coachedTeamOfType } from '../teams/team-access';
import { signAnswerLink } from './answer-links';
import { currentAnswers, remindAgainAt } from './availability-answers';
import { askKey, planAsks } from './ask-schedule';
import {
  askedForCurrentStart,
  askedPlayers,
  closesAt,
  coachedSubject,
  findSubject,
  subjectRowId,
  type Subject,
} from './availability-subjects';

/** The texts that ask players to answer: planned asks (jobs), "remind the others now", and a team's settings. */

const NO_REMINDERS: ReminderSettings = { onCreate: false, hoursBefore: [] };

/**
 * Texts every asked player who has not answered for the subject's current time, once per player
 * and slot (the text's dedupe key), each with their own signed link. Answers how many were new.
 */
async function askUnanswered(
  tx: Db,
  ctx: AppContext,
  subject: Subject,
  slot: string,
  now: Date,
): Promise<number> {
  if (now.getTime() >= closesAt(subject).getTime()) return 0;
  if (!askedForCurrentStart(subject)) {
    const rowId = await subjectRowId(tx, subject);
    await tx
      .update(availabilitySubjects)
      .set({ askedFor: subject.startsAt })
      .where(eq(availabilitySubjects.id, rowId));
  }
  const [asked, answers] = await Promise.all([askedPlayers(tx, subject), currentAnswers(tx, subject)]);
  const style = await teamTextStyle(tx, subject.rosterId);
  return enqueueTexts(
    tx,
    asked
      .filter((p) => !answers.has(p.id))
      .map((p) => {
        const token = signAnswerLink(ctx.secret, {
          kind: subject.kind,
          subjectId: subject.id,
          playerId: p.id,
          startsAt: subject.startsAt,
          expiresAt: subject.endsAt,
        });
        return {
          dedupeKey: `${askKey(subject.kind, subject.id, subject.startsAt, slot)}:${p.id}`,
          phone: p.phone,
          name: p.name,
          body: smsText(style, 'availabilityAsk', {
            reminder: slot !== 'new',
            event: subject.name,
            at: subject.startsAt,
            place: subject.place,
            link: `${ctx.config.PUBLIC_URL}/a/${token}`,
          }),
        };
      }),
  );
}

/** The scheduled ask (ask-schedule.ts): nothing when the subject is gone or has moved since it was planned. */
export const askJob: JobHandler = async (tx, job, ctx) => {
  const { kind, id, startsAt, slot } = job.payload as {
    kind: SubjectKind;
    id: number;
    startsAt: string;
    slot: string;
  };
  const subject = await findSubject(tx, kind, id);
  if (!subject || subject.startsAt.toISOString() !== startsAt) return;
  await askUnanswered(tx, ctx, subject, slot, ctx.clock.now());
};

/** POST /api/auth/availability/{kind}/{id}/remind: texts who has not answered, at most once an hour. */
export async function remindNow(
  ctx: AppContext,
  caller: CoachCaller,
  kind: SubjectKind,
  id: number,
): Promise<{ sent: number; remindAgainAt: string }> {
  const now = ctx.clock.now();
  const subject = await coachedSubject(ctx.db, caller, kind, id);
  if (now.getTime() >= closesAt(subject).getTime()) throw appError('answers_closed');
  return ctx.db.transaction(async (tx) => {
    const rowId = await subjectRowId(tx, subject);
    // Locks the row: two presses at once remind once.
    const [row] = await tx
      .select({ remindedAt: availabilitySubjects.remindedAt, askedFor: availabilitySubjects.askedFor })
      .from(availabilitySubjects)
      .where(eq(availabilitySubjects.id, rowId))
      .for('update');
    const locked = { ...subject, rowId, askedFor: row?.askedFor ?? null };
    const again = remindAgainAt({ ...subject, remindedAt: row?.remindedAt ?? null }, now);
    if (again) {
      throw appError('remind_too_soon', { minutes: Math.ceil((again.getTime() - now.getTime()) / 60_000) });
    }
    await tx.update(availabilitySubjects).set({ remindedAt: now }).where(eq(availabilitySubjects.id, rowId));
    // The first ask for this time is the ask itself ("send now"), later ones are reminders.
    const slot = askedForCurrentStart(locked) ? `now${Math.floor(now.getTime() / 60_000)}` : 'new';
    const sent = await askUnanswered(tx, ctx, locked, slot, now);
    return { sent, remindAgainAt: new Date(now.getTime() + REMIND_NOW_MINUTES * 60_000).toISOString() };
  });
}

/** GET /api/auth/availability/team/{team}/reminders. */
export async function readReminders(
  db: Db,
  caller: CoachCaller,
  teamType: number,
): Promise<ReminderSettings> {
  const team = await coachedTeamOfType(db, caller, teamType);
  const [row] = await db
    .select()
    .from(availabilityReminders)
    .where(eq(availabilityReminders.rosterId, team.id));
  return row ? { onCreate: row.onCreate, hoursBefore: row.hoursBefore } : NO_REMINDERS;
}

/**
 * PUT /api/auth/availability/team/{team}/reminders: saves the settings and plans the reminders of
 * the team's coming events and matches again (without asking them anew).
 */
export async function saveReminders(
  db: Db,
  caller: CoachCaller,
  teamType: number,
  settings: ReminderSettings,
  now: Date,
): Promise<ReminderSettings> {
  const team = await coachedTeamOfType(db, caller, teamType);
  await db.transaction(async (tx) => {
    await tx
      .insert(availabilityReminders)
      .values({ rosterId: team.id, ...settings })
      .onConflictDoUpdate({ target: availabilityReminders.rosterId, set: { ...settings, updatedAt: now } });
    const events = await tx
      .select({ id: calendarEvents.id, startsAt: calendarEvents.startsAt })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.rosterId, team.id), gt(calendarEvents.startsAt, now)))
      .orderBy(asc(calendarEvents.id));
    for (const e of events)
      await planAsks(tx, { kind: 'event', id: e.id, rosterId: team.id, startsAt: e.startsAt }, now, {
        askNow: false,
      });
    const matches = await tx
      .select({ id: tennisMatches.id, startsAt: tennisMatches.matchAt })
      .from(tennisMatches)
      .where(and(eq(tennisMatches.rosterId, team.id), gt(tennisMatches.matchAt, now)))
      .orderBy(asc(tennisMatches.id));
    for (const m of matches)
      await planAsks(tx, { kind: 'match', id: m.id, rosterId: team.id, startsAt: m.startsAt }, now, {
        askNow: false,
      });
  });
  return settings;
}
