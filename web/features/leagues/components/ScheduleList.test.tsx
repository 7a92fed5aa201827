import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaguesRoutes } from '../../../../contract/leagues/routes';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import { LEAGUE } from './league.fixture';
import { ScheduleList } from './ScheduleList';

/** The league page's generated round robin: pairings per round, "to be arranged" until a dual is linked. */

const pairing = (round: number, home: number, away: number | null, dualId: number | null = null) => ({
  round,
  homeRosterId: home * 10,
  homeSchool: LEAGUE.members[home - 1]!.schoolName,
  awayRosterId: away === null ? null : away * 10,
  awaySchool: away === null ? null : LEAGUE.members[away - 1]!.schoolName,
  dualId,
});

const SCHEDULED = [
  pairing(1, 1, null),
  pairing(1, 3, 2, 44),
  pairing(2, 3, 1),
  pairing(2, 2, null),
  pairing(3, 1, 2),
  pairing(3, 3, null),
];

describe('the league schedule', () => {
  it('lets the organiser generate it with one call', async () => {
    const calls = stubRoute(leaguesRoutes.schedule, { league: { ...LEAGUE, schedule: SCHEDULED } });
    const { user } = await renderPage(<ScheduleList league={LEAGUE} mayGenerate />, { viewport: PHONE });
    expect(await screen.findByText(/No schedule yet\. Generate a round robin/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate the round robin' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.params).toEqual({ id: '5' });
  });

  it('shows pairings per round, "to be arranged" until a dual is linked, and a bye for the odd team', async () => {
    await renderPage(<ScheduleList league={{ ...LEAGUE, schedule: SCHEDULED }} mayGenerate />, {
      viewport: PHONE,
    });
    await screen.findByText('Round 1');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
    ]);
    const rows = screen.getAllByTestId('schedule-pairing').map((r) => r.textContent);
    expect(rows).toEqual([
      'Lincoln: bye',
      'Roosevelt vs KennedyDual arranged',
      'Roosevelt vs LincolnTo be arranged',
      'Kennedy: bye',
      'Lincoln vs KennedyTo be arranged',
      'Roosevelt: bye',
    ]);
    expect(screen.queryByRole('button', { name: 'Generate the round robin' })).toBeNull();
  });

  it('says why generating failed, and a member that is not the organiser sees no button', async () => {
    stubRoute(leaguesRoutes.schedule, () => failWith(409, 'league_schedule_teams'));
    const { user, unmount } = await renderPage(<ScheduleList league={LEAGUE} mayGenerate />, {
      viewport: PHONE,
      language: 'ar',
    });
    await user.click(await screen.findByRole('button', { name: 'إنشاء جدول الدور الواحد' }));
    expect(await screen.findByText('يحتاج الجدول إلى فريقين على الأقل انضما إلى الدوري.')).toBeTruthy();
    unmount();
    await renderPage(<ScheduleList league={LEAGUE} mayGenerate={false} />, { viewport: PHONE });
    const section = await screen.findByRole('region', { name: 'Schedule' });
    expect(within(section).getByText('No schedule yet.')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
