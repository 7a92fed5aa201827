import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode, useErrorMessage } from '../../lib/error-message';
import { CHALLENGES_NS } from './messages';
import { remaining, type Remaining } from './challenge-model';

/** The time now, moving on every `everyMs` (the countdowns' tick). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A remaining time in words of the page's language: "2 days 5 hours", "3 hours 12 minutes". */
export function useRemainingText(): (r: Remaining) => string {
  const { t, i18n } = useTranslation(CHALLENGES_NS);
  const units = useMemo(() => {
    const unit = (u: 'day' | 'hour' | 'minute') =>
      new Intl.NumberFormat(i18n.language, { style: 'unit', unit: u, unitDisplay: 'long' });
    return { day: unit('day'), hour: unit('hour'), minute: unit('minute') };
  }, [i18n.language]);
  return (r) => {
    if (r.overdue) return t('countdown.overdue');
    // Two units at most, the second left out when it is nought: "3 days", "2 days 5 hours", "40 minutes".
    const [first, second] =
      r.days > 0
        ? [units.day.format(r.days), r.hours > 0 ? units.hour.format(r.hours) : null]
        : r.hours > 0
          ? [units.hour.format(r.hours), r.minutes > 0 ? units.minute.format(r.minutes) : null]
          : [units.minute.format(r.minutes), null];
    return second === null ? first : t('countdown.pair', { first, second });
  };
}

/** Remaining time to a deadline, ticking. */
export function useRemaining(deadline: string | null): Remaining | null {
  const now = useNow();
  return deadline === null ? null : remaining(deadline, now);
}

/** Dates and times in the viewer's zone, written the way the page's language writes them. */
export function useDateTime(): (instant: string) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  return (instant) => format.format(new Date(instant));
}

export const CHALLENGE_ERROR_CODES = [
  'challenge_not_found',
  'challenge_self',
  'challenge_below_you',
  'challenge_limit_challenger',
  'challenge_limit_defender',
  'challenge_already_open',
  'challenge_wrong_state',
  'challenge_not_your_step',
  'challenge_coach_records',
  'challenge_not_played_yet',
  'challenge_after_play_deadline',
  'challenge_out_of_range',
  'challenge_needs_positions',
] as const;

/** A failed step in words: the challenge codes in this feature's words, any other as the app says it. */
export function useChallengeError(): (error: unknown) => string {
  const { t } = useTranslation(CHALLENGES_NS);
  const general = useErrorMessage();
  return (error) => {
    if (hasErrorCode(error, ...CHALLENGE_ERROR_CODES)) {
      const details = (error.details ?? {}) as Record<string, unknown>;
      return t(`errors.${error.code}`, details);
    }
    return general(error);
  };
}

/** The viewer's time zone, for the time fields' help. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
