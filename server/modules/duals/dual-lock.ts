import { appError } from '../../errors';
import type { DualRow } from './dual-access';

/**
 * A league pack's lineup lock (issue 35; CIF-LA: lineup cards are exchanged 15 minutes before the start and no
 * change is permitted after): the leagues module writes the pack's minutes into `duals.league_pack` when it puts
 * the dual on the schedule, and every change or publication of either side's lineup asks here, on the locked
 * row, at the app clock's `now`. 409 lineup_locked from the lock on.
 */
export function refuseLockedLineup(dual: Pick<DualRow, 'leaguePack' | 'startsAt'>, now: Date): void {
  const minutes = dual.leaguePack?.lockMinutes;
  if (minutes === undefined || minutes === null) return;
  const lockedAt = new Date(dual.startsAt.getTime() - minutes * 60_000);
  if (now.getTime() >= lockedAt.getTime())
    throw appError('lineup_locked', { lockedAt: lockedAt.toISOString(), minutes });
}
