import { SKILL_HANDLES, TEAM_TYPES, type TeamType } from '../../../contract/common';
import { NO_POSITION, type LadderChange, type RosterPlayer } from '../../../contract/ladder';
import { orderedTeams, type TeamHandle } from '../../lib/teams';

type LadderChangeMove = LadderChange['moves'][number];

/**
 * The ladder's pure rules for the web app: which teams a ladder URL names, the order teams are
 * offered in, how positions and percentages are written and how the player search matches.
 */

/** SPEC.md section 2: jv-boys, var-boys, jv-girls, var-girls, in that order. */
export const TEAM_HANDLES: readonly TeamHandle[] = TEAM_TYPES.map((team) => SKILL_HANDLES[team]);

export function isTeamType(value: number): value is TeamType {
  return (TEAM_TYPES as readonly number[]).includes(value);
}

export type ChooserOutcome =
  | { kind: 'join' }
  | { kind: 'no-team' }
  | { kind: 'redirect'; team: TeamType }
  | { kind: 'cards'; teams: TeamType[] };

/**
 * What /ladder-choose shows. A coach with no team joins one; a coach with exactly one team goes
 * straight to its ladder, a coach with more picks one from cards; a player goes to their team's
 * ladder (or learns they have none).
 */
export function chooserOutcome(role: 'coach' | 'player', teams: readonly number[]): ChooserOutcome {
  const ordered = orderedTeams(teams);
  const first = ordered[0];
  if (first === undefined) return role === 'coach' ? { kind: 'join' } : { kind: 'no-team' };
  if (role === 'player' || ordered.length === 1) return { kind: 'redirect', team: first };
  return { kind: 'cards', teams: ordered };
}

export interface Formatters {
  number: (value: number) => string;
  percent: (value: number) => string;
}

/** Numbers and percentages written the way the chosen language writes them. */
export function formattersFor(language: string): Formatters {
  const number = new Intl.NumberFormat(language, { useGrouping: false });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return { number: (v) => number.format(v), percent: (v) => percent.format(v / 100) };
}

/** A ladder position, or null when the player has none (-1, shown as N/A). */
export function positionLabel(position: number, format: Formatters): string | null {
  return position === NO_POSITION || position < 1 ? null : format.number(position);
}

/** OMWLPer/CMWLPer are 0-100; 0 (no decided match) is shown as N/A (SPEC.md section 2). */
export function percentLabel(value: number, format: Formatters): string | null {
  return value === 0 ? null : format.percent(value);
}

export function fullName(player: Pick<RosterPlayer, 'FirstName' | 'LastName'>): string {
  return `${player.FirstName} ${player.LastName}`.trim();
}

/** SPEC.md section 9: at most 10 suggestions. */
export const SEARCH_LIMIT = 10;

/** Folds case and accents, so 'zoe' finds 'Zoë'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The players whose name (first, last or full), e-mail or player id contains every typed word,
 * in ladder order, at most 10. Nothing typed: the first 10.
 */
export function searchPlayers(players: readonly RosterPlayer[], query: string): RosterPlayer[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return players
    .filter((player) => {
      const haystack = fold(`${player.FirstName} ${player.LastName} ${player.Email} ${player.PlayerID}`);
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, SEARCH_LIMIT);
}

/** The position choices of the move dialog, 1 to 100 (SPEC.md section 9). */
export const POSITION_CHOICES: readonly number[] = Array.from({ length: 100 }, (_, i) => i + 1);

/**
 * The places "move to place N" offers a player (issue 17): from 1 to the ladder's last place (one
 * more for an N/A player, who joins the placed ones), as the server accepts them.
 */
export function insertChoices(
  ladder: readonly RosterPlayer[],
  player: Pick<RosterPlayer, 'SchoolTeamPlayerID' | 'Position'>,
): number[] {
  const placed = ladder
    .filter((p) => p.SchoolTeamPlayerID !== player.SchoolTeamPlayerID && p.Position !== NO_POSITION)
    .map((p) => p.Position);
  const last = Math.max(0, ...placed);
  const end = player.Position === NO_POSITION ? last + 1 : Math.max(last, player.Position);
  return Array.from({ length: Math.min(end, POSITION_CHOICES.length) }, (_, i) => i + 1);
}

export interface MoveText {
  /** i18n key under changes.move. */
  key: 'removed' | 'removedUnplaced' | 'between' | 'placed' | 'within';
  values: { name: string; from: string; to: string; fromTeam: number; toTeam: number };
}

/**
 * How one move of a ladder change reads: removed from the team, moved between teams, placed on
 * the ladder (from N/A) or moved within it. Positions are written numbers, or `na` for none.
 */
export function describeMove(move: LadderChangeMove, format: Formatters, na: string): MoveText {
  const from = positionLabel(move.fromPosition, format);
  const to = positionLabel(move.toPosition, format);
  const values = {
    name: move.playerName,
    from: from ?? na,
    to: to ?? na,
    fromTeam: move.fromTeam,
    toTeam: move.toTeam ?? move.fromTeam,
  };
  if (move.toTeam === null) return { key: from === null ? 'removedUnplaced' : 'removed', values };
  if (move.toTeam !== move.fromTeam) return { key: 'between', values };
  if (from === null) return { key: 'placed', values };
  return { key: 'within', values };
}

/** The change the server's undo would reverse: the newest one that is neither an undo nor undone. */
export function latestUndoable(changes: readonly LadderChange[]): LadderChange | undefined {
  return changes.find((change) => change.reason !== 'undo' && !change.undone);
}

/**
 * The score of the challenge match behind a 'challenge' change (canonical, side 1 first), or null:
 * none, another reason, or a server that does not send it yet (issue 19 asks the ladder-changes
 * reply for it).
 */
export function changeScore(change: LadderChange): string | null {
  if (change.reason !== 'challenge') return null;
  return change.score ? change.score : null;
}

/** Whether a row shows an e-mail or a phone (a teammate's are 'Not shared' with a player). */
export const sharesContacts = (player: RosterPlayer) => player.Email !== '' || player.PhoneNumber !== '';

/**
 * The phone list's hint: a tap shows contact details only where someone else's are shared; where
 * all are 'Not shared' (a player's teammates) it promises the win percentages alone.
 */
export function phoneHintKey(
  players: readonly RosterPlayer[],
  editable: boolean,
  ownPlayerId: number | undefined,
): string {
  const someShared = players.some((p) => p.PlayerID !== ownPlayerId && sharesContacts(p));
  if (editable) return someShared ? 'table.phoneCoachHint' : 'table.phoneCoachHintNoContacts';
  return someShared ? 'table.phoneHint' : 'table.phoneHintNoContacts';
}
