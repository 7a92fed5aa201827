import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsRoutes } from '../../../../contract/settings/routes';
import { renderPage } from '../../../test/render';
import { stubRoute } from '../../../test/stub-server';
import { PersonalSettingsForm } from './PersonalSettingsForm';

/* SPEC.md section 7: the save's snackbar names where the user's data went (the user model's `from`). */
const SAVED = { fname: 'Ada', lname: 'Coach', phoneNumber: '5550100001', email: 'ada@example.org' };

async function saveAs(savedTo: string | undefined) {
  stubRoute(settingsRoutes.coachSettings, { res: SAVED });
  const saves = stubRoute(settingsRoutes.saveCoachSettings, { res: { ...SAVED, fname: 'Adah' } });
  const { user } = await renderPage(
    <PersonalSettingsForm owner={{ role: 'coach', id: 7 }} savedTo={savedTo} />,
  );
  const first = await screen.findByRole('textbox', { name: 'First name' });
  await user.clear(first);
  await user.type(first, 'Adah');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return saves;
}

describe("the personal settings' save message", () => {
  it("says 'User data saved with api' for the product's own sign-in", async () => {
    const saves = await saveAs('api');
    expect(await screen.findByText('User data saved with api')).toBeTruthy();
    expect(saves).toHaveLength(1);
  });

  it('names the sign-in provider for a provider user', async () => {
    await saveAs('google');
    expect(await screen.findByText('User data saved to google')).toBeTruthy();
  });
});
