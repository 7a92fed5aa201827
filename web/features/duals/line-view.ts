import type { z } from 'zod';
import type { Dual, PublicDual, dualLineResultSchema } from '../../../contract/duals';
import type { LineName } from '../../../contract/lineup';

export type DualLineResultSchema = z.infer<typeof dualLineResultSchema>;

/** One line as the result views show it: both sides' players as names, its format, its result. */
export interface LineView {
  line: LineName;
  scoreFormat: string | null;
  ours: string[];
  theirs: string[];
  result: DualLineResultSchema | undefined;
}

const names = (players: readonly (string | null)[] | undefined) =>
  (players ?? []).filter((p): p is string => p !== null && p !== '');

/** The lines of a dual seen by its coach or player: our players' names from the roster. */
export function linesOfDual(dual: Dual): LineView[] {
  const byId = new Map(dual.roster.map((p) => [p.id, p.name]));
  return dual.lines.map(({ line, scoreFormat }) => ({
    line,
    scoreFormat,
    ours: names(
      dual.lineup
        .find((l) => l.line === line)
        ?.players.map((id) => (id === null ? null : (byId.get(id) ?? null))),
    ),
    theirs: names(dual.opponentLineup.find((l) => l.line === line)?.players.map((p) => p?.name ?? null)),
    result: dual.lineResults.find((r) => r.line === line),
  }));
}

/** The lines of the public page. */
export function linesOfPublic(dual: PublicDual): LineView[] {
  return dual.lines.map(({ line, scoreFormat }) => ({
    line,
    scoreFormat,
    ours: names(dual.lineup.find((l) => l.line === line)?.players),
    theirs: names(dual.opponentLineup.find((l) => l.line === line)?.players),
    result: dual.lineResults.find((r) => r.line === line),
  }));
}
