import { planAsks } from '../availability/ask-schedule';
import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import type {
  CreateDualInput,
  DualListReply,
  DualRecord,
  DualSummary,
  EditDualInput,
} from '../../../contract/duals';
import { dualLines as formatLines } from '../../../contract/duals';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { dualLines, dualLineupSlots, duals, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachedTeam, readableTeamOfType } from '../teams/team-access';
import { assertWithinSchoolRule } from '../schools/school-rules';
import { teamDefaultLineupRule } from '../teams/team-lineup-rule';
import { dualAccess, type DualRow, type DualTeam } from './dual-access';
import { dropLineMatches } from './dual-line-matches';
import { resyncDualResults } from './dual-line-results';
import { summaryOf } from './dual-rows';
import { presentDual, type DualAnswer } from './dual-view';
import type { PreviousLineup } from './dual-publish';

/** Duals: a team's list with its record, create, read, edit, delete, and the opponent schools. */

/** 16 random bytes: an address nobody can guess or derive from another (22 characters). */
const newPublicToken = () => crypto.randomBytes(16).toString('base64url');

/** The opponent school's row for a dual of the coach's school: another school that exists. */
async function opponentSchool(db: Db, caller: CoachCaller, schoolId: number) {
  if (schoolId === caller.schoolId) throw appError('opponent_is_own_school');
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) throw appError('school_not_found');
  return school;
}

/** A dual in a team's list, with its public page's token once that page works (published). */
export interface ListedDual {
  summary: DualSummary;
  publicToken: string | null;
}

/**
 * The duals of some teams by team (roster id), each list by start: the team's own, and the duals of
 * other schools it accepted an invitation to, from its own side (issue 29). `publishedOnly` (a
 * player's view): only the duals whose lineup of the team's side is published. Two statements
 * whatever the number of teams (duals_roster_starts, duals_opponent_roster_starts); the callers
 * check that the teams are the caller's (team-access.ts).
 */
export async function dualsOfTeams(
  db: Db,
  teams: readonly DualTeam[],
  { publishedOnly }: { publishedOnly: boolean },
): Promise<Map<number, ListedDual[]>> {
  const byTeam = new Map<number, ListedDual[]>(teams.map((team) => [team.id, []]));
  if (teams.length === 0) return byTeam;
  const ids = teams.map((team) => team.id);
  const [own, accepted] = await Promise.all([
    db
      .select()
      .from(duals)
      // The current season's own duals (issue 37: season_id null).
      .where(
        and(
          inArray(duals.rosterId, ids),
          isNull(duals.seasonId),
          publishedOnly ? isNotNull(duals.publishedAt) : undefined,
        ),
      ),
    db
      .select({
        dual: duals,
        team: { id: teamRosters.id, schoolId: teamRosters.schoolId, teamType: teamRosters.teamType },
        school: schools.label,
      })
      .from(duals)
      .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
      .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
      .where(
        and(
          inArray(duals.opponentRosterId, ids),
          eq(duals.invitation, 'accepted'),
          publishedOnly ? isNotNull(duals.opponentPublishedAt) : undefined,
        ),
      ),
  ]);
  const teamOf = new Map(teams.map((team) => [team.id, team]));
  const token = (dual: DualRow) => (dual.publishedAt !== null ? dual.publicToken : null);
  for (const dual of own) {
    byTeam
      .get(dual.rosterId)
      ?.push({ summary: summaryOf(dual, teamOf.get(dual.rosterId)!), publicToken: token(dual) });
  }
  for (const r of accepted) {
    const listing = teamOf.get(r.dual.opponentRosterId!);
    if (!listing) continue;
    byTeam.get(listing.id)!.push({
      summary: summaryOf(r.dual, r.team, { side: 2, schoolName: r.school, teamType: listing.teamType }),
      publicToken: token(r.dual),
    });
  }
  for (const list of byTeam.values()) {
    list.sort((a, b) => a.summary.startsAt.localeCompare(b.summary.startsAt) || a.summary.id - b.summary.id);
  }
  return byTeam;
}

/** A team's record from its listed duals: decided duals only; ties are counted apart. */
export function dualRecord(list: readonly DualSummary[]): DualRecord {
  const decided = list.filter((d) => d.result.decided);
  return {
    won: decided.filter((d) => d.result.winnerSide === 1).length,
    lost: decided.filter((d) => d.result.winnerSide === 2).length,
    tied: decided.filter((d) => d.result.winnerSide === null).length,
  };
}

/**
 * GET /api/auth/duals?skillLevel: the team's duals by start (a player: the published ones) and its record,
 * with the duals of other schools it accepted an invitation to, from its own side (issue 29).
 */
export async function listDuals(db: Db, caller: Caller, teamType: number): Promise<DualListReply> {
  const team = await readableTeamOfType(db, caller, teamType);
  const listed = await dualsOfTeams(db, [team], { publishedOnly: caller.kind === 'player' });
  const all = (listed.get(team.id) ?? []).map((d) => d.summary);
  return { rosterId: team.id, teamType: team.teamType, record: dualRecord(all), duals: all };
}

/** POST /api/auth/duals: a new draft dual of a team the coach coaches (404 otherwise). */
export async function createDual(
  db: Db,
  caller: CoachCaller,
  body: CreateDualInput,
  publicUrlBase: string,
  now = new Date(),
): Promise<DualAnswer> {
  const team = await coachedTeam(db, caller, body.rosterId);
  const school = body.opponentSchoolId ? await opponentSchool(db, caller, body.opponentSchoolId) : undefined;
  if (body.rule) await assertWithinSchoolRule(db, team.schoolId, body.rule);
  const rule = body.rule ?? (await teamDefaultLineupRule(db, team.id));
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(duals)
      .values({
        rosterId: team.id,
        opponentSchoolId: school?.id ?? null,
        opponentName: body.opponentName ?? school!.label,
        site: body.site,
        place: body.place,
        startsAt: new Date(body.startsAt),
        timeZone: body.timeZone,
        format: body.format,
        rule,
        publicToken: newPublicToken(),
        createdBy: caller.coachId,
      })
      .returning();
    // The team's players are asked whether they can play (availability, issue 22).
    await planAsks(
      tx,
      { kind: 'dual', id: created!.id, rosterId: team.id, startsAt: created!.startsAt },
      now,
    );
    return created!;
  });
  return presentDual(db, { side: 1, coach: true }, row, publicUrlBase);
}

/** GET /api/auth/duals/{id}: the dual for a reader (see dual-access.ts). */
export async function getDual(
  db: Db,
  caller: Caller,
  id: number,
  publicUrlBase: string,
): Promise<DualAnswer> {
  const access = await dualAccess(db, caller, id, { own: true });
  return presentDual(db, access, access.dual, publicUrlBase);
}

/** The columns an edit changes: the opponent (a school, or a name only), place and time, format, rule. */
async function changedColumns(
  tx: Db,
  caller: CoachCaller,
  dual: DualRow,
  body: EditDualInput,
): Promise<Partial<DualRow>> {
  const set: Partial<DualRow> = {};
  if (body.opponentSchoolId) {
    const school = await opponentSchool(tx, caller, body.opponentSchoolId);
    if (school.id !== dual.opponentSchoolId) {
      Object.assign(set, { opponentSchoolId: school.id, opponentRosterId: null, invitation: 'none' });
      set.opponentName = body.opponentName ?? school.label;
    } else if (body.opponentName !== undefined) set.opponentName = body.opponentName;
  } else if (body.opponentSchoolId === null) {
    Object.assign(set, { opponentSchoolId: null, opponentRosterId: null, invitation: 'none' });
    if (body.opponentName !== undefined) set.opponentName = body.opponentName;
  } else if (body.opponentName !== undefined) set.opponentName = body.opponentName;
  if (body.site !== undefined) set.site = body.site;
  if (body.place !== undefined) set.place = body.place;
  if (body.startsAt !== undefined) set.startsAt = new Date(body.startsAt);
  if (body.timeZone !== undefined) set.timeZone = body.timeZone;
  if (body.format !== undefined) set.format = body.format;
  if (body.rule !== undefined) set.rule = body.rule;
  return set;
}

/**
 * What other modules do in a dual change's transaction, passed in by server/app.ts (duals imports none of
 * them): `dualMoved` when a dual's start time changed (leagues: the lineup reminder moves with it), and
 * `previousLineup` at publish.
 */
export interface DualHooks {
  dualMoved?: (tx: Db, dual: DualRow) => Promise<void>;
  /** At publish: the side's lineup of its previous league round (leagues: the UIL move limit). */
  previousLineup?: PreviousLineup;
}

/**
 * PUT /api/auth/duals/{id}: changes the dual's details. A new format keeps the players of the lines that
 * remain (S4 goes when 4s3d becomes 3s3d) and drops the other lines' places and results, in one transaction.
 */
export async function editDual(
  db: Db,
  caller: CoachCaller,
  id: number,
  body: EditDualInput,
  publicUrlBase: string,
  now = new Date(),
  hooks: DualHooks = {},
): Promise<DualAnswer> {
  const access = await db.transaction(async (tx) => {
    const { dual, team } = await dualAccess(tx, caller, id, { own: true, coach: true, lock: true });
    const set = await changedColumns(tx, caller, dual, body);
    if (set.rule) await assertWithinSchoolRule(tx, team.schoolId, set.rule);
    // A new format or rule changes what was published: each published side goes back to a draft.
    const json = (v: unknown) => JSON.stringify(v);
    const newFormat = set.format !== undefined && json(set.format) !== json(dual.format);
    if (newFormat || (set.rule !== undefined && json(set.rule) !== json(dual.rule))) {
      Object.assign(set, { publishedAt: null, publishReason: null, publishViolations: null });
    }
    if (newFormat) Object.assign(set, { opponentPublishedAt: null, opponentPublishReason: null });
    if (set.format) {
      const keep = formatLines(set.format).map((l) => l.line);
      await tx
        .delete(dualLineupSlots)
        .where(and(eq(dualLineupSlots.dualId, id), notInArray(dualLineupSlots.line, keep)));
      await dropLineMatches(tx, id, keep);
      await tx.delete(dualLines).where(and(eq(dualLines.dualId, id), notInArray(dualLines.line, keep)));
    }
    await tx
      .update(duals)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(duals.id, id));
    // The lines' official matches follow the dual's time, format and opponent; the team result its lines.
    await resyncDualResults(tx, id);
    const [row] = await tx.select().from(duals).where(eq(duals.id, id));
    // A moved dual asks its team again.
    const timeChanged = row!.startsAt.getTime() !== dual.startsAt.getTime();
    await planAsks(tx, { kind: 'dual', id, rosterId: row!.rosterId, startsAt: row!.startsAt }, now, {
      timeChanged,
    });
    // What other features keep by the dual's time (a league dual's lineup reminder) follows it here.
    if (timeChanged && hooks.dualMoved) await hooks.dualMoved(tx, row!);
    return { dual: row!, team, side: 1 as const, coach: true, mayEdit: true };
  });
  return presentDual(db, access, access.dual, publicUrlBase);
}

/** DELETE /api/auth/duals/{id}: the dual with its lineups and results. */
export async function deleteDual(db: Db, caller: CoachCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await dualAccess(tx, caller, id, { own: true, coach: true, lock: true });
    await dropLineMatches(tx, id);
    await tx.delete(duals).where(eq(duals.id, id));
  });
}

/** GET /api/auth/duals-opponent-schools: every school of this Courtside but the coach's own, by name. */
export async function opponentSchools(db: Db, caller: CoachCaller) {
  const rows = await db
    .select({ id: schools.id, name: schools.label, verified: schools.verified })
    .from(schools)
    .where(ne(schools.id, caller.schoolId))
    .orderBy(asc(schools.label), asc(schools.id));
  return { schools: rows };
}

/**
 * A team's own duals of one season by start (issue 37: `seasonId` an archived season's id, null the
 * current season), for the seasons module's export; duals_roster_season_starts. The caller checks
 * the team is the caller's.
 */
export function dualsOfSeason(db: Db, rosterId: number, seasonId: number | null): Promise<DualRow[]> {
  return db
    .select()
    .from(duals)
    .where(
      and(
        eq(duals.rosterId, rosterId),
        seasonId === null ? isNull(duals.seasonId) : eq(duals.seasonId, seasonId),
      ),
    )
    .orderBy(asc(duals.startsAt), asc(duals.id));
}
