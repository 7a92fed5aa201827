/**
 * The workload benchmark's pure logic (no I/O, no clock): the weekday-afternoon request mix, the
 * request each draw makes, and the search for the highest rate that holds the latency target.
 * Tested by bench/workload-mix.test.ts.
 */
import { workloadIds, POLL_OPTIONS } from './workload-seed';

/** A seeded random number generator (mulberry32): the same seed draws the same requests. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

export interface User {
  kind: 'coach' | 'player';
  id: number;
  schoolId: number;
  /** A coach's teams (token claim `teams`); a player's team. */
  teams: number[];
  /** A player's coach (token claim `pcid`): the school's head coach on this layout. */
  headCoachId: number;
}

export interface WorkloadRequest {
  /** The route as reported (method and path pattern). */
  route: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** JSON or form body. */
  body?: string;
  contentType?: 'application/json' | 'application/x-www-form-urlencoded';
  user: User;
  write: boolean;
}

/** What a draw knows: the school's ids, today and a random source. */
export interface DrawContext {
  rng: Random;
  school: ReturnType<typeof workloadIds>;
  /** YYYY-MM-DD, for the calendar's range and new matches. */
  today: string;
}

type Team = ReturnType<typeof workloadIds>['teams'][number];

export interface MixEntry {
  route: string;
  /** Share of all requests, in percent. */
  weight: number;
  write: boolean;
  make(ctx: DrawContext): Omit<WorkloadRequest, 'route' | 'write'>;
}

function coachOf(ctx: DrawContext, team: Team): User {
  const id = pick(ctx.rng, team.coachIds);
  const head = ctx.school.coachIds[0]!;
  return {
    kind: 'coach',
    id,
    schoolId: ctx.school.schoolId,
    // The head coach coaches every team; a co-coach only the team of their number.
    teams: id === head ? ctx.school.teams.map((t) => t.id) : [team.id],
    headCoachId: head,
  };
}

function playerOf(ctx: DrawContext, team: Team): User {
  return {
    kind: 'player',
    id: pick(ctx.rng, team.playerIds),
    schoolId: ctx.school.schoolId,
    teams: [team.id],
    headCoachId: ctx.school.coachIds[0]!,
  };
}

/** A coach or a player (coachShare of the time a coach) of a random team of the school. */
function someone(ctx: DrawContext, coachShare: number): { user: User; team: Team } {
  const team = pick(ctx.rng, ctx.school.teams);
  return { user: ctx.rng() < coachShare ? coachOf(ctx, team) : playerOf(ctx, team), team };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const json = 'application/json' as const;
const form = 'application/x-www-form-urlencoded' as const;
const formBody = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Two different players of the team. */
function twoPlayers(ctx: DrawContext, team: Team): [number, number] {
  const a = Math.floor(ctx.rng() * team.playerIds.length);
  const b = (a + 1 + Math.floor(ctx.rng() * (team.playerIds.length - 1))) % team.playerIds.length;
  return [team.playerIds[a]!, team.playerIds[b]!];
}

/**
 * A weekday afternoon: coaches and players (about one coach in five requests) open the ladder,
 * the match list, tournaments, announcements (and their badge), the calendar and their profile
 * (88%); coaches enter match results and new matches, move players on the ladder and post
 * announcements, players answer polls (12%).
 */
export const MIX: readonly MixEntry[] = [
  {
    route: 'GET /api/auth/roster',
    weight: 20,
    write: false,
    make: (ctx) => {
      const { user, team } = someone(ctx, 0.4);
      return { method: 'GET', path: `/api/auth/roster?skillLevel=${team.type}`, user };
    },
  },
  {
    route: 'POST /api/auth/tennis-match',
    weight: 16,
    write: false,
    make: (ctx) => {
      const { user, team } = someone(ctx, 0.35);
      return {
        method: 'POST',
        path: '/api/auth/tennis-match',
        body: formBody({ matchTypeEnum: 1 + Math.floor(ctx.rng() * 3), skillLevel: team.type }),
        contentType: form,
        user,
      };
    },
  },
  {
    route: 'GET /api/auth/getAllTournaments',
    weight: 6,
    write: false,
    make: (ctx) => ({ method: 'GET', path: '/api/auth/getAllTournaments', user: someone(ctx, 0.5).user }),
  },
  {
    route: 'GET /api/auth/getAllTournamentMatches',
    weight: 3,
    write: false,
    make: (ctx) => ({
      method: 'GET',
      path: '/api/auth/getAllTournamentMatches',
      user: someone(ctx, 0.5).user,
    }),
  },
  {
    route: 'GET /api/auth/announcements',
    weight: 8,
    write: false,
    make: (ctx) => {
      const { user, team } = someone(ctx, 0.3);
      return { method: 'GET', path: `/api/auth/announcements?skillLevel=${team.type}`, user };
    },
  },
  {
    route: 'GET /api/auth/announcements/unread-count',
    weight: 10,
    write: false,
    make: (ctx) => ({
      method: 'GET',
      path: '/api/auth/announcements/unread-count',
      user: someone(ctx, 0.2).user,
    }),
  },
  {
    route: 'GET /api/auth/announcements/:id',
    weight: 4,
    write: false,
    make: (ctx) => {
      const { user, team } = someone(ctx, 0.2);
      return { method: 'GET', path: `/api/auth/announcements/${pick(ctx.rng, team.announcementIds)}`, user };
    },
  },
  {
    route: 'GET /api/auth/announcements/:id/poll-results',
    weight: 2,
    write: false,
    make: (ctx) => {
      const { user, team } = someone(ctx, 0.3);
      return {
        method: 'GET',
        path: `/api/auth/announcements/${pick(ctx.rng, team.pollIds)}/poll-results`,
        user,
      };
    },
  },
  {
    route: 'GET /api/auth/getCalendarEvents',
    weight: 6,
    write: false,
    make: (ctx) => {
      // The month view: six weeks around today.
      const from = addDays(ctx.today, -14);
      const to = addDays(ctx.today, 27);
      return {
        method: 'GET',
        path: `/api/auth/getCalendarEvents?from=${from}&to=${to}`,
        user: someone(ctx, 0.3).user,
      };
    },
  },
  {
    route: 'GET navbar (userNavbarHeader / player-getNavbarInfo)',
    weight: 8,
    write: false,
    make: (ctx) => {
      const { user } = someone(ctx, 0.2);
      return {
        method: 'GET',
        path: user.kind === 'coach' ? '/api/auth/userNavbarHeader' : '/api/auth/player-getNavbarInfo',
        user,
      };
    },
  },
  {
    route: 'GET /api/auth/getSettings-(coach|player)/:id',
    weight: 3,
    write: false,
    make: (ctx) => {
      const { user } = someone(ctx, 0.3);
      return { method: 'GET', path: `/api/auth/getSettings-${user.kind}/${user.id}`, user };
    },
  },
  {
    route: 'GET /api/auth/ladder-changes',
    weight: 2,
    write: false,
    make: (ctx) => {
      const team = pick(ctx.rng, ctx.school.teams);
      return {
        method: 'GET',
        path: `/api/auth/ladder-changes?skillLevel=${team.type}`,
        user: coachOf(ctx, team),
      };
    },
  },
  // Writes: 12%.
  {
    route: 'PUT /api/auth/edit-tennis-match',
    weight: 4,
    write: true,
    make: (ctx) => {
      // A result entered for one of the team's singles practice or official matches (round j:
      // j % 3 <> 0 is not a challenge, odd j is singles; see bench/scale-seed.ts). Both scores
      // are a win for side 1, whose player is at place (7j mod 15) of the team.
      const team = pick(ctx.rng, ctx.school.teams);
      const rounds = team.matchIds
        .map((id, k) => ({ id, j: k + 1 }))
        .filter((m) => m.j % 3 !== 0 && m.j % 2 === 1);
      const { id, j } = pick(ctx.rng, rounds);
      const winner = team.playerIds[(j * 7) % team.playerIds.length]!;
      return {
        method: 'PUT',
        path: '/api/auth/edit-tennis-match',
        body: JSON.stringify({
          TennisMatchID: id,
          MatchScore: ctx.rng() < 0.5 ? '6-3 6-4' : '4-6 6-3 [10-8]',
          MatchDate: ctx.today,
          MatchTime: '16:00',
          WinnerList: [{ ID: winner, Name: 'A' }],
        }),
        contentType: json,
        user: coachOf(ctx, team),
      };
    },
  },
  {
    route: 'POST /api/auth/create-tennis-match',
    weight: 2,
    write: true,
    make: (ctx) => {
      const team = pick(ctx.rng, ctx.school.teams);
      const [a, b] = twoPlayers(ctx, team);
      return {
        method: 'POST',
        path: '/api/auth/create-tennis-match',
        body: JSON.stringify({
          SchoolTeamRosterID: team.id,
          MatchType: ctx.rng() < 0.5 ? 2 : 3,
          IsSingles: true,
          MatchDate: addDays(ctx.today, 1 + Math.floor(ctx.rng() * 14)),
          MatchTime: '15:30',
          Plist: [
            { ID: a, Name: 'A' },
            { ID: b, Name: 'B' },
          ],
        }),
        contentType: json,
        user: coachOf(ctx, team),
      };
    },
  },
  {
    route: 'PUT /api/auth/roster/swapPositions',
    weight: 1.5,
    write: true,
    make: (ctx) => {
      const team = pick(ctx.rng, ctx.school.teams);
      const [a, b] = twoPlayers(ctx, team);
      return {
        method: 'PUT',
        path: '/api/auth/roster/swapPositions',
        body: formBody({ strid: team.id, stpid: a, withStpid: b }),
        contentType: form,
        user: coachOf(ctx, team),
      };
    },
  },
  {
    route: 'PUT /api/auth/roster/insertPosition',
    weight: 1.5,
    write: true,
    make: (ctx) => {
      const team = pick(ctx.rng, ctx.school.teams);
      return {
        method: 'PUT',
        path: '/api/auth/roster/insertPosition',
        body: formBody({
          strid: team.id,
          stpid: pick(ctx.rng, team.playerIds),
          pos: 1 + Math.floor(ctx.rng() * team.playerIds.length),
        }),
        contentType: form,
        user: coachOf(ctx, team),
      };
    },
  },
  {
    route: 'POST /api/auth/announcements/:id/poll-answer',
    weight: 2,
    write: true,
    make: (ctx) => {
      const team = pick(ctx.rng, ctx.school.teams);
      return {
        method: 'POST',
        path: `/api/auth/announcements/${pick(ctx.rng, team.pollIds)}/poll-answer`,
        body: formBody({ option: Math.floor(ctx.rng() * POLL_OPTIONS.length) }),
        contentType: form,
        user: playerOf(ctx, team),
      };
    },
  },
  {
    route: 'POST /api/auth/announcements',
    weight: 1,
    write: true,
    make: (ctx) => {
      const team = pick(ctx.rng, ctx.school.teams);
      const poll = ctx.rng() < 0.3;
      return {
        method: 'POST',
        path: '/api/auth/announcements',
        body: JSON.stringify({
          skillLevel: team.type,
          subject: poll ? 'Bus or car on Friday?' : 'Match moved',
          message: 'Please read before practice.',
          ...(poll ? { poll: { options: ['Bus', 'Car'] } } : {}),
        }),
        contentType: json,
        user: coachOf(ctx, team),
      };
    },
  },
];

/** Cumulative weights of a mix, for drawing an entry with one random number. */
export function cumulative(mix: readonly MixEntry[]): number[] {
  let sum = 0;
  return mix.map((e) => (sum += e.weight));
}

/** Draws one request: a random school (1..schools), an entry by weight, the user and ids it names. */
export function drawRequest(
  rng: Random,
  schools: number,
  today: string,
  mix: readonly MixEntry[] = MIX,
  weights: readonly number[] = cumulative(mix),
): WorkloadRequest {
  const total = weights[weights.length - 1]!;
  const x = rng() * total;
  let i = 0;
  while (weights[i]! <= x) i++;
  const entry = mix[i]!;
  const school = workloadIds(1 + Math.floor(rng() * schools), schools);
  return { route: entry.route, write: entry.write, ...entry.make({ rng, school, today }) };
}

/** What one constant-rate step measured. */
export interface StepResult {
  /** Requests per second offered (sent on schedule). */
  rate: number;
  /** Requests answered per second over the step. */
  achieved: number;
  requests: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SearchOptions {
  startRate: number;
  /** Rate multiplier between passing steps before the first failure. */
  factor: number;
  /** Stop bisecting when first failure / last pass is at most this. */
  resolution: number;
  maxSteps: number;
  p99LimitMs: number;
  /** A step fails when it answered fewer than this share of the rate offered. */
  minAchievedShare: number;
}

export const DEFAULT_SEARCH: SearchOptions = {
  startRate: 100,
  factor: 2,
  resolution: 1.1,
  maxSteps: 12,
  p99LimitMs: 100,
  minAchievedShare: 0.97,
};

/** The target: p99 under the limit, no error, and (nearly) every offered request answered. */
export function stepPasses(step: StepResult, opts: SearchOptions = DEFAULT_SEARCH): boolean {
  return (
    step.errors === 0 && step.p99Ms < opts.p99LimitMs && step.achieved >= step.rate * opts.minAchievedShare
  );
}

/**
 * The next rate to offer after `steps` (in the order they ran), or undefined when the search is
 * done: multiply by `factor` while every step passes, then bisect between the highest passing
 * and the lowest failing rate until they are within `resolution`; at most `maxSteps` steps.
 */
export function nextRate(
  steps: readonly StepResult[],
  opts: SearchOptions = DEFAULT_SEARCH,
): number | undefined {
  if (steps.length === 0) return opts.startRate;
  if (steps.length >= opts.maxSteps) return undefined;
  const passed = steps.filter((s) => stepPasses(s, opts)).map((s) => s.rate);
  const failed = steps.filter((s) => !stepPasses(s, opts)).map((s) => s.rate);
  const best = passed.length ? Math.max(...passed) : undefined;
  const worst = failed.length ? Math.min(...failed) : undefined;
  if (worst === undefined) return Math.round(best! * opts.factor);
  if (best === undefined) {
    // Even the first rate failed: try lower, down to 10 requests per second.
    const lower = Math.round(worst / opts.factor);
    return lower >= 10 ? lower : undefined;
  }
  if (worst <= best * opts.resolution) return undefined;
  return Math.round(Math.sqrt(best * worst));
}

/** The highest passing rate (the benchmark's figure), or 0 when none passed. */
export function heldRate(steps: readonly StepResult[], opts: SearchOptions = DEFAULT_SEARCH): number {
  return Math.max(0, ...steps.filter((s) => stepPasses(s, opts)).map((s) => s.rate));
}

/** The value at percentile p (0-100) of ascending numbers (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
