import type { TestApp } from './build-test-app';
import type { createLadderTeam } from './match-factories';

/** The tennis match calls as the API tests send them (JSON, with a bearer token). */

type Team = Awaited<ReturnType<typeof createLadderTeam>>;

/** A player as the web app sends it: the factories name player i "P<i> Player". */
export const playerRef = (p: { id: number; firstName: string }) => ({
  ID: p.id,
  Name: `${p.firstName} Player`,
});

/** A create-tennis-match body: an official match of the team's players at `playerIdx`, side 1 first. */
export function createMatchBody(team: Team, playerIdx: number[], extra: Record<string, unknown> = {}) {
  return {
    SchoolTeamRosterID: team.rosterId,
    MatchType: 2,
    IsSingles: playerIdx.length === 2,
    MatchDate: '2025-04-02',
    MatchTime: '16:45',
    Plist: playerIdx.map((i) => playerRef(team.players[i]!)),
    ...extra,
  };
}

/** PUT /api/auth/edit-tennis-match with the date and time of createMatchBody unless given. */
export function editMatchRequest(
  t: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/edit-tennis-match',
    headers,
    payload: { MatchDate: '2025-04-02', MatchTime: '16:45', ...payload },
  });
}
