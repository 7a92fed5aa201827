import { useQuery } from '@tanstack/react-query';
import { navbarQueryOptions } from '../features/auth/api';
import type { Role } from '../lib/session';
import type { TeamsState } from '../lib/teams';

/**
 * The signed-in user's teams (coach: every team coached; player: their team) as the pages take
 * them, from the navbar call the shell has already made. `enabled: false` leaves it pending.
 */
export function useTeams(role: Role, { enabled = true }: { enabled?: boolean } = {}): TeamsState {
  const navbar = useQuery({ ...navbarQueryOptions(role), enabled });
  if (navbar.isError) return { status: 'error', retry: () => void navbar.refetch() };
  if (navbar.isSuccess) return { status: 'success', teams: navbar.data.teams };
  return { status: 'pending' };
}
