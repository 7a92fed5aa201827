import type { Role } from '../../lib/session';

/** What the shell shows of the signed-in user (from the navbar call). */
export interface ShellUser {
  firstName: string;
  lastName: string;
  /** Address of the user's photo, or null (initials are shown). */
  avatar: string | null;
  /** Team type codes (1-4): all of a coach's teams, or the player's team. */
  teams: number[];
}

export type ShellUserState =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; user: ShellUser };

export interface ShellSession {
  role: Role;
  user: ShellUserState;
}
