import { and, asc, eq, sql } from 'drizzle-orm';
import { LIST_IS_EMPTY, NO_POSITION, type RosterPlayer, type RosterReply } from '../../../contract/ladder';
import { MATCH_TYPE } from '../../../contract/matches';
import { callerId, type Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import { players, rosterPlayers, teamRosters } from '../../db/schema/index';

/** A player's open challenge as the ladder read's subquery gives it. */
interface OpenChallengeRow {
  id: number;
  challengerId: number;
  defenderId: number;
  status: string;
  deadlineAt: string | null;
}
import { appError } from '../../errors';
import { mayReadTeam } from '../teams/team-access';
import { NO_DECIDED_MATCHES, percentage, type WinPercentages } from './win-percentages';

/** Reads of a team's roster: the ladder page's rows. */

/**
 * Shapes one ladder row; the only place a row is built. The win percentages come from the
 * matches module: `teamRoster` passes each player's percentages here (none yet: 0, shown N/A).
 * A player sees no teammate's phone or e-mail (`showContact` false gives empty strings).
 */
export function rosterPlayerRow(
  member: { id: number; position: number | null },
  player: {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    avatar: string | null;
  },
  opts: { showContact: boolean; winPercentages?: WinPercentages; openChallenges?: OpenChallengeRow[] | null },
): RosterPlayer {
  const wins = opts.winPercentages ?? NO_DECIDED_MATCHES;
  const open = opts.openChallenges ?? [];
  return {
    PlayerID: player.id,
    SchoolTeamPlayerID: member.id,
    Position: member.position ?? NO_POSITION,
    FirstName: player.firstName,
    LastName: player.lastName,
    Email: opts.showContact ? player.email : '',
    PhoneNumber: opts.showContact ? player.phone : '',
    avatar: player.avatar,
    OMWLPer: wins.OMWLPer,
    CMWLPer: wins.CMWLPer,
    OpenChallenges: open.map((c) => ({
      ChallengeID: c.id,
      Role: c.challengerId === player.id ? 'challenger' : 'defender',
      OpponentID: c.challengerId === player.id ? c.defenderId : c.challengerId,
      Status: c.status,
      DeadlineAt: c.deadlineAt === null ? null : new Date(c.deadlineAt).toISOString(),
    })),
  };
}

/**
 * The ladder read of GET /api/auth/roster in one statement (it is the most frequent call): the
 * team the caller may read (as readableTeamOfType decides), its memberships with their players,
 * and each player's decided official and challenge matches on that team in its current season (as winPercentages
 * counts them). No row: no such team; one row without a member: an empty ladder. Prepared once
 * per database and caller kind, so PostgreSQL parses and plans it once per connection.
 */
function rosterQuery(db: Db, kind: Caller['kind']) {
  const who = sql.placeholder('who');
  const viewer =
    kind === 'coach'
      ? { kind, coachId: who, schoolId: sql.placeholder('schoolId') }
      : { kind, playerId: who };
  // [official decided, official won, challenge decided, challenge won]
  const results = sql<number[]>`(select array[
        count(*) filter (where m.match_type = ${sql.raw(String(MATCH_TYPE.official))}),
        count(*) filter (where m.match_type = ${sql.raw(String(MATCH_TYPE.official))} and mp.side = m.winner_side),
        count(*) filter (where m.match_type = ${sql.raw(String(MATCH_TYPE.challenge))}),
        count(*) filter (where m.match_type = ${sql.raw(String(MATCH_TYPE.challenge))} and mp.side = m.winner_side)
      ]::int[]
      from match_players mp join tennis_matches m on m.id = mp.match_id
      where mp.player_id = ${rosterPlayers.playerId} and m.roster_id = ${teamRosters.id} and m.season_id is null
        and m.match_type in (${sql.raw(`${MATCH_TYPE.challenge}, ${MATCH_TYPE.official}`)})
        and m.winner_side is not null)`;
  // The player's open challenges (the challenges module writes them; the ladder only reads),
  // through the partial indexes of open challenges by challenger and by defender.
  const openChallenges = sql<OpenChallengeRow[] | null>`(select json_agg(json_build_object(
        'id', c.id, 'challengerId', c.challenger_id, 'defenderId', c.defender_id,
        'status', c.status, 'deadlineAt', c.deadline_at) order by c.id)
      from player_challenges c
      where c.roster_id = ${teamRosters.id} and c.open
        and (c.challenger_id = ${rosterPlayers.playerId} or c.defender_id = ${rosterPlayers.playerId}))`;
  return db
    .select({ teamId: teamRosters.id, member: rosterPlayers, player: players, results, openChallenges })
    .from(teamRosters)
    .leftJoin(rosterPlayers, eq(rosterPlayers.rosterId, teamRosters.id))
    .leftJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(teamRosters.teamType, sql.placeholder('teamType')), mayReadTeam(viewer)))
    .orderBy(sql`${rosterPlayers.position} asc nulls last`, asc(rosterPlayers.id))
    .prepare(`roster_${kind}`);
}

const rosterQueries = perDatabase((db) => ({
  coach: rosterQuery(db, 'coach'),
  player: rosterQuery(db, 'player'),
}));

/** GET /api/auth/roster: the team's ladder, by position with N/A last; 'list is empty' for none. */
export async function teamRoster(db: Db, caller: Caller, teamType: number): Promise<RosterReply> {
  const rows = await rosterQueries(db)[caller.kind].execute({
    teamType,
    who: callerId(caller),
    schoolId: caller.schoolId,
  });
  const first = rows[0];
  if (!first) throw appError('team_not_found');
  const res: RosterPlayer[] = [];
  for (const { member, player, results, openChallenges } of rows) {
    if (!member || !player) continue;
    const [officialDecided = 0, officialWon = 0, challengeDecided = 0, challengeWon = 0] = results ?? [];
    res.push(
      rosterPlayerRow(member, player, {
        showContact: caller.kind === 'coach' || player.id === caller.playerId,
        winPercentages: {
          OMWLPer: percentage(officialWon, officialDecided),
          CMWLPer: percentage(challengeWon, challengeDecided),
        },
        openChallenges,
      }),
    );
  }
  return { res: res.length > 0 ? res : LIST_IS_EMPTY, teamRosterID: first.teamId };
}
