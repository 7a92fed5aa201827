import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { setToken } from '../../../lib/token-store';
import type { UserKind } from '../api';
import { clearPendingSignUp } from '../sign-up-state';

/**
 * SPEC.md section 4: "A player who has a team is sent to the announcements page". A player without
 * one (removed by their coach), or whose details cannot be read, goes home like a coach. The answer
 * stays in the cache for the navbar.
 */
async function playerLanding(queryClient: QueryClient): Promise<string> {
  try {
    // Loaded here, not up front: the login page's first load stays without the calls (login-flow.ts).
    const { navbarQueryOptions } = await import('../api');
    const user = await queryClient.fetchQuery(navbarQueryOptions('player'));
    return user.teams.length > 0 ? paths.announcements : paths.home;
  } catch {
    return paths.home;
  }
}

/**
 * The end of every sign-in (SPEC.md section 4): the jwt is stored under `jwt`
 * and the user goes home (a player with a team to the announcements, or back where the player
 * came from).
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (token: string, returnTo: string, kind: UserKind) => {
      setToken(token);
      clearPendingSignUp();
      // Nothing cached for whoever used this tab before may show for the new user.
      queryClient.clear();
      const to = kind === 'player' && returnTo === paths.home ? await playerLanding(queryClient) : returnTo;
      await navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );
}
