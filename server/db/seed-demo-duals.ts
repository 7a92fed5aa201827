import type dayjs from 'dayjs';

/**
 * The demo's dual matches (issue 20), made through the API like the rest of the demo: an upcoming dual of
 * the Varsity Boys against another school of this Courtside with its lineup drafted from the ladder and
 * published (the players' texts are queued for the server to send), and a draft dual against a typed
 * opponent whose lineup breaks the team's rule, so the builder shows a violation in words.
 */

type Call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

interface DraftReply {
  lineup: { line: string; players: (number | null)[] }[];
}

export async function seedDemoDuals(
  call: Call,
  opts: { token: string; rosterId: number; day: (offset: number) => dayjs.Dayjs },
): Promise<void> {
  const { token, rosterId, day } = opts;
  const { schools } = (await call(token, 'GET', '/duals-opponent-schools')) as {
    schools: { id: number; name: string }[];
  };
  const opponent = schools[0];
  const timeZone = 'America/Chicago';

  const upcoming = (await call(token, 'POST', '/duals', {
    rosterId,
    ...(opponent ? { opponentSchoolId: opponent.id } : { opponentName: 'Central High' }),
    site: 'home',
    place: 'Lincoln High courts 1-6',
    startsAt: day(5).hour(21).minute(30).second(0).millisecond(0).toISOString(),
    timeZone,
    format: { preset: '3s2d', singles: 3, doubles: 2, scoreFormat: 'SET3-S:6/TB7-F:TB10' },
  })) as { dual: { id: number } };
  const id = upcoming.dual.id;
  const draft = (await call(token, 'POST', `/duals/${id}/draft`, {})) as unknown as DraftReply;
  await call(token, 'PUT', `/duals/${id}/lineup`, { lineup: draft.lineup });
  await call(token, 'POST', `/duals/${id}/publish`, {});

  const later = (await call(token, 'POST', '/duals', {
    rosterId,
    opponentName: 'Westfield Prep',
    site: 'away',
    place: 'Westfield Racquet Club',
    startsAt: day(12).hour(22).minute(0).second(0).millisecond(0).toISOString(),
    timeZone,
    format: { preset: '4s3d', singles: 4, doubles: 3, scoreFormat: 'SET1-S:8/TB7' },
  })) as { dual: { id: number } };
  const laterId = later.dual.id;
  const laterDraft = (await call(token, 'POST', `/duals/${laterId}/draft`, {})) as unknown as DraftReply;
  // The coach tries S2 and S3 the other way round: out of ladder order, shown before publishing.
  const lineup = laterDraft.lineup.map((l) => ({ ...l, players: [...l.players] }));
  const [s2, s3] = [lineup[1]!, lineup[2]!];
  [s2.players, s3.players] = [s3.players, s2.players];
  await call(token, 'PUT', `/duals/${laterId}/lineup`, { lineup });
}
