import type { SvgIconComponent } from '@mui/icons-material';
import { wordsMatch } from '../../../contract/search/index';
import type { NavItem } from '../../components/shell/navigation-model';

/** A page of the navigation as search offers it: its title, the titles of the menus it is in, its address. */
export interface PageEntry {
  id: string;
  title: string;
  /** The collapses it is in (Matches, Official), outermost first. */
  trail: string[];
  link: string;
  icon?: SvgIconComponent;
}

/**
 * The pages of a menu (the navigation's own items, already filtered for the user's role and teams):
 * every item and collapse that has an address, titled in the user's language.
 */
export function menuPages(
  items: readonly NavItem[],
  t: (key: string) => string,
  trail: string[] = [],
): PageEntry[] {
  return items.flatMap((item) => {
    const title = item.title ? t(item.title) : '';
    const here: PageEntry[] =
      (item.type === 'item' || item.type === 'collapse') && item.url && title
        ? [{ id: item.id, title, trail, link: item.url, icon: item.icon }]
        : [];
    const inner = item.type === 'collapse' ? [...trail, title] : trail;
    return [...here, ...menuPages(item.children ?? [], t, inner)];
  });
}

/**
 * The pages whose title (with its menus' titles) has a word starting with each word of `q`: those
 * whose own title matches first, then those found through their menus (Matches › Official › ...).
 */
export function matchPages(pages: readonly PageEntry[], q: string, max: number): PageEntry[] {
  const own = pages.filter((page) => wordsMatch(q, page.title));
  const through = pages.filter(
    (page) => !own.includes(page) && wordsMatch(q, [...page.trail, page.title].join(' ')),
  );
  return [...own, ...through].slice(0, max);
}
