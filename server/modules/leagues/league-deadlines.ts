import { and, eq } from 'drizzle-orm';
import { RULE_PACKS, postingDeadlineOf } from '../../../contract/leagues';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { coaches, coachTeams, duals, leagueDuals, leagues } from '../../db/schema/index';
import { cancelJobs, scheduleJob, type JobHandler } from '../../jobs/scheduled-jobs';
import { enqueueTexts, type Text } from '../../jobs/texts';
import { smsText } from '../../texts/sms-text';
import { coachTextStyle } from '../../texts/text-style';
import type { DualRow } from '../duals/dual-access';
import type { LeagueRow } from './league-access';

/**
 * Lineup posting deadlines (issue 35): a league dual whose pack sets a posting deadline gets a durable
 * reminder job (server/jobs/scheduled-jobs.ts) in the transaction that put it on the league's schedule. When
 * it runs, each side whose lineup is not yet published has its team's coaches texted (the one outbox,
 * enqueueTexts, through the one text writer). The lead: a day before a deadline after the start (MSHSAA's
 * 72 hours), two hours before one before the start (CIF-LA's card exchange). A reminder whose time has
 * passed is not scheduled. The web shows the countdown from `lineupDue`.
 */

export const LINEUP_REMINDER_JOB = 'league-lineup-reminder';
const HOUR_MS = 3_600_000;

const jobKey = (dualId: number) => `league-dual:${dualId}:lineup-reminder`;

/** When the reminder of a dual's lineup runs, or null (no deadline in the pack). */
export function reminderAt(league: Pick<LeagueRow, 'rulePack'>, startsAt: Date): Date | null {
  const due = postingDeadlineOf(league.rulePack, startsAt);
  if (!due) return null;
  const lead = RULE_PACKS[league.rulePack].postingDeadline!.anchor === 'after-start' ? 24 : 2;
  return new Date(due.getTime() - lead * HOUR_MS);
}

/** Schedules (or moves) the dual's reminder, or cancels it when there is none to send; in the caller's tx. */
export async function scheduleLineupReminder(
  tx: Db,
  ctx: AppContext,
  league: LeagueRow,
  dual: Pick<DualRow, 'id' | 'startsAt'>,
): Promise<void> {
  const at = reminderAt(league, dual.startsAt);
  if (!at || at <= ctx.clock.now()) {
    await cancelJobs(tx, { key: jobKey(dual.id) });
    return;
  }
  await scheduleJob(tx, {
    kind: LINEUP_REMINDER_JOB,
    key: jobKey(dual.id),
    runAt: at,
    payload: { dualId: dual.id, leagueId: league.id },
  });
}

/** The job: texts the coaches of each side that has not published its lineup. */
export const lineupReminderJob: JobHandler = async (tx, job, ctx) => {
  const dualId = Number(job.payload.dualId);
  const [row] = await tx
    .select({ dual: duals, league: leagues })
    .from(leagueDuals)
    .innerJoin(duals, eq(duals.id, leagueDuals.dualId))
    .innerJoin(leagues, eq(leagues.id, leagueDuals.leagueId))
    .where(eq(leagueDuals.dualId, dualId));
  if (!row) return;
  const { dual, league } = row;
  const due = postingDeadlineOf(league.rulePack, dual.startsAt);
  if (!due) return;
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/duals/${dual.id}`;
  const sides = [
    { rosterId: dual.rosterId, published: dual.publishedAt !== null, opponent: dual.opponentName },
    { rosterId: dual.opponentRosterId, published: dual.opponentPublishedAt !== null, opponent: '' },
  ];
  const texts: Text[] = [];
  for (const side of sides) {
    if (side.published || side.rosterId === null) continue;
    const people = await tx
      .select({
        id: coaches.id,
        phone: coaches.phone,
        firstName: coaches.firstName,
        lastName: coaches.lastName,
      })
      .from(coachTeams)
      .innerJoin(coaches, eq(coaches.id, coachTeams.coachId))
      .where(and(eq(coachTeams.rosterId, side.rosterId)));
    for (const coach of people) {
      const style = await coachTextStyle(tx, coach.id);
      texts.push({
        dedupeKey: `league-lineup-due:${dual.id}:${side.rosterId}:${coach.id}:${due.toISOString()}`,
        phone: coach.phone,
        name: `${coach.firstName} ${coach.lastName}`.trim(),
        body: smsText(style, 'leagueLineupDue', {
          league: league.name,
          opponent: side.opponent || 'your opponent',
          due,
          link,
        }),
      });
    }
  }
  await enqueueTexts(tx, texts, ctx.clock.now());
};

/**
 * A league dual's time changed (duals' `editDual` hook, in its transaction): its reminder is cancelled and
 * scheduled again for the new time (or left cancelled when the new one is past). Nothing for another dual.
 */
export async function leagueDualMoved(tx: Db, ctx: AppContext, dual: Pick<DualRow, 'id' | 'startsAt'>) {
  const [row] = await tx
    .select({ league: leagues })
    .from(leagueDuals)
    .innerJoin(leagues, eq(leagues.id, leagueDuals.leagueId))
    .where(eq(leagueDuals.dualId, dual.id));
  if (!row) return;
  await cancelJobs(tx, { key: jobKey(dual.id) });
  await scheduleLineupReminder(tx, ctx, row.league, dual);
}
