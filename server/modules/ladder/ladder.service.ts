import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  LIST_IS_EMPTY,
  MAX_POSITION,
  NO_POSITION,
  type LadderChange,
  type RosterPlayer,
  type RosterReply,
} from '../../../contract/ladder';
import { callerId, type Caller, type CoachCaller } from '../../auth/guards';
import { generatePin } from '../../auth/login-code';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import {
  coachTeams,
  ladderChangeTeams,
  ladderChanges,
  players,
  rosterPlayers,
  schools,
  teamRosters,
} from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { rosterByPin, startTeam, teamExists } from '../auth/auth.service';
import { acceptJoinedByPin } from '../outreach/contacts-access';
import { percentage } from '../matches/match-stats';
import { MATCH_TYPE } from '../../../contract/matches';
import { recordLadderChange, type LadderMove } from './ladder-history';
import { coachedTeam, coachedTeamOfType, coachesTeam, mayReadTeam, readableTeamOfType } from './team-access';
import {
  closeGapMoves,
  insertMoves,
  inverseMoves,
  moveTouches,
  swapMoves,
  touchedRosters,
  undoBlocker,
  type Membership,
} from './ladder-rules';

/** How many changes the history shows. */
const HISTORY_LENGTH = 20;

/**
 * Locks the ladders of these teams until the transaction ends, in id order so that two changes
 * touching the same two teams cannot deadlock. Every ladder change takes these locks before it
 * reads the ladder, so the positions it checks cannot change under it; the challenge logic of
 * the matches module should do the same before moving players.
 */
export async function lockLadders(tx: Db, rosterIds: readonly number[]): Promise<void> {
  const ids = [...new Set(rosterIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // NO KEY UPDATE: still lets player set-up insert memberships (its foreign key check needs a
  // KEY SHARE lock); such an insert racing for a place is caught by the deferred unique check.
  await tx
    .select({ id: teamRosters.id })
    .from(teamRosters)
    .where(inArray(teamRosters.id, ids))
    .orderBy(asc(teamRosters.id))
    .for('no key update');
}

/**
 * A position taken by a writer that did not lock the ladder surfaces as a unique violation
 * when the transaction commits (the constraint is deferred): it is the position-taken 409.
 */
export function asPositionConflict(err: unknown): unknown {
  return pgErrorCode(err) === '23505' ? appError('position_taken') : err;
}

async function ladderTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => run(tx as unknown as Db));
  } catch (err) {
    throw asPositionConflict(err);
  }
}

const membershipColumns = {
  rosterPlayerId: rosterPlayers.id,
  playerId: rosterPlayers.playerId,
  rosterId: rosterPlayers.rosterId,
  position: rosterPlayers.position,
};

/** The memberships on some teams, plus those of some players wherever they are. */
async function memberships(
  tx: Db,
  rosterIds: readonly number[],
  playerIds: readonly number[] = [],
): Promise<Membership[]> {
  const onTeams = inArray(rosterPlayers.rosterId, [...rosterIds]);
  return tx
    .select(membershipColumns)
    .from(rosterPlayers)
    .where(playerIds.length > 0 ? or(onTeams, inArray(rosterPlayers.playerId, [...playerIds])) : onTeams);
}

/** Membership `rosterPlayerId` of player `playerId` on team `rosterId`; 404 when they do not match. */
async function membershipOn(
  tx: Db,
  ids: { rosterPlayerId: number; playerId: number; rosterId: number },
): Promise<Membership> {
  const [row] = await tx
    .select(membershipColumns)
    .from(rosterPlayers)
    .where(
      and(
        eq(rosterPlayers.id, ids.rosterPlayerId),
        eq(rosterPlayers.playerId, ids.playerId),
        eq(rosterPlayers.rosterId, ids.rosterId),
      ),
    );
  if (!row) throw appError('player_not_on_team');
  return row;
}

/**
 * Applies moves to the memberships in one statement per kind: removals delete the membership,
 * everything else sets its team and position. Positions are only checked at commit, so the order
 * of the rows does not matter.
 */
async function applyMoves(tx: Db, moves: readonly LadderMove[]): Promise<void> {
  const removed = moves.filter((m) => m.toRosterId === null).map((m) => m.rosterPlayerId);
  const placed = moves.filter((m) => m.toRosterId !== null);
  if (removed.length > 0) await tx.delete(rosterPlayers).where(inArray(rosterPlayers.id, removed));
  if (placed.length === 0) return;
  const rows = sql.join(
    placed.map(
      (m) => sql`(${m.rosterPlayerId}::integer, ${m.toRosterId}::integer, ${m.toPosition}::integer)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${rosterPlayers} set roster_id = v.roster_id, position = v.position
        from (values ${rows}) as v(id, roster_id, position) where ${rosterPlayers.id} = v.id`,
  );
}

/** Win percentages of one player in official (OMWLPer) and challenge (CMWLPer) matches; 0 = no decided match. */
export interface WinPercentages {
  OMWLPer: number;
  CMWLPer: number;
}

export const NO_DECIDED_MATCHES: WinPercentages = { OMWLPer: 0, CMWLPer: 0 };

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
  opts: { showContact: boolean; winPercentages?: WinPercentages },
): RosterPlayer {
  const wins = opts.winPercentages ?? NO_DECIDED_MATCHES;
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
  };
}

/**
 * The ladder read of GET /api/auth/roster in one statement (it is the most frequent call): the
 * team the caller may read (as readableTeamOfType decides), its memberships with their players,
 * and each player's decided official and challenge matches on that team (as winPercentages
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
      where mp.player_id = ${rosterPlayers.playerId} and m.roster_id = ${teamRosters.id}
        and m.match_type in (${sql.raw(`${MATCH_TYPE.challenge}, ${MATCH_TYPE.official}`)})
        and m.winner_side is not null)`;
  return db
    .select({ teamId: teamRosters.id, member: rosterPlayers, player: players, results })
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
  for (const { member, player, results } of rows) {
    if (!member || !player) continue;
    const [officialDecided = 0, officialWon = 0, challengeDecided = 0, challengeWon = 0] = results ?? [];
    res.push(
      rosterPlayerRow(member, player, {
        showContact: caller.kind === 'coach' || player.id === caller.playerId,
        winPercentages: {
          OMWLPer: percentage(officialWon, officialDecided),
          CMWLPer: percentage(challengeWon, challengeDecided),
        },
      }),
    );
  }
  return { res: res.length > 0 ? res : LIST_IS_EMPTY, teamRosterID: first.teamId };
}

/** POST /api/auth/roster/pin: the Team PIN of a team the coach coaches. */
export async function teamPin(db: Db, caller: CoachCaller, rosterId: number): Promise<string> {
  return (await coachedTeam(db, caller, rosterId)).pin;
}

/** POST /api/auth/roster/pin/reset: a new 6-digit PIN, unique across every school; the old one stops working. */
export async function resetTeamPin(db: Db, caller: CoachCaller, rosterId: number): Promise<string> {
  const team = await coachedTeam(db, caller, rosterId);
  for (let attempt = 0; attempt < 20; attempt++) {
    const pin = generatePin();
    if (pin === team.pin) continue;
    try {
      const [row] = await db
        .update(teamRosters)
        .set({ pin })
        .where(eq(teamRosters.id, team.id))
        .returning({ pin: teamRosters.pin });
      if (row) return row.pin;
    } catch (err) {
      // Another team holds this PIN: draw again.
      if (pgErrorCode(err) !== '23505') throw err;
    }
  }
  throw new Error('could not find a free Team PIN');
}

/**
 * POST /api/auth/roster/isAbleToSwitch: whether `position` on the coach's team of type `teamType`
 * is free for membership `rosterPlayerId` (free, or held by that same membership).
 */
export async function isAbleToSwitch(
  db: Db,
  caller: CoachCaller,
  input: { position: number; teamType: number; rosterPlayerId: number },
): Promise<boolean> {
  const target = await coachedTeamOfType(db, caller, input.teamType);
  const [member] = await db
    .select({ id: rosterPlayers.id })
    .from(rosterPlayers)
    .innerJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(and(eq(rosterPlayers.id, input.rosterPlayerId), coachesTeam(caller)));
  if (!member) throw appError('player_not_on_team');
  const [holder] = await db
    .select({ id: rosterPlayers.id })
    .from(rosterPlayers)
    .where(and(eq(rosterPlayers.rosterId, target.id), eq(rosterPlayers.position, input.position)));
  return !holder || holder.id === member.id;
}

/**
 * PUT /api/auth/roster/updatePosition: moves a player to a free position on one of the coach's
 * teams (409 when it is taken). Leaving a team closes the gap there, as a removal does; a move
 * within a team leaves the old place empty, because the coach chose both places. Recorded as a
 * 'coach-move' change; moving a player to where they already are changes nothing.
 */
export async function updatePosition(
  db: Db,
  caller: CoachCaller,
  input: { playerId: number; rosterPlayerId: number; rosterId: number; teamType: number; position: number },
): Promise<void> {
  const source = await coachedTeam(db, caller, input.rosterId);
  const target = await coachedTeamOfType(db, caller, input.teamType);
  await ladderTransaction(db, async (tx) => {
    await lockLadders(tx, [source.id, target.id]);
    const member = await membershipOn(tx, input);
    if (member.rosterId === target.id && member.position === input.position) return;
    const [holder] = await tx
      .select({ id: rosterPlayers.id })
      .from(rosterPlayers)
      .where(and(eq(rosterPlayers.rosterId, target.id), eq(rosterPlayers.position, input.position)));
    if (holder) throw appError('position_taken');
    const moves: LadderMove[] = [
      {
        rosterPlayerId: member.rosterPlayerId,
        playerId: member.playerId,
        fromRosterId: source.id,
        fromPosition: member.position,
        toRosterId: target.id,
        toPosition: input.position,
      },
    ];
    if (target.id !== source.id) {
      const rest = (await memberships(tx, [source.id])).filter(
        (m) => m.rosterPlayerId !== member.rosterPlayerId,
      );
      moves.push(...closeGapMoves(rest, source.id, member.position));
    }
    await applyMoves(tx, moves);
    await recordLadderChange(tx, {
      rosterId: source.id,
      reason: 'coach-move',
      actorCoachId: caller.coachId,
      moves,
    });
  });
}

/** A membership of team `rosterId` by its id alone; 404 when it is not on that team. */
async function memberOfTeam(tx: Db, rosterId: number, rosterPlayerId: number): Promise<Membership> {
  const [row] = await tx
    .select(membershipColumns)
    .from(rosterPlayers)
    .where(and(eq(rosterPlayers.id, rosterPlayerId), eq(rosterPlayers.rosterId, rosterId)));
  if (!row) throw appError('player_not_on_team');
  return row;
}

/**
 * PUT /api/auth/roster/insertPosition: "move to place N" within the player's team: the player takes
 * the place and the players in between shift one place (insertMoves), in one transaction, recorded
 * as one 'coach-move' change that one undo reverses. 409 when the place is past the ladder's end or
 * the ladder has no room below it; nothing changes when the player is there already.
 */
export async function insertAtPosition(
  db: Db,
  caller: CoachCaller,
  input: { rosterId: number; rosterPlayerId: number; position: number },
): Promise<void> {
  await coachMoveOnTeam(db, caller, input.rosterId, async (tx, teamId) => {
    const member = await memberOfTeam(tx, teamId, input.rosterPlayerId);
    const moves = insertMoves(await memberships(tx, [teamId]), member, input.position, MAX_POSITION);
    if (moves === 'past-end') throw appError('insert_past_end');
    if (moves === 'full') throw appError('ladder_full');
    return moves;
  });
}

/**
 * PUT /api/auth/roster/swapPositions: two players of one of the coach's teams exchange places, in
 * one transaction, recorded as one 'coach-move' change. 400 for a player swapped with themselves,
 * 404 when either is not on the team.
 */
export async function swapPositions(
  db: Db,
  caller: CoachCaller,
  input: { rosterId: number; rosterPlayerId: number; otherRosterPlayerId: number },
): Promise<void> {
  if (input.rosterPlayerId === input.otherRosterPlayerId) throw appError('swap_with_self');
  await coachMoveOnTeam(db, caller, input.rosterId, async (tx, teamId) => {
    const a = await memberOfTeam(tx, teamId, input.rosterPlayerId);
    const b = await memberOfTeam(tx, teamId, input.otherRosterPlayerId);
    return a.position === b.position ? [] : swapMoves(a, b);
  });
}

/**
 * A coach's reordering of one of their teams: the moves `plan` works out under the team's ladder
 * lock are applied in one transaction and recorded as one 'coach-move' change (one undo reverses
 * them); no moves, no change.
 */
async function coachMoveOnTeam(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  plan: (tx: Db, teamId: number) => Promise<LadderMove[]>,
): Promise<void> {
  const team = await coachedTeam(db, caller, rosterId);
  await ladderTransaction(db, async (tx) => {
    await lockLadders(tx, [team.id]);
    const moves = await plan(tx, team.id);
    if (moves.length === 0) return;
    await applyMoves(tx, moves);
    await recordLadderChange(tx, {
      rosterId: team.id,
      reason: 'coach-move',
      actorCoachId: caller.coachId,
      moves,
    });
  });
}

/**
 * DELETE /api/auth/roster/deletePlayer: takes a player off the team (their account stays); everyone
 * placed below moves up one. Recorded as a 'removed' change, so the coach can undo it.
 */
export async function deletePlayer(
  db: Db,
  caller: CoachCaller,
  input: { rosterId: number; playerId: number; rosterPlayerId: number },
): Promise<void> {
  const team = await coachedTeam(db, caller, input.rosterId);
  await ladderTransaction(db, async (tx) => {
    await lockLadders(tx, [team.id]);
    const member = await membershipOn(tx, input);
    const rest = (await memberships(tx, [team.id])).filter((m) => m.rosterPlayerId !== member.rosterPlayerId);
    const moves: LadderMove[] = [
      {
        rosterPlayerId: member.rosterPlayerId,
        playerId: member.playerId,
        fromRosterId: team.id,
        fromPosition: member.position,
        toRosterId: null,
        toPosition: null,
      },
      ...closeGapMoves(rest, team.id, member.position),
    ];
    await applyMoves(tx, moves);
    await recordLadderChange(tx, {
      rosterId: team.id,
      reason: 'removed',
      actorCoachId: caller.coachId,
      moves,
    });
  });
}

/**
 * POST /api/auth/joinTeam, its check: the team the PIN opens, of this type at the coach's school.
 * Every attempt counts against the PIN limits (per address and per coach). A PIN of another team,
 * another type or another school is the same 'wrong pin', so a guess reveals nothing.
 */
export async function teamToJoin(
  db: Db,
  caller: CoachCaller,
  input: { school: string; teamType: number; pin: string },
  clientAddress: string,
): Promise<number> {
  const roster = await rosterByPin(db, input.pin, {
    address: clientAddress,
    user: `coach:${caller.coachId}`,
  });
  if (!roster || roster.teamType !== input.teamType || roster.schoolId !== caller.schoolId)
    throw appError('wrong_pin');
  const [school] = await db
    .select({ value: schools.value })
    .from(schools)
    .where(eq(schools.id, roster.schoolId));
  if (school?.value !== input.school) throw appError('wrong_pin');
  return roster.id;
}

/**
 * POST /api/auth/joinTeam, its change: the coach coaches the team found by `teamToJoin` (409 when
 * they already do). A coach the team's PIN was given to is one of the school's coaches, so the
 * school's shared contacts open to them.
 */
export async function joinRoster(db: Db, caller: CoachCaller, rosterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(coachTeams)
      .values({ coachId: caller.coachId, rosterId })
      .onConflictDoNothing()
      .returning({ rosterId: coachTeams.rosterId });
    if (inserted.length === 0) throw appError('already_coach');
    await acceptJoinedByPin(tx, caller.coachId);
  });
}

/**
 * POST /api/auth/addTeam: the coach starts a team of their school that nobody has started yet
 * (409 naming it otherwise, also when two coaches start it at once) and coaches it.
 */
export async function addTeam(db: Db, caller: CoachCaller, teamType: number): Promise<number> {
  const [school] = await db
    .select({ id: schools.id, label: schools.label })
    .from(schools)
    .where(eq(schools.id, caller.schoolId));
  if (!school) throw appError('school_not_found');
  try {
    return await db.transaction((tx) => startTeam(tx as unknown as Db, caller.coachId, school, teamType));
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw teamExists(school, teamType);
    throw err;
  }
}

function teamMovesOf(moves: readonly LadderMove[], rosterId: number) {
  return moves.filter((m) => moveTouches(m, rosterId));
}

/**
 * GET /api/auth/ladder-changes: the team's last 20 ladder changes, newest first, each with the
 * moves that start or end on this team (a move between two teams shows in both histories).
 */
export async function ladderHistory(db: Db, caller: Caller, teamType: number): Promise<LadderChange[]> {
  const team = await readableTeamOfType(db, caller, teamType);
  const rows = await db
    .select({ change: ladderChanges })
    .from(ladderChangeTeams)
    .innerJoin(ladderChanges, eq(ladderChanges.id, ladderChangeTeams.changeId))
    .where(eq(ladderChangeTeams.rosterId, team.id))
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
  return rows.map(({ change }) => ({
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
  }));
}

/** The team's newest change that can still be undone (undo records themselves are not undone). */
async function latestUndoable(tx: Db, rosterId: number) {
  const [row] = await tx
    .select({ change: ladderChanges })
    .from(ladderChangeTeams)
    .innerJoin(ladderChanges, eq(ladderChanges.id, ladderChangeTeams.changeId))
    .where(
      and(
        eq(ladderChangeTeams.rosterId, rosterId),
        ne(ladderChanges.reason, 'undo'),
        isNull(ladderChanges.undoneAt),
      ),
    )
    .orderBy(desc(ladderChangeTeams.changeId))
    .limit(1);
  return row?.change;
}

/**
 * POST /api/auth/ladder-changes/undo: undoes the team's latest change that is not undone yet, by
 * putting every membership it moved back where it was (a removed player is put back on the team,
 * with the same SchoolTeamPlayerID), in one transaction, recorded as an 'undo' change. Repeated
 * undos walk back through the history. 409 when the ladder changed since in a way that makes it
 * impossible, or when the change also touched a team the coach does not coach. Returns the id of
 * the change undone.
 */
export async function undoLatestChange(db: Db, caller: CoachCaller, teamType: number): Promise<number> {
  const team = await coachedTeamOfType(db, caller, teamType);
  return ladderTransaction(db, async (tx) => {
    const candidate = await latestUndoable(tx, team.id);
    if (!candidate) throw appError('nothing_to_undo');
    const rosterIds = [...new Set([team.id, ...touchedRosters(candidate.moves)])];
    await lockLadders(tx, rosterIds);
    // Another undo may have won the lock first: the change must still be the latest.
    const change = await latestUndoable(tx, team.id);
    if (change?.id !== candidate.id) throw appError('ladder_changed');

    const coached = await tx
      .select({ id: teamRosters.id })
      .from(teamRosters)
      .where(and(inArray(teamRosters.id, rosterIds), coachesTeam(caller)));
    if (coached.length !== rosterIds.length) throw appError('undo_other_team');

    const playerIds = [...new Set(change.moves.map((m) => m.playerId))];
    const current = await memberships(tx, rosterIds, playerIds);
    const existing = await tx.select({ id: players.id }).from(players).where(inArray(players.id, playerIds));
    const blocker = undoBlocker(change.moves, current, new Set(existing.map((p) => p.id)));
    if (blocker?.kind === 'moved') {
      throw appError('undo_player_moved');
    }
    if (blocker?.kind === 'occupied') {
      throw appError('undo_place_taken');
    }

    const undo = inverseMoves(change.moves);
    const returning = change.moves.filter((m) => m.toRosterId === null);
    if (returning.length > 0) {
      await tx
        .insert(rosterPlayers)
        .overridingSystemValue()
        .values(
          returning.map((m) => ({
            id: m.rosterPlayerId,
            rosterId: m.fromRosterId,
            playerId: m.playerId,
            position: m.fromPosition,
          })),
        );
    }
    await applyMoves(
      tx,
      undo.filter((m) => !returning.some((r) => r.rosterPlayerId === m.rosterPlayerId)),
    );
    await tx.update(ladderChanges).set({ undoneAt: new Date() }).where(eq(ladderChanges.id, change.id));
    await recordLadderChange(tx, {
      rosterId: team.id,
      reason: 'undo',
      actorCoachId: caller.coachId,
      moves: undo,
    });
    return change.id;
  });
}
