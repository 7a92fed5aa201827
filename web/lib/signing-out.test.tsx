import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { inShell, stubShell } from '../test/shell';
import { failWith } from '../test/stub-server';
import { signingOut } from './api-client';

/*
 * Logout has begun: a call the server refuses meanwhile (its session is already ended) does not reload
 * the page, which would send the user to the login with this page to return to instead of where logout
 * goes. (A file of its own: the client remembers it for the page's life.)
 */
describe('a 401 while signing out', () => {
  it('does not reload the page', async () => {
    signingOut();
    const { coach } = stubShell({ coachNavbar: failWith(401, 'invalid_token') });
    const { reload } = await renderRoutes(inShell([{ index: true, element: <p>page</p> }]));
    await waitFor(() => expect(coach).toHaveLength(1));
    expect(reload).not.toHaveBeenCalled();
  });
});
