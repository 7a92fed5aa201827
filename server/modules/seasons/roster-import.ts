import { eq, inArray } from 'drizzle-orm';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type CheckedRow,
  type ImportRow,
} from '../../../contract/seasons';
import type { CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import { readCsv } from '../../csv/csv';
import type { Db } from '../../db/client';
import { coaches, players, rosterPlayers } from '../../db/schema/index';
import { AppError, appError } from '../../errors';
import { enqueueTexts } from '../../jobs/texts';
import { smsText } from '../../texts/sms-text';
import { teamTextStyle } from '../../texts/text-style';
import { addGuardian } from '../guardians/guardian-links';
import { lockLadders } from '../ladder/ladder-moves';
import { addToLadderBottom } from '../teams/memberships';
import { coachedTeam } from '../teams/team-access';
import { TEAM_NAMES } from '../teams/teams';
import { checkRows, hasNameColumns, rowOfCells } from './roster-rows';

/** The roster's CSV import: a preview that saves nothing, then a confirmation saving exactly the good rows. */

/**
 * The file's phones that already have a player account: those on a team, or of another school, are
 * taken (a second account cannot share the phone, and a coach does not claim another school's player);
 * a player of this school on no team (who left or graduated) comes back with their own account.
 */
async function knownPhones(db: Db, schoolId: number, phones: readonly string[]) {
  const wanted = [...new Set(phones.filter((p) => /^\d{10}$/.test(p)))];
  const taken = new Set<string>();
  const returning = new Map<string, number>();
  if (wanted.length === 0) return { taken, returning };
  const rows = await db
    .select({
      id: players.id,
      phone: players.phone,
      schoolId: players.schoolId,
      rosterId: rosterPlayers.rosterId,
    })
    .from(players)
    .leftJoin(rosterPlayers, eq(rosterPlayers.playerId, players.id))
    .where(inArray(players.phone, wanted));
  for (const r of rows) {
    if (r.rosterId === null && r.schoolId === schoolId) returning.set(r.phone, r.id);
    else taken.add(r.phone);
  }
  return { taken, returning };
}

const phonesOf = (rows: readonly ImportRow[]) => rows.map((r) => r.phone.replace(/\D/g, '').slice(-10));

/**
 * POST /api/auth/seasons/teams/{rosterId}/import/preview: the file's rows with their problems
 * (server/csv reads it: UTF-8 only, at most 256 KB and 200 rows). Saves nothing.
 */
export async function previewImport(db: Db, caller: CoachCaller, rosterId: number, fileBase64: string) {
  const team = await coachedTeam(db, caller, rosterId);
  const bytes = Buffer.from(fileBase64, 'base64');
  const { header, rows } = readCsv(bytes, { maxBytes: IMPORT_MAX_BYTES, maxRows: IMPORT_MAX_ROWS });
  if (!hasNameColumns(header)) throw appError('csv_no_name_column');
  const read = rows.map((r) => ({ ...rowOfCells(r.cells), line: r.line }));
  const checked = checkRows(read, (await knownPhones(db, team.schoolId, phonesOf(read))).taken);
  const bad = checked.filter((r) => r.problems.length > 0).length;
  return { rows: checked, good: checked.length - bad, bad };
}

/**
 * POST /api/auth/seasons/teams/{rosterId}/import: checks the rows again (as the preview did, now
 * under the ladder's lock, in the Idempotency-Key's transaction) and saves exactly the good ones:
 * each a player of the team's school at the bottom of its ladder (a returning player of the school
 * with their own account), their guardian linked through the
 * guardians module (which texts the guardian its confirmation link), and, when the coach asks, a
 * text with the Team PIN (enqueueTexts, in the same transaction). 400 when no row is good.
 */
export async function confirmImport(
  ctx: AppContext,
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  body: { rows: (ImportRow & { line: number })[]; sendPins: boolean },
) {
  const team = await coachedTeam(db, caller, rosterId);
  return db.transaction(async (tx) => {
    await lockLadders(tx, [team.id]);
    const known = await knownPhones(tx, team.schoolId, phonesOf(body.rows));
    const checked = checkRows(body.rows, known.taken);
    const good = checked.filter((r) => r.problems.length === 0);
    if (good.length === 0) throw appError('import_no_good_rows');
    const saved: { id: number; row: CheckedRow }[] = [];
    for (const row of good) {
      const back = known.returning.get(row.phone);
      if (back !== undefined) {
        await addToLadderBottom(tx, team.id, back);
        saved.push({ id: back, row });
        continue;
      }
      const [player] = await tx
        .insert(players)
        .values({
          schoolId: team.schoolId,
          phone: row.phone,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          graduationYear: row.graduationYear ? Number(row.graduationYear) : null,
        })
        .returning({ id: players.id });
      await addToLadderBottom(tx, team.id, player!.id);
      saved.push({ id: player!.id, row });
    }
    for (const { id, row } of saved) {
      if (!row.guardianName) continue;
      try {
        await addGuardian(ctx, tx, caller, id, {
          name: row.guardianName,
          phone: row.guardianPhone,
          email: row.guardianEmail,
          relation: 'guardian',
        });
      } catch (err) {
        // A returning player's guardian is already linked (addGuardian's savepoint undid its try).
        if (!(err instanceof AppError && err.code === 'guardian_link_exists')) throw err;
      }
    }
    let texted = 0;
    if (body.sendPins) {
      const [coach] = await tx
        .select()
        .from(coaches)
        .where(inArray(coaches.id, [caller.coachId]));
      const style = await teamTextStyle(tx, team.id);
      const link = `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/playerlogin`;
      texted = await enqueueTexts(
        tx,
        saved.map(({ id, row }) => ({
          dedupeKey: `roster-import:${id}:pin`,
          phone: row.phone,
          name: `${row.firstName} ${row.lastName}`,
          body: smsText(style, 'rosterInvite', {
            coach: coach ? `${coach.firstName} ${coach.lastName}` : 'Your coach',
            team: TEAM_NAMES[team.teamType] ?? 'your team',
            code: team.pin,
            link,
          }),
        })),
        ctx.clock.now(),
      );
    }
    return { saved: saved.length, skipped: checked.filter((r) => r.problems.length > 0), texted };
  });
}
