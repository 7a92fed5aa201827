import { and, eq, inArray } from 'drizzle-orm';
import { announcementListQuery, UNREAD_DAYS } from '../../../contract/announcements';
import type { Challenge } from '../../../contract/challenges';
import { SKILL_HANDLES } from '../../../contract/common';
import type { TodoItem, TodoReply } from '../../../contract/todo';
import type { Caller, CoachCaller, PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { dualLines } from '../../db/schema/index';
import { listAnnouncements } from '../announcements/announcement-inbox';
import { attendanceNotTaken, unansweredAsks } from '../availability/open-asks';
import { listChallenges } from '../challenges/challenge-reads';
import { listDuals } from '../duals/dual-crud';
import { listInvitations } from '../duals/dual-invitations';
import { readableTeams } from '../teams/team-access';

/**
 * GET /api/auth/todo (issue 32): what waits for the caller's action. Each kind is read through its own
 * feature's list (its access rule and presenter): nothing here decides who may see what. An item leaves
 * the list when the action is done, because the feature's own state then no longer lists it.
 */

const handle = (teamType: number) => SKILL_HANDLES[teamType as 1 | 2 | 3 | 4] ?? 'jv-boys';
const iso = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString());
const names = (c: Challenge) =>
  `${c.challenger.firstName} ${c.challenger.lastName} – ${c.defender.firstName} ${c.defender.lastName}`;

/** Newest deadline first (as the issue asks), items without one last; then by kind and id, stable. */
export function orderTodo(items: TodoItem[]): TodoItem[] {
  return [...items].sort((a, b) => {
    if (a.due !== b.due) {
      if (a.due === null) return 1;
      if (b.due === null) return -1;
      return b.due.localeCompare(a.due);
    }
    return a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id);
  });
}

async function challengeItems(
  db: Db,
  caller: Caller,
  teamTypes: number[],
  now: Date,
  waits: (c: Challenge) => boolean,
  kind: 'challenge_settle' | 'challenge_answer',
): Promise<TodoItem[]> {
  const lists = await Promise.all(teamTypes.map((t) => listChallenges(db, caller, t, now)));
  return lists
    .flat()
    .filter(waits)
    .map((c) => ({
      kind,
      id: String(c.id),
      title: names(c),
      due: c.deadlineAt,
      link: `/challenges/${c.id}`,
    }));
}

/**
 * Polls of the caller's audiences sent in the last UNREAD_DAYS days, as the inbox lists them. The window is
 * the unread badge's (announcement-inbox.ts unreadCount): on the wall clock, as announcements are stamped.
 */
async function recentPolls(db: Db, caller: Caller, now = new Date()) {
  const { data } = await listAnnouncements(
    db,
    caller,
    announcementListQuery.parse({ filter: 'polls', limit: 100 }),
  );
  const since = now.getTime() - UNREAD_DAYS * 86_400_000;
  return data.filter((a) => Date.parse(a.time) >= since);
}

async function coachTodo(db: Db, caller: CoachCaller, now: Date): Promise<TodoItem[]> {
  const teamTypes = [...new Set((await readableTeams(db, caller)).map((t) => t.teamType))];
  const dualLists = await Promise.all(teamTypes.map((t) => listDuals(db, caller, t)));
  const seasonDuals = dualLists.flatMap((l) => l.duals);
  const items: TodoItem[] = [];

  // Lineups not published before their dual (this team's side: `published` is the listing team's).
  for (const d of seasonDuals) {
    if (!d.published && Date.parse(d.startsAt) > now.getTime()) {
      items.push({
        kind: 'lineup_unpublished',
        id: String(d.id),
        title: d.opponent.name,
        due: d.startsAt,
        link: `/duals/${handle(d.teamType)}/${d.id}`,
      });
    }
  }

  // Disputed line scores of those duals (by the line table's primary key).
  const dualIds = seasonDuals.map((d) => d.id);
  if (dualIds.length > 0) {
    const disputed = await db
      .select({ dualId: dualLines.dualId, line: dualLines.line })
      .from(dualLines)
      .where(and(inArray(dualLines.dualId, dualIds), eq(dualLines.confirmation, 'disputed')));
    const byId = new Map(seasonDuals.map((d) => [d.id, d]));
    for (const l of disputed) {
      const d = byId.get(l.dualId)!;
      items.push({
        kind: 'line_disputed',
        id: `${l.dualId}:${l.line}`,
        title: `${d.opponent.name} · ${l.line}`,
        due: null,
        link: `/duals/${handle(d.teamType)}/${d.id}`,
      });
    }
  }

  // Challenges only the coach can end: disputed results.
  items.push(
    ...(await challengeItems(db, caller, teamTypes, now, (c) => c.status === 'disputed', 'challenge_settle')),
  );

  // Invitations from other schools, to accept or decline before the dual.
  for (const inv of await listInvitations(db, caller)) {
    items.push({
      kind: 'dual_invitation',
      id: String(inv.id),
      title: `${inv.schoolName} · ${inv.teamName}`,
      due: inv.startsAt,
      link: `/duals/${handle(inv.teamType)}`,
    });
  }

  // Attendance not taken after a practice or dual.
  for (const s of await attendanceNotTaken(db, caller, now)) {
    items.push({
      kind: 'attendance_unmarked',
      id: `${s.kind}:${s.id}`,
      title: s.name,
      due: null,
      link: `/availability/${s.kind}/${s.id}/attendance`,
    });
  }

  // Poll results to read: a poll to the coach's audiences, sent by another coach, not opened yet.
  for (const a of await recentPolls(db, caller)) {
    if (a.unread && !a.mine) {
      items.push({
        kind: 'poll_results',
        id: String(a.id),
        title: a.subject,
        due: null,
        link: `/announcements/${SKILL_HANDLES[a.skillLevel as 1] ?? 'jv-boys'}/${a.id}`,
      });
    }
  }
  return items;
}

async function playerTodo(db: Db, caller: PlayerCaller, now: Date): Promise<TodoItem[]> {
  const teamTypes = [...new Set((await readableTeams(db, caller)).map((t) => t.teamType))];
  const items = await challengeItems(
    db,
    caller,
    teamTypes,
    now,
    (c) => c.actions.some((a) => a === 'accept' || a === 'confirm'),
    'challenge_answer',
  );
  for (const s of await unansweredAsks(db, caller, now)) {
    items.push({
      kind: 'availability_unanswered',
      id: `${s.kind}:${s.id}`,
      title: s.name,
      due: iso(s.startsAt),
      link: `/availability/${s.kind}/${s.id}`,
    });
  }
  for (const a of await recentPolls(db, caller)) {
    if (a.myAnswer === null) {
      items.push({
        kind: 'poll_unanswered',
        id: String(a.id),
        title: a.subject,
        due: null,
        link: `/announcements/${SKILL_HANDLES[a.skillLevel as 1] ?? 'jv-boys'}/${a.id}`,
      });
    }
  }
  return items;
}

/** GET /api/auth/todo */
export async function todoOf(db: Db, caller: Caller, now: Date): Promise<TodoReply> {
  const items = orderTodo(
    caller.kind === 'coach' ? await coachTodo(db, caller, now) : await playerTodo(db, caller, now),
  );
  return { items, count: items.length };
}
