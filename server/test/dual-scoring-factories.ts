import crypto from 'node:crypto';
import { presetFormat, type DualFormat } from '../../contract/duals';
import { DEFAULT_ANTI_STACKING_RULE } from '../../contract/duals';
import type { Db } from '../db/client';
import { dualLineupSlots, duals } from '../db/schema/index';

/**
 * A dual stored directly (the duals module's create and lineup routes are tested with that module), with
 * side 1's lineup: `lineup` maps a line to its players' ids in slot order.
 */
export async function createDualRow(
  db: Db,
  opts: {
    rosterId: number;
    opponentName?: string;
    opponentSchoolId?: number | null;
    invitation?: 'none' | 'invited' | 'accepted' | 'declined';
    format?: DualFormat;
    lineup?: Record<string, number[]>;
    published?: boolean;
    startsAt?: Date;
  },
) {
  const [dual] = await db
    .insert(duals)
    .values({
      rosterId: opts.rosterId,
      opponentName: opts.opponentName ?? 'Lincoln High',
      opponentSchoolId: opts.opponentSchoolId ?? null,
      invitation: opts.invitation ?? 'none',
      site: 'home',
      startsAt: opts.startsAt ?? new Date('2026-03-14T15:30:00Z'),
      format: opts.format ?? presetFormat('3s2d', 'SET3-S:6/TB7-F:TB10'),
      rule: DEFAULT_ANTI_STACKING_RULE,
      publicToken: crypto.randomBytes(16).toString('base64url'),
      publishedAt: opts.published ? new Date() : null,
    })
    .returning();
  const slots = Object.entries(opts.lineup ?? {}).flatMap(([line, ids]) =>
    ids.map((playerId, slot) => ({ dualId: dual!.id, side: 1, line, slot, playerId })),
  );
  if (slots.length > 0) await db.insert(dualLineupSlots).values(slots);
  return dual!;
}
