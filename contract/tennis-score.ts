/**
 * Tennis scores as a coach writes them, parsed and checked. Pure and free of imports so the web form and the
 * server accept and refuse exactly the same scores, with exactly the same reasons.
 *
 * POINT OF VIEW: every set is written side 1 first. "6-4" means side 1 won the set six games to four, whoever
 * won the match. Side 1 is the first player of a singles match, or the first two players of a doubles match
 * (the order the match was created with).
 *
 * GRAMMAR (case-insensitive; a comma may separate sets; spaces inside a set are ignored):
 *
 *     score   = "w/o"                       walkover: no play, so no score
 *             | "def."                      default before any play
 *             | set { " " set } [ ending ]
 *     set     = games "-" games             a set: 6-4, 7-5, 3-6, 8-6 (pro set)
 *             | games "-" games "(" n ")"   a set decided by a tiebreak: 7-6(5), 6-7(10), 9-8(4);
 *                                           n = the LOSER's tiebreak points, the winner had max(7, n + 2)
 *             | "[" n "-" n "]"             a 10-point match tiebreak played instead of the deciding set: [10-7]
 *     ending  = "ret."                      a side retired: the last set may be unfinished
 *             | "def."                      a side was defaulted: the last set may be unfinished
 *
 * A deciding match tiebreak may also be written without brackets ("6-4 3-6 10-8"), since no set to 6 games
 * reaches 10. Aliases: "wo", "w.o.", "walkover"; "ret", "retired"; "def", "default". The en dash counts as "-".
 *
 * FORMATS (told apart by the score itself, the shortest that fits is reported):
 *   best-of-3  sets to 6 games (win by 2, 7-5 possible), a 7-point tiebreak at 6-6; the third set may be a
 *              match tiebreak to 10 (win by 2)
 *   best-of-5  the same with three sets to win; the fifth set may be a match tiebreak
 *   pro-set    one set to 8 games (win by 2), a 7-point tiebreak at 8-8: 8-6, 9-7, 9-8(5)
 *
 * OUTCOMES: completed (the score decides the match and names the winner), retired and default (the score shows
 * where play stopped; either side may have won, so the winner comes from the result form), walkover (no score).
 */

export type MatchOutcome = 'completed' | 'retired' | 'walkover' | 'default';
export type MatchFormat = 'best-of-3' | 'best-of-5' | 'pro-set';
export type Side = 1 | 2;

export interface ScoreSet {
  /** Games (points, for a match tiebreak) won by side 1 and side 2. */
  side1: number;
  side2: number;
  kind: 'set' | 'match-tiebreak';
  /** The loser's points in the tiebreak that decided a 7-6 (or 9-8) set; null otherwise. */
  tiebreak: number | null;
  /** Who won the set; null for the unfinished last set of a retired or defaulted match. */
  winnerSide: Side | null;
}

export interface ScoreAccepted {
  ok: true;
  /** The score in its canonical spelling, e.g. "6-4 3-6 [10-7]", "6-3 2-1 ret.", "w/o". */
  text: string;
  sets: ScoreSet[];
  outcome: MatchOutcome;
  /** null for a walkover or a default before play. */
  format: MatchFormat | null;
  /** The side the score makes the winner; null when the score alone cannot tell (retired, default, walkover). */
  winnerSide: Side | null;
}

export interface ScoreRefused {
  ok: false;
  /** Why the score cannot happen, written for the coach who typed it. */
  reason: string;
}

export type ParsedScore = ScoreAccepted | ScoreRefused;

/** Longest score text accepted (five sets with tiebreaks and an ending fit easily). */
export const MAX_SCORE_LENGTH = 80;

interface RawSet {
  a: number;
  b: number;
  tiebreak: number | null;
  bracketed: boolean;
}

type SetResult = { status: 'won'; side: Side } | { status: 'open' } | { status: 'bad'; why: string };

const WALKOVER = new Set(['w/o', 'wo', 'w.o.', 'w.o', 'walkover']);
const RETIRED = new Set(['ret.', 'ret', 'retired']);
const DEFAULTED = new Set(['def.', 'def', 'default']);
const SET_TOKEN = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/;
const MATCH_TIEBREAK_TOKEN = /^\[(\d{1,2})-(\d{1,2})\]$/;

const refuse = (reason: string): ScoreRefused => ({ ok: false, reason });

/** Parses and checks a score written from side 1's point of view (see the grammar above). */
export function parseScore(input: string): ParsedScore {
  if (input.length > MAX_SCORE_LENGTH)
    return refuse(`The score is too long (at most ${MAX_SCORE_LENGTH} characters)`);
  const tokens = input
    .toLowerCase()
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/,/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*\)/g, ')')
    .replace(/\[\s*/g, '[')
    .replace(/\s*\]/g, ']')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (tokens.length === 0) return refuse('The score is empty');

  const last = tokens[tokens.length - 1]!;
  if (tokens.length === 1 && WALKOVER.has(last)) return accepted([], 'walkover', null, null);
  if (tokens.length === 1 && DEFAULTED.has(last)) return accepted([], 'default', null, null);

  let outcome: MatchOutcome = 'completed';
  if (RETIRED.has(last)) outcome = 'retired';
  else if (DEFAULTED.has(last)) outcome = 'default';
  const setTokens = outcome === 'completed' ? tokens : tokens.slice(0, -1);
  if (setTokens.length === 0) {
    return refuse(
      "A retirement needs the score when play stopped, e.g. 6-3 2-1 ret. (a match never played is 'w/o')",
    );
  }

  const sets: RawSet[] = [];
  for (const [i, token] of setTokens.entries()) {
    if (WALKOVER.has(token)) return refuse("A walkover has no score: write just 'w/o'");
    if (RETIRED.has(token) || DEFAULTED.has(token))
      return refuse("'ret.' or 'def.' can only come at the end of the score");
    const set = SET_TOKEN.exec(token);
    const tiebreak = MATCH_TIEBREAK_TOKEN.exec(token);
    if (set) {
      sets.push({
        a: Number(set[1]),
        b: Number(set[2]),
        tiebreak: set[3] === undefined ? null : Number(set[3]),
        bracketed: false,
      });
    } else if (tiebreak) {
      sets.push({ a: Number(tiebreak[1]), b: Number(tiebreak[2]), tiebreak: null, bracketed: true });
    } else {
      return refuse(
        `Set ${i + 1}: "${token}" is not a set; write sets like 6-4, a tiebreak set like 7-6(5), a match tiebreak like [10-7], and end with ret. or def. if play stopped`,
      );
    }
  }

  const candidates: MatchFormat[] = ['best-of-3', 'best-of-5'];
  const first = sets[0]!;
  const firstTop = Math.max(first.a, first.b);
  if (!first.bracketed) {
    // An 8 or 9 in the first set means a pro set was most likely meant: explain against it first.
    if (firstTop === 8 || firstTop === 9) candidates.unshift('pro-set');
    else candidates.push('pro-set');
  }
  let best: Refusal | null = null;
  for (const format of candidates) {
    const result = checkSets(sets, format, outcome);
    if (result.ok) return result;
    // Explain against the format the score got furthest in: that is the one the coach was writing.
    if (!best || result.at > best.at) best = result;
  }
  return { ok: false, reason: best!.reason };
}

function accepted(
  sets: ScoreSet[],
  outcome: MatchOutcome,
  format: MatchFormat | null,
  winnerSide: Side | null,
): ScoreAccepted {
  let text = sets
    .map((s) =>
      s.kind === 'match-tiebreak'
        ? `[${s.side1}-${s.side2}]`
        : `${s.side1}-${s.side2}${s.tiebreak === null ? '' : `(${s.tiebreak})`}`,
    )
    .join(' ');
  if (outcome === 'walkover') text = 'w/o';
  else if (outcome === 'retired') text += ' ret.';
  else if (outcome === 'default') text = sets.length === 0 ? 'def.' : `${text} def.`;
  return { ok: true, text, sets, outcome, format, winnerSide };
}

/** A refusal under one format, with how many sets were fine before it (the whole score when the ending is wrong). */
interface Refusal extends ScoreRefused {
  at: number;
}

/** Checks the sets against one format: each set possible, none after the match was decided, the ending right. */
function checkSets(raw: RawSet[], format: MatchFormat, outcome: MatchOutcome): ScoreAccepted | Refusal {
  const refuseAt = (at: number, reason: string): Refusal => ({ ok: false, reason, at });
  const need = format === 'best-of-5' ? 3 : format === 'best-of-3' ? 2 : 1;
  const won = { 1: 0, 2: 0 };
  const sets: ScoreSet[] = [];
  let winnerSide: Side | null = null;

  for (const [i, set] of raw.entries()) {
    const n = i + 1;
    if (winnerSide !== null) {
      return refuseAt(
        i,
        format === 'pro-set'
          ? `Set ${n} is not needed: an 8-game pro set is the whole match`
          : `Set ${n} is not needed: the match was already decided`,
      );
    }
    const deciding = format !== 'pro-set' && won[1] === need - 1 && won[2] === need - 1;
    const isLast = n === raw.length;
    const asMatchTiebreak = set.bracketed || (deciding && Math.max(set.a, set.b) >= 10);

    let result: SetResult;
    if (asMatchTiebreak) {
      if (format === 'pro-set')
        return refuseAt(i, `Set ${n}: a match tiebreak does not go with an 8-game pro set`);
      if (!deciding) {
        return refuseAt(
          i,
          `Set ${n}: a match tiebreak ${shown(set)} only replaces the deciding set (at ${need === 2 ? 'one set all' : 'two sets all'})`,
        );
      }
      if (set.tiebreak !== null)
        return refuseAt(i, `Set ${n}: a match tiebreak is written with its points only, e.g. [10-8]`);
      result = matchTiebreak(set.a, set.b);
    } else {
      result = gamesSet(set, format === 'pro-set' ? 8 : 6);
    }

    if (result.status === 'bad') return refuseAt(i, `Set ${n}: ${result.why}`);
    if (result.status === 'open') {
      if (outcome === 'completed' || !isLast)
        return refuseAt(i, `Set ${n}: ${unfinishedReason(set, asMatchTiebreak, format)}`);
    } else {
      won[result.side] += 1;
      if (won[result.side] === need) winnerSide = result.side;
    }
    sets.push({
      side1: set.a,
      side2: set.b,
      kind: asMatchTiebreak ? 'match-tiebreak' : 'set',
      tiebreak: set.tiebreak,
      winnerSide: result.status === 'won' ? result.side : null,
    });
  }

  if (outcome === 'completed') {
    if (winnerSide === null) {
      return refuseAt(
        raw.length,
        `The match is not finished: the sets stand ${won[1]}-${won[2]} and a side needs ${need} to win; add the missing set, or end the score with ret. or def. if play stopped`,
      );
    }
    return accepted(sets, outcome, format, winnerSide);
  }
  if (winnerSide !== null) {
    return refuseAt(
      raw.length,
      `The match was already decided, so it cannot end with ${outcome === 'retired' ? 'ret.' : 'def.'}`,
    );
  }
  return accepted(sets, outcome, format, null);
}

/** A set to `to` games (6, or 8 for a pro set): won by two, or by a 7-point tiebreak at to-to. */
function gamesSet(set: RawSet, to: 6 | 8): SetResult {
  const { a, b, tiebreak } = set;
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  const side: Side = a > b ? 1 : 2;
  const name = to === 6 ? 'a set to 6 games' : 'an 8-game pro set';
  const tiebreakScore = side === 1 ? `${to + 1}-${to}` : `${to}-${to + 1}`;

  if (high === to + 1 && low === to) {
    if (tiebreak === null)
      return {
        status: 'bad',
        why: `${a}-${b} was decided by a tiebreak at ${to}-${to}: add the loser's tiebreak points, e.g. ${a}-${b}(5)`,
      };
    return { status: 'won', side };
  }
  const finished = (high === to && low <= to - 2) || (high === to + 1 && low === to - 1);
  if (tiebreak !== null) {
    return {
      status: 'bad',
      why: finished
        ? `${a}-${b} is a finished set without a tiebreak; only ${tiebreakScore} has tiebreak points in brackets`
        : `only a ${tiebreakScore} set has tiebreak points in brackets`,
    };
  }
  if (finished) return { status: 'won', side };
  if (high < to || (high === to && low >= to - 1)) return { status: 'open' };
  if (high === to + 1 && low <= to - 2) {
    const over = side === 1 ? `${to}-${low}` : `${low}-${to}`;
    return { status: 'bad', why: `${a}-${b} cannot happen: the set was over at ${over}` };
  }
  const hint = high >= 10 && to === 6 ? '; a 10-point match tiebreak only replaces the deciding set' : '';
  return {
    status: 'bad',
    why: `${a}-${b} cannot happen in ${name}: at ${to}-${to} a tiebreak decides it, so it ends ${to + 1}-${to} at most${hint}`,
  };
}

/** A 10-point match tiebreak: first to 10 with a lead of two. */
function matchTiebreak(a: number, b: number): SetResult {
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  const side: Side = a > b ? 1 : 2;
  if (high < 10 || high - low < 2) return { status: 'open' };
  if (high > 10 && high - low > 2) {
    const endHigh = low <= 8 ? 10 : low + 2;
    const over = side === 1 ? `${endHigh}-${low}` : `${low}-${endHigh}`;
    return { status: 'bad', why: `[${a}-${b}] cannot happen: the match tiebreak was over at [${over}]` };
  }
  return { status: 'won', side };
}

function shown(set: RawSet): string {
  return set.bracketed ? `[${set.a}-${set.b}]` : `${set.a}-${set.b}`;
}

function unfinishedReason(set: RawSet, asMatchTiebreak: boolean, format: MatchFormat): string {
  if (asMatchTiebreak) {
    return `${shown(set)} is not finished: a match tiebreak is won with 10 points and a lead of two, e.g. [10-8] or [12-10]`;
  }
  const to = format === 'pro-set' ? 8 : 6;
  if (set.a === to && set.b === to) {
    return `${set.a}-${set.b} is not finished: at ${to}-${to} a tiebreak decides the set, written ${to + 1}-${to}(5)`;
  }
  return format === 'pro-set'
    ? `${set.a}-${set.b} is not finished: a pro set is won with 8 games and a lead of two (8-6, 9-7) or 9-8 in a tiebreak`
    : `${set.a}-${set.b} is not finished: a set is won with 6 games and a lead of two (6-4), 7-5, or 7-6 in a tiebreak`;
}
