/**
 * The sections of /team-settings, by their link targets. Before issue 29 they were on /settings:
 * `/settings#<id>` of any of them is sent on to `/team-settings#<id>`.
 */
export const TEAM_SECTION = {
  ladderMax: 'ladder-max',
  matchFormat: 'match-format',
  lineupRule: 'lineup-rule',
  challengeRules: 'challenge-rules',
} as const;

const IDS: readonly string[] = Object.values(TEAM_SECTION);

/** Whether a location's hash (`#lineup-rule`) names a section of the team settings page. */
export function isTeamSectionHash(hash: string): boolean {
  return hash.startsWith('#') && IDS.includes(decodeURIComponent(hash.slice(1)));
}
