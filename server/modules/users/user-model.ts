import { eq } from 'drizzle-orm';
import {
  DEFAULT_SHORTCUTS,
  MAX_SHORTCUTS,
  SHORTCUT_IDS,
  type ShortcutId,
  type UserModel,
} from '../../../contract/users';
import {
  callerId,
  type AdminCaller,
  type AnyCaller,
  type Caller,
  type GuardianCaller,
} from '../../auth/guards';
import type { Db } from '../../db/client';
import { coaches, guardians, players, schoolAdmins } from '../../db/schema/index';
import { appError } from '../../errors';
import { getUiSettings, normalUiSettings } from '../profile/profile.service';

/**
 * The user model of SPEC.md section 3 (issue 32): the one function that says who the caller is to
 * the web (roles for the navbar's checks, name, photo, e-mail, saved look, shortcuts).
 */

const table = (caller: Caller) => (caller.kind === 'coach' ? coaches : players);

/** A saved list, cleaned of ids a later version no longer knows; null (never saved): the defaults. */
function shortcutsOf(saved: unknown): ShortcutId[] {
  if (!Array.isArray(saved)) return [...DEFAULT_SHORTCUTS];
  return saved.filter((id): id is ShortcutId => (SHORTCUT_IDS as readonly unknown[]).includes(id));
}

/**
 * A school administrator's model: from their provider, named and reached as it told us, with their
 * kept look. No shortcuts: every shortcut page is a team page of a coach or player, which an admin
 * does not open (their pages are the school's page and its teams, reached from it).
 */
async function adminModelOf(db: Db, caller: AdminCaller): Promise<UserModel> {
  const [row] = await db
    .select({ email: schoolAdmins.email, displayName: schoolAdmins.displayName, ui: schoolAdmins.uiSettings })
    .from(schoolAdmins)
    .where(eq(schoolAdmins.id, caller.adminId));
  if (!row) throw appError('user_kind_unknown');
  return {
    role: ['admin'],
    from: caller.provider,
    uid: `admin:${caller.adminId}`,
    data: {
      displayName: row.displayName ?? row.email,
      photoURL: null,
      email: row.email,
      settings: normalUiSettings(row.ui as Partial<UserModel['data']['settings']>),
      shortcuts: [],
    },
  };
}

/** A guardian's model (issue 34): their name as first linked, their look; no shortcuts (no team pages). */
async function guardianModelOf(db: Db, caller: GuardianCaller): Promise<UserModel> {
  const [row] = await db
    .select({ name: guardians.name, ui: guardians.uiSettings })
    .from(guardians)
    .where(eq(guardians.id, caller.guardianId));
  if (!row) throw appError('user_kind_unknown');
  return {
    role: ['guardian'],
    from: 'api',
    uid: `guardian:${caller.guardianId}`,
    data: {
      displayName: row.name,
      photoURL: null,
      email: null,
      settings: normalUiSettings(row.ui as Partial<UserModel['data']['settings']>),
      shortcuts: [],
    },
  };
}

/** GET /api/auth/user */
export async function userModelOf(db: Db, caller: AnyCaller): Promise<UserModel> {
  if (caller.kind === 'admin') return adminModelOf(db, caller);
  if (caller.kind === 'guardian') return guardianModelOf(db, caller);
  const t = table(caller);
  const [row] = await db
    .select({
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      avatar: t.avatar,
      shortcuts: t.shortcuts,
    })
    .from(t)
    .where(eq(t.id, callerId(caller)));
  if (!row) throw appError(caller.kind === 'player' ? 'player_not_found' : 'coach_not_found');
  return {
    role: [caller.kind],
    from: 'api',
    uid: `${caller.kind}:${callerId(caller)}`,
    data: {
      displayName: `${row.firstName} ${row.lastName}`.trim(),
      photoURL: row.avatar,
      email: row.email === '' ? null : row.email,
      settings: await getUiSettings(db, caller),
      shortcuts: shortcutsOf(row.shortcuts),
    },
  };
}

/** The checks of a new list: known ids, each once, at most MAX_SHORTCUTS (400 with its own code). */
export function checkShortcuts(ids: readonly string[]): ShortcutId[] {
  if (ids.length > MAX_SHORTCUTS) throw appError('shortcuts_too_many', { max: MAX_SHORTCUTS });
  const seen = new Set<string>();
  for (const id of ids) {
    if (!(SHORTCUT_IDS as readonly string[]).includes(id)) throw appError('shortcut_unknown', { id });
    if (seen.has(id)) throw appError('shortcut_duplicate', { id });
    seen.add(id);
  }
  return ids as ShortcutId[];
}

/** PUT /api/auth/user/shortcuts: replaces the list (one statement, one row). */
export async function saveShortcuts(db: Db, caller: Caller, ids: readonly string[]) {
  const shortcuts = checkShortcuts(ids);
  const t = table(caller);
  const saved = await db
    .update(t)
    .set({ shortcuts })
    .where(eq(t.id, callerId(caller)))
    .returning({ id: t.id });
  if (saved.length === 0) throw appError(caller.kind === 'player' ? 'player_not_found' : 'coach_not_found');
  return { shortcuts };
}
