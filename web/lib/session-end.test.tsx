import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { inShell, stubShell } from '../test/shell';
import { failWith } from '../test/stub-server';
import { getToken } from './token-store';

/*
 * SPEC.md section 4: any other 401 on a signed-in call removes the jwt and reloads the page, once.
 * (A file of its own: the client remembers for the page's life that the session ended.)
 */
describe('a 401 that is not an expired token', () => {
  it('removes the jwt and reloads the page once', async () => {
    const { coach } = stubShell({ coachNavbar: failWith(401, 'invalid_token') });
    const { reload } = await renderRoutes(inShell([{ index: true, element: <p>page</p> }]));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(coach).toHaveLength(1);
    expect(getToken()).toBeNull();
  });
});
