import { describe, expect, it } from 'vitest';
import {
  containsPath,
  filterByRole,
  indentFor,
  isActive,
  linkTarget,
  withBadge,
  countedBadges,
  type NavItem,
} from './navigation-model';

const menu: NavItem[] = [
  {
    id: 'overview',
    type: 'group',
    title: 'nav.overview',
    children: [
      { id: 'ladder', type: 'item', title: 'nav.ladder', url: '/ladder' },
      {
        id: 'matches',
        type: 'collapse',
        title: 'nav.matches',
        children: [
          { id: 'challenge', type: 'item', title: 'nav.challenge', url: '/matches/challenge', exact: true },
        ],
      },
    ],
  },
  { id: 'd1', type: 'divider' },
  {
    id: 'coaching',
    type: 'group',
    title: 'nav.communication',
    children: [{ id: 'outreach', type: 'item', title: 'nav.outreach', url: '/outreach', auth: ['coach'] }],
  },
  { id: 'd2', type: 'divider' },
  { id: 'docs', type: 'link', title: 'nav.docs', url: 'https://example.org' },
];

describe('indentFor', () => {
  it('is 24 px at level 0, then 40 + 16 x level up to 80', () => {
    expect([0, 1, 2, 3, 4].map(indentFor)).toEqual([24, 56, 72, 80, 80]);
  });
});

describe('filterByRole', () => {
  it('keeps everything for a coach', () => {
    expect(filterByRole(menu, 'coach').map((i) => i.id)).toEqual([
      'overview',
      'd1',
      'coaching',
      'd2',
      'docs',
    ]);
  });

  it('hides coach-only items from a player, with the group and divider they leave empty', () => {
    expect(filterByRole(menu, 'player').map((i) => i.id)).toEqual(['overview', 'd1', 'docs']);
  });

  it('drops a divider that would end the menu', () => {
    const items: NavItem[] = [menu[0]!, { id: 'd', type: 'divider' }, menu[2]!];
    expect(filterByRole(items, 'player').map((i) => i.id)).toEqual(['overview']);
  });
});

describe("filterByRole with the user's teams", () => {
  const teamMenu: NavItem[] = [
    {
      id: 'matches',
      type: 'collapse',
      title: 'nav.matches',
      children: [
        {
          id: 'challenge',
          type: 'collapse',
          title: 'nav.challenge',
          children: [1, 2, 3, 4].map((team) => ({ id: `c-${team}`, type: 'item' as const, team })),
        },
      ],
    },
    { id: 'tournaments', type: 'item', title: 'nav.tournaments' },
  ];
  const teamIds = (items: NavItem[]) => items[0]?.children?.[0]?.children?.map((i) => i.id);

  it("keeps only the pages of the user's teams", () => {
    expect(teamIds(filterByRole(teamMenu, 'coach', [2, 4]))).toEqual(['c-2', 'c-4']);
    expect(teamIds(filterByRole(teamMenu, 'player', [3]))).toEqual(['c-3']);
  });

  it('drops a collapse left without team pages once the teams are known to be none', () => {
    expect(filterByRole(teamMenu, 'coach', []).map((i) => i.id)).toEqual(['tournaments']);
  });

  it('keeps the collapses, without team pages, while the teams are not known', () => {
    const items = filterByRole(teamMenu, 'coach');
    expect(items.map((i) => i.id)).toEqual(['matches', 'tournaments']);
    expect(teamIds(items)).toEqual([]);
  });
});

describe('isActive and containsPath', () => {
  const ladder = menu[0]!.children![0]!;
  const matches = menu[0]!.children![1]!;

  it('matches the url and paths below it unless exact', () => {
    expect(isActive(ladder, '/ladder')).toBe(true);
    expect(isActive(ladder, '/ladder/jv-boys')).toBe(true);
    expect(isActive(ladder, '/ladder-choose')).toBe(false);
    expect(isActive(matches.children![0]!, '/matches/challenge/jv-boys')).toBe(false);
  });

  it('stands for the other pages an item names in activeUnder', () => {
    const item = { id: 'l', type: 'item' as const, url: '/ladder-choose', activeUnder: ['/ladder'] };
    expect(isActive(item, '/ladder-choose')).toBe(true);
    expect(isActive(item, '/ladder/var-girls')).toBe(true);
    expect(isActive(item, '/ladders')).toBe(false);
    expect(isActive(item, '/tournaments')).toBe(false);
  });

  it('finds the current page among descendants', () => {
    expect(containsPath(matches, '/matches/challenge')).toBe(true);
    expect(containsPath(matches, '/tournaments')).toBe(false);
  });
});

describe('linkTarget', () => {
  it('opens links in a new tab by default', () => {
    expect(linkTarget(menu[4]!)).toBe('_blank');
    expect(linkTarget({ ...menu[4]!, target: '_self' })).toBe('_self');
  });
});

describe('withBadge', () => {
  const groups: NavItem[] = [
    {
      id: 'communication',
      type: 'group',
      children: [
        { id: 'announcements', type: 'item', url: '/announcements' },
        { id: 'outreach', type: 'item', url: '/outreach' },
      ],
    },
  ];
  const badge = { title: 'nav.unreadBadge', bg: 'error.main', fg: 'error.contrastText', count: 3 };

  it('puts the badge on the nested item only, and takes it off again', () => {
    const badged = withBadge(groups, 'announcements', badge);
    expect(badged[0]?.children?.[0]?.badge).toEqual(badge);
    expect(badged[0]?.children?.[1]?.badge).toBeUndefined();
    expect(withBadge(badged, 'announcements', undefined)[0]?.children?.[0]).not.toHaveProperty('badge');
    expect(groups[0]?.children?.[0]).not.toHaveProperty('badge');
  });
});

describe('countedBadges', () => {
  it('lists the badges with a count, nested ones included, and none without any', () => {
    const badge = { title: 't', bg: 'error.main', fg: 'error.contrastText' };
    const items = [
      {
        id: 'a',
        type: 'group' as const,
        children: [{ id: 'b', type: 'item' as const, badge: { ...badge, count: 2 } }],
      },
      { id: 'c', type: 'item' as const, badge: { ...badge, count: 3 } },
      { id: 'd', type: 'item' as const, badge },
    ];
    expect(countedBadges(items).map((b) => b.count)).toEqual([2, 3]);
    expect(countedBadges([{ id: 'x', type: 'item' as const }])).toEqual([]);
  });
});
