import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SchoolFound } from '../../../contract/schools';
import { schoolsRoutes } from '../../../contract/schools/routes';
import { signInRoutes } from '../../../contract/auth/routes';
import { Component as CoachSetup } from './coach-setup';
import { paths } from '../../config/paths';
import { savePendingSignUp } from '../../features/auth/sign-up-state';
import { expectAccessible, expectRightToLeft } from '../../test/axe';
import { renderRoutes } from '../../test/render';
import { failWith, stubRoute } from '../../test/stub-server';
import { PHONE } from '../../test/viewport';

/*
 * Issue 32 at set-up: the school is found by a search field (debounced, keyboard-navigable), and a
 * school that is not listed is added there; a near-duplicate is offered first ("Is it one of
 * these?"), and set-up goes on with the school chosen or added.
 */

const LINCOLN: SchoolFound = {
  value: 'lincoln-hs',
  label: 'Lincoln High School',
  city: null,
  region: null,
  level: 'high_school',
  verified: true,
};
const BRIGHTWATER: SchoolFound = {
  value: 'school-aa11',
  label: 'Brightwater High School',
  city: 'Dayton',
  region: 'Ohio',
  level: 'high_school',
  verified: false,
};
const ADDED: SchoolFound = {
  ...BRIGHTWATER,
  value: 'school-bb22',
  label: 'Brightwatr Academy',
  level: 'other',
};

const setUp = [{ path: paths.coachSetup, Component: CoachSetup }];

beforeEach(() => {
  savePendingSignUp({
    kind: 'coach',
    loginRegisterID: 'reg-1',
    phone: '5551234567',
    code: '123456',
    returnTo: '/',
  });
});

function stubSearch(found: (q: string) => SchoolFound[]) {
  return stubRoute(schoolsRoutes.list, ({ query }) => found(query.get('q') ?? ''));
}

const schoolField = () => screen.getByRole('combobox', { name: /School/ });

describe('the set-up school chooser', () => {
  it('finds a misspelt school as the coach types, picked with the keyboard, and set-up sends it', async () => {
    const searches = stubSearch((q) => (q.toLowerCase().startsWith('linc') ? [LINCOLN] : []));
    const setUps = stubRoute(signInRoutes.setUpCoach, failWith(409, 'account_exists'));
    const { user } = await renderRoutes(setUp, { path: paths.coachSetup, session: null });
    await user.type(schoolField(), 'Lincon');
    const option = await screen.findByRole('option', { name: /Lincoln High School/ });
    expect(within(option).getByText('High school')).toBeTruthy();
    // One request once typing paused, not one per letter.
    expect(searches.map((c) => c.query.get('q'))).toEqual(['Lincon']);
    await expectAccessible();
    // The first school is highlighted; arrows move to the list's last entry and back.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'My school is not listed' }).className).toContain(
      'Mui-focused',
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(schoolField()).toHaveProperty('value', 'Lincoln High School');

    await user.clear(schoolField());
    await user.type(schoolField(), 'Zzyzx');
    expect(await screen.findByText('No results..')).toBeTruthy();

    await user.clear(schoolField());
    await user.type(schoolField(), 'Linc');
    await user.click(await screen.findByRole('option', { name: /Lincoln High School/ }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('alert');
    expect(setUps[0]?.body).toMatchObject({ school: 'lincoln-hs' });
  });

  it('adds a school that is not listed: offers the near-duplicate first, then adds it when declined', async () => {
    stubSearch(() => []);
    const adds = stubRoute(schoolsRoutes.add, ({ count }) =>
      count === 1 ? failWith(409, 'school_exists_similar', { candidates: [BRIGHTWATER] }) : { school: ADDED },
    );
    const { user } = await renderRoutes(setUp, { path: paths.coachSetup, session: null });
    await user.type(schoolField(), 'Brightwatr Academy');
    // The list says so and offers to add it (the button under the field, covered by the list, does too).
    const notListed = await screen.findByRole('option', { name: /My school is not listed/ });
    expect(within(notListed).getByText('No results..')).toBeTruthy();
    await user.click(notListed);

    const form = screen.getByRole('group', { name: 'Add your school' });
    expect(within(form).getByRole('textbox', { name: /School name/ })).toHaveProperty(
      'value',
      'Brightwatr Academy',
    );
    // Nothing is sent while a field is missing.
    await user.click(within(form).getByRole('button', { name: 'Add my school' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(2);
    expect(adds).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Dayton');
    await user.type(within(form).getByRole('textbox', { name: /State or country/ }), 'Ohio');
    await user.click(within(form).getByRole('combobox', { name: /Level/ }));
    await user.click(screen.getByRole('option', { name: 'Other school' }));
    await user.click(within(form).getByRole('button', { name: 'Add my school' }));

    const offer = await screen.findByRole('group', { name: 'Is it one of these?' });
    expect(within(offer).getByText('Brightwater High School')).toBeTruthy();
    expect(within(offer).getByText('unverified')).toBeTruthy();
    expect(within(offer).getByText('Dayton, Ohio')).toBeTruthy();
    await expectAccessible();
    await user.click(within(offer).getByRole('button', { name: 'No, my school is a different one' }));

    expect(await screen.findByText(/Brightwatr Academy was added/)).toBeTruthy();
    expect(schoolField()).toHaveProperty('value', 'Brightwatr Academy');
    expect(adds.map((c) => c.body)).toEqual([
      {
        loginRegisterID: 'reg-1',
        name: 'Brightwatr Academy',
        city: 'Dayton',
        region: 'Ohio',
        level: 'other',
        confirmNew: false,
      },
      {
        loginRegisterID: 'reg-1',
        name: 'Brightwatr Academy',
        city: 'Dayton',
        region: 'Ohio',
        level: 'other',
        confirmNew: true,
      },
    ]);
  });

  it('takes the existing school when the coach recognises it, and says when too many were added', async () => {
    stubSearch(() => []);
    stubRoute(schoolsRoutes.add, ({ body }) =>
      (body as { name: string }).name === 'Brightwater'
        ? failWith(409, 'school_exists_similar', { candidates: [BRIGHTWATER] })
        : failWith(429, 'school_add_attempts'),
    );
    const { user } = await renderRoutes(setUp, { path: paths.coachSetup, session: null });
    await user.click(screen.getByRole('button', { name: 'My school is not listed' }));
    const form = screen.getByRole('group', { name: 'Add your school' });
    await user.type(within(form).getByRole('textbox', { name: /School name/ }), 'Other name');
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Dayton');
    await user.type(within(form).getByRole('textbox', { name: /State or country/ }), 'Ohio{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many schools were added from here. Try again in an hour.',
    );
    await user.clear(within(form).getByRole('textbox', { name: /School name/ }));
    await user.type(within(form).getByRole('textbox', { name: /School name/ }), 'Brightwater');
    await user.click(within(form).getByRole('button', { name: 'Add my school' }));
    const offer = await screen.findByRole('group', { name: 'Is it one of these?' });
    await user.click(
      within(offer).getByRole('button', { name: 'This is my school: Brightwater High School' }),
    );
    expect(schoolField()).toHaveProperty('value', 'Brightwater High School');
    expect(screen.queryByText(/was added/)).toBeNull();
  });

  it('works on a phone in Arabic, right to left', async () => {
    stubSearch(() => [BRIGHTWATER]);
    const { user } = await renderRoutes(setUp, {
      path: paths.coachSetup,
      session: null,
      language: 'ar',
      viewport: PHONE,
    });
    const field = screen.getByRole('combobox', { name: /المدرسة/ });
    await user.type(field, 'Bright');
    const option = await screen.findByRole('option', { name: /Brightwater High School/ });
    expect(within(option).getByText('غير موثّقة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مدرستي غير موجودة في القائمة' })).toBeTruthy();
    expectRightToLeft();
    await expectAccessible();
  });
});
