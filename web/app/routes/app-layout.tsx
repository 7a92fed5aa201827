import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { TEAM_TYPES } from '../../../contract/common';
import { filterByRole, withBadge, type NavBadge } from '../../components/shell/navigation-model';
import { unreadCountQueryOptions } from '../../features/announcements/api';
import { todoQueryOptions } from '../../features/todo/api';
import { isSignedOut, resetUser, userKey } from '../../features/users/api';
import { ToolbarSearch } from '../../features/search/components/ToolbarSearch';
import { ShortcutBar } from '../../features/users/components/ShortcutBar';
import type { UserModel } from '../../../contract/users';
import { Shell } from '../../components/shell/Shell';
import type { ShellSession } from '../../components/shell/shell-types';
import { navigation } from '../../config/navigation';
import { paths } from '../../config/paths';
import { navbarQueryOptions } from '../../features/auth/api';
import { endServerSession } from '../../lib/server-session';
import { usePreferences } from '../../lib/preferences';
import { roleOf } from '../../lib/session';
import { forgetOfflineData } from '../../lib/offline-storage';
import { OfflineSession } from '../offline/offline-session';
import { OfflineStatus } from '../offline/OfflineStatus';
import { useSavedLook } from '../use-saved-look';

/** Announcements/Polls: how many are unread or wait for an answer (99 at most). */
const UNREAD_BADGE: NavBadge = {
  title: 'nav.unreadBadge',
  label: 'nav.unreadLabel',
  bg: 'error.main',
  fg: 'error.contrastText',
};

/** To-do: how many things wait for the user's action (99 at most). */
const TODO_BADGE: NavBadge = {
  title: 'nav.unreadBadge',
  label: 'nav.todoLabel',
  bg: 'warning.main',
  fg: 'warning.contrastText',
};

/**
 * Every signed-in page: the signed-in user's data kept on the device for use offline (issue 33), the
 * shell with the user's menu, name and teams, and saved settings.
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  return (
    <OfflineSession claims={claims}>
      <SignedInLayout />
    </OfflineSession>
  );
}

function SignedInLayout() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery(navbarQueryOptions(role));
  // Team pages (matches) only of the user's teams; until they are known, none. If they cannot be
  // read, all four: the pages themselves say which ones are not the user's.
  const teams = navbar.isError ? TEAM_TYPES : navbar.data?.teams;
  const unread = useQuery(unreadCountQueryOptions());
  const unreadCount = unread.data ?? 0;
  const todoCount = useQuery({ ...todoQueryOptions(), select: (reply) => reply.count }).data ?? 0;
  const menu = useMemo(
    () =>
      withBadge(
        withBadge(
          filterByRole(navigation, role, teams),
          'announcements',
          unreadCount > 0 ? { ...UNREAD_BADGE, count: Math.min(unreadCount, 99) } : undefined,
        ),
        'todo',
        todoCount > 0 ? { ...TODO_BADGE, count: Math.min(todoCount, 99) } : undefined,
      ),
    [role, teams, unreadCount, todoCount],
  );
  const { preferences } = usePreferences();
  const onPreferencesChange = useSavedLook();

  const queryClient = useQueryClient();
  const onLogout = useCallback(async () => {
    // SPEC.md section 4: a user with an empty role list is not logged out again; logging out resets the
    // user to the default user (empty role list, default shortcuts).
    if (isSignedOut(queryClient.getQueryData<UserModel>(userKey))) return;
    // What was kept on this device for this user (issue 33) goes first: nothing saves it again.
    forgetOfflineData();
    resetUser(queryClient);
    await endServerSession();
    localStorage.clear();
    sessionStorage.clear();
    // A player signs in again at their own login page, not the coach's.
    window.location.replace(role === 'player' ? paths.playerLogin : paths.coachLogin);
  }, [role, queryClient]);

  // The same element on every render: the page below is drawn again for its own changes only, not
  // each time the user's details or settings arrive here.
  const page = useMemo(
    () => (
      <>
        <OfflineStatus />
        <Outlet />
      </>
    ),
    [],
  );

  const session: ShellSession = {
    role,
    user: navbar.isPending
      ? { status: 'pending' }
      : navbar.isError
        ? { status: 'error', retry: () => void navbar.refetch() }
        : { status: 'success', user: navbar.data },
  };

  return (
    <Shell
      session={session}
      menu={menu}
      preferences={preferences}
      onPreferencesChange={onPreferencesChange}
      onLogout={() => void onLogout()}
      search={<ToolbarSearch session={session} />}
      shortcuts={<ShortcutBar menu={menu} />}
    >
      {page}
    </Shell>
  );
}
