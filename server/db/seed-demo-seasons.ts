import { parseScore, type ScoreAccepted } from '../../contract/scores/tennis-score';
import { schoolYearOf } from '../../contract/seasons';
import type { Db } from './client';
import { matchPlayers, seasonPlayers, seasons, tennisMatches } from './schema/index';
import { scoreColumns } from './score-columns';

/**
 * Issue 37 in the demo: the Junior Varsity Boys' last season, archived (read only), with its final
 * ladder (the players in another order, the last one graduated) and a few scored matches, so the
 * seasons page, the player pages' positions over time and head-to-head have a past to show.
 */
export async function seedDemoSeasons(
  db: Db,
  opts: { rosterId: number; playerIds: readonly number[]; now: Date },
) {
  const thisYear = schoolYearOf(opts.now.toISOString().slice(0, 10));
  const y = Number(thisYear.startsOn.slice(0, 4)) - 1;
  const past = schoolYearOf(`${y}-09-01`);
  const [season] = await db
    .insert(seasons)
    .values({ rosterId: opts.rosterId, ...past, archivedAt: new Date(`${y + 1}-07-31T12:00:00Z`) })
    .returning();
  const ids = [...opts.playerIds].slice(0, 6);
  // Last season's ladder: the same players, the order of two pairs swapped.
  const order = [ids[1], ids[0], ids[3], ids[2], ids[4], ids[5]].filter(
    (id): id is number => id !== undefined,
  );
  await db.insert(seasonPlayers).values(
    order.map((playerId, i) => ({
      seasonId: season!.id,
      playerId,
      position: i + 1,
      departure: 'stays' as const,
    })),
  );
  const results: [number, number, string, string][] = [
    [0, 1, '6-4 6-3', `${y}-09-20`],
    [1, 0, '4-6 6-3 6-2', `${y}-10-11`],
    [2, 3, '7-5 6-4', `${y}-10-18`],
    [0, 2, '6-2 6-1', `${y + 1}-03-14`],
    [1, 0, '6-4 7-6(3)', `${y + 1}-04-02`],
  ];
  for (const [a, b, score, dayText] of results) {
    if (ids[a] === undefined || ids[b] === undefined) continue;
    const parsed = parseScore(score) as ScoreAccepted;
    const [match] = await db
      .insert(tennisMatches)
      .values({
        rosterId: opts.rosterId,
        matchType: 2,
        isSingles: true,
        matchAt: new Date(`${dayText}T16:00:00Z`),
        score,
        outcome: 'completed',
        winnerSide: 1,
        seasonId: season!.id,
        ...scoreColumns(parsed),
      })
      .returning();
    await db.insert(matchPlayers).values([
      { matchId: match!.id, playerId: ids[a], side: 1, slot: 1 },
      { matchId: match!.id, playerId: ids[b], side: 2, slot: 2 },
    ]);
  }
  // The current season, as the app would start it.
  await db
    .insert(seasons)
    .values({ rosterId: opts.rosterId, ...thisYear })
    .onConflictDoNothing();
}
