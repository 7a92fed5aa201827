import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addGuardianBody,
  ConfirmReply,
  GuardianLink,
  MinorFacts,
  PlayerGuardiansReply,
} from '../../../contract/guardians';
import { isMinor } from '../../../contract/guardians/minor';
import type { AnyCaller, Caller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { guardianLinks, guardians, players } from '../../db/schema/index';
import { appError } from '../../errors';
import { enqueueTexts } from '../../jobs/texts';
import { smsText } from '../../texts/sms-text';
import { DEFAULT_TEXT_STYLE, teamTextStyle } from '../../texts/text-style';
import { managedPlayer } from './guardian-access';

/** Linking guardians to players, confirming a link from its SMS, unlinking, and a player's minor facts. */

export const MAX_GUARDIANS = 6;
const CONFIRM_TTL_MS = 7 * 86_400_000;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

type LinkRow = typeof guardianLinks.$inferSelect;

/** The one presenter of a link: contacts for the team's coaches only (issue 34, privacy). */
function presentLink(link: LinkRow, phone: string, showContacts: boolean): GuardianLink {
  return {
    id: link.id,
    playerId: link.playerId,
    name: link.name,
    relation: link.relation,
    confirmed: link.confirmedAt !== null,
    phone: showContacts ? phone : null,
    email: showContacts ? link.email : null,
  };
}

function factsOf(p: typeof players.$inferSelect): MinorFacts {
  return { birthDate: p.birthDate, graduationYear: p.graduationYear, minorMark: p.minorMark };
}

/** GET /api/auth/guardians/players/{playerId} */
export async function playerGuardians(
  db: Db,
  caller: Caller,
  playerId: number,
  now: Date,
): Promise<PlayerGuardiansReply> {
  const { player, coach } = await managedPlayer(db, caller, playerId);
  const rows = await db
    .select({ link: guardianLinks, phone: guardians.phone })
    .from(guardianLinks)
    .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.playerId, playerId))
    .orderBy(asc(guardianLinks.id));
  return {
    player: { firstName: player.firstName, lastName: player.lastName },
    data: rows.map((r) => presentLink(r.link, r.phone, coach)),
    minor: isMinor(player, now),
    facts: factsOf(player),
  };
}

/**
 * POST /api/auth/guardians/players/{playerId}: links a guardian (found by phone, or new) and texts
 * them the link that confirms it; until then they read nothing and get no copies. One transaction.
 */
export async function addGuardian(
  ctx: AppContext,
  db: Db,
  caller: Caller,
  playerId: number,
  body: z.output<typeof addGuardianBody>,
): Promise<GuardianLink> {
  return db.transaction(async (tx) => {
    const { player, rosterId, coach } = await managedPlayer(tx, caller, playerId);
    if (body.phone === player.phone) throw appError('guardian_is_player');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(guardianLinks)
      .where(eq(guardianLinks.playerId, playerId));
    if (n >= MAX_GUARDIANS) throw appError('guardian_links_limit');
    await tx.insert(guardians).values({ phone: body.phone, name: body.name }).onConflictDoNothing();
    const [guardian] = await tx.select().from(guardians).where(eq(guardians.phone, body.phone));
    const [existing] = await tx
      .select({ id: guardianLinks.id })
      .from(guardianLinks)
      .where(and(eq(guardianLinks.playerId, playerId), eq(guardianLinks.guardianId, guardian!.id)));
    if (existing) throw appError('guardian_link_exists');
    const token = crypto.randomBytes(24).toString('base64url');
    const [link] = await tx
      .insert(guardianLinks)
      .values({
        playerId,
        guardianId: guardian!.id,
        name: body.name,
        email: body.email,
        relation: body.relation,
        confirmHash: sha256(token),
        confirmExpiresAt: new Date(ctx.clock.now().getTime() + CONFIRM_TTL_MS),
        addedBy: caller.kind,
        addedById: caller.kind === 'coach' ? caller.coachId : caller.playerId,
      })
      .returning();
    const style = rosterId !== null ? await teamTextStyle(tx, rosterId) : DEFAULT_TEXT_STYLE;
    await enqueueTexts(
      tx,
      [
        {
          dedupeKey: `guardian-link:${link!.id}:confirm`,
          phone: body.phone,
          name: body.name,
          body: smsText(style, 'guardianConfirm', {
            child: player.firstName,
            link: `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/guardian/confirm/${token}`,
          }),
        },
      ],
      ctx.clock.now(),
    );
    return presentLink(link!, body.phone, coach);
  });
}

/**
 * DELETE /api/auth/guardians/players/{playerId}/links/{linkId}: a coach of the player's team, the
 * player, or the linked guardian themself; copies stop with the next text (they are decided when a
 * text is queued). 404 for a link of another player or anyone else's.
 */
export async function removeGuardian(db: Db, caller: AnyCaller, playerId: number, linkId: number) {
  if (caller.kind === 'admin') throw appError('coaches_only');
  // A guardian removes only their own link; a coach or player is checked by the one rule.
  let mine: SQL | undefined;
  if (caller.kind === 'guardian') mine = eq(guardianLinks.guardianId, caller.guardianId);
  else await managedPlayer(db, caller, playerId);
  const removed = await db
    .delete(guardianLinks)
    .where(and(eq(guardianLinks.id, linkId), eq(guardianLinks.playerId, playerId), mine))
    .returning({ id: guardianLinks.id });
  if (removed.length === 0) throw appError('guardian_link_not_found');
  return { ok: true as const };
}

/** PUT /api/auth/guardians/players/{playerId}/minor (coach): the facts that make the player a minor. */
export async function setMinorFacts(
  db: Db,
  caller: Extract<Caller, { kind: 'coach' }>,
  playerId: number,
  facts: MinorFacts,
  now: Date,
): Promise<PlayerGuardiansReply> {
  await managedPlayer(db, caller, playerId);
  await db
    .update(players)
    .set({ birthDate: facts.birthDate, graduationYear: facts.graduationYear, minorMark: facts.minorMark })
    .where(eq(players.id, playerId));
  return playerGuardians(db, caller, playerId, now);
}

async function linkOfToken(db: Db, token: string) {
  const [row] = await db
    .select({ link: guardianLinks, guardianName: guardians.name, childFirstName: players.firstName })
    .from(guardianLinks)
    .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
    .innerJoin(players, eq(players.id, guardianLinks.playerId))
    .where(eq(guardianLinks.confirmHash, sha256(token)));
  if (!row) throw appError('guardian_confirm_invalid');
  return row;
}

function presentConfirm(row: Awaited<ReturnType<typeof linkOfToken>>, confirmed: boolean): ConfirmReply {
  return {
    childFirstName: row.childFirstName,
    guardianName: row.guardianName,
    relation: row.link.relation,
    confirmed,
  };
}

/** GET /api/guardian-confirm/{token}: what the SMS's link confirms (signed out: the token is the key). */
export async function readConfirm(db: Db, token: string): Promise<ConfirmReply> {
  const row = await linkOfToken(db, token);
  return presentConfirm(row, row.link.confirmedAt !== null);
}

/** POST /api/guardian-confirm/{token}: confirms the link (the token came by SMS to the guardian's phone). */
export async function confirmLink(db: Db, token: string, now: Date): Promise<ConfirmReply> {
  const row = await linkOfToken(db, token);
  if (row.link.confirmedAt === null) {
    if (!row.link.confirmExpiresAt || row.link.confirmExpiresAt.getTime() <= now.getTime())
      throw appError('guardian_confirm_expired');
    await db.update(guardianLinks).set({ confirmedAt: now }).where(eq(guardianLinks.id, row.link.id));
  }
  return presentConfirm(row, true);
}

/**
 * Each player's first guardian (by when they were linked), contacts included: the roster export of
 * the seasons module (issue 37), which only the team's coaches may run (its caller checks). One
 * statement (guardian_links by player).
 */
export async function firstGuardiansOf(
  db: Db,
  playerIds: readonly number[],
): Promise<Map<number, { name: string; phone: string; email: string }>> {
  const out = new Map<number, { name: string; phone: string; email: string }>();
  if (playerIds.length === 0) return out;
  const rows = await db
    .select({
      playerId: guardianLinks.playerId,
      name: guardianLinks.name,
      email: guardianLinks.email,
      phone: guardians.phone,
    })
    .from(guardianLinks)
    .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
    .where(inArray(guardianLinks.playerId, [...playerIds]))
    .orderBy(asc(guardianLinks.id));
  for (const r of rows)
    if (!out.has(r.playerId)) out.set(r.playerId, { name: r.name, phone: r.phone, email: r.email });
  return out;
}
