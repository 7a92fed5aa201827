import { eq } from 'drizzle-orm';
import type { GuardianChild, GuardianChildReply, GuardianChildrenReply } from '../contract/guardians';
import type { GuardianCaller, PlayerCaller } from './auth/guards';
import type { Db } from './db/client';
import { guardians, schools } from './db/schema/index';
import { appError } from './errors';
import { childAnnouncements } from './modules/announcements/announcement-inbox';
import { answerForChild } from './modules/availability/availability-answers';
import { listEvents, upcomingOfTeams } from './modules/calendar/calendar-reads';
import { listChallenges } from './modules/challenges/challenge-reads';
import { confirmedChild, confirmedChildren, type Child } from './modules/guardians/guardian-access';
import type { ChildReads } from './modules/guardians/guardians.routes';
import { recentMatchesOfTeam } from './modules/matches/match-reads';

/**
 * What a guardian reads of their children (issue 34), composed here, above the modules (like
 * job-handlers.ts), from each owning module's own loaders and presenters: the guardians module's
 * rule (`confirmedChild`: a confirmed link, else 404) first, then the owning module's read for the
 * child, called as the child would call it (a player caller of the child's), so the guardian sees
 * exactly what the child sees of their schedule, results, challenges and announcements.
 */

/** The child as the owning modules' reads take a player (never a session of theirs: reads only). */
function asChild(child: Child, caller: GuardianCaller): PlayerCaller {
  return {
    kind: 'player',
    playerId: child.player.id,
    schoolId: child.player.schoolId,
    sessionId: caller.sessionId,
  };
}

/**
 * A team's next items as its players see them: the calendar's `upcomingOfTeams` gives a team's
 * drafts too (its coaches see them); a child, and so their guardian, sees published duals only.
 */
async function upcomingForPlayers(db: Db, rosterIds: number[], now: Date, perTeam: number) {
  const items = await upcomingOfTeams(db, rosterIds, now, perTeam + 5);
  return new Map(
    [...items].map(([id, list]) => [
      id,
      list.filter((i) => i.kind !== 'dual' || i.dual.published).slice(0, perTeam),
    ]),
  );
}

async function presentChildren(db: Db, children: Child[], now: Date): Promise<GuardianChild[]> {
  const rosterIds = children.map((c) => c.rosterId).filter((id): id is number => id !== null);
  const [next, schoolRows] = await Promise.all([
    upcomingForPlayers(db, [...new Set(rosterIds)], now, 1),
    Promise.all(
      [...new Set(children.map((c) => c.player.schoolId))].map(async (id) => {
        const [s] = await db
          .select({ id: schools.id, label: schools.label })
          .from(schools)
          .where(eq(schools.id, id));
        return s;
      }),
    ),
  ]);
  const schoolName = new Map(schoolRows.filter((s) => s !== undefined).map((s) => [s.id, s.label]));
  return children.map((c) => ({
    playerId: c.player.id,
    linkId: c.linkId,
    firstName: c.player.firstName,
    lastName: c.player.lastName,
    relation: c.relation as GuardianChild['relation'],
    teamType: c.teamType,
    schoolName: schoolName.get(c.player.schoolId) ?? '',
    position: c.position,
    next: (c.rosterId !== null ? next.get(c.rosterId)?.[0] : undefined) ?? null,
  }));
}

export const childReads: ChildReads = {
  /** GET /api/auth/guardians/children */
  async children(db, caller, now): Promise<GuardianChildrenReply> {
    const guardian = caller;
    const [me] = await db
      .select({ name: guardians.name })
      .from(guardians)
      .where(eq(guardians.id, guardian.guardianId));
    if (!me) throw appError('account_gone');
    return { name: me.name, data: await presentChildren(db, await confirmedChildren(db, guardian), now) };
  },

  /** GET /api/auth/guardians/children/{playerId} */
  async child(db, caller, playerId, now): Promise<GuardianChildReply> {
    const guardian = caller;
    const child = await confirmedChild(db, guardian, playerId);
    const [presented] = await presentChildren(db, [child], now);
    if (child.rosterId === null || child.teamType === null) {
      return {
        child: presented!,
        upcoming: [],
        lineups: [],
        results: [],
        challenges: [],
        announcements: await childAnnouncements(db, asChild(child, guardian), null, 20),
      };
    }
    const asPlayer = asChild(child, guardian);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const [upcoming, calendar, recent, challenges, announcements] = await Promise.all([
      upcomingForPlayers(db, [child.rosterId], now, 10),
      listEvents(db, asPlayer, { from: day(now), to: day(new Date(now.getTime() + 60 * 86_400_000)) }, now),
      recentMatchesOfTeam(db, child.rosterId, now, 20),
      listChallenges(db, asPlayer, child.teamType, now),
      childAnnouncements(db, asPlayer, { schoolId: child.player.schoolId, teamType: child.teamType }, 20),
    ]);
    return {
      child: presented!,
      upcoming: upcoming.get(child.rosterId) ?? [],
      lineups: calendar.duals.filter((d) => d.lines.length > 0),
      results: recent.filter((m) => m.Players.some((p) => p.ID === child.player.id)).slice(0, 10),
      challenges,
      announcements,
    };
  },

  /** PUT /api/auth/guardians/children/{playerId}/availability/{kind}/{id} */
  async answer(db, caller, playerId, kind, id, body, now) {
    const guardian = caller;
    const child = await confirmedChild(db, guardian, playerId);
    const [me] = await db
      .select({ name: guardians.name })
      .from(guardians)
      .where(eq(guardians.id, guardian.guardianId));
    const saved = await answerForChild(
      db,
      asChild(child, guardian),
      guardian.guardianId,
      kind,
      id,
      body,
      now,
    );
    return { ...saved, givenBy: me?.name ?? '' };
  },
};
