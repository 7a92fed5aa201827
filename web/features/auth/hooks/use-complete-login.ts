import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setToken } from '../../../lib/token-store';
import { clearPendingSignUp } from '../sign-up-state';

/**
 * The end of every sign-in (SPEC.md section 4): the jwt is stored under `jwt`
 * and the user goes home (or back where the player came from).
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (token: string, returnTo: string) => {
      setToken(token);
      clearPendingSignUp();
      // Nothing cached for whoever used this tab before may show for the new user.
      queryClient.clear();
      await navigate(returnTo, { replace: true });
    },
    [navigate, queryClient],
  );
}
