import { SKILL_HANDLES, TEAM_TYPES, type TeamType } from '../../contract/common';

/**
 * The teams (SPEC.md section 2) as the web app names them: the URL handle of each team type, the
 * order teams are offered in, and the state of the signed-in user's team list. Shared by the
 * ladder, matches and outreach features.
 */

export type TeamHandle = (typeof SKILL_HANDLES)[TeamType];

/** The team type (1-4) a URL's team handle (jv-boys, var-boys, jv-girls, var-girls) names, or undefined. */
export function teamFromHandle(handle: string | undefined): TeamType | undefined {
  return TEAM_TYPES.find((team) => SKILL_HANDLES[team] === handle);
}

export function handleOf(team: TeamType): TeamHandle {
  return SKILL_HANDLES[team];
}

/** The user's team types, once each, in SPEC.md's order; anything that is not a team (1-4) is dropped. */
export function orderedTeams(teams: readonly number[]): TeamType[] {
  return TEAM_TYPES.filter((team) => teams.includes(team));
}

/** The signed-in user's team codes, from the navbar call (coach: skills; player: skill). */
export type TeamsState =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; teams: number[] };

/** The team codes once loaded; undefined while they load, null if they could not be loaded. */
export function loadedTeams(state: TeamsState): number[] | null | undefined {
  if (state.status === 'error') return null;
  return state.status === 'success' ? state.teams : undefined;
}
