import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterPlayer } from '../../contract/ladder';
import { movePlayerMutationOptions } from '../features/ladder/api';
import { rosterQueryOptions } from '../lib/roster-query';
import { memoryStorage } from '../test/memory-storage';

/*
 * The team's roster is read by the ladder page and by the create-match dialog. A coach who moves a
 * player on the ladder and then opens the create-match dialog (same page session, no reload) must
 * see the new order: the ladder's move refreshes the roster the dialog reads.
 */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function player(id: number, position: number): RosterPlayer {
  return {
    PlayerID: id,
    SchoolTeamPlayerID: id + 100,
    Position: position,
    FirstName: `P${id}`,
    LastName: 'Lee',
    Email: `p${id}@example.org`,
    PhoneNumber: '',
    avatar: null,
    OMWLPer: 0,
    CMWLPer: 0,
  };
}

/** The roster routes of API.md for one team, over an in-memory ladder: reads and one move. */
function rosterServer() {
  const ladder = [player(1, 1), player(2, 2)];
  const rosterReads = { count: 0 };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://courtside.test');
    if (pathname === '/api/auth/roster') {
      rosterReads.count += 1;
      return json({ res: ladder.map((p) => ({ ...p })), teamRosterID: 7 });
    }
    if (pathname === '/api/auth/roster/isAbleToSwitch') return json({ res: true });
    if (pathname === '/api/auth/roster/updatePosition') {
      const form = init?.body as URLSearchParams;
      const moved = ladder.find((p) => p.SchoolTeamPlayerID === Number(form.get('stpid')))!;
      moved.Position = Number(form.get('pos'));
      return json({ ok: true });
    }
    return new Response(JSON.stringify({ error: 'Not Found' }), { status: 404 });
  });
  return { fetch, rosterReads };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem('jwt', 'coach-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one roster query for the ladder and the matches', () => {
  it('a ladder move refreshes the roster the create-match dialog shows, without a reload', async () => {
    const server = rosterServer();
    vi.stubGlobal('fetch', server.fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    // The create-match dialog was opened once: its roster is in the cache, and it is open again.
    const dialogRoster = new QueryObserver(queryClient, rosterQueryOptions(1));
    const unsubscribe = dialogRoster.subscribe(() => {});
    await vi.waitFor(() => expect(dialogRoster.getCurrentResult().isSuccess).toBe(true));
    const readsBefore = server.rosterReads.count;

    const move = new MutationObserver(queryClient, movePlayerMutationOptions(queryClient));
    const [, second] = dialogRoster.getCurrentResult().data!.players;
    await move.mutate({ player: second!, strid: 7, team: 1, position: 5 });
    await vi.waitFor(() => expect(dialogRoster.getCurrentResult().isFetching).toBe(false));

    expect(server.rosterReads.count).toBeGreaterThan(readsBefore);
    const positions = dialogRoster.getCurrentResult().data!.players.map((p) => [p.PlayerID, p.Position]);
    expect(positions).toEqual([
      [1, 1],
      [2, 5],
    ]);
    unsubscribe();
    queryClient.clear();
  });
});
