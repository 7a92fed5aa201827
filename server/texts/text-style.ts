import { asc, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../contract/auth';
import type { Db } from '../db/client';
import { coachTeams, coaches, type UiSettings } from '../db/schema/index';

/**
 * How a text is written: its language and the time zone its times are given in.
 *
 * A team's texts take the settings of the team's first coach (the earliest in `coach_teams`): the
 * language they chose in the app and the time zone of the device they last signed in on (both
 * kept in their ui settings, `contract/auth.ts`). A coach's own texts (announcements, their own
 * events) take their own. Without a saved choice: English and UTC.
 */
export interface TextStyle {
  language: Language;
  timeZone: string;
}

export const DEFAULT_TEXT_STYLE: TextStyle = { language: 'en', timeZone: 'UTC' };

/** True when `zone` is a time zone Intl knows (an IANA name such as "America/Chicago", or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The style of a person's saved ui settings. */
export function styleOf(settings: Partial<UiSettings> | null | undefined): TextStyle {
  const language = LANGUAGES.find((l) => l === settings?.language) ?? DEFAULT_TEXT_STYLE.language;
  const zone = settings?.timeZone;
  return { language, timeZone: zone && isTimeZone(zone) ? zone : DEFAULT_TEXT_STYLE.timeZone };
}

/** The style of a team's texts (its first coach's settings). */
export async function teamTextStyle(db: Db, rosterId: number): Promise<TextStyle> {
  const [row] = await db
    .select({ ui: coaches.uiSettings })
    .from(coachTeams)
    .innerJoin(coaches, eq(coaches.id, coachTeams.coachId))
    .where(eq(coachTeams.rosterId, rosterId))
    .orderBy(asc(coachTeams.createdAt), asc(coachTeams.coachId))
    .limit(1);
  return styleOf(row?.ui);
}

/** The style of a coach's own texts. */
export async function coachTextStyle(db: Db, coachId: number): Promise<TextStyle> {
  const [row] = await db.select({ ui: coaches.uiSettings }).from(coaches).where(eq(coaches.id, coachId));
  return styleOf(row?.ui);
}
