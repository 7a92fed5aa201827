import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { SKILL_HANDLES, type SkillLevel } from '../../../contract/common';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { announcements, outreachContacts, players, rosterPlayers } from '../../db/schema/index';
import { appError } from '../../errors';
import { readableTeams } from '../teams/team-access';
import { maySeeSchoolContacts, requireSchoolContacts } from '../outreach/contacts-access';
import { OUTREACH_LEVELS } from '../../../contract/outreach';
import { parentsAudienceGuardians } from '../guardians/parents-audience';

/**
 * An audience the caller can open: a team (skill level 1-4, its roster) or one of the school's
 * outreach lists (5-7).
 */
export interface Audience {
  skillLevel: SkillLevel;
  rosterId: number | null;
  schoolId: number;
}

export interface Recipient {
  phone: string;
  name: string;
}

/**
 * The audiences of a caller, in SPEC.md's order. A coach: the teams they coach, then the
 * school's three outreach lists when the school's shared contacts are open to them
 * (outreach/contacts-access.ts; 403 with the reason from audienceFor otherwise). A player: their team, then every outreach list of their school
 * they are on (they received its SMS, so they may read it and answer its polls).
 */
export async function audiencesOf(db: Db, caller: Caller): Promise<Audience[]> {
  if (caller.kind === 'coach') {
    const lists = (await maySeeSchoolContacts(db, caller)) ? OUTREACH_LEVELS : [];
    const teams = await readableTeams(db, caller);
    return [
      ...teams.map((t) => ({
        skillLevel: t.teamType as SkillLevel,
        rosterId: t.id,
        schoolId: caller.schoolId,
      })),
      ...lists.map((skillLevel) => ({
        skillLevel,
        rosterId: null,
        schoolId: caller.schoolId,
      })),
    ];
  }
  const [team] = await readableTeams(db, caller);
  const lists = await db
    .selectDistinct({ skillLevel: outreachContacts.skillLevel, schoolId: outreachContacts.schoolId })
    .from(outreachContacts)
    .where(eq(outreachContacts.playerId, caller.playerId))
    .orderBy(asc(outreachContacts.skillLevel));
  return [
    ...(team
      ? [{ skillLevel: team.teamType as SkillLevel, rosterId: team.id, schoolId: team.schoolId }]
      : []),
    ...lists.map((l) => ({ skillLevel: l.skillLevel as SkillLevel, rosterId: null, schoolId: l.schoolId })),
  ];
}

/** The caller's audience for one skill level; 404 when they have none (another team's, another school's). */
export async function audienceFor(db: Db, caller: Caller, skillLevel: number): Promise<Audience> {
  const audience = (await audiencesOf(db, caller)).find((a) => a.skillLevel === skillLevel);
  if (!audience && caller.kind === 'coach' && (OUTREACH_LEVELS as readonly number[]).includes(skillLevel))
    await requireSchoolContacts(db, caller);
  if (!audience) throw appError('audience_not_found');
  return audience;
}

/** Announcements addressed to any of these audiences. */
export function inAudiences(list: Audience[]): SQL {
  if (list.length === 0) return sql`false`;
  const teams = list.filter((a) => a.rosterId !== null).map((a) => a.rosterId!);
  const lists = list.filter((a) => a.rosterId === null);
  const conditions: SQL[] = [];
  if (teams.length > 0) conditions.push(inArray(announcements.rosterId, teams));
  for (const l of lists)
    conditions.push(and(eq(announcements.schoolId, l.schoolId), eq(announcements.skillLevel, l.skillLevel))!);
  return or(...conditions)!;
}

/**
 * Who an announcement to this audience is texted to: the team's players, or the list's
 * contacts (a listed player's current phone), and for a parents list (jv-parents, var-parents)
 * every confirmed guardian of the school's players of that level (issue 34). One message per
 * phone, first name wins.
 */
export async function recipientsOf(db: Db, audience: Audience): Promise<Recipient[]> {
  const rows =
    audience.rosterId !== null
      ? await db
          .select({ phone: players.phone, firstName: players.firstName, lastName: players.lastName })
          .from(rosterPlayers)
          .innerJoin(players, eq(players.id, rosterPlayers.playerId))
          .where(eq(rosterPlayers.rosterId, audience.rosterId))
          .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
      : await db
          .select({
            phone: sql<string>`coalesce(${players.phone}, ${outreachContacts.phone})`,
            firstName: sql<string>`coalesce(${players.firstName}, ${outreachContacts.firstName})`,
            lastName: sql<string>`coalesce(${players.lastName}, ${outreachContacts.lastName})`,
          })
          .from(outreachContacts)
          .leftJoin(players, eq(players.id, outreachContacts.playerId))
          .where(
            and(
              eq(outreachContacts.schoolId, audience.schoolId),
              eq(outreachContacts.skillLevel, audience.skillLevel),
            ),
          )
          .orderBy(asc(outreachContacts.id));
  const byPhone = new Map<string, Recipient>();
  for (const r of rows) {
    if (!byPhone.has(r.phone))
      byPhone.set(r.phone, { phone: r.phone, name: `${r.firstName} ${r.lastName}`.trim() });
  }
  if (audience.rosterId === null) {
    for (const g of await parentsAudienceGuardians(db, audience.schoolId, audience.skillLevel)) {
      if (!byPhone.has(g.phone)) byPhone.set(g.phone, { phone: g.phone, name: g.name });
    }
  }
  return [...byPhone.values()];
}

/** The players of an audience who can answer a poll in the app (an outreach list's listed players). */
export async function audiencePlayers(
  db: Db,
  a: { rosterId: number | null; schoolId: number; skillLevel: number },
) {
  const columns = { playerId: players.id, firstName: players.firstName, lastName: players.lastName };
  if (a.rosterId !== null) {
    return db
      .select(columns)
      .from(rosterPlayers)
      .innerJoin(players, eq(players.id, rosterPlayers.playerId))
      .where(eq(rosterPlayers.rosterId, a.rosterId))
      .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  }
  return db
    .select(columns)
    .from(outreachContacts)
    .innerJoin(players, eq(players.id, outreachContacts.playerId))
    .where(
      and(
        eq(outreachContacts.schoolId, a.schoolId),
        eq(outreachContacts.skillLevel, a.skillLevel),
        isNotNull(outreachContacts.playerId),
      ),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
}

export function handleOf(level: number): string {
  return SKILL_HANDLES[level as SkillLevel] ?? String(level);
}
