import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityAnswers, availabilitySubjects, duals } from '../../db/schema/index';

/**
 * The one read the duals module makes of availability (imports no feature module): the players
 * who answered "not going" for a dual at its current start. The lineup builder marks them not
 * available, so contract/duals/lineup.ts draftLineup skips them.
 */
export async function notGoingToDual(db: Db, dualId: number): Promise<number[]> {
  const rows = await db
    .select({ playerId: availabilityAnswers.playerId })
    .from(availabilitySubjects)
    .innerJoin(duals, eq(duals.id, availabilitySubjects.dualId))
    .innerJoin(
      availabilityAnswers,
      and(
        eq(availabilityAnswers.subjectId, availabilitySubjects.id),
        eq(availabilityAnswers.forStart, duals.startsAt),
        eq(availabilityAnswers.answer, 'not_going'),
      ),
    )
    .where(eq(availabilitySubjects.dualId, dualId));
  return rows.map((r) => r.playerId);
}
