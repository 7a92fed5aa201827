import type { DrawMatchup, DrawView } from '../../contract/tournaments/draws';

/**
 * The demo's tournament draws (issue 36), made through the API like the rest of the demo: a preseason
 * singles championship of the Varsity Boys seeded from their ladder, played to the semifinals (byes to the
 * top seeds, a walkover and a retirement among the results), a round robin of six played halfway, and a
 * cup of two groups played out with its playoff begun, so the bracket, the public page, the standings with
 * their rule and a playoff all have something to show; and a doubles round robin of pairs of the ladder's
 * players (each pair's path highlighted for either partner).
 */

type Call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

const ready = (m: DrawMatchup) => m.winner === null && m.sides.every((s) => s.entryId !== null && !s.bye);

/** Enters side 1's wins in the draw's first `count` playable matches, with the given scores in turn. */
async function play(
  call: Call,
  token: string,
  draw: DrawView,
  count: number,
  scores: string[],
): Promise<DrawView> {
  for (let i = 0; i < count; i++) {
    const next = draw.structures.flatMap((s) => s.matchups).find(ready);
    if (!next) break;
    draw = (await call(token, 'PUT', `/tournaments/${draw.tournamentId}/draw/matchups/${next.id}`, {
      winnerSide: 1,
      score: scores[i % scores.length],
    })) as unknown as DrawView;
  }
  return draw;
}

export async function seedDemoDraws(call: Call, token: string, ladderTeamType: number): Promise<void> {
  const singles = (await call(token, 'POST', '/createTournament', {
    name: 'Preseason Singles Championship',
    players: [{ Player: 'Alternate: Sam Ortiz' }],
  })) as { ID: number };
  const bracket = (await call(token, 'POST', `/tournaments/${singles.ID}/draw`, {
    drawType: 'single_elimination',
    seeding: 'ladder',
    team: ladderTeamType,
  })) as unknown as DrawView;
  await play(call, token, bracket, 10, [
    '6-3 6-4',
    '7-5 6-2',
    'w/o',
    '6-4 3-6 [10-7]',
    '6-1 2-0 ret.',
    '6-2 6-3',
  ]);

  const names = ['Maya Park', 'Zoe Alvarez', 'Lily Chen', 'Ivy Brooks', 'Nora Rivera', 'Ella Patel'];
  const robin = (await call(token, 'POST', '/createTournament', {
    name: 'JV Round Robin Day',
    players: names.map((Player) => ({ Player })),
  })) as { ID: number };
  const groups = (await call(token, 'POST', `/tournaments/${robin.ID}/draw`, {
    drawType: 'round_robin',
    seeding: 'ranks',
  })) as unknown as DrawView;
  await play(call, token, groups, 8, ['6-2 6-4', '4-6 6-3 [10-8]', '6-0 6-1', '7-6(5) 6-4']);

  // Two groups of four played out, then their playoff of the top two of each, one semifinal played.
  const eight = [
    'Ava Kim',
    'Mia Lopez',
    'Isla Grant',
    'Ruby Shah',
    'Chloe Dunn',
    'Lena Ortiz',
    'Gia Moss',
    'Tess Wu',
  ];
  const cup = (await call(token, 'POST', '/createTournament', {
    name: 'Spring Groups Cup',
    players: eight.map((Player) => ({ Player })),
  })) as { ID: number };
  const cupGroups = (await call(token, 'POST', `/tournaments/${cup.ID}/draw`, {
    drawType: 'round_robin',
    seeding: 'ranks',
    groupSize: 4,
  })) as unknown as DrawView;
  await play(call, token, cupGroups, 12, ['6-3 6-2', '6-4 7-5', '7-6(4) 6-3']);
  const playoff = (await call(token, 'POST', `/tournaments/${cup.ID}/draw/playoff`, {
    perGroup: 2,
  })) as unknown as DrawView;
  await play(call, token, playoff, 1, ['6-4 6-4']);

  // A doubles round robin of four pairs of the ladder team's players, seeded by the pairs' ladder places.
  const roster = (await call(token, 'GET', `/roster?skillLevel=${ladderTeamType}`)) as {
    res: Array<{ PlayerID: number }> | string;
  };
  const ids = Array.isArray(roster.res) ? roster.res.map((p) => p.PlayerID) : [];
  if (ids.length >= 8) {
    const doubles = (await call(token, 'POST', '/createTournament', {
      name: 'Varsity Doubles Round Robin',
      players: [{ Player: 'Alternate pair: to be named' }],
    })) as { ID: number };
    const pairs = (await call(token, 'POST', `/tournaments/${doubles.ID}/draw`, {
      drawType: 'round_robin',
      seeding: 'ladder',
      team: ladderTeamType,
      pairs: [
        [ids[0], ids[7]],
        [ids[1], ids[6]],
        [ids[2], ids[5]],
        [ids[3], ids[4]],
      ],
    })) as unknown as DrawView;
    await play(call, token, pairs, 3, ['6-4 6-3', '7-5 6-4']);
  }
}
