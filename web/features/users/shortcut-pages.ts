import { shortcutIdOfNav, type ShortcutId } from '../../../contract/users';
import type { NavItem } from '../../components/shell/navigation-model';

/** A page a shortcut may open: a first-level item of the navigation as this user sees it. */
export interface ShortcutPage {
  id: ShortcutId;
  item: NavItem;
}

/**
 * The navigation's own pages (the menu, filtered for the user's role, with its badges) that can be
 * shortcuts, in menu order: the items of each group with an address and an icon.
 */
export function shortcutPages(menu: readonly NavItem[]): ShortcutPage[] {
  const pages: ShortcutPage[] = [];
  const visit = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.type === 'group') visit(item.children ?? []);
      else if ((item.type === 'item' || item.type === 'collapse') && item.url && item.icon) {
        const id = shortcutIdOfNav(item.id);
        if (id) pages.push({ id, item });
      }
    }
  };
  visit(menu);
  return pages;
}

/** The user's shortcuts that this user's menu has, in the user's order. */
export function pinnedPages(menu: readonly NavItem[], shortcuts: readonly ShortcutId[]): ShortcutPage[] {
  const pages = new Map(shortcutPages(menu).map((p) => [p.id, p]));
  return shortcuts.flatMap((id) => {
    const page = pages.get(id);
    return page ? [page] : [];
  });
}

/** The list with the entry at `index` moved by `by` places (kept when it would leave the list). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
