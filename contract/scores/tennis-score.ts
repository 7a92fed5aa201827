import {
  readMatchFormat,
  UNKNOWN_FORMAT_CANDIDATES,
  type GamesSetRule,
  type MatchFormatRule,
  type SetRule,
} from './match-format';

/**
 * Tennis scores as coaches, leagues and tours write them, parsed and checked against a match format (a TODS
 * matchUp format code, contract/match-format.ts). Pure, so the web form and the server accept and refuse exactly
 * the same scores, with exactly the same reasons.
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
 *     set     = games "-" games             a set: 6-4, 7-5, 3-6, 8-6 (pro set or advantage set), 16-14, 4-2
 *             | games "-" games "(" n ")"   a set decided by a tiebreak: 7-6(5), 6-7(10), 9-8(4), 4-3(5);
 *                                           n = the LOSER's tiebreak points. The points are optional ("7-6"),
 *                                           and may be written in full: 7-6(7-5). In an unfinished set of a
 *                                           retired match, 6-6(4) is a tiebreak stopped with the points written.
 *             | "[" n "-" n "]"             a match tiebreak (to 10) played instead of the deciding set: [10-7];
 *                                           also written "(10-7)" or "1-0(10-7)"
 *     ending  = "ret."                      a side retired: the last set may be unfinished
 *             | "def."                      a side was defaulted: the last set may be unfinished
 *
 * Where the format plays the deciding set as a match tiebreak, it may be written without brackets ("6-4 3-6
 * 10-8"). Aliases: "wo", "w.o.", "walkover"; "ret", "retired"; "def", "default". The en dash counts as "-".
 *
 * FORMAT: with a format, the score must fit it ("10-8" is a pro set in "SET1-S:10/TB7" and a match tiebreak in
 * "SET3-S:6/TB7-F:TB10"). Without one (older matches), the first of UNKNOWN_FORMAT_CANDIDATES that fits is taken,
 * except that a deciding set written without brackets above 10 games ("13-11") is read as an advantage set.
 *
 * OUTCOMES: completed (the score decides the match and names the winner), retired and default (the score shows
 * where play stopped; either side may have won, so the winner comes from the result form), walkover (no score).
 *
 * CANONICAL SPELLING: sets separated by one space, tiebreak sets as 7-6(5) (loser's points, left out when not
 * known), match tiebreaks as [10-7], endings " ret." / " def.", a walkover "w/o", a default before play "def.".
 */

export type MatchOutcome = 'completed' | 'retired' | 'walkover' | 'default';
export type Side = 1 | 2;

export interface ScoreSet {
  /** Games (points, for a match tiebreak) won by side 1 and side 2. */
  side1: number;
  side2: number;
  kind: 'set' | 'match-tiebreak';
  /**
   * The loser's points in the tiebreak that decided a 7-6 (9-8, 4-3...) set, null when not written or no
   * tiebreak; for a tiebreak stopped unfinished (6-6(4) ret.), the points written.
   */
  tiebreak: number | null;
  /** Who won the set; null for the unfinished last set of a retired or defaulted match. */
  winnerSide: Side | null;
}

/** A count for each side. */
export interface SidePair {
  side1: number;
  side2: number;
}

export interface ScoreAccepted {
  ok: true;
  /** The score in its canonical spelling, e.g. "6-4 3-6 [10-7]", "6-3 2-1 ret.", "w/o". */
  text: string;
  sets: ScoreSet[];
  outcome: MatchOutcome;
  /**
   * The TODS code the score was checked against: the format given, or the first that fits when none was
   * given; null for a walkover or a default before play without a given format.
   */
  format: string | null;
  /** The side the score makes the winner; null when the score alone cannot tell (retired, default, walkover). */
  winnerSide: Side | null;
  /** Finished sets won (a match tiebreak counts as a set). */
  setsWon: SidePair;
  /** Games won in all sets; a match tiebreak counts as one game for its winner (ITF rule). */
  gamesWon: SidePair;
  /** Tiebreaks won: sets decided by a tiebreak, and the match tiebreak. */
  tiebreaksWon: SidePair;
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
  /** Tiebreak points written after the set: the loser's, or both as written. */
  tb: number | [number, number] | null;
  /** Written as a match tiebreak: [10-7], (10-7) or 1-0(10-7). */
  mtb: boolean;
}

type SetResult = { status: 'won'; side: Side } | { status: 'open' } | { status: 'bad'; why: string };

const WALKOVER = new Set(['w/o', 'wo', 'w.o.', 'w.o', 'walkover']);
const RETIRED = new Set(['ret.', 'ret', 'retired']);
const DEFAULTED = new Set(['def.', 'def', 'default']);
const SET_TOKEN = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})(?:-(\d{1,2}))?\))?$/;
const BRACKET_TOKEN = /^\[(\d{1,2})-(\d{1,2})\]$/;
const ROUND_TOKEN = /^\((\d{1,2})-(\d{1,2})\)$/;
const POINTS_TOKEN = /^\(\d{1,2}(?:-\d{1,2})?\)$/;

const refuse = (reason: string): ScoreRefused => ({ ok: false, reason });

function tokenize(input: string): string[] {
  const tokens = input
    .toLowerCase()
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/,/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\(\s*/g, '(')
    .replace(/\s*\)/g, ')')
    .replace(/\[\s*/g, '[')
    .replace(/\s*\]/g, ']')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // "7-6 (5)" and "7-6 (7-5)" are tiebreak points of the set before; "3-6 (10-6)" is a match tiebreak.
  const merged: string[] = [];
  for (const token of tokens) {
    const prev = merged[merged.length - 1];
    const prevSet = prev === undefined ? null : /^(\d{1,2})-(\d{1,2})$/.exec(prev);
    if (prevSet && POINTS_TOKEN.test(token)) {
      const close = Math.abs(Number(prevSet[1]) - Number(prevSet[2])) <= 1;
      if (close || !token.includes('-')) {
        merged[merged.length - 1] = prev + token;
        continue;
      }
    }
    merged.push(token);
  }
  return merged;
}

/** The sets a token stands for (a set with a round-bracket match tiebreak glued on is two), or null. */
function readToken(token: string): RawSet[] | null {
  const bracket = BRACKET_TOKEN.exec(token) ?? ROUND_TOKEN.exec(token);
  if (bracket) return [{ a: Number(bracket[1]), b: Number(bracket[2]), tb: null, mtb: true }];
  const set = SET_TOKEN.exec(token);
  if (!set) return null;
  const a = Number(set[1]);
  const b = Number(set[2]);
  if (set[3] === undefined) return [{ a, b, tb: null, mtb: false }];
  const x = Number(set[3]);
  if (set[4] === undefined) return [{ a, b, tb: x, mtb: false }];
  const y = Number(set[4]);
  // "1-0(10-6)": the match tiebreak written as a set won 1-0 by its winner.
  if (a + b === 1) {
    const high = Math.max(x, y);
    const low = Math.min(x, y);
    return [{ a: a === 1 ? high : low, b: a === 1 ? low : high, tb: null, mtb: true }];
  }
  if (Math.abs(a - b) <= 1) return [{ a, b, tb: [x, y], mtb: false }];
  return [
    { a, b, tb: null, mtb: false },
    { a: x, b: y, tb: null, mtb: true },
  ];
}

/**
 * Parses and checks a score written from side 1's point of view (see the grammar above), against `format`
 * (a TODS code) when given, else against any format that fits.
 */
export function parseScore(input: string, format?: string | null): ParsedScore {
  if (input.length > MAX_SCORE_LENGTH)
    return refuse(`The score is too long (at most ${MAX_SCORE_LENGTH} characters)`);
  let rule: MatchFormatRule | null = null;
  if (format) {
    rule = readMatchFormat(format);
    if (!rule) return refuse(`The match format ${format} is not one this app knows`);
  }
  const tokens = tokenize(input);
  if (tokens.length === 0) return refuse('The score is empty');

  const code = rule?.code ?? null;
  const last = tokens[tokens.length - 1]!;
  if (tokens.length === 1 && WALKOVER.has(last)) return accepted([], 'walkover', code, null);
  if (tokens.length === 1 && DEFAULTED.has(last)) return accepted([], 'default', code, null);

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
    const read = readToken(token);
    if (!read) {
      return refuse(
        `Set ${i + 1}: "${token}" is not a set; write sets like 6-4, a tiebreak set like 7-6(5), a match tiebreak like [10-7], and end with ret. or def. if play stopped`,
      );
    }
    sets.push(...read);
  }

  if (rule) {
    const result = checkSets(sets, rule, outcome);
    return result.ok ? result : { ok: false, reason: result.reason };
  }

  let best: Refusal | null = null;
  for (const candidate of candidateOrder(sets)) {
    const result = checkSets(sets, candidate, outcome);
    if (result.ok) return result;
    // Explain against the format the score got furthest in: that is the one the coach was writing.
    if (explains(candidate, sets) && (!best || result.at > best.at)) best = result;
  }
  return { ok: false, reason: best!.reason };
}

const CANDIDATES: readonly MatchFormatRule[] = UNKNOWN_FORMAT_CANDIDATES.map((code) =>
  readMatchFormat(code)!,
);

/** The candidates in the order to try them for these sets. */
function candidateOrder(sets: RawSet[]): MatchFormatRule[] {
  const first = sets[0]!;
  const firstTop = first.mtb ? 0 : Math.max(first.a, first.b);
  const proTo = firstTop === 8 || firstTop === 9 ? 8 : firstTop === 10 || firstTop === 11 ? 10 : null;
  const lastSet = sets[sets.length - 1]!;
  const lastTop = sets.length > 1 && !lastSet.mtb ? Math.max(lastSet.a, lastSet.b) : 0;
  const rank = (r: MatchFormatRule): number => {
    // A first set of 8-6 or 10-8 is most likely a pro set: try (and explain against) that first.
    if (proTo !== null && r.bestOf === 1 && r.set.kind === 'games' && r.set.setTo === proTo) return 0;
    // A deciding "13-11" is an advantage set, not a match tiebreak; a deciding "10-8" is a match tiebreak.
    if (lastTop > 10 && r.final.kind === 'games' && r.final.tiebreakAt === null) return 1;
    if ((lastTop === 10 || sets.some((s) => s.mtb)) && r.final.kind === 'tiebreak') return 1;
    return 2;
  };
  return [...CANDIDATES].sort((x, y) => rank(x) - rank(y));
}

/** Short sets explain a refusal only for a score that never reaches 6 games. */
function explains(rule: MatchFormatRule, sets: RawSet[]): boolean {
  if (rule.set.kind !== 'games' || rule.set.setTo >= 6) return true;
  return sets.every((s) => s.mtb || Math.max(s.a, s.b) <= 5);
}

function accepted(
  sets: ScoreSet[],
  outcome: MatchOutcome,
  format: string | null,
  winnerSide: Side | null,
  tiebreaksWon: SidePair = { side1: 0, side2: 0 },
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
  const setsWon = { side1: 0, side2: 0 };
  const gamesWon = { side1: 0, side2: 0 };
  for (const s of sets) {
    if (s.winnerSide !== null) setsWon[`side${s.winnerSide}`] += 1;
    if (s.kind === 'set') {
      gamesWon.side1 += s.side1;
      gamesWon.side2 += s.side2;
    } else if (s.winnerSide !== null) {
      gamesWon[`side${s.winnerSide}`] += 1;
    }
  }
  return { ok: true, text, sets, outcome, format, winnerSide, setsWon, gamesWon, tiebreaksWon };
}

/** A refusal under one format, with how many sets were fine before it (the whole score when the ending is wrong). */
interface Refusal extends ScoreRefused {
  at: number;
}

/** "an 8-game pro set", "a 10-game pro set", or "a one-set match" for a one-set format. */
function oneSetName(rule: MatchFormatRule): string {
  if (rule.set.kind !== 'games' || rule.set.setTo < 8) return 'a one-set match';
  const to = rule.set.setTo;
  return `${to === 8 || to === 11 ? 'an' : 'a'} ${to}-game pro set`;
}

/** Checks the sets against one format: each set possible, none after the match was decided, the ending right. */
function checkSets(raw: RawSet[], rule: MatchFormatRule, outcome: MatchOutcome): ScoreAccepted | Refusal {
  const refuseAt = (at: number, reason: string): Refusal => ({ ok: false, reason, at });
  const need = Math.floor(rule.bestOf / 2) + 1;
  const won = { 1: 0, 2: 0 };
  const tiebreaksWon = { side1: 0, side2: 0 };
  const sets: ScoreSet[] = [];
  let winnerSide: Side | null = null;

  for (const [i, set] of raw.entries()) {
    const n = i + 1;
    if (winnerSide !== null) {
      return refuseAt(
        i,
        rule.bestOf === 1
          ? `Set ${n} is not needed: ${oneSetName(rule)} is the whole match`
          : `Set ${n} is not needed: the match was already decided`,
      );
    }
    const setRule = n === rule.bestOf ? rule.final : rule.set;
    const deciding = rule.bestOf > 1 && won[1] === need - 1 && won[2] === need - 1;
    const isLast = n === raw.length;

    let result: SetResult;
    let tiebreak: number | null = null;
    let byTiebreak = false;
    if (setRule.kind === 'tiebreak') {
      if (set.tb !== null)
        return refuseAt(i, `Set ${n}: a match tiebreak is written with its points only, e.g. [10-8]`);
      result = matchTiebreak(set.a, set.b, setRule.tiebreakTo);
      byTiebreak = true;
    } else {
      if (set.mtb) {
        const shown = `[${set.a}-${set.b}]`;
        if (rule.bestOf === 1)
          return refuseAt(i, `Set ${n}: a match tiebreak does not go with ${oneSetName(rule)}`);
        if (!deciding) {
          return refuseAt(
            i,
            `Set ${n}: a match tiebreak ${shown} only replaces the deciding set (at ${need === 2 ? 'one set all' : 'two sets all'})`,
          );
        }
        return refuseAt(
          i,
          `Set ${n}: this match format plays the deciding set in full, not as a match tiebreak`,
        );
      }
      const games = gamesSet(
        set,
        setRule,
        rule.bestOf === 1 ? oneSetName(rule) : `a set to ${setRule.setTo} games`,
      );
      result = games.result;
      tiebreak = games.tiebreak;
      byTiebreak = games.byTiebreak;
    }

    if (result.status === 'bad') return refuseAt(i, `Set ${n}: ${result.why}`);
    if (result.status === 'open') {
      if (outcome === 'completed' || !isLast)
        return refuseAt(i, `Set ${n}: ${unfinishedReason(set, setRule, rule.bestOf)}`);
    } else {
      won[result.side] += 1;
      if (byTiebreak) tiebreaksWon[`side${result.side}`] += 1;
      if (won[result.side] === need) winnerSide = result.side;
    }
    sets.push({
      side1: set.a,
      side2: set.b,
      kind: setRule.kind === 'tiebreak' ? 'match-tiebreak' : 'set',
      tiebreak,
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
    return accepted(sets, outcome, rule.code, winnerSide, tiebreaksWon);
  }
  if (winnerSide !== null) {
    return refuseAt(
      raw.length,
      `The match was already decided, so it cannot end with ${outcome === 'retired' ? 'ret.' : 'def.'}`,
    );
  }
  return accepted(sets, outcome, rule.code, null, tiebreaksWon);
}

/**
 * A set played in games: won by two at `setTo` games or more (an advantage set goes on: 8-6, 16-14), or by a
 * tiebreak at `tiebreakAt`-all (7-6, 4-3 with a tiebreak at 3-3).
 */
function gamesSet(
  set: RawSet,
  rule: GamesSetRule,
  name: string,
): { result: SetResult; tiebreak: number | null; byTiebreak: boolean } {
  const { a, b, tb } = set;
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  const side: Side = a > b ? 1 : 2;
  const to = rule.setTo;
  const at = rule.tiebreakAt;
  const bad = (why: string) => ({
    result: { status: 'bad', why } as SetResult,
    tiebreak: null,
    byTiebreak: false,
  });
  const plain = (result: SetResult) => ({ result, tiebreak: null, byTiebreak: false });

  if (at !== null && high === at + 1 && low === at) {
    if (tb === null || typeof tb === 'number')
      return { result: { status: 'won', side }, tiebreak: tb, byTiebreak: true };
    const points = rule.tiebreakTo ?? 7;
    const loser = Math.min(...tb);
    if (Math.max(...tb) !== Math.max(points, loser + 2)) {
      return bad(
        `the tiebreak (${tb[0]}-${tb[1]}) cannot end a tiebreak to ${points}: it is won with ${points} points and a lead of two, e.g. (${points}-${points - 2}) or (${points + 2}-${points})`,
      );
    }
    return { result: { status: 'won', side }, tiebreak: loser, byTiebreak: true };
  }
  const wonPlain =
    (high === to && low <= to - 2) || (high > to && low === high - 2 && (at === null || low < at));
  if (tb !== null) {
    if (at === null) return bad(`${a}-${b}: an advantage set has no tiebreak, so no tiebreak points`);
    if (a === at && b === at) {
      if (typeof tb !== 'number')
        return bad(
          `${a}-${b}: write the points of an unfinished tiebreak as one number, e.g. ${a}-${b}(4) ret.`,
        );
      return { result: { status: 'open' }, tiebreak: tb, byTiebreak: false };
    }
    const tiebreakScore = side === 1 ? `${at + 1}-${at}` : `${at}-${at + 1}`;
    return bad(
      wonPlain
        ? `${a}-${b} is a finished set without a tiebreak; only ${tiebreakScore} has tiebreak points in brackets`
        : `only a ${tiebreakScore} set has tiebreak points in brackets`,
    );
  }
  if (wonPlain) return plain({ status: 'won', side });
  if (high < to || (high - low <= 1 && (at === null || high <= at))) return plain({ status: 'open' });
  if (at === null || low <= at - 1) {
    const end = Math.max(to, low + 2);
    return bad(
      `${a}-${b} cannot happen: the set was over at ${side === 1 ? `${end}-${low}` : `${low}-${end}`}`,
    );
  }
  const hint = high >= 10 && to === 6 ? '; a 10-point match tiebreak only replaces the deciding set' : '';
  return bad(
    `${a}-${b} cannot happen in ${name}: at ${at}-${at} a tiebreak decides it, so it ends ${at + 1}-${at} at most${hint}`,
  );
}

/** A match tiebreak to `to` points (10): first to `to` with a lead of two. */
function matchTiebreak(a: number, b: number, to: number): SetResult {
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  const side: Side = a > b ? 1 : 2;
  if (high < to || high - low < 2) return { status: 'open' };
  if (high > to && high - low > 2) {
    const endHigh = low <= to - 2 ? to : low + 2;
    const over = side === 1 ? `${endHigh}-${low}` : `${low}-${endHigh}`;
    return { status: 'bad', why: `[${a}-${b}] cannot happen: the match tiebreak was over at [${over}]` };
  }
  return { status: 'won', side };
}

function unfinishedReason(set: RawSet, rule: SetRule, bestOf: number): string {
  if (rule.kind === 'tiebreak') {
    const to = rule.tiebreakTo;
    return `[${set.a}-${set.b}] is not finished: a match tiebreak is won with ${to} points and a lead of two, e.g. [${to}-${to - 2}] or [${to + 2}-${to}]`;
  }
  const { setTo: to, tiebreakAt: at } = rule;
  const score = `${set.a}-${set.b}`;
  if (at !== null && set.a === at && set.b === at) {
    return `${score} is not finished: at ${at}-${at} a tiebreak decides the set, written ${at + 1}-${at}(5)`;
  }
  if (at === null)
    return `${score} is not finished: an advantage set is won with ${to} games and a lead of two (${to}-${to - 2}, ${to + 2}-${to})`;
  if (at < to)
    return `${score} is not finished: a set is won with ${to} games and a lead of two (${to}-${to - 2}) or ${to}-${at} in a tiebreak at ${at}-${at}`;
  return bestOf === 1
    ? `${score} is not finished: a pro set is won with ${to} games and a lead of two (${to}-${to - 2}, ${to + 1}-${to - 1}) or ${to + 1}-${to} in a tiebreak`
    : `${score} is not finished: a set is won with ${to} games and a lead of two (${to}-${to - 2}), ${to + 1}-${to - 1}, or ${to + 1}-${to} in a tiebreak`;
}

/**
 * THE ONE WAY A SCORE IS WRITTEN FOR PEOPLE: from the winner's side, as tennis is read aloud ("won 6-2 6-4").
 * Scores are stored from side 1's point of view (see POINT OF VIEW above); when side 2 won, every pair of
 * numbers is turned round (2-6 -> 6-2, 6-7(5) -> 7-6(5), [7-10] -> [10-7], full tiebreak points (7-5) ->
 * (5-7)); a single tiebreak number is the loser's and stays. "w/o", "def." and endings stay as they are.
 * Without a winner (an unknown result) the score is left from side 1's point of view.
 */
export function scoreForWinner(score: string, winnerSide: Side | null): string {
  if (winnerSide !== 2) return score;
  return score.replace(
    /(\(\d{1,2})-(\d{1,2}\))|(\d{1,2})-(\d{1,2})/g,
    (whole, tbA?: string, tbB?: string, a?: string, b?: string) =>
      tbA !== undefined && tbB !== undefined ? `(${tbB.slice(0, -1)}-${tbA.slice(1)})` : `${b}-${a}`,
  );
}
