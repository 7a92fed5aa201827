import { desc, eq } from 'drizzle-orm';
import type { MessageLogEntry } from '../../../contract/guardians';
import type { AdminCaller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { minorMessageLog } from '../../db/schema/index';
import { adminSchoolIds } from '../admin/admin-grants';
import { coachedTeam, teamOfSchools } from '../teams/team-access';
import { toCsv } from '../../csv/csv';

/**
 * The audit log of texts to a team's minor players (issue 34; rows written by server/jobs/texts.ts):
 * read by the team's coaches (teams' rule) and the school's admins (admin-grants' rule); any other
 * team 404. Newest first, through minor_message_log_roster.
 */

/** How many rows the page shows; the CSV export has them all. */
export const LOG_PAGE = 200;

async function openTeam(db: Db, caller: CoachCaller | AdminCaller, rosterId: number) {
  if (caller.kind === 'coach') return coachedTeam(db, caller, rosterId);
  return teamOfSchools(db, await adminSchoolIds(db, caller.adminId), rosterId);
}

async function rowsOf(db: Db, rosterId: number, limit: number | null) {
  const q = db
    .select()
    .from(minorMessageLog)
    .where(eq(minorMessageLog.rosterId, rosterId))
    .orderBy(desc(minorMessageLog.sentAt), desc(minorMessageLog.id))
    .$dynamic();
  return limit === null ? q : q.limit(limit);
}

function present(row: typeof minorMessageLog.$inferSelect): MessageLogEntry {
  return {
    id: row.id,
    sentAt: row.sentAt.toISOString(),
    playerId: row.playerId,
    playerName: row.playerName,
    kind: row.kind,
    body: row.body,
    copiedTo: row.copiedTo,
  };
}

/** GET /api/auth/guardians/message-log/{rosterId} */
export async function messageLog(db: Db, caller: CoachCaller | AdminCaller, rosterId: number) {
  const team = await openTeam(db, caller, rosterId);
  return { data: (await rowsOf(db, team.id, LOG_PAGE)).map(present) };
}

/** GET /api/auth/guardians/message-log/{rosterId}/csv: the whole log, one row per text. */
export async function messageLogCsv(db: Db, caller: CoachCaller | AdminCaller, rosterId: number) {
  const team = await openTeam(db, caller, rosterId);
  const rows = (await rowsOf(db, team.id, null)).map(present);
  return toCsv([
    ['sent_at', 'player', 'kind', 'text', 'guardians_copied'],
    ...rows.map((r) => [r.sentAt, r.playerName, r.kind, r.body, r.copiedTo.map((g) => g.name).join('; ')]),
  ]);
}
