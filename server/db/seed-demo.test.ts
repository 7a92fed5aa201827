import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CLOSED_CHALLENGE_STATUSES, OPEN_CHALLENGE_STATUSES } from '../../contract/challenges';
import { openDatabase } from './client';
import {
  coaches,
  players,
  rosterPlayers,
  tennisMatches,
  tournaments,
  tournamentDrawEntries,
  tournamentDraws,
  tournamentDrawMatchups,
  dualLines,
  calendarEvents,
  announcements,
  duals,
  leagueDuals,
  leagues,
  playerChallenges,
  guardianLinks,
  minorMessageLog,
  schoolAdminGrants,
  schoolAdmins,
  schools,
  seasonPlayers,
  seasons,
} from './schema/index';

const run = promisify(execFile);

describe('npm run seed:demo', () => {
  it('fills a demo school a newcomer can sign in to, and is safe to run twice', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-demo-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const cwd = path.resolve(import.meta.dirname, '..', '..');
    const first = await run(process.execPath, ['--import', 'tsx', 'server/db/seed-demo.ts'], { cwd, env });
    expect(first.stdout).toContain('The demo school is ready.');
    expect(first.stdout).toContain('5550100001');
    expect(first.stdout).toContain('ad@lincoln.example');
    const second = await run(process.execPath, ['--import', 'tsx', 'server/db/seed-demo.ts'], { cwd, env });
    expect(second.stdout).toContain('already there');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const db = database.db;
      const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
      expect(await n(coaches)).toBe(4);
      // Issue 32: Lincoln's administrator, granted by e-mail, and a school its coach added, unverified.
      const [grant] = await db
        .select({ email: schoolAdmins.email, school: schools.value, subject: schoolAdmins.subject })
        .from(schoolAdminGrants)
        .innerJoin(schoolAdmins, eq(schoolAdmins.id, schoolAdminGrants.adminId))
        .innerJoin(schools, eq(schools.id, schoolAdminGrants.schoolId));
      expect(grant).toEqual({ email: 'ad@lincoln.example', school: 'lincoln-hs', subject: null });
      const [added] = await db.select().from(schools).where(eq(schools.label, 'Maple Grove Academy'));
      expect(added).toMatchObject({ verified: false, city: 'Maple Grove', region: 'Minnesota' });
      const [reyes] = await db.select().from(coaches).where(eq(coaches.phone, '5550100004'));
      expect(reyes?.schoolId).toBe(added!.id);
      expect(await n(players)).toBe(38);
      // Issue 37: the Junior Varsity Boys' archived last season, its final ladder and matches.
      const archived = await db.select().from(seasons).where(isNotNull(seasons.archivedAt));
      expect(archived).toHaveLength(1);
      expect(await n(seasonPlayers)).toBeGreaterThanOrEqual(4);
      const pastMatches = await db
        .select()
        .from(tennisMatches)
        .where(eq(tennisMatches.seasonId, archived[0]!.id));
      expect(pastMatches.length).toBeGreaterThanOrEqual(4);
      // Issue 34: three guardians, two confirmed; the team's poll to minor Ethan was copied to his mother.
      const links = await db
        .select({ name: guardianLinks.name, confirmed: guardianLinks.confirmedAt })
        .from(guardianLinks)
        .orderBy(guardianLinks.id);
      expect(links.map((l) => [l.name, l.confirmed !== null])).toEqual([
        ['Laura Park', true],
        ['Miguel Alvarez', true],
        ['Helen Thompson', false],
      ]);
      const logged = await db
        .select({ player: minorMessageLog.playerName, copiedTo: minorMessageLog.copiedTo })
        .from(minorMessageLog)
        .where(eq(minorMessageLog.playerName, 'Ethan Park'));
      expect(logged.length).toBeGreaterThan(0);
      expect(JSON.stringify(logged[0]!.copiedTo)).toContain('Laura Park');
      expect(
        await db.select().from(minorMessageLog).where(eq(minorMessageLog.playerName, 'Noah Alvarez')),
      ).toEqual([]);
      expect(await n(rosterPlayers)).toBe(38);
      // The dual matches: one linked and final (3-2, the league's round 1), one scored 3-2 against a school
      // outside Courtside, one linked with a confirmed and a disputed line and two being played (live scores,
      // the league's round 2), then an upcoming published one and a draft.
      const demoDuals = await db.select().from(duals).orderBy(duals.startsAt);
      expect(demoDuals.map((d) => [d.invitation, d.winnerSide, d.linesWon, d.linesLost])).toEqual([
        ['accepted', 1, 3, 2],
        ['none', 1, 3, 2],
        ['accepted', null, 1, 0],
        ['none', null, 0, 0],
        ['none', null, 0, 0],
      ]);
      expect(demoDuals.map((d) => d.publishedAt !== null)).toEqual([true, true, true, true, false]);
      // Issue 35: the league's generated round robin (one pairing) and its two duals.
      const [league] = await db.select().from(leagues);
      expect(league!.schedule).toHaveLength(1);
      expect(
        (await db.select().from(leagueDuals).orderBy(leagueDuals.round)).map((d) => [d.dualId, d.round]),
      ).toEqual([
        [demoDuals[0]!.id, 1],
        [demoDuals[2]!.id, 2],
      ]);
      const lines = await db.select().from(dualLines).where(eq(dualLines.dualId, demoDuals[2]!.id));
      expect(lines.map((l) => [l.line, l.confirmation, l.liveSets?.length ?? 0]).sort()).toEqual([
        ['D1', 'none', 1],
        ['S1', 'confirmed', 0],
        ['S2', 'disputed', 0],
        ['S3', 'none', 2],
      ]);
      expect(await n(tennisMatches)).toBeGreaterThanOrEqual(8);
      expect(await n(tournaments)).toBe(6);
      // Issue 36: a bracket seeded from the Varsity Boys' ladder, played to the final, round robins (a groups
      // cup with its playoff) and a doubles round robin of pairs.
      const draws = await db.select().from(tournamentDraws);
      expect(draws.map((d) => [d.drawType, d.doubles]).sort()).toEqual([
        ['round_robin', false],
        ['round_robin', false],
        ['round_robin', true],
        ['single_elimination', false],
      ]);
      const pairs = await db
        .select()
        .from(tournamentDrawEntries)
        .where(isNotNull(tournamentDrawEntries.partnerTournamentPlayerId));
      expect(pairs).toHaveLength(4);
      const played = await db
        .select()
        .from(tournamentDrawMatchups)
        .where(isNotNull(tournamentDrawMatchups.score));
      expect(played.length).toBe(34);
      expect(await n(calendarEvents)).toBeGreaterThan(3);
      expect(await n(announcements)).toBe(2);
      const states = (await db.select({ s: playerChallenges.status }).from(playerChallenges)).map((r) => r.s);
      expect([...new Set(states)].sort()).toEqual(
        [...OPEN_CHALLENGE_STATUSES, ...CLOSED_CHALLENGE_STATUSES].sort(),
      );
      const [ethan] = await db.select().from(players).where(eq(players.phone, '5550202001'));
      expect(ethan?.firstName).toBe('Ethan');
      for (const p of await db.select().from(players)) expect(p.phone).toMatch(/^\d{10}$/);
    } finally {
      await database.close();
    }
  }, 180_000);
});
