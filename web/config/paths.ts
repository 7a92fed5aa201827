import type { SkillHandle } from '../../contract/common';

/** Every route of the web app (SPEC.md section 2), in one table. */
export const paths = {
  home: '/',
  coachLogin: '/coachlogin',
  playerLogin: '/playerlogin',
  coachSetup: '/coaches/set-up',
  playerSetup: '/players/set-up',
  serverError: '/500',
  ladder: '/ladder',
  ladderChoose: '/ladder-choose',
  ladderTeam: '/ladder/:team',
  ladderOf: (team: SkillHandle) => `/ladder/${team}`,
  matches: '/matches',
  matchesChoose: '/matches/choose',
  /** /matches/{type} alone names no team: it goes to /matches/choose. */
  matchesType: '/matches/:type',
  /** The general form of /matches/{type}/{team}; 'matches' is the only section that exists. */
  sectionTypeTeam: '/:section/:type/:team',
  matchesOf: (type: MatchTypeHandle, team: SkillHandle) => `/matches/${type}/${team}`,
  tournaments: '/tournaments',
  /** A tournament's draw (issue 36), its print view, and the public bracket (signed out; the server gives the token). */
  tournamentDraw: '/tournaments/:tournamentId/draw',
  tournamentDrawOf: (id: number) => `/tournaments/${id}/draw`,
  tournamentDrawPrint: '/tournaments/:tournamentId/draw/print',
  tournamentDrawPrintOf: (id: number) => `/tournaments/${id}/draw/print`,
  publicDraw: '/draw/:token',
  publicDrawOf: (token: string) => `/draw/${token}`,
  announcements: '/announcements',
  announcementsOf: (route: string) => `/announcements/${route}`,
  announcementsChoose: '/announcements-choose',
  announcementsFolder: '/announcements/:folderHandle/:mailId?',
  announcementsLabel: '/announcements/label/:labelHandle/:mailId?',
  announcementsFilter: '/announcements/filter/:filterHandle/:mailId?',
  publicMessage: '/u/:identifier',
  outreach: '/outreach',
  calendar: '/calendar',
  settings: '/settings',
  /** A coach's team rules (issue 29): challenge reach, formats, lineup rule, challenge rules. */
  teamSettings: '/team-settings',
  /** Player challenges (issue 21): the team's list (?team=handle) and one challenge, the texts' link. */
  challenges: '/challenges',
  challenge: '/challenges/:id',
  challengeOf: (id: number) => `/challenges/${id}`,
  publicMessageRoot: '/u',
  /** Dual matches (issue 20): the coach's teams, a team's season, one dual, its printed lineup card. */
  duals: '/duals',
  dualsTeam: '/duals/:team',
  dualsOf: (team: SkillHandle) => `/duals/${team}`,
  dual: '/duals/:team/:dualId',
  dualOf: (team: SkillHandle, id: number) => `/duals/${team}/${id}`,
  dualPrint: '/duals/:team/:dualId/print',
  dualPrintOf: (team: SkillHandle, id: number) => `/duals/${team}/${id}/print`,
  /** League play (issue 35): the user's leagues, one league, its public standings page (signed out). */
  leagues: '/leagues',
  league: '/leagues/:leagueId',
  leagueOf: (id: number) => `/leagues/${id}`,
  publicLeague: '/league/:token',
  /** The public page of a published dual (signed out); the server gives the token. */
  publicDual: '/dual/:token',
  /** Issue 22: who is coming, attendance, and the signed SMS link's answer page. */
  availability: '/availability/:kind/:id',
  attendance: '/availability/:kind/:id/attendance',
  answerLink: '/a/:token',
  /** School administrators (issue 32): their page, the sign-in's end and the "ask your school" page. */
  admin: '/admin',
  /** A team of the admin's school, read only (issue 32). */
  adminTeam: '/admin/teams/:rosterId',
  adminTeamOf: (rosterId: number) => `/admin/teams/${rosterId}`,
  adminSignedIn: '/admin/signed-in',
  /** Guardians (issue 34): their login, the SMS link's confirmation page, their home, a player's guardians. */
  guardianLogin: '/guardianlogin',
  guardianConfirm: '/guardian/confirm/:token',
  family: '/family',
  playerGuardians: '/guardians/:playerId',
  playerGuardiansOf: (playerId: number) => `/guardians/${playerId}`,
  adminRefused: '/admin/ask-your-school',
  /** Issue 32: what waits for the user's action. */
  todo: '/todo',
  /** Issue 37: a team's seasons (statistics, exports, the next season), the roster import, a player's page. */
  seasons: '/seasons',
  seasonsTeam: '/seasons/:team',
  seasonsOf: (team: SkillHandle) => `/seasons/${team}`,
  seasonImport: '/seasons/:team/import',
  seasonImportOf: (team: SkillHandle) => `/seasons/${team}/import`,
  player: '/players/:playerId',
  playerOf: (playerId: number) => `/players/${playerId}`,
} as const;

export const MATCH_TYPE_HANDLES = ['challenge', 'official', 'practice'] as const;
export type MatchTypeHandle = (typeof MATCH_TYPE_HANDLES)[number];

/** The navigation state flag that lets /500 show itself (SPEC.md section 2). */
export const SERVER_ERROR_STATE = { serverError: true } as const;

export function hasServerErrorState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { serverError?: unknown }).serverError === true
  );
}
