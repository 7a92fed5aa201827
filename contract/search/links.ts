import { SKILL_HANDLES, type SkillLevel } from '../common';
import { MATCH_TYPE_HANDLES, type MatchType } from '../matches/index';

/**
 * The one place search results get their links: the web app's pages (web/config/paths.ts's shapes;
 * web/features/search/links.test.ts checks they are the same). The server fills `link` with these.
 */
export const searchLinks = {
  /** A player: their team's ladder, which lists them. */
  player: (teamType: number) => `/ladder/${handle(teamType)}`,
  team: (teamType: number) => `/ladder/${handle(teamType)}`,
  match: (matchType: number, teamType: number) =>
    `/matches/${MATCH_TYPE_HANDLES[matchType as MatchType]}/${handle(teamType)}`,
  dual: (teamType: number, dualId: number) => `/duals/${handle(teamType)}/${dualId}`,
  tournament: () => '/tournaments',
  /** The calendar's agenda on the event's day (UTC day, YYYY-MM-DD). */
  event: (day: string) => `/calendar?view=agenda&date=${day}`,
  /** The announcement opened in its audience's list (a team, or an outreach list). */
  announcement: (skillLevel: number, id: number) => `/announcements/${handle(skillLevel)}/${id}`,
} as const;

function handle(level: number): string {
  return SKILL_HANDLES[level as SkillLevel];
}
