import type { Route } from './http/route';
import { outreachRoutes } from './outreach/routes';

/**
 * Every feature's route table. The server registers each (server/app.ts), and the authorization
 * matrix checks that what it registered is what the tables say.
 */
export const routeTables: readonly Record<string, Route>[] = [outreachRoutes];
