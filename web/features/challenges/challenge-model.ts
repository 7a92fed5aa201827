import {
  isOpenChallenge,
  type Challenge,
  type ChallengeSettings,
  type ChallengeStatus,
} from '../../../contract/challenges';
import { scoreForWinner } from '../../../contract/scores/tennis-score';

/** Pure rules of the challenge pages: what a deadline reads as, list order, who is who. */

export interface Remaining {
  /** The deadline has passed (the server's job closes the challenge soon). */
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes from `now` to `deadline` (rounded up to the minute). */
export function remaining(deadline: string, now: number): Remaining {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return { overdue: true, days: 0, hours: 0, minutes: 0 };
  const total = Math.ceil(ms / 60_000);
  return {
    overdue: false,
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

/** The message key of a remaining time: days and hours, or hours and minutes within a day. */
export function remainingKey(r: Remaining): 'countdown.daysHours' | 'countdown.hoursMinutes' {
  return r.days > 0 ? 'countdown.daysHours' : 'countdown.hoursMinutes';
}

/**
 * What the deadline of a step leads to: a forfeit (issued, when the team counts an unanswered
 * challenge as one), nothing moves (issued otherwise), expiry (accepted), automatic confirmation
 * (reported). Null when the step has no deadline.
 */
export type DeadlineKind = 'forfeit' | 'answer' | 'waiting' | 'expire' | 'autoConfirm';

/**
 * `side`: whose view it is, when it is a player's (their ladder row, their own page). The challenger of an
 * issued challenge waits for the answer: the forfeit is the defender's, so their view says 'waiting'.
 */
export function deadlineKind(
  status: ChallengeStatus,
  settings: Pick<ChallengeSettings, 'unansweredCounts'> | undefined,
  side?: 'challenger' | 'defender',
): DeadlineKind | null {
  if (status === 'issued' && side === 'challenger') return 'waiting';
  if (status === 'issued') return settings?.unansweredCounts === 'nothing' ? 'answer' : 'forfeit';
  if (status === 'accepted') return 'expire';
  if (status === 'reported') return 'autoConfirm';
  return null;
}

/**
 * Whose view a challenge is read in, from what the caller may do: only its challenger may withdraw an
 * open challenge, only its defender accept or decline it. Undefined for a coach or a teammate.
 */
export function viewerSide(challenge: Pick<Challenge, 'actions'>): 'challenger' | 'defender' | undefined {
  if (challenge.actions.includes('withdraw')) return 'challenger';
  if (challenge.actions.includes('accept') || challenge.actions.includes('decline')) return 'defender';
  return undefined;
}

const STATUS_ORDER: Record<ChallengeStatus, number> = {
  disputed: 0,
  reported: 1,
  issued: 2,
  accepted: 3,
  declined: 4,
  withdrawn: 4,
  cancelled: 4,
  confirmed: 4,
  forfeited: 4,
  expired: 4,
};

/** The coach's order: open before closed, disputes first, then the nearest deadline; closed newest first. */
export function coachOrder(list: readonly Challenge[]): Challenge[] {
  const time = (s: string | null) => (s === null ? Number.POSITIVE_INFINITY : Date.parse(s));
  return [...list].sort((a, b) => {
    const open = Number(isOpenChallenge(b.status)) - Number(isOpenChallenge(a.status));
    if (open !== 0) return open;
    if (!isOpenChallenge(a.status))
      return time(b.closedAt ?? b.createdAt) > time(a.closedAt ?? a.createdAt) ? 1 : -1;
    const byStatus = (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9);
    if (byStatus !== 0) return byStatus;
    return time(a.deadlineAt) - time(b.deadlineAt) || a.id - b.id;
  });
}

/** The open challenges a ladder row shows: those the player is in, soonest deadline first. */
export function openChallengesOf(list: readonly Challenge[], playerId: number): Challenge[] {
  return coachOrder(
    list.filter(
      (c) => isOpenChallenge(c.status) && (c.challenger.id === playerId || c.defender.id === playerId),
    ),
  );
}

export const personName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/** The other player of a challenge, seen from `playerId`. */
export function opponentOf(c: Challenge, playerId: number) {
  return c.challenger.id === playerId ? c.defender : c.challenger;
}

/** The reported score written from the winner's side ("6-2 6-4" for whoever won it). */
export function reportScore(c: Challenge): string {
  if (!c.report) return '';
  return scoreForWinner(c.report.score, c.report.winnerId === c.challenger.id ? 1 : 2);
}

/** The winner's name of a reported or settled result. */
export function winnerName(c: Challenge): string | null {
  if (!c.report) return null;
  const winner = c.report.winnerId === c.challenger.id ? c.challenger : c.defender;
  return personName(winner);
}

/** A `<input type="datetime-local">` value (the viewer's own zone) as an instant with its zone. */
export function instantFromLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as a `datetime-local` value in the viewer's own zone. */
export function localFromInstant(instant: string | null): string {
  if (instant === null) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
