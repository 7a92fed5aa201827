import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagues } from '../../db/schema/index';
import { appError } from '../../errors';
import { loadLeague, publicLeagueOut } from './league-view';

/** GET /api/league/{token}: the public standings page (school names and team results only), or 404. */
export async function publicLeague(db: Db, token: string) {
  const [league] = await db.select().from(leagues).where(eq(leagues.publicToken, token));
  if (!league) throw appError('league_not_found');
  return { league: publicLeagueOut(await loadLeague(db, league)) };
}
