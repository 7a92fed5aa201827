import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '../test/api-routes';
import { COACH, renderRoutes, tokenFor } from '../test/render';
import { inShell, stubShell, COACH_NAVBAR } from '../test/shell';
import { failWith, stubRoute } from '../test/stub-server';
import { getToken } from './token-store';

/* SPEC.md section 4: 'Token is expired' refreshes the token once and the call is sent again. */
describe('an expired token', () => {
  it('is refreshed with the old token as bearer, stored, and the call retried', async () => {
    const { coach } = stubShell({
      coachNavbar: ({ count }) => (count === 1 ? failWith(401, 'token_expired') : COACH_NAVBAR),
    });
    const refresh = stubRoute(shellRoutes.refreshToken, { token: 'fresh-token' });
    const { reload } = await renderRoutes(inShell([{ index: true, element: <p>page</p> }]));

    expect((await screen.findAllByTestId('user-name'))[0]?.textContent).toBe('Ada Coach');
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.headers.get('authorization')).toBe(`Bearer ${tokenFor(COACH)}`);
    expect(coach).toHaveLength(2);
    expect(coach[1]?.headers.get('authorization')).toBe('Bearer fresh-token');
    expect(getToken()).toBe('fresh-token');
    expect(reload).not.toHaveBeenCalled();
  });
});
