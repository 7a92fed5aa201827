import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DualViolation } from '../../../contract/duals';
import {
  allViolations,
  checkLineup,
  emptyLineup,
  schoolRuleViolations,
  type AntiStackingRule,
  type Lineup,
  type LineupRosterEntry,
} from '../../../contract/duals';
import type { CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { duals, players } from '../../db/schema/index';
import { appError } from '../../errors';
import { enqueueTexts, type Text } from '../../jobs/texts';
import { teamTextStyle } from '../../texts/text-style';
import { schoolLineupRule } from '../schools/school-rules';
import { TEAM_NAMES } from '../teams/teams';
import { refuseLockedLineup } from './dual-lock';
import { dualAccess, type DualRow } from './dual-access';
import { dualChanged } from './dual-live';
import { dualLineupText, type PlayerLine } from './dual-sms';
import {
  dualPublicUrl,
  publicName,
  rosterEntries,
  slotsOf,
  teamLineup,
  violationOut,
  type SlotRow,
} from './dual-rows';
import { presentDual, type DualAnswer } from './dual-view';

/**
 * Publishing a dual's lineup: the rule check (breaking it needs a written reason, kept with the dual), and a
 * text to each player on the lineup with their lines, the opponent, the time and place and the public link.
 *
 * ONCE PER PLAYER: each text's dedupe key is the dual, the player and a digest of the text itself, queued
 * through the one outbox (server/jobs/texts.ts, a unique key) in the transaction that holds the dual's row
 * lock. Publishing again with nothing changed (a double press, two servers) queues nothing; a player whose
 * line, partner, time or place changed since gets the new text.
 */

interface LineupPlayer {
  id: number;
  lines: PlayerLine[];
}

/** Each player on the lineup with their lines and partners, in lineup order. */
function lineupPlayers(
  lineup: ReturnType<typeof teamLineup>,
  nameOf: (id: number) => string,
): LineupPlayer[] {
  const byPlayer = new Map<number, PlayerLine[]>();
  for (const { line, players: ids } of lineup) {
    ids.forEach((id, slot) => {
      if (id === null) return;
      const partnerId = ids.length === 2 ? ids[1 - slot] : null;
      const partner = partnerId === null || partnerId === undefined ? null : nameOf(partnerId);
      byPlayer.set(id, [...(byPlayer.get(id) ?? []), { line: line, partner }]);
    });
  }
  return [...byPlayer].map(([id, lines]) => ({ id, lines }));
}

async function lineupTexts(ctx: AppContext, tx: Db, dual: DualRow, teamType: number): Promise<Text[]> {
  const lineup = teamLineup(dual, await slotsOf(tx, dual.id));
  const ids = [...new Set(lineup.flatMap((l) => l.players).filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const people = await tx
    .select({
      id: players.id,
      phone: players.phone,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(players)
    .where(inArray(players.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const nameOf = (id: number) => {
    const p = byId.get(id);
    return p ? publicName(p.firstName, p.lastName) : '';
  };
  const style = { ...(await teamTextStyle(tx, dual.rosterId)), timeZone: dual.timeZone };
  return lineupPlayers(lineup, nameOf).flatMap(({ id, lines }) => {
    const person = byId.get(id);
    if (!person) return [];
    const body = dualLineupText(style, {
      firstName: person.firstName,
      lines,
      teamName: TEAM_NAMES[teamType] ?? 'your team',
      opponentName: dual.opponentName,
      startsAt: dual.startsAt,
      site: dual.site,
      place: dual.place,
      link: dualPublicUrl(ctx.config.PUBLIC_URL, dual.publicToken),
    });
    const digest = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 16);
    return [
      {
        dedupeKey: `dual:${dual.id}:player:${id}:${digest}`,
        phone: person.phone,
        name: `${person.firstName} ${person.lastName}`.trim(),
        body,
      },
    ];
  });
}

/**
 * The side's lineup of the round before this dual's (its league's), or undefined when there is none: what a
 * rule's `maxMoveBetweenRounds` is checked against. Passed in by server/app.ts (leagues' previousLeagueLineup).
 */
export type PreviousLineup = (tx: Db, dual: DualRow, side: 1 | 2) => Promise<Lineup | undefined>;

/**
 * The check before a side publishes its lineup: 409 publish_incomplete_lineup (the lines in details) while a
 * place is empty (a typed name fills one), 409 lineup_breaks_school_rule when it breaks the side's school's
 * rule (issue 32: no reason publishes it), else the rules the lineup breaks, checked against that side's own
 * team's rule (the caller gives it: the dual's rule for side 1, the linked team's rule for side 2).
 */
export async function publishableViolations(
  db: Db,
  dual: DualRow,
  slots: readonly SlotRow[],
  side: 1 | 2,
  roster: readonly LineupRosterEntry[],
  rule: AntiStackingRule,
  previousLineup?: PreviousLineup,
): Promise<DualViolation[]> {
  const open = emptyLineup(dual.format).filter(({ line, players: places }) =>
    places.some((_, slot) => !slots.some((s) => s.side === side && s.line === line && s.slot === slot)),
  );
  if (open.length > 0) throw appError('publish_incomplete_lineup', { lines: open.map((l) => l.line) });
  const lineup = teamLineup(dual, slots, side);
  const teamId = side === 1 ? dual.rosterId : dual.opponentRosterId!;
  const forbidden = schoolRuleViolations(lineup, roster, await schoolLineupRule(db, teamId));
  if (forbidden.length > 0)
    throw appError('lineup_breaks_school_rule', { violations: forbidden.map(violationOut) });
  // A rule limiting moves between rounds (UIL) is checked against the side's lineup of its previous round,
  // which the leagues module finds (passed in by server/app.ts; duals does not import leagues).
  const previous =
    rule.maxMoveBetweenRounds !== undefined && previousLineup
      ? await previousLineup(db, dual, side)
      : undefined;
  return allViolations(checkLineup(lineup, roster, rule, { previous }))
    .filter((v) => v.code !== 'empty-line' && v.code !== 'incomplete-line')
    .map(violationOut);
}

/**
 * POST /api/auth/duals/{id}/publish: publishes the saved lineup, which must fill every place (409
 * publish_incomplete_lineup). 409 publish_needs_reason (the rules broken
 * in details.violations) when it breaks the rule and no reason is given; with one, the reason and the rules
 * broken in words are kept with the dual. Answers the dual and how many texts this call queued.
 */
export async function publishDual(
  ctx: AppContext,
  caller: CoachCaller,
  id: number,
  reason: string | undefined,
  previousLineup?: PreviousLineup,
): Promise<DualAnswer & { texted: number }> {
  const { access, texted } = await ctx.db.transaction(async (tx) => {
    const { dual, team } = await dualAccess(tx, caller, id, { own: true, coach: true, lock: true });
    refuseLockedLineup(dual, ctx.clock.now());
    const roster = await rosterEntries(tx, dual.rosterId, dual.unavailable, dual.id);
    const violations = await publishableViolations(
      tx,
      dual,
      await slotsOf(tx, dual.id),
      1,
      roster,
      // A league dual's lineup answers to its league's pack (issue 35), whatever the dual's own rule says.
      dual.leaguePack?.rule ?? dual.rule,
      previousLineup,
    );
    const why = reason?.trim() ? reason.trim() : null;
    if (violations.length > 0 && why === null) throw appError('publish_needs_reason', { violations });
    const sent = await enqueueTexts(tx, await lineupTexts(ctx, tx, dual, team.teamType));
    // The public page shows the lineup from now on: its open viewers read it again.
    await dualChanged(tx, id);
    const [row] = await tx
      .update(duals)
      .set({
        publishedAt: dual.publishedAt ?? new Date(),
        publishReason: violations.length > 0 ? why : null,
        publishViolations: violations.length > 0 ? violations.map((v) => v.text) : null,
        publication: sent > 0 ? dual.publication + 1 : dual.publication,
        updatedAt: new Date(),
      })
      .where(eq(duals.id, id))
      .returning();
    return { access: { dual: row!, team, side: 1 as const, coach: true, mayEdit: true }, texted: sent };
  });
  return { ...(await presentDual(ctx.db, access, access.dual, ctx.config.PUBLIC_URL)), texted };
}
