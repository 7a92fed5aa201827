/**
 * The demo's league (issue 35), through the real routes: Lincoln's coach founds the Metro Conference for
 * Varsity Girls under the GHSA pack, Washington High's coach joins, the round robin is generated, and their
 * dual of a week ago (final, 3-2 to Lincoln) is round 1: the standings, Lincoln's season page and the public
 * schedule show it. Their return dual of yesterday (one line disputed, two being played) is round 2, outside
 * the generated pairings: it waits. A third school is invited and has not answered.
 */

type Call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

export async function seedDemoLeague(
  call: Call,
  opts: {
    dana: string;
    priya: string;
    earlier: number;
    linked: number;
    washingtonId: number;
    invitedId: number | null;
  },
): Promise<void> {
  const { league } = (await call(opts.dana, 'POST', '/leagues', {
    name: 'Metro Conference',
    season: 'Spring 2026',
    seasonYear: 2026,
    teamType: 4,
    rulePack: 'ghsa',
  })) as { league: { id: number } };
  await call(opts.dana, 'POST', `/leagues/${league.id}/invitations`, { schoolId: opts.washingtonId });
  await call(opts.priya, 'POST', `/leagues/${league.id}/join`, {});
  await call(opts.dana, 'POST', `/leagues/${league.id}/schedule`);
  if (opts.invitedId !== null)
    await call(opts.dana, 'POST', `/leagues/${league.id}/invitations`, { schoolId: opts.invitedId });
  await call(opts.dana, 'POST', `/leagues/${league.id}/duals`, { dualId: opts.earlier, round: 1 });
  await call(opts.dana, 'POST', `/leagues/${league.id}/duals`, { dualId: opts.linked, round: 2 });
}
