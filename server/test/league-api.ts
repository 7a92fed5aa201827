import { expect } from 'vitest';
import type { League } from '../../contract/leagues';
import type { TestApp } from './build-test-app';
import { bearer, coachToken } from './factories';
import { createLadderTeam } from './match-factories';

/** Helpers of the league API tests (server/modules/leagues): schools with teams, duals played through the routes. */

export type Headers = Record<string, string>;

export interface LeagueTeam {
  schoolId: number;
  rosterId: number;
  coach: Headers;
  players: number[];
}

export async function leagueTeam(
  t: TestApp,
  positions = [1, 2, 3, 4, 5, 6, 7, 8, 9],
  teamType = 1,
): Promise<LeagueTeam> {
  const team = await createLadderTeam(t.ctx.db, positions, { teamType });
  return {
    schoolId: team.coach.schoolId,
    rosterId: team.rosterId,
    coach: bearer(await coachToken(t, team.coach.id)),
    players: team.players.map((p) => p.id),
  };
}

export function api(
  t: TestApp,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function ok<T = unknown>(
  t: TestApp,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<T> {
  const res = await api(t, headers, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

/** A league founded by `teams[0]`, every other team's school invited and joined. */
export async function leagueOf(
  t: TestApp,
  teams: readonly LeagueTeam[],
  extra: Record<string, unknown> = {},
): Promise<League> {
  const { league } = await ok<{ league: League }>(t, teams[0]!.coach, 'POST', '/auth/leagues', {
    name: 'Metro Conference',
    season: 'Spring 2026',
    seasonYear: 2026,
    teamType: 1,
    rulePack: 'custom',
    rosterId: teams[0]!.rosterId,
    ...extra,
  });
  for (const team of teams.slice(1)) {
    await ok(t, teams[0]!.coach, 'POST', `/auth/leagues/${league.id}/invitations`, {
      schoolId: team.schoolId,
    });
    await ok(t, team.coach, 'POST', `/auth/leagues/${league.id}/join`, { rosterId: team.rosterId });
  }
  return (await ok<{ league: League }>(t, teams[0]!.coach, 'GET', `/auth/leagues/${league.id}`)).league;
}

/** A dual of home against away's school, invited and accepted, on the league's schedule; answers its id. */
export async function leagueDual(
  t: TestApp,
  leagueId: number,
  home: LeagueTeam,
  away: LeagueTeam,
  opts: { round?: number; format?: Record<string, unknown>; startsAt?: string } = {},
): Promise<number> {
  const { dual } = await ok<{ dual: { id: number } }>(t, home.coach, 'POST', '/auth/duals', {
    rosterId: home.rosterId,
    opponentSchoolId: away.schoolId,
    site: 'home',
    startsAt: opts.startsAt ?? '2026-03-14T15:30:00Z',
    format: opts.format ?? { preset: 'custom', singles: 3, doubles: 0, scoreFormat: 'SET3-S:6/TB7' },
  });
  await ok(t, home.coach, 'POST', `/auth/duals/${dual.id}/invitation`);
  await ok(t, away.coach, 'POST', `/auth/duals/${dual.id}/invitation/accept`, { rosterId: away.rosterId });
  await ok(t, home.coach, 'POST', `/auth/leagues/${leagueId}/duals`, {
    dualId: dual.id,
    round: opts.round ?? 1,
  });
  return dual.id;
}

/** Enters each line's result as home's coach and confirms it as away's (a score from home's side). */
export async function playLines(
  t: TestApp,
  dualId: number,
  home: LeagueTeam,
  away: LeagueTeam,
  lines: Record<string, string>,
  opts: { dispute?: string[] } = {},
): Promise<void> {
  for (const [line, score] of Object.entries(lines)) {
    const sets = score.split(' ').map((set) => set.split('-').map(Number));
    const won = sets.filter(([a, b]) => a! > b!).length;
    const winnerSide = won * 2 > sets.length ? 1 : 2;
    await ok(t, home.coach, 'PUT', `/auth/duals/${dualId}/lines/${line}/result`, {
      score,
      outcome: 'completed',
      winnerSide,
    });
    if (opts.dispute?.includes(line))
      await ok(t, away.coach, 'POST', `/auth/duals/${dualId}/lines/${line}/dispute`, {
        reason: 'score was 6-4',
      });
    else await ok(t, away.coach, 'POST', `/auth/duals/${dualId}/lines/${line}/confirm`);
  }
}
