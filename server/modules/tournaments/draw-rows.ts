import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PLAYOFF_STRUCTURE,
  TALLY_RULE,
  type DrawMatchup,
  type DrawType,
  type DrawView,
  type Seeding,
} from '../../../contract/tournaments/draws';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  tournamentDrawEntries,
  tournamentDrawMatchups,
  tournamentDraws,
  tournamentPlayers,
  tournaments,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { reachable } from './tournament-access';
import { groupStandings } from './draw-standings';

/** The one loader and presenter of a draw: the coach's and player's view, and the public page's. */

export type DrawRow = typeof tournamentDraws.$inferSelect;
export type MatchupRow = typeof tournamentDrawMatchups.$inferSelect;

/** A doubles entry's second player (tournament_draw_entries.partner_tournament_player_id). */
export const partners = alias(tournamentPlayers, 'draw_partner');

/**
 * The one rule for an entry's name: the player's, a doubles pair's "A / B" (select from
 * tournamentDrawEntries joined to tournamentPlayers and left-joined to `partners`).
 */
export const entryName = sql<string>`concat_ws(' / ', ${tournamentPlayers.name}, ${partners.name})`;

/** The draw of a tournament the caller reaches (tournament-access.ts), else 404. */
export async function reachableDraw(db: Db, caller: Caller, tournamentId: number): Promise<DrawRow> {
  const [row] = await db
    .select({ draw: tournamentDraws })
    .from(tournamentDraws)
    .innerJoin(tournaments, eq(tournaments.id, tournamentDraws.tournamentId))
    .where(and(eq(tournamentDraws.tournamentId, tournamentId), reachable(db, caller)));
  if (!row) throw appError('draw_not_found');
  return row.draw;
}

/** The matches of a draw, in structure, round and position order. */
export function drawMatchups(db: Db, drawId: number): Promise<MatchupRow[]> {
  return db
    .select()
    .from(tournamentDrawMatchups)
    .where(eq(tournamentDrawMatchups.drawId, drawId))
    .orderBy(
      asc(tournamentDrawMatchups.structure),
      asc(tournamentDrawMatchups.round),
      asc(tournamentDrawMatchups.position),
    );
}

const winnerOf = (w: number | null) => (w === 1 || w === 2 ? w : null);

/** Who sees the draw: a coach (sees the public token), a player (their own entry marked) or the public. */
export type DrawViewer = { kind: 'coach' } | { kind: 'player'; playerId: number } | { kind: 'public' };

export async function loadDrawView(db: Db, draw: DrawRow, viewer: DrawViewer): Promise<DrawView> {
  const [tournament] = await db
    .select({ name: tournaments.name })
    .from(tournaments)
    .where(eq(tournaments.id, draw.tournamentId));
  const entries = await db
    .select({
      entry: tournamentDrawEntries,
      name: entryName,
      playerId: tournamentPlayers.playerId,
      partnerId: partners.playerId,
    })
    .from(tournamentDrawEntries)
    .innerJoin(tournamentPlayers, eq(tournamentPlayers.id, tournamentDrawEntries.tournamentPlayerId))
    .leftJoin(partners, eq(partners.id, tournamentDrawEntries.partnerTournamentPlayerId))
    .where(eq(tournamentDrawEntries.drawId, draw.id))
    .orderBy(asc(tournamentDrawEntries.id));
  const matchups = await drawMatchups(db, draw.id);
  const names = draw.structureNames;
  const isGroup = draw.drawType === 'round_robin';
  // A round robin's structures are its groups, then its playoff (if made), an elimination.
  const playoffIndex = names.indexOf(PLAYOFF_STRUCTURE);
  const groupAt = (index: number) => isGroup && (playoffIndex < 0 || index < playoffIndex);
  const out = (m: MatchupRow): DrawMatchup => ({
    id: m.id,
    structure: m.structure,
    round: m.round,
    position: m.position,
    sides: [
      { entryId: m.side1EntryId, bye: m.side1Bye },
      { entryId: m.side2EntryId, bye: m.side2Bye },
    ],
    winner: winnerOf(m.winner),
    score: m.score ?? '',
    outcome: m.outcome,
  });
  const structures = names.map((name, index) => {
    const mine = matchups.filter((m) => m.structure === index);
    const groupEntries = entries.filter((e) => e.entry.structure === index).map((e) => e.entry.id);
    return {
      index,
      name,
      kind: groupAt(index) ? ('group' as const) : ('elimination' as const),
      matchups: mine.map(out),
      standings: groupAt(index)
        ? groupStandings(
            groupEntries,
            mine
              .filter((m) => !m.side1Bye && !m.side2Bye)
              .map((m) => ({
                side1: m.side1EntryId,
                side2: m.side2EntryId,
                winner: winnerOf(m.winner),
                outcome: m.outcome,
                sets: m.scoreSets,
              })),
          )
        : null,
    };
  });
  // The main structure's (a round robin's: its playoff's) last match, whose winner goes nowhere (its loser
  // may, in a consolation draw).
  const mainIndex = isGroup ? playoffIndex : 0;
  const main = matchups.filter((m) => m.structure === mainIndex);
  const final =
    mainIndex >= 0
      ? main.find((m) => m.winnerToId === null && m.round === Math.max(...main.map((x) => x.round)))
      : undefined;
  const championId =
    final && final.winner ? (final.winner === 1 ? final.side1EntryId : final.side2EntryId) : null;
  return {
    id: draw.id,
    tournamentId: draw.tournamentId,
    tournamentName: tournament?.name ?? '',
    drawType: draw.drawType as DrawType,
    seeding: draw.seeding as Seeding,
    matchFormat: draw.matchFormat,
    publicToken: viewer.kind === 'coach' ? draw.publicToken : null,
    liveVersion: draw.liveVersion,
    doubles: draw.doubles,
    entries: entries.map((e) => ({
      id: e.entry.id,
      name: e.name,
      seed: e.entry.seed,
      mine: viewer.kind === 'player' && (e.playerId === viewer.playerId || e.partnerId === viewer.playerId),
    })),
    structures,
    championId,
    tallyRule: isGroup ? [...TALLY_RULE] : null,
  };
}

export const viewerOf = (caller: Caller): DrawViewer =>
  caller.kind === 'coach' ? { kind: 'coach' } : { kind: 'player', playerId: caller.playerId };
