import type { Violation, ViolationPlayer } from './lineup-rules';

/**
 * Lineup violations in words. `violationI18n` gives the web its translation key and parameters (the web
 * renders ordinals and names in its own language); `describeViolation` is the English the server writes (API
 * replies, the reason kept with a published dual).
 */

export type ViolationParams = Record<string, string | number | null>;

export interface ViolationI18n {
  /** `lineup.violation.<code>`; an unplaced player's position parameter is null (the web words it). */
  key: `lineup.violation.${Violation['code']}`;
  params: ViolationParams;
}

function playerParams(prefix: string, players: readonly ViolationPlayer[]): ViolationParams {
  const params: ViolationParams = {};
  players.forEach((p, i) => {
    const n = players.length === 1 ? '' : String(i + 1);
    const key = (field: string) =>
      prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}${n}` : `${field}${n}`;
    params[key('name')] = p.name;
    params[key('position')] = p.position;
    params[key('value')] = p.value;
  });
  return params;
}

/**
 * The key and parameters of a violation. Parameters: `line`; the line's players as `name`, `position` (null
 * when unplaced), `value` (singles) or `name1`/`name2`, `position1`/`position2`, `value1`/`value2` (doubles);
 * the other line's as `otherLine`, `otherName`.. the same way; `sum`/`otherSum` for doubles order;
 * `playerId` for a player not on the roster.
 */
export function violationI18n(v: Violation): ViolationI18n {
  const key = `lineup.violation.${v.code}` as const;
  const params: ViolationParams = { line: v.line, ...playerParams('', v.players) };
  switch (v.code) {
    case 'singles-out-of-order':
      return {
        key,
        params: { ...params, otherLine: v.other.line, ...playerParams('other', v.other.players) },
      };
    case 'doubles-out-of-order':
      return {
        key,
        params: {
          ...params,
          sum: v.sum,
          otherLine: v.other.line,
          ...playerParams('other', v.other.players),
          otherSum: v.other.sum,
        },
      };
    case 'doubles-tie-out-of-order':
      return {
        key,
        params: {
          ...params,
          sum: v.sum,
          otherLine: v.other.line,
          ...playerParams('other', v.other.players),
          otherSum: v.other.sum,
        },
      };
    case 'moved-too-far':
      return { key, params: { ...params, previousLine: v.previousLine, limit: v.limit } };
    case 'player-on-two-lines':
      return { key, params: { ...params, otherLine: v.otherLine } };
    case 'not-on-roster':
      return { key, params: { ...params, playerId: v.playerId } };
    case 'same-player-twice':
    case 'player-unavailable':
    case 'empty-line':
    case 'incomplete-line':
      return { key, params };
  }
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st. */
export function englishOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "3rd"; "not placed" for an unplaced player. */
function place(p: ViolationPlayer): string {
  return p.position === null ? 'not placed' : englishOrdinal(p.position);
}

/** "Ana (4th)"; "Bea (not placed, counts as 7)". */
function partner(p: ViolationPlayer): string {
  return p.position === null ? `${p.name} (not placed, counts as ${p.value})` : `${p.name} (${place(p)})`;
}

function pair(players: readonly ViolationPlayer[]): string {
  return players.map(partner).join(' and ');
}

/** A violation in English, starting with its line: "S2: Ana is 5th on the ladder, below S3: Bea, 3rd". */
export function describeViolation(v: Violation): string {
  const [first] = v.players;
  const who = first?.name ?? '';
  switch (v.code) {
    case 'singles-out-of-order': {
      const other = v.other.players[0]!;
      const where =
        first!.position === null ? 'is not placed on the ladder' : `is ${place(first!)} on the ladder`;
      return `${v.line}: ${who} ${where}, below ${v.other.line}: ${other.name}, ${place(other)}`;
    }
    case 'doubles-out-of-order':
      return (
        `${v.line}: ${pair(v.players)} add up to ${v.sum} on the ladder, ` +
        `more than ${v.other.line}: ${pair(v.other.players)}, ${v.other.sum}`
      );
    case 'doubles-tie-out-of-order':
      return (
        `${v.line}: ${pair(v.players)} add up to ${v.sum}, the same as ${v.other.line}: ` +
        `${pair(v.other.players)}, whose better player is placed higher`
      );
    case 'moved-too-far':
      return `${v.line}: ${who} played ${v.previousLine} last round and may move at most ${v.limit} place(s)`;
    case 'player-on-two-lines':
      return `${v.line}: ${who} already plays ${v.otherLine} and may not play both lines`;
    case 'not-on-roster':
      return `${v.line}: player ${v.playerId} is not on the roster`;
    case 'same-player-twice':
      return `${v.line}: ${who} cannot be both partners of the pair`;
    case 'player-unavailable':
      return `${v.line}: ${who} is not available`;
    case 'empty-line':
      return `${v.line}: no player on this line`;
    case 'incomplete-line':
      return `${v.line}: the pair needs a second player`;
  }
}
