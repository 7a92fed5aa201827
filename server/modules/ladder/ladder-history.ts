import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { NO_POSITION, type LadderChange } from '../../../contract/ladder';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  ladderChangeTeams,
  ladderChanges,
  players,
  seasons,
  teamRosters,
  tennisMatches,
  type LadderMove,
} from '../../db/schema/index';
import { moveTouches, touchedRosters } from './ladder-rules';
import { readableTeamOfType } from '../teams/team-access';
import { appError } from '../../errors';

/** How many changes the history shows. */
const HISTORY_LENGTH = 20;

/**
 * Records a ladder change inside the caller's transaction and returns its id. Call it in the
 * same transaction that moved the players (after locking the ladders with `lockLadders` from
 * ladder-moves.ts), with every membership that moved, so the history is complete and the
 * coach's undo can restore it. The change is listed in the history of `rosterId` and of every
 * team a move starts or ends on.
 */
export async function recordLadderChange(
  tx: Db,
  change: {
    rosterId: number;
    reason: 'coach-move' | 'removed' | 'challenge' | 'undo';
    actorCoachId: number | null;
    matchId?: number | null;
    moves: LadderMove[];
  },
): Promise<number> {
  const [row] = await tx
    .insert(ladderChanges)
    .values({
      rosterId: change.rosterId,
      reason: change.reason,
      actorCoachId: change.actorCoachId,
      matchId: change.matchId ?? null,
      moves: change.moves,
    })
    .returning({ id: ladderChanges.id });
  if (!row) throw new Error('ladder change insert returned nothing');
  const teams = new Set([change.rosterId, ...touchedRosters(change.moves)]);
  await tx.insert(ladderChangeTeams).values([...teams].map((rosterId) => ({ changeId: row.id, rosterId })));
  return row.id;
}

function teamMovesOf(moves: readonly LadderMove[], rosterId: number) {
  return moves.filter((m) => moveTouches(m, rosterId));
}

/**
 * The days of one of the team's seasons (issue 37) as a time range, for the history's `season` filter:
 * its first day to the end of its last (a season row of this team, else 404 season_not_found).
 */
async function seasonRange(db: Db, rosterId: number, seasonId: number) {
  const [season] = await db
    .select({ startsOn: seasons.startsOn, endsOn: seasons.endsOn })
    .from(seasons)
    .where(and(eq(seasons.id, seasonId), eq(seasons.rosterId, rosterId)));
  if (!season) throw appError('season_not_found');
  return and(
    gte(ladderChanges.createdAt, new Date(`${season.startsOn}T00:00:00Z`)),
    lt(ladderChanges.createdAt, new Date(Date.parse(`${season.endsOn}T00:00:00Z`) + 86_400_000)),
  );
}

/**
 * GET /api/auth/ladder-changes: the team's last 20 ladder changes, newest first, each with the
 * moves that start or end on this team (a move between two teams shows in both histories); with
 * `season`, the last 20 made within that season's days.
 */
export async function ladderHistory(
  db: Db,
  caller: Caller,
  teamType: number,
  seasonId?: number,
): Promise<LadderChange[]> {
  const team = await readableTeamOfType(db, caller, teamType);
  const inSeason = seasonId === undefined ? undefined : await seasonRange(db, team.id, seasonId);
  const rows = await db
    .select({ change: ladderChanges, score: tennisMatches.score })
    .from(ladderChangeTeams)
    .innerJoin(ladderChanges, eq(ladderChanges.id, ladderChangeTeams.changeId))
    // A challenge's change names its match (primary key); other changes have none.
    .leftJoin(tennisMatches, eq(tennisMatches.id, ladderChanges.matchId))
    .where(and(eq(ladderChangeTeams.rosterId, team.id), inSeason))
    .orderBy(desc(ladderChangeTeams.changeId))
    .limit(HISTORY_LENGTH);
  if (rows.length === 0) return [];
  const moves = rows.flatMap((r) => teamMovesOf(r.change.moves, team.id));
  const playerIds = [...new Set(moves.map((m) => m.playerId))];
  const rosterIds = touchedRosters(moves);
  const names = new Map(
    playerIds.length === 0
      ? []
      : (
          await db
            .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
            .from(players)
            .where(inArray(players.id, playerIds))
        ).map((p) => [p.id, `${p.firstName} ${p.lastName}`]),
  );
  const teamTypes = new Map(
    rosterIds.length === 0
      ? []
      : (
          await db
            .select({ id: teamRosters.id, teamType: teamRosters.teamType })
            .from(teamRosters)
            .where(inArray(teamRosters.id, rosterIds))
        ).map((r) => [r.id, r.teamType]),
  );
  return rows.map(({ change, score }) => ({
    id: change.id,
    reason: change.reason,
    createdAt: change.createdAt.toISOString(),
    undone: change.undoneAt !== null,
    moves: teamMovesOf(change.moves, team.id).map((m) => ({
      playerId: m.playerId,
      // A player whose account is gone keeps their place in the history, unnamed.
      playerName: names.get(m.playerId) ?? '',
      fromPosition: m.fromPosition ?? NO_POSITION,
      toPosition: m.toPosition ?? NO_POSITION,
      // 0: the other team of a move between teams no longer exists.
      fromTeam: teamTypes.get(m.fromRosterId) ?? 0,
      toTeam: m.toRosterId === null ? null : (teamTypes.get(m.toRosterId) ?? 0),
    })),
    score: change.reason === 'challenge' ? (score ?? null) : null,
  }));
}
