import crypto from 'node:crypto';
import type { Challenge } from '../../contract/challenges';
import type { AppContext } from '../context';
import type { TestClock } from '../jobs/clock';
import type { ScheduledJobsWorker } from '../jobs/scheduled-jobs';
import { sessions } from './schema/index';

/**
 * Demo player challenges (issue 21) in every state, made through the real routes as the players
 * and the coach would, with the app's clock moved back for the ones that ran out of time (their
 * deadline jobs then run, as the server's worker would run them).
 */

type Call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

export async function seedChallenges(opts: {
  ctx: AppContext;
  clock: TestClock;
  jobs: ScheduledJobsWorker;
  call: Call;
  schoolId: number;
  coachToken: string;
  skillLevel: number;
  /** The team's players, top of the ladder first. */
  playerIds: number[];
}): Promise<void> {
  const { ctx, clock, call, skillLevel } = opts;
  const tokens = new Map<number, string>();
  const as = async (playerId: number) => {
    let token = tokens.get(playerId);
    if (!token) {
      const sess = crypto.randomBytes(16).toString('base64url');
      await ctx.db.insert(sessions).values({ id: sess, userType: 2, userId: playerId });
      token = await ctx.tokens.sign({ sess, pid: playerId, pcid: 0, psid: opts.schoolId });
      tokens.set(playerId, token);
    }
    return token;
  };
  const at = (days: number, hour: number) => {
    const d = new Date(clock.now().getTime() + days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };

  /** The lowest player who may challenge someone now challenges the closest teammate above them. */
  const challengeUp = async (
    place: string | null,
  ): Promise<{ c: Challenge; challenger: number; defender: number }> => {
    for (const challenger of [...opts.playerIds].reverse()) {
      const token = await as(challenger);
      const { targets } = (await call(token, 'GET', `/challenges/targets?skillLevel=${skillLevel}`)) as {
        targets: { playerId: number; canChallenge: boolean; places: number }[];
      };
      const target = targets.filter((x) => x.canChallenge).sort((a, b) => a.places - b.places)[0];
      if (!target) continue;
      const { challenge } = (await call(token, 'POST', '/challenges', {
        skillLevel,
        defenderId: target.playerId,
        proposedAt: at(2, 16),
        place,
      })) as { challenge: Challenge };
      return { c: challenge, challenger, defender: target.playerId };
    }
    throw new Error('no player may challenge anyone');
  };
  const step = async (playerId: number, id: number, what: string, body: unknown = {}) =>
    call(await as(playerId), 'POST', `/challenges/${id}/${what}`, body);

  // Ten days ago: one challenge nobody answered (a forfeit: the challenger took the place), one
  // accepted but never played (expired).
  const realNow = clock.now();
  clock.set(new Date(realNow.getTime() - 10 * 86_400_000));
  await challengeUp('Court 1');
  const unplayed = await challengeUp('Court 2');
  await step(unplayed.defender, unplayed.c.id, 'accept', { agreedAt: at(3, 15) });
  clock.advance({ days: 8 });
  await opts.jobs.runDue();
  clock.set(realNow);

  // Closed this week: confirmed, declined, withdrawn, cancelled by the coach.
  const played = await challengeUp('Home courts');
  await step(played.defender, played.c.id, 'accept', { agreedAt: at(-1, 16) });
  await step(played.challenger, played.c.id, 'report', {
    winnerId: played.challenger,
    score: '6-4 3-6 10-7',
  });
  await step(played.defender, played.c.id, 'confirm');
  // A decline that counted for nothing (the coach's setting then; a forfeit again afterwards).
  await call(opts.coachToken, 'PUT', '/challenge-settings', { skillLevel, declineCounts: 'nothing' });
  const declined = await challengeUp(null);
  await step(declined.defender, declined.c.id, 'decline');
  await call(opts.coachToken, 'PUT', '/challenge-settings', { skillLevel, declineCounts: 'forfeit' });
  const withdrawn = await challengeUp(null);
  await step(withdrawn.challenger, withdrawn.c.id, 'withdraw');
  const cancelled = await challengeUp(null);
  await call(opts.coachToken, 'POST', `/challenges/${cancelled.c.id}/cancel`, {});

  // Open: a dispute for the coach, a result waiting for confirmation, an accepted match, a new challenge.
  const disputed = await challengeUp('Home courts');
  await step(disputed.defender, disputed.c.id, 'accept', { agreedAt: at(-1, 17) });
  await step(disputed.challenger, disputed.c.id, 'report', {
    winnerId: disputed.challenger,
    score: '6-3 6-4',
  });
  await step(disputed.defender, disputed.c.id, 'dispute', { reason: 'We stopped at 6-3 4-4: rain.' });
  const reported = await challengeUp('Home courts');
  // Played yesterday evening: a result may be reported only after the agreed time, whatever the hour now.
  await step(reported.defender, reported.c.id, 'accept', { agreedAt: at(-1, 18) });
  await step(reported.defender, reported.c.id, 'report', { winnerId: reported.defender, score: '2-6 4-6' });
  const accepted = await challengeUp('Court 3');
  await step(accepted.defender, accepted.c.id, 'accept', { agreedAt: at(2, 16) });
  await challengeUp('Court 1');
}
