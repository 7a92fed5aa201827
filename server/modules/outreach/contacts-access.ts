import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ContactsAccess, SchoolCoachAccess } from '../../../contract/outreach';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coaches, coachTeams, outreachContacts, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { verifySchool } from '../schools/school-verify';

/**
 * The one owner of the rule "may this coach see the school's shared contacts" (issue 17, point
 * 17). The parents' and preseason lists hold children's parents' names, phones and e-mails, so a
 * stranger who signs up as a coach of the school and creates a team must not read or text them:
 *
 * - the school's first coach is accepted (they see the lists as before);
 * - a coach who joins an existing team with its Team PIN is accepted (a coach of that team gave
 *   it to them);
 * - any later coach who only created a team is pending until an accepted coach of the school
 *   accepts them (or declines: they stay without, and may be accepted later).
 *
 * Until then a coach sees and changes only the contacts they added themselves, and cannot send
 * announcements to the lists (skill levels 5-7). Every outreach query and the announcements'
 * audience check ask here.
 */

/** The caller's access as stored now (a decision by another coach counts at once, tokens or not). */
export async function contactsAccessOf(db: Db, caller: CoachCaller): Promise<ContactsAccess> {
  const [row] = await db
    .select({ access: coaches.contactsAccess })
    .from(coaches)
    .where(and(eq(coaches.id, caller.coachId), eq(coaches.schoolId, caller.schoolId)));
  return row?.access ?? 'pending';
}

/** May this coach see, change and text the school's shared contacts? */
export async function maySeeSchoolContacts(db: Db, caller: CoachCaller): Promise<boolean> {
  return (await contactsAccessOf(db, caller)) === 'accepted';
}

/**
 * The contacts a coach reaches on the school's lists: all of them once accepted, else those they
 * added themselves. Outreach queries put this in their where clause.
 */
export async function reachableContacts(db: Db, caller: CoachCaller): Promise<SQL> {
  const school = eq(outreachContacts.schoolId, caller.schoolId);
  if (await maySeeSchoolContacts(db, caller)) return school;
  return and(school, eq(outreachContacts.addedByCoachId, caller.coachId))!;
}

/** 403 with the reason unless the coach may text the school's lists (announcements to 5-7). */
export async function requireSchoolContacts(db: Db, caller: CoachCaller): Promise<void> {
  if (!(await maySeeSchoolContacts(db, caller))) throw appError('contacts_not_accepted');
}

/**
 * The access of a coach being created at this school by set-up: accepted when the school has no
 * coach yet, else pending. Locks the school's row, so two first coaches signing up at the same
 * moment cannot both be first.
 */
export async function accessForNewCoach(tx: Db, schoolId: number): Promise<ContactsAccess> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
  const [other] = await tx
    .select({ id: coaches.id })
    .from(coaches)
    .where(eq(coaches.schoolId, schoolId))
    .limit(1);
  return other ? 'pending' : 'accepted';
}

/** A coach who joined a team with its Team PIN: a coach of that team gave it, so they are accepted. */
export async function acceptJoinedByPin(tx: Db, coachId: number): Promise<void> {
  await tx
    .update(coaches)
    .set({ contactsAccess: 'accepted', contactsAccessAt: new Date() })
    .where(and(eq(coaches.id, coachId), ne(coaches.contactsAccess, 'accepted')));
}

/**
 * GET /api/auth/outreach/access: the caller's access and, for an accepted coach, the school's
 * coaches who are pending or declined (oldest first).
 */
export async function outreachAccess(
  db: Db,
  caller: CoachCaller,
): Promise<{ access: ContactsAccess; coaches: SchoolCoachAccess[] }> {
  const access = await contactsAccessOf(db, caller);
  if (access !== 'accepted') return { access, coaches: [] };
  const rows = await db
    .select({
      coachId: coaches.id,
      firstName: coaches.firstName,
      lastName: coaches.lastName,
      access: coaches.contactsAccess,
      createdAt: coaches.createdAt,
      decidedAt: coaches.contactsAccessAt,
    })
    .from(coaches)
    .where(
      and(eq(coaches.schoolId, caller.schoolId), inArray(coaches.contactsAccess, ['pending', 'declined'])),
    )
    .orderBy(asc(coaches.createdAt), asc(coaches.id))
    .limit(200);
  const teams =
    rows.length === 0
      ? []
      : await db
          .select({ coachId: coachTeams.coachId, teamType: teamRosters.teamType })
          .from(coachTeams)
          .innerJoin(teamRosters, eq(teamRosters.id, coachTeams.rosterId))
          .where(
            inArray(
              coachTeams.coachId,
              rows.map((r) => r.coachId),
            ),
          )
          .orderBy(asc(teamRosters.teamType));
  return {
    access,
    coaches: rows.map((r) => ({
      coachId: r.coachId,
      firstName: r.firstName,
      lastName: r.lastName,
      teams: teams.filter((t) => t.coachId === r.coachId).map((t) => t.teamType),
      access: r.access,
      since: (r.access === 'declined' && r.decidedAt ? r.decidedAt : r.createdAt).toISOString(),
    })),
  };
}

/**
 * POST /api/auth/outreach/coaches/{id}/accept|decline: an accepted coach decides for another
 * coach of their school (404 for anyone else, 403 for a coach not accepted themselves). A repeat
 * of the same decision changes nothing; a declined coach may be accepted later; an accepted coach
 * cannot be declined (409): their access came from the school's coaches or a Team PIN.
 */
export async function decideContactsAccess(
  db: Db,
  caller: CoachCaller,
  coachId: number,
  decision: 'accepted' | 'declined',
): Promise<{ access: ContactsAccess; coaches: SchoolCoachAccess[] }> {
  await requireSchoolContacts(db, caller);
  if (coachId === caller.coachId) throw appError('coach_not_found');
  // A second coach of the school accepted: the school is no longer one coach's word (issue 32),
  // in the same transaction as the acceptance.
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(coaches)
      .set({ contactsAccess: decision, contactsAccessBy: caller.coachId, contactsAccessAt: new Date() })
      .where(
        and(
          eq(coaches.id, coachId),
          eq(coaches.schoolId, caller.schoolId),
          decision === 'declined'
            ? eq(coaches.contactsAccess, 'pending')
            : sql`${coaches.contactsAccess} <> 'accepted'`,
        ),
      )
      .returning({ id: coaches.id });
    if (decision === 'accepted' && rows.length > 0) await verifySchool(tx, caller.schoolId);
    return rows;
  });
  if (changed.length === 0) {
    const [coach] = await db
      .select({ access: coaches.contactsAccess })
      .from(coaches)
      .where(and(eq(coaches.id, coachId), eq(coaches.schoolId, caller.schoolId)));
    if (!coach) throw appError('coach_not_found');
    if (decision === 'declined' && coach.access === 'accepted') throw appError('coach_already_accepted');
    // Otherwise already decided the same way (a repeat, or another coach was quicker).
  }
  return outreachAccess(db, caller);
}
