import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CommunicationContact,
  addCommunicationBody,
  editCommunicationBody,
} from '../../../contract/outreach';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { outreachContacts, players, rosterPlayers, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachesTeam } from '../teams/team-access';
import { reachableContacts } from './contacts-access';

type AddBody = z.output<typeof addCommunicationBody>;
type EditBody = z.output<typeof editCommunicationBody>;

/** A contact as the API shows it: an existing player's details are read from the player. */
const contactColumns = {
  id: outreachContacts.id,
  firstName: sql<string>`coalesce(${players.firstName}, ${outreachContacts.firstName})`,
  lastName: sql<string>`coalesce(${players.lastName}, ${outreachContacts.lastName})`,
  email: sql<string>`coalesce(${players.email}, ${outreachContacts.email})`,
  pn: sql<string>`coalesce(${players.phone}, ${outreachContacts.phone})`,
  skillLevel: outreachContacts.skillLevel,
  playerId: outreachContacts.playerId,
};

function selectContacts(db: Db, where: SQL | undefined) {
  return db
    .select(contactColumns)
    .from(outreachContacts)
    .leftJoin(players, eq(players.id, outreachContacts.playerId))
    .where(where)
    .orderBy(
      asc(sql`lower(coalesce(${players.lastName}, ${outreachContacts.lastName}))`),
      asc(sql`lower(coalesce(${players.firstName}, ${outreachContacts.firstName}))`),
      asc(outreachContacts.id),
    );
}

async function contactById(db: Db, schoolId: number, id: number): Promise<CommunicationContact> {
  const [row] = await selectContacts(
    db,
    and(eq(outreachContacts.id, id), eq(outreachContacts.schoolId, schoolId)),
  );
  if (!row) throw appError('contact_not_found');
  return row;
}

/**
 * Serializes changes to one school's lists, so two coaches adding the same person at the same
 * moment cannot both pass the duplicate check (a player and a new person with the player's phone
 * are not caught by one unique index).
 */
async function lockSchoolLists(tx: Db, schoolId: number): Promise<void> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
}

/** Is this phone (as a new person's or as a listed player's) already on the list, other than `exceptId`? */
async function phoneListed(
  tx: Db,
  schoolId: number,
  level: number,
  phone: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: outreachContacts.id })
    .from(outreachContacts)
    .leftJoin(players, eq(players.id, outreachContacts.playerId))
    .where(
      and(
        eq(outreachContacts.schoolId, schoolId),
        eq(outreachContacts.skillLevel, level),
        or(eq(outreachContacts.phone, phone), eq(players.phone, phone)),
        exceptId === undefined ? undefined : ne(outreachContacts.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/auth/getCommunications/{5|6|7}: the school's list for that audience, by name; only
 * the coach's own contacts while the school's coaches have not accepted them (contacts-access.ts).
 */
export async function listCommunications(
  db: Db,
  caller: CoachCaller,
  level: number,
): Promise<CommunicationContact[]> {
  return selectContacts(db, and(await reachableContacts(db, caller), eq(outreachContacts.skillLevel, level)));
}

/**
 * POST /api/auth/addCommunications: adds a player of one of the coach's teams (404 for any
 * other player) or a new person to the school's list. 409 when the player, or the phone, is
 * already on that list.
 */
export async function addCommunication(
  db: Db,
  caller: CoachCaller,
  body: AddBody,
): Promise<CommunicationContact> {
  const id = await db.transaction(async (tx) => {
    await lockSchoolLists(tx, caller.schoolId);
    if (body.already) {
      const [player] = await tx
        .select({ id: players.id, phone: players.phone })
        .from(players)
        .innerJoin(rosterPlayers, eq(rosterPlayers.playerId, players.id))
        .innerJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
        .where(and(eq(players.id, body.pid), coachesTeam(caller)));
      if (!player) throw appError('player_not_on_your_teams');
      const [listed] = await tx
        .select({ id: outreachContacts.id })
        .from(outreachContacts)
        .where(
          and(
            eq(outreachContacts.schoolId, caller.schoolId),
            eq(outreachContacts.skillLevel, body.skillLevel),
            eq(outreachContacts.playerId, player.id),
          ),
        );
      if (listed || (await phoneListed(tx, caller.schoolId, body.skillLevel, player.phone)))
        throw appError('contact_duplicate');
      const [row] = await tx
        .insert(outreachContacts)
        .values({
          schoolId: caller.schoolId,
          skillLevel: body.skillLevel,
          playerId: player.id,
          addedByCoachId: caller.coachId,
        })
        .returning({ id: outreachContacts.id });
      return row!.id;
    }
    if (await phoneListed(tx, caller.schoolId, body.skillLevel, body.pn)) throw appError('contact_duplicate');
    const [row] = await tx
      .insert(outreachContacts)
      .values({
        schoolId: caller.schoolId,
        skillLevel: body.skillLevel,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.pn,
        addedByCoachId: caller.coachId,
      })
      .returning({ id: outreachContacts.id });
    return row!.id;
  });
  return contactById(db, caller.schoolId, id);
}

/**
 * PUT /api/auth/editCommunication: changes a new person's details. An existing player's
 * details come from the player (their own settings), so such a contact answers 400.
 */
export async function editCommunication(
  db: Db,
  caller: CoachCaller,
  body: EditBody,
): Promise<CommunicationContact> {
  await db.transaction(async (tx) => {
    await lockSchoolLists(tx, caller.schoolId);
    const [contact] = await tx
      .select()
      .from(outreachContacts)
      .where(and(eq(outreachContacts.id, body.editId), await reachableContacts(tx, caller)));
    if (!contact) throw appError('contact_not_found');
    if (contact.playerId !== null) throw appError('player_contact_read_only');
    if (await phoneListed(tx, caller.schoolId, contact.skillLevel, body.pn, contact.id))
      throw appError('contact_duplicate');
    await tx
      .update(outreachContacts)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.pn,
        updatedAt: new Date(),
      })
      .where(eq(outreachContacts.id, contact.id));
  });
  return contactById(db, caller.schoolId, body.editId);
}

/** DELETE /api/auth/deleteCommunications/{id}: removes a contact the coach reaches (404 for any other). */
export async function deleteCommunication(db: Db, caller: CoachCaller, id: number): Promise<void> {
  const deleted = await db
    .delete(outreachContacts)
    .where(and(eq(outreachContacts.id, id), await reachableContacts(db, caller)))
    .returning({ id: outreachContacts.id });
  if (deleted.length === 0) throw appError('contact_not_found');
}
