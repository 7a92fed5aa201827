import { describe, expect, it } from 'vitest';
import { filterByRole } from '../../components/shell/navigation-model';
import { navigation } from '../../config/navigation';
import { paths } from '../../config/paths';
import { searchLinks } from '../../../contract/search/links';
import { matchPages, menuPages } from './page-matches';

/** Titles as keys: the test reads the navigation's own items, not a copy. */
const pages = (role: 'coach' | 'player', teams: number[]) =>
  menuPages(filterByRole(navigation, role, teams), (key) => key);

describe("the search's pages", () => {
  it("are the navigation's own items the user sees, with the menus they are in", () => {
    const coach = pages('coach', [2]);
    expect(coach.map((p) => p.id)).toContain('team-settings');
    expect(coach.find((p) => p.id === 'matches-official-var-boys')).toMatchObject({
      trail: ['nav.matches', 'nav.official'],
      link: paths.matchesOf('official', 'var-boys'),
    });
    expect(coach.map((p) => p.id)).not.toContain('matches-official-jv-boys');
    expect(pages('player', [1]).map((p) => p.id)).not.toContain('team-settings');
  });

  it("match the title's words first, then the menus' words", () => {
    const found = matchPages(pages('coach', [1, 2]), 'nav.off', 10).map((p) => p.id);
    expect(found[0]).toBe('matches-official');
    expect(found.slice(1).sort()).toEqual(['matches-official-jv-boys', 'matches-official-var-boys']);
    expect(matchPages(pages('coach', [1, 2]), 'nav', 3)).toHaveLength(3);
  });
});

describe("the server's links (contract/search/links.ts)", () => {
  it("are the web app's paths", () => {
    expect(searchLinks.player(2)).toBe(paths.ladderOf('var-boys'));
    expect(searchLinks.team(3)).toBe(paths.ladderOf('jv-girls'));
    expect(searchLinks.match(3, 1)).toBe(paths.matchesOf('practice', 'jv-boys'));
    expect(searchLinks.dual(4, 12)).toBe(paths.dualOf('var-girls', 12));
    expect(searchLinks.tournament()).toBe(paths.tournaments);
    expect(searchLinks.event('2030-04-10')).toBe(`${paths.calendar}?view=agenda&date=2030-04-10`);
    expect(searchLinks.announcement(6, 3)).toBe(paths.announcementsOf('jv-parents/3'));
  });
});
