import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { isMinor } from '../../../contract/guardians/minor';
import type { Db } from '../../db/client';
import { guardianLinks, guardians, minorMessageLog, players, rosterPlayers } from '../../db/schema/index';
import { smsText } from '../../texts/sms-text';
import { DEFAULT_TEXT_STYLE, teamTextStyle, type TextStyle } from '../../texts/text-style';

/**
 * The copies of texts to minors (issue 34), asked by the one place every text is queued
 * (server/jobs/texts.ts, `enqueueTexts`), so no path can text a minor alone: for each text just
 * queued to a player's phone, when the player is a minor (contract/guardians/minor.ts), one copy to
 * each guardian whose link is confirmed now (an unlinked one gets none), marked as a copy in the
 * team's language, and one audit row naming who was copied. A copy of an announcement is keyed by
 * (announcement, phone), any other by the text's dedupe key and the guardian's phone, so each
 * guardian gets one copy of a message however often it is queued.
 */

/** A text as queued: to one phone, named by its dedupe key or its announcement. */
export type QueuedText = { phone: string; name: string; body: string } & (
  { dedupeKey: string; announcementId?: undefined } | { announcementId: number; dedupeKey?: undefined }
);

export interface CopyPlan {
  copies: QueuedText[];
  log: Array<typeof minorMessageLog.$inferInsert>;
}

const copyKey = (text: QueuedText, guardianPhone: string): QueuedText =>
  text.announcementId !== undefined
    ? { ...text, announcementId: text.announcementId }
    : { ...text, dedupeKey: `${text.dedupeKey}:copy:${guardianPhone}` };

/** What a text was, for the audit log: `announcement`, or its dedupe key's first part. */
export const textKind = (text: QueuedText) =>
  text.announcementId !== undefined ? 'announcement' : (text.dedupeKey.split(':')[0] ?? 'text');

/** The copies and audit rows of texts just queued (the phones' players found by the unique phone index). */
export async function guardianCopies(tx: Db, texts: readonly QueuedText[], now: Date): Promise<CopyPlan> {
  const phones = [...new Set(texts.map((t) => t.phone))];
  if (phones.length === 0) return { copies: [], log: [] };
  const found = await tx
    .select({
      id: players.id,
      phone: players.phone,
      firstName: players.firstName,
      lastName: players.lastName,
      schoolId: players.schoolId,
      birthDate: players.birthDate,
      graduationYear: players.graduationYear,
      minorMark: players.minorMark,
      rosterId: rosterPlayers.rosterId,
    })
    .from(players)
    .leftJoin(rosterPlayers, eq(rosterPlayers.playerId, players.id))
    .where(inArray(players.phone, phones));
  const minors = new Map(found.filter((p) => isMinor(p, now)).map((p) => [p.phone, p]));
  if (minors.size === 0) return { copies: [], log: [] };
  const links = await tx
    .select({
      playerId: guardianLinks.playerId,
      guardianId: guardians.id,
      name: guardians.name,
      phone: guardians.phone,
    })
    .from(guardianLinks)
    .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
    .where(
      and(
        inArray(
          guardianLinks.playerId,
          [...minors.values()].map((p) => p.id),
        ),
        isNotNull(guardianLinks.confirmedAt),
      ),
    )
    .orderBy(guardianLinks.id);
  const styles = new Map<number, TextStyle>();
  for (const rosterId of new Set([...minors.values()].map((p) => p.rosterId))) {
    if (rosterId !== null) styles.set(rosterId, await teamTextStyle(tx, rosterId));
  }
  const plan: CopyPlan = { copies: [], log: [] };
  for (const text of texts) {
    const child = minors.get(text.phone);
    if (!child) continue;
    const childName = `${child.firstName} ${child.lastName}`.trim();
    const style = (child.rosterId !== null && styles.get(child.rosterId)) || DEFAULT_TEXT_STYLE;
    const copiedTo: Array<{ guardianId: number; name: string }> = [];
    for (const g of links.filter((l) => l.playerId === child.id && l.phone !== text.phone)) {
      copiedTo.push({ guardianId: g.guardianId, name: g.name });
      plan.copies.push({
        ...copyKey(text, g.phone),
        phone: g.phone,
        name: g.name,
        body: smsText(style, 'guardianCopy', { child: childName, original: text.body }),
      });
    }
    plan.log.push({
      schoolId: child.schoolId,
      rosterId: child.rosterId,
      playerId: child.id,
      playerName: childName,
      kind: textKind(text),
      body: text.body,
      copiedTo,
      sentAt: now,
    });
  }
  return plan;
}
