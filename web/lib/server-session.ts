import type { z } from 'zod';
import type { logoutReply } from '../../contract/auth';
import { sessionRoutes } from '../../contract/auth/routes';
import { signingOut } from './api-client';
import { call } from './call';
import { getToken } from './token-store';

/**
 * POST /api/auth/logout for whoever is signed in (a coach, player, admin or guardian): ends the session
 * on the server, never reloading or redirecting by itself, and from now on a read the server refuses
 * does not reload the page either (`signingOut`: the caller is about to leave it). Answers the server's
 * reply, or null when there was no session or the call failed: signing out on this device must always
 * work.
 */
export async function endServerSession(): Promise<z.infer<typeof logoutReply> | null> {
  signingOut();
  if (getToken() === null) return null;
  try {
    return await call(sessionRoutes.logout, {}, { sessionHandling: false });
  } catch {
    return null;
  }
}
