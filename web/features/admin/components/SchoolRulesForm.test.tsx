import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../../contract/admin/routes';
import { ANTI_STACKING_PRESETS } from '../../../../contract/duals';
import type { TokenClaims } from '../../../../contract/auth';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import '../i18n/messages';
import { SchoolRulesForm } from './SchoolRulesForm';

/* The school's rules on /admin (issue 32): the lineup rule every team must at least follow, the match format. */

const ADMIN: TokenClaims = { sess: 'test-session', adm: 5, prov: 'google' };
const LINCOLN = { id: 1, name: 'Lincoln High School' };
const NONE = { lineupRule: null, matchFormat: null };

/** Picks an option of an MUI select (a button-like combobox with a listbox). */
async function pick(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe("the school's rules", () => {
  it('sets a lineup rule and a match format for every team, and says what it tightened', async () => {
    stubRoute(adminRoutes.schoolRules, { rules: NONE });
    const saves = stubRoute(adminRoutes.saveSchoolRules, ({ body }) => ({
      rules: body as never,
      tightened: { teams: 2, duals: 3 },
    }));
    const { user } = await renderPage(<SchoolRulesForm school={LINCOLN} />, {
      session: ADMIN,
      viewport: PHONE,
    });
    const section = await screen.findByRole('region', { name: 'School rules' });
    const save = await within(section).findByRole('button', { name: 'Save school rules' });
    expect(save).toHaveProperty('disabled', true);
    await pick(
      user,
      within(section).getByRole('combobox', { name: 'Lineup rule for every team' }),
      'Neighbours may swap',
    );
    expect(
      within(section).getByText('As strict, but two neighbours on the ladder may swap lines.'),
    ).toBeTruthy();
    await pick(user, within(section).getByRole('combobox', { name: 'Match format' }), '8-game pro set');
    await user.click(save);
    expect(
      await within(section).findByText(
        'School rules saved. Teams tightened: 2. Upcoming duals tightened: 3.',
      ),
    ).toBeTruthy();
    expect(saves[0]!.params).toEqual({ schoolId: '1' });
    expect(saves[0]!.body).toEqual({
      lineupRule: ANTI_STACKING_PRESETS['adjacent-swap'],
      matchFormat: 'SET1-S:8/TB7',
    });
    await expectAccessible();
  });

  it('clears the rules back to none, and shows a refusal as the server words it', async () => {
    stubRoute(adminRoutes.schoolRules, {
      rules: { lineupRule: ANTI_STACKING_PRESETS.strict, matchFormat: null },
    });
    const saves = stubRoute(adminRoutes.saveSchoolRules, () => failWith(404, 'not_found'));
    const { user } = await renderPage(<SchoolRulesForm school={LINCOLN} />, { session: ADMIN });
    const select = await screen.findByRole('combobox', { name: 'Lineup rule for every team' });
    expect(select.textContent).toBe('Strict ladder order');
    await pick(user, select, 'No school rule');
    expect(screen.getByText('Each team chooses its own anti-stacking rule.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save school rules' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(saves[0]!.body).toEqual({ lineupRule: null, matchFormat: null });
  });

  it('reads in Arabic right to left, and offers a retry when the rules cannot be loaded', async () => {
    let n = 0;
    stubRoute(adminRoutes.schoolRules, () => (++n === 1 ? failWith(404, 'not_found') : { rules: NONE }));
    const { user } = await renderPage(<SchoolRulesForm school={LINCOLN} />, {
      session: ADMIN,
      language: 'ar',
      viewport: PHONE,
    });
    expect(await screen.findByText('تعذّر تحميل قواعد المدرسة.')).toBeTruthy();
    expectRightToLeft();
    await user.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByRole('combobox', { name: 'قاعدة التشكيلة لكل فريق' })).toBeTruthy();
    await expectAccessible();
  });
});
