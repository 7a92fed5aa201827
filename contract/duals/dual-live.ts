import { z } from 'zod';
import type { SidePair } from '../scores/tennis-score';
import type { DualTeamResult } from './dual-result';
import { lineNameSchema } from './lineup';

/**
 * Live dual scores (issue 33): a line scored as it is played, set by set or game by game, and what the live
 * pages show of a dual being played. Pure, shared by the server (which stores and streams it) and the web
 * app (which shows it).
 *
 * A line's live score is its games in each set so far, side 1 first; the last set is the one being played.
 * It is not a result: the line stays pending (dual-result.ts) until a coach enters its result, which clears
 * the live score. The team total counts the lines whose result stands, toward the lines needed to win.
 */

/** Sets a live score may hold (a best-of-five), and games a side may have in one (a long advantage set). */
export const LIVE_SETS_MAX = 5;
export const LIVE_GAMES_MAX = 99;

const games = z.number().int().min(0).max(LIVE_GAMES_MAX);
export const liveSetSchema = z.object({ side1: games, side2: games });
export type LiveSet = z.infer<typeof liveSetSchema>;

/**
 * PUT /api/auth/duals/{id}/lines/{line}/live (JSON): the line's whole live score as it now stands (side 1
 * first, the set being played last); an empty list clears it. Sending the whole score makes a repeat harmless.
 */
export const dualLiveScoreBody = z.object({ sets: z.array(liveSetSchema).max(LIVE_SETS_MAX) });
export type DualLiveScoreBody = z.input<typeof dualLiveScoreBody>;

const side = z.union([z.literal(1), z.literal(2)]);
const pair = z.object({ side1: z.number().int(), side2: z.number().int() });

/** A line being played and its live score. */
export const dualLiveLineSchema = z.object({ line: lineNameSchema, sets: z.array(liveSetSchema) });
export type DualLiveLine = z.infer<typeof dualLiveLineSchema>;

/** The team total toward the lines needed to win (dualTally). */
export const dualTallySchema = z.object({
  /** Lines won by each side (results that stand). */
  lines: pair,
  /** Lines a side needs to win the dual outright: more than half of the lines that will be played. */
  linesNeeded: z.number().int(),
  /** Lines without a result that stands yet. */
  pendingLines: z.number().int(),
  /** The side that can no longer be caught; null while either can still win. */
  clinchedBy: side.nullable(),
  final: z.boolean(),
  /** The winner once final (null: a tie, or not final). */
  winnerSide: side.nullable(),
});
export type DualTally = z.infer<typeof dualTallySchema>;

/** What the public page shows live: the version it is at, the lines being played, the team total. */
export const publicDualLiveSchema = z.object({
  version: z.number().int(),
  lines: z.array(dualLiveLineSchema),
  tally: dualTallySchema,
});

/**
 * The events of the live streams (text/event-stream; each event's id is the dual's live version):
 * - `dual` (public stream, GET /api/dual/{token}/live): the public page's answer (publicDualReply) as it now is;
 * - `change` (signed-in stream, GET /api/auth/duals/{id}/live): `{ version }`, the dual changed: read it again
 *   through the routes that check the caller's access (the stream itself carries nothing a seat may not see).
 * The first event is sent at once on every (re)connection: a viewer coming back never misses a change.
 */
export const DUAL_LIVE_EVENT = { dual: 'dual', change: 'change' } as const;
export const dualLiveChangeSchema = z.object({ version: z.number().int() });
export const dualLiveStreamText = z.string().describe('text/event-stream (server-sent events)');

/** The set being played: its number (1 for the first) and games; null before the first game is scored. */
export function currentSet(sets: readonly LiveSet[] | null): { number: number; games: SidePair } | null {
  if (!sets || sets.length === 0) return null;
  const last = sets[sets.length - 1]!;
  return { number: sets.length, games: { side1: last.side1, side2: last.side2 } };
}

/**
 * The team total of a dual toward the lines needed to win, from its team result (dual-result.ts). Lines
 * needed: more than half of the lines that will be played (unplayed lines are not); a side has clinched
 * when the other cannot reach its count with every pending line (dualTeamResult's clinchedBy), which is
 * the same as having the lines needed.
 */
export function dualTally(result: DualTeamResult): DualTally {
  const played = result.decidedLines + result.pendingLines;
  return {
    lines: { ...result.lines },
    linesNeeded: Math.floor(played / 2) + 1,
    pendingLines: result.pendingLines,
    clinchedBy: result.clinchedBy,
    final: result.final,
    winnerSide: result.winnerSide,
  };
}

/** A live score as the games of each set, "6-4 3-2" (side 1 first); empty without one. */
export function liveScoreText(sets: readonly LiveSet[] | null): string {
  return (sets ?? []).map((s) => `${s.side1}-${s.side2}`).join(' ');
}
