import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CHALLENGE_SETTINGS, type ChallengeSettings } from '../../../contract/challenges';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { challengeSettings, coaches, coachTeams } from '../../db/schema/index';
import { coachedTeamOfType } from './team-access';

/**
 * A team's rules for player challenges (server/modules/challenges), a team setting like its format
 * and lineup rule: its own row, or the defaults (contract/challenges.ts).
 */
export async function settingsOf(db: Db, rosterId: number): Promise<ChallengeSettings> {
  const [row] = await db.select().from(challengeSettings).where(eq(challengeSettings.rosterId, rosterId));
  if (!row) return { ...DEFAULT_CHALLENGE_SETTINGS };
  return {
    answerDays: row.answerDays,
    playDays: row.playDays,
    maxOpenAsChallenger: row.maxOpenAsChallenger,
    maxOpenAsDefender: row.maxOpenAsDefender,
    declineCounts: row.declineCounts,
    unansweredCounts: row.unansweredCounts,
    unplayedCounts: row.unplayedCounts,
    confirmDays: row.confirmDays,
    coachRecordsResults: row.coachRecordsResults,
  };
}

/**
 * How many places above them a player of the team may challenge: the coaches' maximum challenge
 * positions (settings page); with several coaches the smallest, so no coach's limit is passed.
 * 3 (the coaches' default) when the team has no coach.
 */
export async function maxPlacesOf(db: Db, rosterId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`min(${coaches.maxChallengePositions})` })
    .from(coachTeams)
    .innerJoin(coaches, eq(coaches.id, coachTeams.coachId))
    .where(eq(coachTeams.rosterId, rosterId));
  return row?.max ?? 3;
}

/** GET /api/auth/challenge-settings (coach). */
export async function getChallengeSettings(db: Db, caller: CoachCaller, skillLevel: number) {
  const team = await coachedTeamOfType(db, caller, skillLevel);
  return { skillLevel, settings: await settingsOf(db, team.id) };
}

/** PUT /api/auth/challenge-settings (coach): changes the rules given; open challenges keep their deadlines. */
export async function putChallengeSettings(
  db: Db,
  caller: CoachCaller,
  skillLevel: number,
  changes: Partial<ChallengeSettings>,
) {
  const team = await coachedTeamOfType(db, caller, skillLevel);
  const settings = { ...(await settingsOf(db, team.id)), ...changes };
  await db
    .insert(challengeSettings)
    .values({ rosterId: team.id, ...settings })
    .onConflictDoUpdate({ target: challengeSettings.rosterId, set: { ...settings, updatedAt: sql`now()` } });
  return { skillLevel, settings };
}
