import { z } from 'zod';
import { uiSettings } from '../auth/index';

/**
 * The user model of SPEC.md section 3 (issue 32): role list, where the sign-in comes from, uid and the
 * user's data, with the shortcut pages of the toolbar. Served by GET /api/auth/user.
 */

/**
 * The pages a shortcut may point to: the navigation's item ids, except that SPEC.md names
 * announcements "mail" and outreach "contacts" (its default user's shortcuts). The web maps each
 * to its navigation item (`SHORTCUT_NAV_ID`); the navigation is the list, this only names it.
 */
export const SHORTCUT_IDS = [
  'ladder',
  'challenges',
  'matches',
  'duals',
  'tournaments',
  'team-settings',
  'mail',
  'contacts',
  'calendar',
  'todo',
] as const;
export type ShortcutId = (typeof SHORTCUT_IDS)[number];

/** A shortcut id whose navigation item has another id. */
export const SHORTCUT_NAV_ID: Partial<Record<ShortcutId, string>> = {
  mail: 'announcements',
  contacts: 'outreach',
};

/** The shortcut id of a navigation item, or null when it cannot be a shortcut. */
export function shortcutIdOfNav(navId: string): ShortcutId | null {
  const aliased = (Object.entries(SHORTCUT_NAV_ID) as Array<[ShortcutId, string]>).find(
    ([, n]) => n === navId,
  );
  if (aliased) return aliased[0];
  return (SHORTCUT_IDS as readonly string[]).includes(navId) ? (navId as ShortcutId) : null;
}

/** The navigation item id a shortcut opens. */
export const navIdOfShortcut = (id: ShortcutId): string => SHORTCUT_NAV_ID[id] ?? id;

/** SPEC.md section 3: the default user's shortcuts (calendar, announcements, outreach, to-do). */
export const DEFAULT_SHORTCUTS: readonly ShortcutId[] = ['calendar', 'mail', 'contacts', 'todo'];
export const MAX_SHORTCUTS = 8;

/** 'api' for the product's own sign-in, or the id of the OpenID provider the user signed in with. */
export const userFromField = z.string().min(1).max(40);

export const userModel = z.object({
  role: z.array(z.enum(['coach', 'player', 'admin', 'guardian'])),
  from: userFromField,
  uid: z.string(),
  data: z.object({
    displayName: z.string(),
    photoURL: z.string().nullable(),
    email: z.string().nullable(),
    settings: uiSettings,
    shortcuts: z.array(z.enum(SHORTCUT_IDS)),
  }),
});
export type UserModel = z.infer<typeof userModel>;

/**
 * PUT /api/auth/user/shortcuts. Any strings pass the schema: the service answers 400 with its own code for
 * an unknown id, a repeated one or too many (shortcut_unknown, shortcut_duplicate, shortcuts_too_many).
 */
export const shortcutsBody = z.object({
  shortcuts: z.array(z.string().max(64)).max(64),
});
export const shortcutsReply = z.object({ shortcuts: z.array(z.enum(SHORTCUT_IDS)) });
