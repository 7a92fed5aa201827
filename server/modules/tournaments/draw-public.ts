import { eq } from 'drizzle-orm';
import { DRAW_PUBLIC_TOKEN_LENGTH, type DrawView } from '../../../contract/tournaments/draws';
import type { Db } from '../../db/client';
import { tournamentDraws } from '../../db/schema/index';
import { appError } from '../../errors';
import { loadDrawView, type DrawRow } from './draw-rows';

/** The public bracket page (issue 36): a draw for anyone with its unguessable address, read only. */

const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${DRAW_PUBLIC_TOKEN_LENGTH}}$`);

/** The draw of a public token, or 404 draw_not_found (an unknown or malformed token, not said which). */
export async function publicDrawRow(db: Db, token: string): Promise<DrawRow> {
  const [row] = TOKEN.test(token)
    ? await db.select().from(tournamentDraws).where(eq(tournamentDraws.publicToken, token))
    : [];
  if (!row) throw appError('draw_not_found');
  return row;
}

/** GET /api/draw/{token}: the public view (no token, nobody's entry marked). */
export async function publicDraw(db: Db, token: string): Promise<DrawView> {
  return loadDrawView(db, await publicDrawRow(db, token), { kind: 'public' });
}

/** The public page of a draw by id; null once it is gone (the live stream's read). */
export async function publicDrawOfId(db: Db, id: number): Promise<DrawView | null> {
  const [row] = await db.select().from(tournamentDraws).where(eq(tournamentDraws.id, id));
  return row ? loadDrawView(db, row, { kind: 'public' }) : null;
}
