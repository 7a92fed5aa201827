import type { SvgIconComponent } from '@mui/icons-material';
import type { Role } from '../../lib/session';

/** SPEC.md section 2 "Navigation chrome": the menu item model. */
export type NavItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

export interface NavBadge {
  /** i18n key of the badge's text (given `count`, formatted, when there is one). */
  title: string;
  bg: string;
  fg: string;
  /** A number the badge shows (e.g. unread announcements). */
  count?: number;
  /** i18n key of what screen readers hear instead of the bare text (given `count`). */
  label?: string;
}

export interface NavItem {
  id: string;
  type: NavItemType;
  /** i18n key of the item's title. */
  title?: string;
  icon?: SvgIconComponent;
  url?: string;
  badge?: NavBadge;
  children?: NavItem[];
  /** Active only when the path equals url (otherwise also on paths below it). */
  exact?: boolean;
  /** For links: where to open them; a new tab unless told otherwise. */
  target?: '_blank' | '_self';
  /** Roles that may see the item; no list means everyone. */
  auth?: readonly Role[];
  /** A page of one team (type code 1-4): shown only to users of that team (coach: coached; player: theirs). */
  team?: number;
  /** Other pages the item stands for (e.g. Ladder opens /ladder-choose and stands for /ladder/{team}). */
  activeUnder?: readonly string[];
}

/** SPEC.md section 9: 24 px at level 0, otherwise 40 + 16 x level, capped at 80. */
export function indentFor(level: number): number {
  return level === 0 ? 24 : Math.min(40 + 16 * level, 80);
}

export function linkTarget(item: NavItem): '_blank' | '_self' {
  return item.target ?? '_blank';
}

function allowed(item: NavItem, role: Role, teams: readonly number[] | undefined): boolean {
  if (item.auth !== undefined && !item.auth.includes(role)) return false;
  return item.team === undefined || (teams?.includes(item.team) ?? false);
}

/**
 * The menu as a user sees it: items whose auth list excludes the role are removed, team pages of
 * teams the user does not have (all of them while `teams` is not known yet), and groups and
 * collapses left empty, and dividers with nothing to divide. While the teams are not known, a
 * collapse emptied only of team pages stays, so the menu does not change shape when they arrive.
 */
export function filterByRole(items: readonly NavItem[], role: Role, teams?: readonly number[]): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (!allowed(item, role, teams)) continue;
    if (item.type === 'group' || item.type === 'collapse') {
      const children = filterByRole(item.children ?? [], role, teams);
      if (children.length === 0 && !(teams === undefined && holdsTeamPages(item))) continue;
      kept.push({ ...item, children });
    } else {
      kept.push(item);
    }
  }
  return kept.filter(
    (item, index, all) =>
      item.type !== 'divider' || (index > 0 && index < all.length - 1 && all[index - 1]?.type !== 'divider'),
  );
}

function holdsTeamPages(item: NavItem): boolean {
  return (item.children ?? []).some((child) => child.team !== undefined || holdsTeamPages(child));
}

/** Whether an item's url is the current page (or, unless exact, an ancestor of it). */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.url === undefined || item.type === 'link') return false;
  if (pathname === item.url) return true;
  if ((item.activeUnder ?? []).some((prefix) => pathname.startsWith(`${prefix}/`))) return true;
  return !item.exact && pathname.startsWith(item.url.endsWith('/') ? item.url : `${item.url}/`);
}

/** Whether the current page is this item or one of its descendants (a collapse then opens). */
export function containsPath(item: NavItem, pathname: string): boolean {
  return isActive(item, pathname) || (item.children ?? []).some((child) => containsPath(child, pathname));
}

/** The menu with `badge` on the item `id` (none when undefined), wherever it is nested. */
export function withBadge(items: readonly NavItem[], id: string, badge: NavBadge | undefined): NavItem[] {
  return items.map((item) => {
    if (item.id === id) {
      const { badge: _old, ...rest } = item;
      return badge ? { ...rest, badge } : rest;
    }
    return item.children ? { ...item, children: withBadge(item.children, id, badge) } : item;
  });
}

/** The sum of the numbers the menu's badges show, nested items included. */
/** The menu's badges that show a count, nested ones included, in menu order. */
export function countedBadges(items: readonly NavItem[]): NavBadge[] {
  return items.flatMap((item) => [
    ...(item.badge?.count ? [item.badge] : []),
    ...countedBadges(item.children ?? []),
  ]);
}
